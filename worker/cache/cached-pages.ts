import type { Context, Handler } from "hono";
import { endTime, startTime } from "hono/timing";
import { isbot } from "isbot";
import { DEGRADED_HEADER, KEY_QUERY_HEADER, isNeverCached, isPersonalRequest, pageCacheKey, pageKeyInEveryLanguage, parseTagHeader, ttlFor } from "#core/cache/vocabulary.ts";
import type { StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { pagePolicy } from "../middleware/content-security-policy.ts";
import { RENDERED_PAGE_CACHE_CONTROL } from "./page-http.ts";
import { lookUpPage } from "./page-lookup.ts";
import { PageStore, pageExpiresAt, storablePage, type CachedPage } from "./page-store.ts";
import { isStorable } from "./policy.ts";
import { purgePages } from "./purge.ts";
import { recentPages, type RecentPages } from "./recent-pages.ts";
import { inlineScriptHashes, moduleScriptsCreatedByScript, scriptTextHashes } from "./script-hashes.ts";
import { isFresh, servedPage } from "./served-page.ts";
import { registerPage } from "./tag-index.ts";
import { fillTicket } from "./tag-shards.ts";
import { locationTagState, type LocationTagState } from "./tag-state.ts";

/** "stream": the shell first, deferred sections as they resolve; "complete": the whole document at once. */
export type RenderMode = "stream" | "complete";

/**
 * Renders the page of a request (no middleware runs again), declaring its tags and key query in headers.
 * `nonce`: its inline scripts' nonce, this request's by default; null for a page rendered to be stored.
 */
export type PageRenderer = (c: Context<AppEnv>, mode: RenderMode, request?: Request, nonce?: string | null) => Promise<Response>;

/** Browsers get the streamed document; crawlers, and clients that do not say what they are, the complete one. */
export function renderModeFor(userAgent: string | undefined): RenderMode {
  return userAgent && !isbot(userAgent) ? "stream" : "complete";
}

/** How long after a browser's streamed miss has ended the complete render for the cache starts. */
const FILL_AFTER_STREAM_MS = 100;
/** ...and at the latest, for a stream the shopper abandoned (entry.server's stream timeout and then some). */
const FILL_AFTER_ABANDONED_STREAM_MS = 7_000;

/** Why a request is not served from the cache, or null when it may be. `origin`: the shop's public one. */
export function bypassReason(request: Request, path: string, store: StoreView, origin: string): string | null {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD") return "method";
  if (path.endsWith(".data")) return "data-request";
  if (isNeverCached(path.slice(store.urlPrefix.length) || "/")) return "private-path";
  if (isPersonalRequest(request.headers)) return "personal";
  // A host the shop does not serve gets pages built for the public origin, but never fills the cache.
  if (new URL(request.url).origin !== origin) return "foreign-host";
  return null;
}

type CacheState = "HIT" | "MISS" | "STALE" | "BYPASS";

/** The cache's headers on a response rendered for this request, not taken from storage; its internal headers removed. */
function marked(response: Response, state: CacheState): Response {
  const headers = new Headers(response.headers);
  headers.delete(KEY_QUERY_HEADER);
  headers.delete(DEGRADED_HEADER);
  const html = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (html || state !== "BYPASS") {
    headers.set("X-Cache", state);
    headers.set("Age", "0");
  }
  if (html && !headers.has("Cache-Control")) headers.set("Cache-Control", RENDERED_PAGE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A page rendered for storage that could not be stored, for the request that rendered it: with its own policy, by hash. */
function unstored(rendered: Response, body: string, policy: string | null): Response {
  const headers = new Headers(rendered.headers);
  if (policy) headers.set("Content-Security-Policy", policy);
  return new Response(body === "" ? null : body, { status: rendered.status, statusText: rendered.statusText, headers });
}

/**
 * The edge output cache (DESIGN "Output cache") as the handler of every page: anonymous GET/HEAD
 * pages from KV, tagged for exact purges, fresh for their page type's TTL, then served stale once
 * while they re-render. On a miss a browser gets its own streamed render at once while the complete
 * document is rendered and stored in `waitUntil`; a crawler waits for the complete document.
 * Concurrent misses of one key fill the cache once per isolate; the others wait for that page.
 * `alwaysComplete`: answers with nothing to stream (JSON) are rendered once and stored, for everyone;
 * `lookupQuery`: a request's canonical query, for answers whose parameters have defaults.
 */
export function cachedPages(
  render: PageRenderer,
  options: {
    alwaysComplete?: boolean;
    /** The canonical query a request is looked up by (null: not cacheable); default: the request's own. */
    lookupQuery?: (url: URL, c: Context<AppEnv>) => URLSearchParams | null | Promise<URLSearchParams | null>;
    /** This location's copy of the tag versions (tests give one with a clock of their own). */
    tagState?: LocationTagState;
    /** This isolate's memory tier (tests give one of their own per location). */
    recent?: RecentPages;
  } = {},
): Handler<AppEnv> {
  const tagState = options.tagState ?? locationTagState;
  const recent = options.recent ?? recentPages;
  /** A stored copy that may be served (fresh or not), from memory or KV (page-lookup.ts). */
  const current = async (c: Context<AppEnv>, key: string, store: PageStore) => (await lookUpPage(c.env, key, { recent, store, tagState }))?.page ?? null;
  const inflight = new Map<string, Promise<CachedPage | Response>>();
  const revalidating = new Set<string>();

  /**
   * Renders the complete page and stores it under the key its query declares, if it may be kept.
   * `requestKey` is the key the request looked up; the page may declare a shorter one.
   */
  async function fill(c: Context<AppEnv>, requestKey: string, store: PageStore): Promise<CachedPage | Response> {
    // The ticket comes before the render reads anything: a purge after it wins over this page.
    const ticket = fillTicket(c.var.config.cacheClockMarginMs);
    // Always a GET: a HEAD that misses still fills the cache with the whole page.
    // No nonce: the page is for everyone, so its inline scripts are admitted by their hashes, in a policy stored with it.
    const response = await render(c, "complete", new Request(c.req.url, { method: "GET", headers: c.req.raw.headers }), null);
    const contentType = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const html = contentType.startsWith("text/html");
    const { html: body, created } = html ? moduleScriptsCreatedByScript(await response.text()) : { html: await response.text(), created: [] };
    const policy = html ? pagePolicy({ hashes: [...(await inlineScriptHashes(body)), ...(await scriptTextHashes(created))] }, c.var.config, c.var.store) : null;
    const tags = parseTagHeader(response.headers.get("X-Cache-Tags"));
    const key = pageCacheKey(c.var.store, new URL(c.req.url).pathname, new URLSearchParams(response.headers.get(KEY_QUERY_HEADER) ?? ""));
    if (!key || !isStorable(response, tags)) {
      // The page is gone or moved (a re-render of a stored page answered 404 or a redirect): never serve it stale again.
      if (response.status === 404 || response.status === 410 || (response.status >= 300 && response.status < 400)) await purgePages(c.env, { keys: pageKeyInEveryLanguage(requestKey) });
      return unstored(response, body, policy);
    }
    // A request with parameters the page ignores renders the page of `key`: kept once, not rewritten per request.
    const existing = key === requestKey ? null : await current(c, key, store);
    if (existing && isFresh(existing)) return existing;
    const page = await storablePage({ status: response.status, contentType, body, tags, storedAt: Date.now(), ttl: ttlFor(tags, response.headers.has(DEGRADED_HEADER)), policy });
    const versions = await registerPage(c.env, key, tags, ticket, pageExpiresAt(page)).catch((error: unknown) => {
      console.error({ level: "error", message: "tag index unreachable: page not stored", key, error: String(error) });
      return null;
    });
    // A purge of one of its tags came after the ticket: this render may show what it replaced.
    if (!versions) return page;
    tagState.learn(versions);
    const registered = { ...page, versions };
    // Kept here even when KV refuses the write, or answers an older copy a while longer in this location.
    recent.set(key, registered);
    // KV takes one write per key per second: a refused write leaves the key to the next fill, and this page still answers.
    await store.put(key, registered).catch((error: unknown) => console.error({ level: "warn", message: "page not stored", key, error: String(error) }));
    return registered;
  }

  /** One fill per key at a time in this isolate. */
  function fillOnce(c: Context<AppEnv>, key: string, store: PageStore): Promise<CachedPage | Response> {
    let pending = inflight.get(key);
    if (!pending) {
      pending = fill(c, key, store).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  return async (c) => {
    const url = new URL(c.req.url);
    const query = bypassReason(c.req.raw, c.req.path, c.var.store, c.var.origin) ? null : options.lookupQuery ? await options.lookupQuery(url, c) : url.searchParams;
    const key = query ? pageCacheKey(c.var.store, url.pathname, query) : null;
    // Who asks decides only how a page is rendered, so a hit never pays for the crawler check.
    const mode = () => (options.alwaysComplete ? "complete" : renderModeFor(c.req.header("user-agent")));
    if (!key) return marked(await render(c, mode()), "BYPASS");

    const store = new PageStore(c.env.PAGE_CACHE);
    // The hit path (stored-page-hits.ts) has looked this key up already (and checked its versions) when it found no fresh page there.
    const lookedUp = c.var.lookedUp;
    let cached: CachedPage | null;
    if (lookedUp?.key === key) cached = lookedUp.page;
    else {
      startTime(c, "cache", "cache lookup");
      // A copy whose tags were purged since it was stored is a miss, whatever KV still answers.
      cached = await current(c, key, store);
      endTime(c, "cache");
    }

    if (cached) {
      if (isFresh(cached)) return servedPage(cached, "HIT", c.req.raw);
      if (!revalidating.has(key)) {
        revalidating.add(key);
        c.executionCtx.waitUntil(fill(c, key, store).finally(() => revalidating.delete(key)));
      }
      return servedPage(cached, "STALE", c.req.raw);
    }

    const waiting = inflight.get(key);
    if (waiting || mode() === "complete") {
      const leader = !waiting;
      startTime(c, "render", "render on miss");
      const result = await fillOnce(c, key, store);
      endTime(c, "render");
      if (!(result instanceof Response)) return servedPage(result, "MISS", c.req.raw);
      // Not storable (a redirect, an error, a cookie): its body belongs to the request that rendered it.
      return marked(leader ? result : await render(c, mode()), "BYPASS");
    }

    // A browser's miss: its own streamed render now. The complete document is rendered for the cache
    // once that stream has ended, so the two renders never compete for the isolate; concurrent misses
    // wait for that fill as they would for a crawler's. `streamed` settles with null to fill, or with
    // what waiting requests get instead (an unstorable answer, a page stored already).
    const streamed = Promise.withResolvers<CachedPage | Response | null>();
    const pending = streamed.promise.then((settled) => settled ?? fill(c, key, store)).finally(() => inflight.delete(key));
    inflight.set(key, pending);
    c.executionCtx.waitUntil(pending.then(() => undefined));
    // A shopper who leaves mid-stream never ends it: the fill starts after the stream timeout anyway.
    const abandoned = setTimeout(() => streamed.resolve(null), FILL_AFTER_ABANDONED_STREAM_MS);
    const ended = () => {
      clearTimeout(abandoned);
      // A moment later, once the last bytes are on their way: the fill's render work would hold them back.
      setTimeout(() => streamed.resolve(null), FILL_AFTER_STREAM_MS);
    };
    startTime(c, "render", "shell on miss");
    const response = await render(c, "stream");
    endTime(c, "render");
    // A redirect, an error or a personal answer is never stored: nothing to fill, and waiting requests render their own.
    if (!isStorable(response, parseTagHeader(response.headers.get("X-Cache-Tags")))) {
      clearTimeout(abandoned);
      streamed.resolve(response);
      return marked(response, "BYPASS");
    }
    // Parameters the page ignores (?x=<random>): the page it rendered may be stored already; then there is nothing to fill.
    const declared = pageCacheKey(c.var.store, url.pathname, new URLSearchParams(response.headers.get(KEY_QUERY_HEADER) ?? ""));
    if (declared !== key) {
      const stored = declared ? await current(c, declared, store) : null;
      if (stored && isFresh(stored)) {
        clearTimeout(abandoned);
        streamed.resolve(stored);
        return marked(response, "MISS");
      }
    }
    if (!response.body) ended();
    const body = response.body?.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: ended })) ?? null;
    return marked(new Response(body, response), "MISS");
  };
}
