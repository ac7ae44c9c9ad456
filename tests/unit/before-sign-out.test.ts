import { afterEach, describe, expect, it, vi } from "vitest";
import { beforeSignOut, runBeforeSignOut } from "#app/state/before-sign-out.ts";

/** A task that finishes after `ms`, recording that it finished. */
function taskTaking(ms: number, done: string[], name: string, fails = false) {
  return () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        done.push(name);
        if (fails) reject(new Error(name));
        else resolve();
      }, ms),
    );
}

describe("work before sign-out (orders queued offline reach the customer's history first)", () => {
  const takeBack: (() => void)[] = [];
  afterEach(() => {
    takeBack.splice(0).forEach((undo) => undo());
    vi.useRealTimers();
  });

  it.each([
    { case: "nothing registered: signs out at once", tasks: [] as [number, boolean][], waitsMs: 0, done: [] as string[] },
    { case: "every task is waited for", tasks: [[100, false], [300, false]] as [number, boolean][], waitsMs: 300, done: ["0", "1"] },
    { case: "a failing task does not stop the others or the sign-out", tasks: [[50, true], [200, false]] as [number, boolean][], waitsMs: 200, done: ["0", "1"] },
    { case: "a slow task is waited for at most the patience", tasks: [[100, false], [60_000, false]] as [number, boolean][], waitsMs: 1_000, done: ["0"] },
  ])("$case", async ({ tasks, waitsMs, done: expected }) => {
    vi.useFakeTimers();
    const done: string[] = [];
    tasks.forEach(([ms, fails], i) => takeBack.push(beforeSignOut(taskTaking(ms, done, String(i), fails))));
    let signedOut = false;
    const signingOut = runBeforeSignOut(1_000).then(() => (signedOut = true));
    if (waitsMs > 0) {
      await vi.advanceTimersByTimeAsync(waitsMs - 1);
      expect(signedOut).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(1);
    await signingOut;
    expect(done).toEqual(expected);
  });

  it("a task taken back (its component gone) is not run", async () => {
    const run = vi.fn(async () => undefined);
    beforeSignOut(run)();
    await runBeforeSignOut(10);
    expect(run).not.toHaveBeenCalled();
  });
});
