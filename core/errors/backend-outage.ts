/**
 * An error of a backend that could not answer (down, too slow, answering nonsense) rather than of the shop:
 * adapters mark theirs `unavailable: true`. Pages and the API then answer 503 with Retry-After, so
 * crawlers come back later instead of dropping the page, and clients know to try again.
 *
 * So is what the Workers runtime itself marks as transient: a Durable Object restarted, moved or overloaded
 * mid-call (`durableObjectReset`, `overloaded`) and any error it calls `retryable` (a Durable Object's
 * transient failure; also an outside fetch given up on its AbortSignal.timeout). A bug of a Durable
 * Object's own code carries `remote` alone, and stays a 500.
 */
export const isBackendOutage = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const marks = error as { unavailable?: unknown; durableObjectReset?: unknown; retryable?: unknown; overloaded?: unknown };
  return marks.unavailable === true || marks.durableObjectReset === true || marks.retryable === true || marks.overloaded === true;
};

/** Seconds a client is asked to wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;

/**
 * Seconds to ask a client to wait after `error`: what the backend itself said (a content service's rate-limit
 * reset, `retryAfterSeconds`), else OUTAGE_RETRY_AFTER_SECONDS.
 */
export function outageRetryAfterSeconds(error: unknown): number {
  const said = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof said === "number" && Number.isFinite(said) && said >= 0 ? Math.max(1, Math.ceil(said)) : OUTAGE_RETRY_AFTER_SECONDS;
}
