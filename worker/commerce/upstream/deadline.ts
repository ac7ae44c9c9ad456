/**
 * How long the calls of one page render or API request may wait on vue-storefront-api, and when a
 * failed read is tried again (docs/decisions/0027-one-deadline-per-page.md).
 */

/** A read's deadline when UPSTREAM_TIMEOUT_MS is empty: a hung API gives the shopper the 503 page after this long. */
export const DEFAULT_DEADLINE_MS = 5_000;
/** A request that changes something waits this many times a read's deadline: Magento places an order in several calls of its own. */
export const CHANGE_DEADLINE_FACTOR = 3;
/** The pauses before the second and the third try of a read. */
export const RETRY_DELAYS_MS = [100, 400] as const;
/** A try is made again only when at least this much of the deadline is left after its pause. */
export const MIN_TRY_MS = 1_000;

/** The deadline (a Date.now() time) of work begun at `startedAt`, given the deadline of a read (UPSTREAM_TIMEOUT_MS). */
export function deadlineOf(work: { startedAt: number; changes: boolean }, readDeadlineMs: number): number {
  return work.startedAt + readDeadlineMs * (work.changes ? CHANGE_DEADLINE_FACTOR : 1);
}

/** The pause before trying a read again after `failedTries` tries, or null when no retry is left or the deadline leaves no room for one. */
export function retryPause(failedTries: number, remainingMs: number): number | null {
  const pause = RETRY_DELAYS_MS[failedTries - 1];
  if (pause === undefined || remainingMs - pause < MIN_TRY_MS) return null;
  return pause;
}
