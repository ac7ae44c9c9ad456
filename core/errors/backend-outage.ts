/**
 * An error of a backend that could not answer (down, too slow, answering nonsense) rather than of the shop:
 * adapters mark theirs `unavailable: true`. Pages and the API then answer 503 with Retry-After, so
 * crawlers come back later instead of dropping the page, and clients know to try again.
 */
export const isBackendOutage = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { unavailable?: unknown }).unavailable === true;

/** Seconds a client is asked to wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;
