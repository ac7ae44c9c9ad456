import type { MiddlewareHandler } from "hono";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import type { AppEnv } from "../app-env.ts";
import { storeOfRequest } from "../middleware/store-code.ts";
import { bypassReason } from "./cached-pages.ts";
import { lookUpPage, type PageTiers } from "./page-lookup.ts";
import { PageStore } from "./page-store.ts";
import { recentPages } from "./recent-pages.ts";
import { isFresh, servedPage } from "./served-page.ts";
import { locationTagState } from "./tag-state.ts";

/** Paths the page handler does not answer: the API (its one cached answer, /api/search, has a lookup of its own). */
export const NOT_A_PAGE = /^\/api\//;

/** This isolate's view of the output cache's tiers (page-lookup.ts). */
const tiersOf = (kv: KVNamespace): PageTiers => ({ recent: recentPages, store: new PageStore(kv), tagState: locationTagState });

/**
 * The hit path: a fresh stored page is answered here, right behind the security headers and the
 * configuration check, with only what a hit needs (the store of the path, the key, the lookup in
 * memory, else one KV read) and no rendering middleware (timing, nonce, guards, services), once the
 * page's tag versions are found current in this location's copy of the tag index (tag-state.ts).
 * Whatever else it finds (a miss, a stale page) goes on down the chain with the lookup kept, so the
 * output cache does not look again. A request the cache would bypass goes on untouched, and so does
 * one whose lookup failed.
 */
export function storedPageHits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if ((request.method !== "GET" && request.method !== "HEAD") || NOT_A_PAGE.test(c.req.path)) return next();
    const store = storeOfRequest(c.req.path, c.req.header("cookie"));
    if (bypassReason(request, c.req.path, store, c.var.config.publicOrigin)) return next();
    const url = new URL(request.url);
    const key = pageCacheKey(store, url.pathname, url.searchParams);
    if (!key) return next();
    const started = performance.now();
    const found = await lookUpPage(c.env, key, tiersOf(c.env.PAGE_CACHE)).catch(() => undefined);
    if (found === undefined) return next();
    if (found && isFresh(found.page)) {
      const response = servedPage(found.page, "HIT", request);
      response.headers.set("Server-Timing", `cache;dur=${(performance.now() - started).toFixed(1)};desc="cache lookup (${found.tier})"`);
      return response;
    }
    c.set("lookedUp", { key, page: found?.page ?? null });
    return next();
  };
}
