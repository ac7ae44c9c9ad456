/**
 * "Load more" on the category listing (SPEC §4 "Load more"; sizes per SPEC §5).
 */
import { DEFAULT_PAGE_SIZE, MAX_MORE, listingWindow, normalizeListingQuery, type ListingQuery } from "./listing-query.ts";

export type LoadMoreState = { start: number; total: number; pageSize: number };

/**
 * The next window to fetch and append, or null when there is nothing to do: start ≥ total, or
 * total < pageSize (everything fits on one page). Otherwise { start, size: pageSize }.
 * Like the listing rules of SPEC §5, a non-positive (or non-integer) pageSize falls back to 50
 * and a negative start counts as 0; a non-finite start or total means nothing to load.
 */
export function nextLoadMore(state: LoadMoreState): { start: number; size: number } | null {
  const { total } = state;
  if (!Number.isFinite(state.start) || !Number.isFinite(total)) return null;
  const start = Math.max(0, Math.floor(state.start));
  const size = Number.isSafeInteger(state.pageSize) && state.pageSize > 0 ? state.pageSize : DEFAULT_PAGE_SIZE;
  if (start >= total || total < size) return null;
  return { start, size };
}

/**
 * The query showing one more page (more + 1), or null when nothing is left after the current
 * window (start = offset + limit, see nextLoadMore) or more is already MAX_MORE.
 */
export function loadMoreQuery(query: ListingQuery, total: number): ListingQuery | null {
  const q = normalizeListingQuery(query);
  if (q.more >= MAX_MORE) return null;
  const { offset, limit } = listingWindow(q);
  if (nextLoadMore({ start: offset + limit, total, pageSize: q.pageSize }) === null) return null;
  return { ...q, more: q.more + 1 };
}
