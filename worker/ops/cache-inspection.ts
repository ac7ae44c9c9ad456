import { isNeverCached, pageCacheKey } from "#core/cache/vocabulary.ts";
import { STORE_CODES, STORE_VIEWS, isStoreCode, type StoreView } from "#core/stores.ts";
import { storeFromPath } from "../middleware/store-code.ts";
import { PageStore, pageExpiresAt } from "../cache/page-store.ts";
import { isFresh } from "../cache/served-page.ts";
import { pageKeyTag, tagShard, tagsByShard } from "../cache/tag-shards.ts";
import type { TagVersions } from "../objects/cache-index.ts";

export type ParsedInspection = { ok: true; url: URL; store: StoreView } | { ok: false; message: string };

/** `GET /ops/cache?url=…[&store=…]`: a page of this shop (a path or an address on its origin); the store, when given, must be the URL's. */
export function parseInspection(rawUrl: string | undefined, rawStore: string | undefined, origin: string): ParsedInspection {
  if (!rawUrl?.trim()) return { ok: false, message: "url is required: a path or an address on this shop" };
  let url: URL;
  try {
    url = new URL(rawUrl, origin);
  } catch {
    return { ok: false, message: `url: ${JSON.stringify(rawUrl)} is not a URL` };
  }
  if (url.origin !== origin) return { ok: false, message: `url: ${JSON.stringify(rawUrl)} is not on ${origin}` };
  const store = storeFromPath(url.pathname);
  if (rawStore !== undefined) {
    if (!isStoreCode(rawStore)) return { ok: false, message: `store: unknown store ${JSON.stringify(rawStore)}; expected one of ${STORE_CODES.join(", ")}` };
    if (rawStore !== store.storeCode) return { ok: false, message: `store: ${url.pathname} is a page of store ${store.storeCode}, not ${rawStore}` };
  }
  return { ok: true, url, store: STORE_VIEWS[store.storeCode] };
}

/** Which tier would answer the next anonymous request for the page, and how. */
type NextRequest = "HIT" | "STALE" | "MISS" | "BYPASS";

export interface CacheInspection {
  url: string;
  store: string;
  key: string | null;
  cacheable: boolean;
  /** The tier that would answer the next anonymous GET: KV when its copy is current, else a render. */
  tier: "kv" | "render";
  nextRequest: NextRequest;
  /** Every tag of the stored copy and its key's own tag: the version it recorded and the tag index's now. */
  tags: { tag: string; recorded: number | null; current: number }[];
  storedAt: string | null;
  ageSeconds: number | null;
  ttlSeconds: number | null;
  /** Until when KV keeps the copy (ttl + stale window). */
  expiresAt: string | null;
  /** Whether every version the copy recorded is current (null: nothing stored). */
  versionsCurrent: boolean | null;
}

async function currentVersions(env: Pick<Env, "CACHE_INDEX">, tags: string[]): Promise<TagVersions> {
  const answers = await Promise.all([...tagsByShard(tags)].map(([shard, group]) => tagShard(env, shard).versions(group)));
  return Object.assign({}, ...answers) as TagVersions;
}

/**
 * What the output cache holds for one page of one store, read from KV and from the tag index's shards
 * themselves (not from this location's copy of them): an operator's view of the next request.
 */
export async function inspectCachedPage(env: Pick<Env, "CACHE_INDEX" | "PAGE_CACHE">, url: URL, store: StoreView, now = Date.now()): Promise<CacheInspection> {
  const key = pageCacheKey(store, url.pathname, url.searchParams);
  const base = { url: url.href, store: store.storeCode, key, storedAt: null, ageSeconds: null, ttlSeconds: null, expiresAt: null, versionsCurrent: null };
  if (!key || isNeverCached(url.pathname.slice(store.urlPrefix.length) || "/")) {
    return { ...base, cacheable: false, tier: "render", nextRequest: "BYPASS", tags: [] };
  }
  const page = await new PageStore(env.PAGE_CACHE).get(key);
  const tags = [...(page?.tags ?? []), pageKeyTag(key)];
  const versions = await currentVersions(env, tags);
  const rows = tags.map((tag) => ({ tag, recorded: page?.versions[tag] ?? null, current: versions[tag] ?? 0 }));
  if (!page) return { ...base, cacheable: true, tier: "render", nextRequest: "MISS", tags: rows };
  const versionsCurrent = rows.every((row) => row.recorded === row.current);
  const nextRequest: NextRequest = !versionsCurrent ? "MISS" : isFresh(page) ? "HIT" : "STALE";
  return {
    ...base,
    cacheable: true,
    tier: versionsCurrent ? "kv" : "render",
    nextRequest,
    tags: rows,
    storedAt: new Date(page.storedAt).toISOString(),
    ageSeconds: Math.max(0, Math.floor((now - page.storedAt) / 1000)),
    ttlSeconds: page.ttl,
    expiresAt: new Date(pageExpiresAt(page)).toISOString(),
    versionsCurrent,
  };
}
