/** How long a deferred section may take before its quiet fallback is shown instead. */
const DEFERRED_TIMEOUT_MS = 2_500;

/**
 * A deferred section's data, fail-soft: a source that throws or answers later than `timeoutMs`
 * gives `fallback`, so the page stays a 200 (also for crawlers and cache fills) and only that
 * section falls quiet.
 */
export function deferred<T>(load: () => Promise<T>, fallback: T, onFallback: () => void = () => {}, timeoutMs = DEFERRED_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onFallback();
      resolve(fallback);
    }, timeoutMs);
  });
  const loaded = Promise.resolve()
    .then(load)
    .catch((error: unknown) => {
      console.error("deferred section failed", error);
      onFallback();
      return fallback;
    });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
