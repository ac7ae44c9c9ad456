import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { PageStore, storablePage } from "#worker/cache/page-store.ts";
import { storeRegisteredPage } from "./stored-page-fixture.ts";
import { builtWorker, UPSTREAM_SHOP } from "./upstream-shop.ts";

/**
 * The shop when vue-storefront-api is misconfigured, failing, late or hung (issue 34 item 3, issue 16):
 * the built worker on the upstream backend against the failing hosts of tests/worker/fake-services.ts
 * (OUTAGES). Each request has a deadline of 300 ms here (UPSTREAM_TIMEOUT_MS): a hung API ends in the
 * 503 page well within the test's own timeout, or the test fails.
 */
const worker = builtWorker;

const ORIGIN = "http://shop.test";
const UPSTREAM: Env = { ...UPSTREAM_SHOP, UPSTREAM_TIMEOUT_MS: "300" };
const failing = (host: string): Env => ({ ...UPSTREAM, UPSTREAM_API_URL: `http://${host}` });

async function fetchShop(path: string, bindings: Env, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Every way the API fails, by the fake host that fails so. */
const FAILURES = [
  ["a wrong base URL (Express's HTML 404 for every route)", "upstream-misrouted.test"],
  ["a 500 with its message", "upstream-erring.test"],
  ["a 500 without one (Elasticsearch gone)", "upstream-down.test"],
  ["a proxy's HTML page", "upstream-garbage.test"],
  ["an answer later than the deadline", "upstream-slow.test"],
  ["no answer at all (hung)", "upstream-hung.test"],
] as const;

/** Each page type, in a store of its own language. */
const PAGES = [
  ["home", "/fi/", "fi-FI", "Jokin meni vikaan"],
  ["category", "/dk/utemobler", "da-DK", "Noget gik galt"],
  ["product", "/no/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak", "nb-NO", "Noe gikk galt"],
  ["search", "/search?q=stol", "sv-SE", "Något gick fel"],
  ["cms (the shop's own content, behind the catalog's menu)", "/kundtjanst", "sv-SE", "Något gick fel"],
] as const;

describe("pages when vue-storefront-api fails: the store's own 503 page", () => {
  describe.each(FAILURES)("on %s", (_, host) => {
    it.each(PAGES)("the %s page", async (_, path, language, title) => {
      const response = await fetchShop(path, failing(host));
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("60");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      // The output cache did not take it.
      expect(response.headers.get("X-Cache")).toBe("BYPASS");
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toMatch(/UpstreamError|upstream-[a-z]+\.test|Cannot GET|ECONNREFUSED|\bat [\w.<>]+ \(|\.ts:\d+/);
    });
  });

  it("answers an API call with the 503 envelope and a reference", async () => {
    const response = await fetchShop("/api/stock/check?sku=GS-VISBY-CHAIR-TEAK", failing("upstream-misrouted.test"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toEqual({ code: 503, result: `Service unavailable: the shop's backend did not answer; try again in a minute. Reference ${response.headers.get("X-Request-Id")}` });
  });
});

describe("cached pages during an outage", () => {
  const path = "/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak";
  const key = pageCacheKey(STORE_VIEWS.se, path, new URLSearchParams())!;
  const expiredPath = `/dk${path}`;
  const expiredKey = pageCacheKey(STORE_VIEWS.dk, expiredPath, new URLSearchParams())!;

  it("are still served from the cache, fresh as HIT and expired as STALE, and a failed re-render keeps the stored page", async () => {
    const pages = new PageStore(env.PAGE_CACHE);
    const page = { status: 200, contentType: "text/html; charset=utf-8", body: "<p>Trädgårdsstol Visby</p>", tags: ["type:product", "P1"], ttl: 3600, policy: null };
    await storeRegisteredPage(key, await storablePage({ ...page, storedAt: Date.now() }));
    const fresh = await fetchShop(path, failing("upstream-hung.test"));
    expect([fresh.status, fresh.headers.get("X-Cache"), await fresh.text()]).toEqual([200, "HIT", "<p>Trädgårdsstol Visby</p>"]);

    // Another store's copy of the page, stored an hour ago (the worker has not held it in memory, which would keep its own equally old copy).
    const expired = await storeRegisteredPage(expiredKey, await storablePage({ ...page, storedAt: Date.now() - 3_700_000 }));
    // Served stale at once; its re-render (in waitUntil, awaited by fetchShop) answers 503, which is never stored.
    const stale = await fetchShop(expiredPath, failing("upstream-misrouted.test"));
    expect([stale.status, stale.headers.get("X-Cache"), await stale.text()]).toEqual([200, "STALE", "<p>Trädgårdsstol Visby</p>"]);
    expect(await pages.get(expiredKey)).toEqual(expired);
    const again = await fetchShop(expiredPath, failing("upstream-misrouted.test"));
    expect([again.status, again.headers.get("X-Cache")]).toEqual([200, "STALE"]);
  });
});

/** Only the cart's calls fail (the `cart.` hosts): the catalog answers, so the product page itself renders. */
const CART_FAILURES = [
  ["a wrong base URL (Express's HTML 404)", "cart.upstream-misrouted.test"],
  ["a 500 with its message", "cart.upstream-erring.test"],
  ["an answer later than the deadline", "cart.upstream-slow.test"],
  ["no answer at all (hung)", "cart.upstream-hung.test"],
] as const;

const PRODUCT = "/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak";
const COULD_NOT_ADD = "Produkten kunde inte läggas i varukorgen just nu. Försök igen om ett ögonblick.";
const cookiePairs = (response: Response) => response.headers.getSetCookie().map((header) => header.split(";")[0]!);

/** A cart made while the API answered: the shopper's cookie for it. */
async function cartMadeEarlier(): Promise<string> {
  const posted = await fetchShop(PRODUCT, UPSTREAM, { method: "POST", body: new URLSearchParams({ sku: "GS-VISBY-CHAIR-TEAK", qty: "1" }), redirect: "manual" });
  expect(posted.status).toBe(303);
  return cookiePairs(posted).find((pair) => pair.startsWith("cart_") && !pair.startsWith("cart_notice="))!;
}

describe("add to cart when vue-storefront-api's cart fails: 'could not add', never an error page", () => {
  describe.each(CART_FAILURES)("on %s", (_, host) => {
    it.each([
      ["a new shopper", false],
      ["a shopper with a cart", true],
    ])("the product page's form posted without JavaScript, by %s, comes back to the page with the message", async (_, hasCart) => {
      const cart = hasCart ? await cartMadeEarlier() : undefined;
      const posted = await fetchShop(PRODUCT, failing(host), { method: "POST", body: new URLSearchParams({ sku: "GS-VISBY-CHAIR-TEAK", qty: "1" }), headers: cart ? { cookie: cart } : {}, redirect: "manual" });
      expect(posted.status).toBe(303);
      expect(posted.headers.get("Location")).toBe(PRODUCT);
      const set = cookiePairs(posted);
      // No cart was made for a new shopper: no cart cookie.
      expect(set.filter((pair) => pair.startsWith("cart_") && !pair.startsWith("cart_notice="))).toEqual([]);
      const notice = set.find((pair) => pair.startsWith("cart_notice="))!;
      const page = await fetchShop(PRODUCT, failing(host), { headers: { cookie: [cart, notice].filter(Boolean).join("; ") } });
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(page.headers.get("Cache-Control")).toContain("no-store");
      expect(html).toContain(`<p class="notice notice--error page__notice" role="alert">${COULD_NOT_ADD}</p>`);
      expect(html).toContain("Trädgårdsstol Visby");
      expect(html).not.toContain("<h1>Något gick fel</h1>");
    });

    it("the product page's form posted by its script (a data request) answers the message, 503", async () => {
      const response = await fetchShop(`${PRODUCT}.data`, failing(host), { method: "POST", body: new URLSearchParams({ sku: "GS-VISBY-CHAIR-TEAK", qty: "1", via: "script" }) });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(COULD_NOT_ADD);
    });

    it.each([
      ["creates a cart", "POST", () => "/api/cart/create?storeCode=se", () => ({})],
      ["reads a cart made earlier (the sync before an add)", "GET", async () => `/api/cart/pull?cartId=${await apiCart()}`, () => undefined],
      ["adds to a cart made earlier", "POST", async () => `/api/cart/update?cartId=${await apiCart()}`, () => ({ cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 } })],
    ])("the cart API the script uses answers 503 with the typed refusal when it %s", async (_, method, address, body) => {
      const sent = body();
      const response = await fetchShop(await address(), failing(host), { method, headers: { "Content-Type": "application/json" }, body: sent === undefined ? undefined : JSON.stringify(sent) });
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("60");
      expect(await response.json()).toEqual({
        code: 503,
        result: "The cart did not answer: the shop's backend is unavailable, so nothing could be added or changed; try again in a minute.",
        refusal: { code: "cartUnavailable", params: {} },
      });
    });
  });
});

/** A cart created through the API while it answered. */
async function apiCart(): Promise<string> {
  const created = await fetchShop("/api/cart/create?storeCode=se", UPSTREAM, { method: "POST" });
  expect(created.status).toBe(200);
  return ((await created.json()) as { result: string }).result;
}
