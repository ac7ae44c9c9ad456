import { SELF, createExecutionContext } from "cloudflare:test";
import * as workers from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CART_NOTICE_COOKIE } from "#core/catalog/cart-notice.ts";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { INTERFACE_LANGUAGE_COOKIE } from "#core/i18n/interface-language.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { frontRoute, type FrontRoute } from "#worker/cache/front-route.ts";
import { hasWorkersCache, purgeWorkersCache, workersCachePurgeOf } from "#worker/cache/workers-cache.ts";
import type { PurgeRequest } from "#worker/cache/purge.ts";

const ORIGIN = "http://shop.test";
const finnishInSwedish = STORE_VIEWS.fi.interfaceLocales.find((locale) => locale !== STORE_VIEWS.fi.i18n.defaultLocale)!;

describe("the front's decision: public pages to the cached pages entrypoint, the rest to the shop", () => {
  const request = (path: string, init: RequestInit = {}) => new Request(`${ORIGIN}${path}`, init);
  const cases: { name: string; request: Request; route: FrontRoute }[] = [
    { name: "the home page", request: request("/"), route: { to: "pages", key: "page:se:/" } },
    { name: "a store's category page", request: request("/dk/soffor"), route: { to: "pages", key: "page:dk:/dk/soffor" } },
    { name: "HEAD of a page", request: request("/kundtjanst", { method: "HEAD" }), route: { to: "pages", key: "page:se:/kundtjanst" } },
    { name: "a query, tracking parameters dropped and the rest sorted", request: request("/soffor?utm_source=x&sort=price&page=2"), route: { to: "pages", key: "page:se:/soffor?page=2&sort=price" } },
    { name: "the cart's and the session's cookies (never shown on a public page)", request: request("/soffor", { headers: { cookie: "cart_se=abc; signed_in=1" } }), route: { to: "pages", key: "page:se:/soffor" } },
    { name: "the D1 bookmark cookie (a point in the database's history)", request: request("/soffor", { headers: { cookie: "d1_bookmark=00000000-00000020-00000000-00" } }), route: { to: "pages", key: "page:se:/soffor" } },
    {
      name: "the interface language cookie: its own copy",
      request: request("/fi/", { headers: { cookie: `${INTERFACE_LANGUAGE_COOKIE}=${finnishInSwedish}` } }),
      route: { to: "pages", key: `page:fi~${finnishInSwedish}:/fi/` },
    },
    { name: "POST", request: request("/soffor", { method: "POST", body: "x=1" }), route: { to: "shop", reason: "method" } },
    { name: "DELETE", request: request("/soffor", { method: "DELETE" }), route: { to: "shop", reason: "method" } },
    { name: "Authorization", request: request("/soffor", { headers: { authorization: "Bearer x" } }), route: { to: "shop", reason: "personal" } },
    { name: "the add-to-cart notice cookie", request: request("/soffor", { headers: { cookie: `a=1; ${CART_NOTICE_COOKIE}=x` } }), route: { to: "shop", reason: "personal" } },
    { name: "the checkout", request: request("/checkout"), route: { to: "shop", reason: "private-path" } },
    { name: "the checkout in capitals", request: request("/CHECKOUT"), route: { to: "shop", reason: "private-path" } },
    { name: "an account page of another store, mixed case", request: request("/dk/My-Account/orders"), route: { to: "shop", reason: "private-path" } },
    { name: "a private page with a query", request: request("/my-account?tab=orders"), route: { to: "shop", reason: "private-path" } },
    { name: "a route's data request", request: request("/soffor.data"), route: { to: "shop", reason: "data-request" } },
    { name: "the API", request: request("/api/cart"), route: { to: "shop", reason: "not-a-page" } },
    { name: "the operator's endpoints", request: request("/ops/cache?url=/"), route: { to: "shop", reason: "private-path" } },
    { name: "another host", request: new Request("http://shop.workers.dev/soffor"), route: { to: "shop", reason: "foreign-host" } },
    { name: "a query too long for a key of its own", request: request(`/soffor?q=${"x".repeat(600)}`), route: { to: "shop", reason: "query-too-long" } },
  ];
  it.each(cases)("$name", ({ request, route }) => {
    expect(frontRoute(request, ORIGIN)).toEqual(route);
  });

  it("names a public page by the output cache's own key, so both tiers keep the same copies", () => {
    const url = new URL(`${ORIGIN}/no/sofaer?sort=price`);
    expect(frontRoute(new Request(url), ORIGIN)).toEqual({ to: "pages", key: pageCacheKey(STORE_VIEWS.no, url.pathname, url.searchParams) });
  });
});

describe("Workers Cache purges follow the output cache's", () => {
  const cases: { name: string; request: PurgeRequest; options: CachePurgeOptions | null }[] = [
    { name: "tags", request: { tags: ["P12", "C3"] }, options: { tags: ["P12", "C3"] } },
    { name: "no tags", request: { tags: [] }, options: null },
    { name: "everything", request: { all: true }, options: { purgeEverything: true } },
    {
      name: "pages by key: their paths, once each, languages and queries folded",
      request: { keys: ["page:se:/soffor?page=2", "page:se~en:/soffor", "page:dk:/dk/sofaer"] },
      options: { pathPrefixes: ["/soffor", "/dk/sofaer"] },
    },
    { name: "no keys", request: { keys: [] }, options: null },
  ];
  it.each(cases)("$name", ({ request, options }) => {
    expect(workersCachePurgeOf(request)).toEqual(options);
  });
});

describe("without Workers Cache (workerd locally, these tests)", () => {
  it("the runtime offers the loopback but no cache, so the front sends nothing to the pages entrypoint", () => {
    const ctx = createExecutionContext();
    expect(typeof ctx.exports.Pages).toBe("function");
    expect(ctx.cache).toBeUndefined();
    expect(hasWorkersCache(ctx)).toBe(false);
  });

  it("the KV tier serves public pages exactly as before: a miss, then a hit from KV", async () => {
    const get = () => SELF.fetch(`${ORIGIN}/kundtjanst`, { headers: { "user-agent": "Googlebot" } });
    expect((await get()).headers.get("x-cache")).toBe("MISS");
    const hit = await get();
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("the pages entrypoint is the same shop: its answer to a page is the front's", async () => {
    const front = await SELF.fetch(`${ORIGIN}/kundtjanst`, { headers: { "user-agent": "Googlebot" } });
    const pages = await workers.exports.Pages({ props: { key: "page:se:/kundtjanst" } }).fetch(`${ORIGIN}/kundtjanst`, { headers: { "user-agent": "Googlebot" } });
    expect(pages.status).toBe(200);
    expect(pages.headers.get("etag")).toBe(front.headers.get("etag"));
    expect(await pages.text()).toBe(await front.text());
  });

  it("a purge reaches the pages entrypoint, which answers that it has no cache to purge", async () => {
    expect(await workers.exports.Pages.purge({ tags: ["P1"] })).toBeNull();
    expect(await purgeWorkersCache({ tags: ["P1"] })).toBeNull();
  });
});
