/**
 * The page of an order whose answer is out (on its way to the backend, another request holding its cart)
 * looks again by itself, a bounded number of times: a placement that never settles must not keep a
 * shopper's tab reloading. The looks so far ride in the page's URL (`waited`), so a reload counts on.
 */

/** Seconds between two looks (the Refresh header's delay). */
export const LOOK_AGAIN_SECONDS = 5;
/** The most looks after the first: together longer than any placement's deadline (3 × UPSTREAM_TIMEOUT_MS, 15 s by default). */
export const LOOKS_AT_MOST = 6;
/** The URL parameter that counts the looks. */
export const WAITED_PARAM = "waited";

/** The looks so far as `url` counts them; anything but a small whole number is the first look. */
export function looksSoFar(url: URL): number {
  const waited = url.searchParams.get(WAITED_PARAM) ?? "";
  return /^\d{1,2}$/.test(waited) ? Math.min(Number(waited), LOOKS_AT_MOST) : 0;
}

/**
 * The Refresh header's value for the next look at the order of the page at `url`, or null when no look
 * is left: its outcome is settled (sent without an answer: only customer service can tell now) or the
 * page has looked often enough.
 */
export function nextLook(url: URL, outcome: { settled: boolean }): string | null {
  const looked = looksSoFar(url);
  if (outcome.settled || looked >= LOOKS_AT_MOST) return null;
  const next = new URL(url);
  next.searchParams.set(WAITED_PARAM, String(looked + 1));
  return `${LOOK_AGAIN_SECONDS}; url=${next.pathname}${next.search}`;
}
