import type { CachedPage } from "./page-frame.ts";
import type { PageStore } from "./page-store.ts";
import type { RecentPages } from "./recent-pages.ts";
import type { LocationTagState } from "./tag-state.ts";

/** Where a stored copy was found: this isolate's memory, or KV. */
export type StoredTier = "memory" | "kv";

/** The tiers of the output cache as one location sees them, innermost last. */
export interface PageTiers {
  recent: RecentPages;
  store: PageStore;
  tagState: LocationTagState;
}

/**
 * The stored copy of `key` that may be served (fresh or not), from the memory tier or else KV, or
 * null: a copy is served only if it recorded the current version of each of its tags (tag-state.ts),
 * so a purge drops it from both tiers within the same bound. When the tag index cannot say, the copy
 * is not served: the page renders, as on a miss. A copy found current in KV is kept in memory.
 * A KV read that fails throws.
 */
export async function lookUpPage(env: Pick<Env, "CACHE_INDEX">, key: string, tiers: PageTiers): Promise<{ page: CachedPage; tier: StoredTier } | null> {
  const isCurrent = (page: CachedPage) => tiers.tagState.isCurrent(env, key, page).catch(() => false);
  const recent = tiers.recent.get(key);
  if (recent) {
    if (await isCurrent(recent)) return { page: recent, tier: "memory" };
    tiers.recent.delete(key);
  }
  const stored = await tiers.store.get(key);
  if (!stored || !(await isCurrent(stored))) return null;
  tiers.recent.set(key, stored);
  return { page: stored, tier: "kv" };
}
