import type { Context, ExecutionContext, MiddlewareHandler } from "hono";
import { endTime, startTime } from "hono/timing";
import type { StoreView } from "../../app/stores.ts";
import { pageCacheKey } from "../cache/cache-key.ts";
import { PageStore, pageExpiresAt, type CachedPage } from "../cache/page-store.ts";
import { isNeverCached, isPersonalRequest, isStorable, ttlFor } from "../cache/policy.ts";
import { cacheIndex } from "../cache/purge.ts";
import { parseTagHeader, tagHeaders } from "../cache/tags.ts";
import type { Env } from "../env.ts";

type CacheEnv = { Bindings: Env; Variables: { store: StoreView } };

/** Renders a request through the whole app, bypassing the cache (see isCacheFill). */
export type PageRenderer = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/** Requests the cache itself makes to fill an entry; a WeakSet, so no client can pretend to be one. */
const cacheFills = new WeakSet<Request>();

export function isCacheFill(request: Request): boolean {
  return cacheFills.has(request);
}

/** Why a request is not served from the cache, or null when it may be. */
function bypassReason(c: Context<CacheEnv>): string | null {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return "method";
  if (c.req.path.endsWith(".data")) return "data-request";
  if (isNeverCached(c.req.path.slice(c.var.store.urlPrefix.length) || "/")) return "private-path";
  if (isPersonalRequest(c.req.raw.headers)) return "personal";
  return null;
}

function respond(page: CachedPage, state: "HIT" | "MISS" | "STALE", method: string): Response {
  const age = Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000));
  return new Response(method === "HEAD" ? null : page.body, {
    status: page.status,
    headers: {
      "Content-Type": page.contentType,
      "X-Cache": state,
      Age: String(state === "MISS" ? 0 : age),
      ...(page.tags.length ? tagHeaders(page.tags) : {}),
    },
  });
}

/**
 * The edge output cache (DESIGN "Output cache"): anonymous GET/HEAD pages from KV, tagged for
 * exact purges, fresh for their page type's TTL, then served stale once while they re-render.
 * Concurrent misses of one key render once per isolate; the rest wait for that render.
 */
export function outputCache(render: PageRenderer): MiddlewareHandler<CacheEnv> {
  const inflight = new Map<string, Promise<CachedPage | Response>>();
  const revalidating = new Set<string>();

  /** Renders the page for `key` and stores it if it may be kept; an unstorable answer comes back as is. */
  async function fill(c: Context<CacheEnv>, key: string, store: PageStore): Promise<CachedPage | Response> {
    const index = cacheIndex(c.env);
    const ticket = await index.ticket();
    const request = new Request(c.req.url, { method: "GET", headers: c.req.raw.headers });
    cacheFills.add(request);
    const response = await render(request, c.env, c.executionCtx);
    const tags = parseTagHeader(response.headers.get("X-Cache-Tags"));
    if (!isStorable(response, tags)) return response;
    const page: CachedPage = {
      status: response.status,
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      body: await response.text(),
      tags,
      storedAt: Date.now(),
      ttl: ttlFor(tags, response.status),
    };
    if (await index.register(key, tags, ticket, pageExpiresAt(page))) await store.put(key, page);
    return page;
  }

  return async (c, next) => {
    if (isCacheFill(c.req.raw)) return next();
    const reason = bypassReason(c);
    const key = reason ? null : pageCacheKey(c.var.store, new URL(c.req.url));
    if (!key) {
      await next();
      if (c.res.headers.get("Content-Type")?.startsWith("text/html")) {
        c.res.headers.set("X-Cache", "BYPASS");
        c.res.headers.set("Age", "0");
      }
      return;
    }
    const store = new PageStore(c.env.PAGE_CACHE);
    startTime(c, "cache", "cache lookup");
    const cached = await store.get(key);
    endTime(c, "cache");

    if (cached) {
      const fresh = Date.now() - cached.storedAt <= cached.ttl * 1000;
      if (fresh) return respond(cached, "HIT", c.req.method);
      if (!revalidating.has(key)) {
        revalidating.add(key);
        c.executionCtx.waitUntil(fill(c, key, store).finally(() => revalidating.delete(key)));
      }
      return respond(cached, "STALE", c.req.method);
    }

    let pending = inflight.get(key);
    const leader = !pending;
    if (!pending) {
      pending = fill(c, key, store).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    startTime(c, "render", "render on miss");
    const result = await pending;
    endTime(c, "render");
    if (result instanceof Response) {
      // Not storable (a redirect, an error, a cookie): its body belongs to the request that
      // rendered it; requests that waited for it render for themselves.
      if (!leader) return next();
      const response = new Response(result.body, result);
      response.headers.set("X-Cache", "BYPASS");
      return response;
    }
    return respond(result, "MISS", c.req.method);
  };
}
