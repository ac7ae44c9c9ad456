import { PageStore } from "./page-store.ts";

export type PurgeRequest = { tags: string[] } | { keys: string[] } | { all: true };

/** The one CacheIndex object: the tag index of every cached page. */
export function cacheIndex(env: Pick<Env, "CACHE_INDEX">) {
  return env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName("pages"));
}

/** Removes pages from the index and from KV; answers how many pages were purged. */
export async function purgePages(env: Pick<Env, "CACHE_INDEX" | "PAGE_CACHE">, request: PurgeRequest): Promise<number> {
  const stub = cacheIndex(env);
  const keys = "all" in request ? await stub.purgeAll() : "tags" in request ? await stub.purgeTags(request.tags) : await stub.purgeKeys(request.keys);
  await new PageStore(env.PAGE_CACHE).delete(keys);
  return keys.length;
}
