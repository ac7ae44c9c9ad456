/**
 * Work that must reach the server while the customer is still signed in (orders they queued offline).
 * Sign-out runs every registered task at once and waits for them at most `patienceMs`: a task not done
 * by then goes on, or waits for its next occasion; sign-out never hangs on a slow connection.
 */
type Task = () => Promise<unknown>;

const tasks = new Set<Task>();

/** Registers a task; the returned function takes it back (a React effect's cleanup). */
export function beforeSignOut(task: Task): () => void {
  tasks.add(task);
  return () => void tasks.delete(task);
}

export async function runBeforeSignOut(patienceMs: number): Promise<void> {
  const running = Promise.allSettled([...tasks].map((task) => task()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, patienceMs)))]);
  clearTimeout(timer);
}
