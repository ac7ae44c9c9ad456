import { configOf } from "../config.ts";
import type { TagVersions } from "../objects/cache-index.ts";
import { purgeAllInIndex, purgeTagsInIndex } from "./tag-index.ts";
import { observeVersions, pageKeyTag } from "./tag-shards.ts";
import { recentPages } from "./recent-pages.ts";
import { locationTagState } from "./tag-state.ts";
import { purgeWorkersCache } from "./workers-cache.ts";
import { forwardToZone } from "./zone-purge.ts";

/** `urls` (full addresses) go along with page keys when the purge came as URLs, for Cloudflare's cache. */
export type PurgeRequest = { tags: string[] } | { keys: string[]; urls?: string[] } | { all: true };

/** What a purge answers an operator: what it bumped, to which versions, how many stored pages it dropped, how long it took. */
export interface PurgeReceipt {
  /** The tags purged (a URL purge: its pages' key tags; everything: "*"). */
  tags: string[];
  /** Their new versions (everything: each shard's new floor, as "shard:N"). */
  versions: TagVersions;
  /** Stored pages listed under those tags, each once: stale everywhere as of this answer, their KV entries deleted in the background. */
  purged: number;
  /**
   * "exact", or "at most" when counting each page once would cost more than it is worth (a purge over
   * several shards with more than 20,000 pages in one, tag-index.ts): then each shard's pages are
   * summed, and a page listed under purged tags of two shards counts twice.
   */
  purgedCount: "exact" | "at most";
  deletion: "scheduled";
  ms: number;
  /** Only when a Cloudflare zone is configured: whether its cache took the purge too. */
  zone?: "purged" | "failed";
}

/**
 * The one way to purge the shop's cached pages (ops, /invalidate, catalog changes, a page that went
 * away): bumps the versions of the tags in the sharded tag index, which makes every stored copy stale
 * in every location within the tag-state bound (tag-state.ts), and this location at once; then
 * Cloudflare's cache in front, when a zone is configured (zone-purge.ts), after the output cache so
 * it cannot refill from a copy about to go. The KV entries are deleted later by the shards' alarms.
 */
export async function purgePages(env: Env, request: PurgeRequest): Promise<PurgeReceipt> {
  const started = Date.now();
  const tags = "all" in request ? ["*"] : "tags" in request ? [...new Set(request.tags)] : [...new Set(request.keys)].map(pageKeyTag);
  const index = "all" in request ? await purgeAllInIndex(env) : await purgeTagsInIndex(env, tags);
  if ("all" in request) {
    locationTagState.forgetAll();
    recentPages.clear();
    observeVersions(Object.values(index.versions));
  }
  else locationTagState.learn(index.versions);
  // Outermost last: Workers Cache refills from the KV tier, the zone from Workers Cache (docs/performance.md "Cache layers").
  await purgeWorkersCache(request);
  const zone = await forwardToZone(configOf(env), request);
  return { tags, versions: index.versions, purged: index.pages, purgedCount: index.count, deletion: "scheduled", ms: Date.now() - started, ...(zone === null ? {} : { zone: zone ? "purged" : "failed" }) };
}
