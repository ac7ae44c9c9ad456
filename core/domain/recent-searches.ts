/** Recent searches (SPEC §9 "recent searches max 8", §2 per store): most recent first, no repeats. */
import { SEARCH_MIN_LENGTH, normalizeSearchText } from "./search-text.ts";

export const MAX_RECENT_SEARCHES = 8;

/** The list with `text` first (normalized; an earlier equal entry moves up), at most 8; too-short texts change nothing. */
export function withRecentSearch(list: readonly string[], text: string): string[] {
  const entry = normalizeSearchText(text);
  if ([...entry].length < SEARCH_MIN_LENGTH) return [...list];
  return [entry, ...list.filter((e) => e !== entry)].slice(0, MAX_RECENT_SEARCHES);
}

/** The list without `text` (one removed by the shopper). */
export function withoutRecentSearch(list: readonly string[], text: string): string[] {
  return list.filter((e) => e !== text);
}
