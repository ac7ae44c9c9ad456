import { configOf } from "../config.ts";
import { PageStore } from "./page-store.ts";
import { purgeWorkersCache } from "./workers-cache.ts";
import { forwardToZone } from "./zone-purge.ts";

/** `urls` (full addresses) go along with page keys when the purge came as URLs, for Cloudflare's cache. */
export type PurgeRequest = { tags: string[] } | { keys: string[]; urls?: string[] } | { all: true };

/** The one CacheIndex object: the tag index of every cached page. */
export function cacheIndex(env: Pick<Env, "CACHE_INDEX">) {
  return env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName("pages"));
}

/**
 * Removes pages from the index and from KV, and from Cloudflare's cache in front when a zone is
 * configured (zone-purge.ts); answers how many cached pages were purged and whether the zone took it.
 */
export async function purgePagesAndZone(env: Env, request: PurgeRequest): Promise<{ purged: number; zone: boolean | null }> {
  const purged = await purgeOutputCache(env, request);
  // Outermost last: Workers Cache refills from the KV tier, the zone from Workers Cache (docs/performance.md "Cache layers").
  await purgeWorkersCache(request);
  // After the output cache: the zone must not refill from a copy about to go.
  return { purged, zone: await forwardToZone(configOf(env), request) };
}

export async function purgePages(env: Env, request: PurgeRequest): Promise<number> {
  return (await purgePagesAndZone(env, request)).purged;
}

async function purgeOutputCache(env: Pick<Env, "CACHE_INDEX" | "PAGE_CACHE">, request: PurgeRequest): Promise<number> {
  const stub = cacheIndex(env);
  const keys = "all" in request ? await stub.purgeAll() : "tags" in request ? await stub.purgeTags(request.tags) : await stub.purgeKeys(request.keys);
  await new PageStore(env.PAGE_CACHE).delete(keys);
  return keys.length;
}
