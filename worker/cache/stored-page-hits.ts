import type { MiddlewareHandler } from "hono";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import type { AppEnv } from "../app-env.ts";
import { storeOfRequest } from "../middleware/store-code.ts";
import { bypassReason } from "./cached-pages.ts";
import { PageStore } from "./page-store.ts";
import { isFresh, servedPage } from "./served-page.ts";

/** Paths the page handler does not answer: the API (its one cached answer, /api/search, has a lookup of its own). */
export const NOT_A_PAGE = /^\/api\//;

/**
 * The hit path: a fresh stored page is answered here, right behind the security headers and the
 * configuration check, with only what a hit needs (the store of the path, the key, one KV read) and
 * no rendering middleware (request id, timing, nonce, guards, services). Whatever else it finds (a
 * miss, a stale page) goes on down the chain with the lookup kept, so the output cache does not read
 * KV again. A request the cache would bypass goes on untouched, and so does one whose lookup failed.
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
    const page = await new PageStore(c.env.PAGE_CACHE).get(key).catch(() => undefined);
    if (page === undefined) return next();
    if (page && isFresh(page)) {
      const response = servedPage(page, "HIT", request);
      response.headers.set("Server-Timing", `cache;dur=${(performance.now() - started).toFixed(1)};desc="cache lookup"`);
      return response;
    }
    c.set("lookedUp", { key, page });
    return next();
  };
}
