/**
 * An error of a backend that could not answer (down, too slow, answering nonsense) rather than of the shop:
 * adapters mark theirs `unavailable: true`. Pages and the API then answer 503 with Retry-After, so
 * crawlers come back later instead of dropping the page, and clients know to try again.
 *
 * A Durable Object the runtime restarted, moved or found overloaded mid-call is the same for the shopper:
 * the runtime marks those errors `durableObjectReset`, `retryable` or `overloaded` (never a bug of the
 * object's own code, which it marks `remote` alone), and the request may be sent again.
 */
export const isBackendOutage = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const marks = error as { unavailable?: unknown; durableObjectReset?: unknown; retryable?: unknown; overloaded?: unknown };
  return marks.unavailable === true || marks.durableObjectReset === true || marks.retryable === true || marks.overloaded === true;
};

/** Seconds a client is asked to wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;
