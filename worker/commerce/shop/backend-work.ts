import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One piece of work that waits on a commerce backend: a page render or an API request. A backend's
 * calls made within it share its deadline (docs/decisions/0027-one-deadline-per-page.md), so a page
 * render counts from its own start, also when it renders again for the cache after the shopper's stream.
 */
export interface BackendWork {
  /** Date.now() when the work began. */
  startedAt: number;
  /**
   * It changes something (a cart line, an order): its calls may take longer than a read's. True for a
   * request that is not a read, and set by a backend once it sends a change: a GET can place an order
   * too (the hosted checkout's confirmation page).
   */
  changes: boolean;
}

const current = new AsyncLocalStorage<BackendWork>();

/** Methods that only read. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Runs `work` as one piece of work for the request of `method`: everything it awaits belongs to it. */
export function asBackendWork<T>(method: string, work: () => T): T {
  return current.run({ startedAt: Date.now(), changes: !READS.has(method.toUpperCase()) }, work);
}

/** The work the caller belongs to, or undefined outside any (a test calling an adapter directly). */
export function currentBackendWork(): BackendWork | undefined {
  return current.getStore();
}
