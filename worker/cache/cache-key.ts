import { FILTER_CODES, QUERY_PARAMS } from "../../app/domain/listing-query.ts";
import type { StoreView } from "../../app/stores.ts";

/** Query parameters a cacheable page can depend on; anything else (tracking, junk) shares the page's entry. */
const PAGE_PARAMS = new Set<string>([...FILTER_CODES, ...Object.values(QUERY_PARAMS), "color", "size", "q"]);

/** A normalized query longer than this is not worth an entry of its own: such requests bypass the cache. */
const MAX_KEY_QUERY_LENGTH = 512;

/**
 * store + path + normalized query (known parameters only, sorted by name then value).
 * Returns null when the query is too long to deserve an entry.
 */
export function pageCacheKey(store: StoreView, url: URL): string | null {
  const kept = [...url.searchParams].filter(([name]) => PAGE_PARAMS.has(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  if (query.length > MAX_KEY_QUERY_LENGTH) return null;
  return `page:${store.storeCode}:${url.pathname}${query ? `?${query}` : ""}`;
}
