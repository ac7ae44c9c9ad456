/** How long a deferred section may take before its quiet fallback is shown instead. */
const DEFERRED_TIMEOUT_MS = 2_500;

/**
 * A deferred section's data, fail-soft: a source that throws or answers later than `timeoutMs`
 * gives `fallback`, so the page stays a 200 (also for crawlers and cache fills) and only that
 * section falls quiet.
 */
export function deferred<T>(load: () => Promise<T>, fallback: T, onFallback: () => void = () => {}, timeoutMs = DEFERRED_TIMEOUT_MS): Promise<T> {
  const timeout = Promise.withResolvers<T>();
  const timer = setTimeout(() => {
    onFallback();
    timeout.resolve(fallback);
  }, timeoutMs);
  const loaded = Promise.resolve()
    .then(load)
    .catch((error: unknown) => {
      console.error("deferred section failed", error);
      onFallback();
      return fallback;
    });
  return Promise.race([loaded, timeout.promise]).finally(() => clearTimeout(timer));
}
