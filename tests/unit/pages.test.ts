import { matchPath } from "react-router";
import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { DISALLOWED, robotsTxt } from "#app/seo/robots.ts";
import { canonicalNoStorePath, isNeverCached, isNoStore } from "#core/cache/vocabulary.ts";
import { PAGES, PAGE_NAMES, STORE_PATH_PAGES, fixedPrefix, pageOfRouteId, pagePaths, pagePrefixes, pageRouteId, type PageName } from "#core/pages.ts";
import { STORE_CODES, STORE_VIEWS, storePath } from "#core/stores.ts";
import type { StorePaths } from "#core/stores/definition.ts";
import { casings, samplePath } from "#tests/support/route-samples.ts";

const STORES = STORE_CODES.map((code) => STORE_VIEWS[code]);
const ORIGIN = "https://shop.example";
const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN, DISALLOWED));


interface Treatment {
  /** May the output cache (and the service worker) keep it? */
  kept: boolean;
  noStore: boolean;
  noindex: boolean;
  /** Allowed in robots.txt. */
  crawled: boolean;
}
const PUBLIC: Treatment = { kept: true, noStore: false, noindex: false, crawled: true };
const UNLISTED: Treatment = { kept: true, noStore: false, noindex: true, crawled: true };
const BLOCKED: Treatment = { kept: true, noStore: false, noindex: true, crawled: false };
const PRIVATE: Treatment = { kept: false, noStore: true, noindex: true, crawled: false };

/** Every declared page, how it is treated. */
const TREATMENT: Record<PageName, Treatment> = {
  home: PUBLIC,
  product: PUBLIC,
  "product-reviews": PUBLIC,
  "product-variant": PUBLIC,
  "ar-view": UNLISTED,
  "category-or-content": PUBLIC,
  category: PUBLIC,
  "cms-page": PUBLIC,
  search: PUBLIC,
  "create-password": PRIVATE,
  newsletter: UNLISTED,
  offline: UNLISTED,
  "offline-checkout": UNLISTED,
  "queued-orders": UNLISTED,
  wishlist: UNLISTED,
  compare: UNLISTED,
  login: PRIVATE,
  register: PRIVATE,
  "reset-password": PRIVATE,
  "newsletter-unsubscribe": PRIVATE,
  logout: PRIVATE,
  account: PRIVATE,
  "account-overview": PRIVATE,
  "account-addresses": PRIVATE,
  "account-orders": PRIVATE,
  "account-order": PRIVATE,
  cart: PRIVATE,
  "cart-alias": PRIVATE,
  "set-cart": PRIVATE,
  "back-in-stock": PRIVATE,
  checkout: PRIVATE,
  "checkout-payment": PRIVATE,
  confirmation: PRIVATE,
  "payment-failed": PRIVATE,
  "delivery-booking": PRIVATE,
  "site-reviews": PUBLIC,
  magazine: PUBLIC,
  "blog-category": PUBLIC,
  "blog-post": PUBLIC,
  inspiration: PUBLIC,
  album: PUBLIC,
  "customer-photos": PUBLIC,
  "social-shop": PUBLIC,
  content: PUBLIC,
  "catch-all": PUBLIC,
  error: BLOCKED,
  "interface-language": PRIVATE,
};

describe("what each page's declaration makes of it, at every path, in every store and casing", () => {
  it.each(Object.entries(TREATMENT) as [PageName, Treatment][])("%s: %o", (name, treatment) => {
    const noindex = pageOfRouteId(pageRouteId("se", name, name === "content" ? "kundtjanst" : undefined))!.indexing !== "listed";
    expect(noindex).toBe(treatment.noindex);
    for (const store of STORES) {
      for (const pattern of pagePaths(name, store)) {
        for (const path of casings(samplePath(pattern))) {
          expect(isNeverCached(path), path).toBe(!treatment.kept);
          expect(isNoStore(path), path).toBe(treatment.noStore);
        }
        const url = storePath(store, samplePath(pattern));
        expect(robots.isAllowed(`${ORIGIN}${url}`, "Googlebot"), url).toBe(treatment.crawled);
      }
    }
  });
});

describe("what the edge answers itself", () => {
  it.each([
    // [path, kept, no-store, crawled]
    ["/api/cart/pull", false, true, false],
    // In any casing, but robots.txt matches paths case-sensitively.
    ["/API/user/me", false, true, true],
    ["/api/search", true, false, false],
    ["/api/products", true, false, false],
    ["/api/search/more", false, true, false],
    ["/set-cart", false, true, false],
    ["/hosted-checkout/pay/abc", false, true, true],
    ["/ops/cache/purge", false, true, true],
    ["/invalidate", false, true, true],
    ["/media/product/SO-1/1.svg", false, false, true],
    ["/__manifest", false, false, true],
    // A path that only starts like a private one is someone else's (robots.txt, though, reads prefixes).
    ["/checkouts", true, false, false],
    ["/apis", true, false, false],
  ] as const)("%s: kept %s, no-store %s, crawled %s", (path, kept, noStore, crawled) => {
    expect(isNeverCached(path)).toBe(!kept);
    expect(isNoStore(path)).toBe(noStore);
    expect(robots.isAllowed(`${ORIGIN}${path}`, "Googlebot")).toBe(crawled);
  });
});

describe("the canonical form of a never-stored path, in any casing or encoding", () => {
  it.each([
    // Canonical already: what a GET is not redirected from.
    ["/my-account/orders/SE100", "/my-account/orders/SE100"],
    ["/dk/checkout", "/dk/checkout"],
    ["/api/cart/pull", "/api/cart/pull"],
    // Another casing of the store prefix or the declared prefix; the rest (an order number) keeps its own.
    ["/MY-ACCOUNT", "/my-account"],
    ["/My-Account/Orders/SE100", "/my-account/orders/SE100"],
    ["/CHECKOUT/payment", "/checkout/payment"],
    ["/DK/Checkout", "/dk/checkout"],
    ["/fi/BOKNING/x1", "/fi/bokning/x1"],
    // Percent-encoded letters and slashes.
    ["/%4Dy-account", "/my-account"],
    ["/my-account%2Forders", "/my-account/orders"],
    ["/%63heckout%2Fpayment", "/checkout/payment"],
    ["/%44K/checkout", "/dk/checkout"],
    ["/no%2Fmy-account%2Flogin", "/no/my-account/login"],
    ["/checkout/", "/checkout"],
    ["/API/user/me", "/api/user/me"],
    // Not a never-stored path: a public page, a public API answer, a look-alike, the edge's own cache, nothing.
    ["/soffor", null],
    ["/dk/MY-ACCOUNTS", null],
    ["/checkouts", null],
    ["/API/search", null],
    ["/api/products", null],
    ["/media/product/SO-1/1.svg", null],
    ["/", null],
    ["/%E0%A4%A", null],
  ] as const)("%s → %s", (path, canonical) => {
    expect(canonicalNoStorePath(path)).toBe(canonical);
  });
});

describe("the route table (app/routes.ts) is the declared pages, each with its module", () => {
  /** Every route of the table with its whole path and id (layouts and index routes included). */
  function flatten(entries: typeof routes, parent = ""): { id: string; path: string }[] {
    return entries.flatMap((entry) => {
      const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
      return [...(entry.path !== undefined || entry.index ? [{ id: entry.id ?? entry.file, path }] : []), ...flatten(entry.children ?? [], path)];
    });
  }
  const table = flatten(routes);

  it.each(STORES.map((store) => [store.storeCode, store] as const))("store %s has a route for each path of each page, and no other", (code, store) => {
    const declared = PAGE_NAMES.flatMap((name) =>
      pagePaths(name, store).map((path) => ({ id: pageRouteId(code, name, name === "content" ? path : undefined), path: storePath(store, `/${path}`).slice(1) })),
    );
    const own = table.filter((route) => route.id.startsWith(`${code}/`));
    expect(own).toEqual(expect.arrayContaining(declared));
    expect(own.length).toBe(declared.length);
  });

  it("leaves only the site's resources (robots.txt, the sitemaps) undeclared", () => {
    expect(table.filter((route) => pageOfRouteId(route.id) === null).map((route) => route.id)).toEqual(["robots", "sitemap-index", "sitemap"]);
  });
});

describe("the paths a store's configuration names", () => {
  const keys = Object.keys(STORE_PATH_PAGES) as (keyof StorePaths)[];
  it.each(keys)("%s leads to its declared page in every store", (key) => {
    for (const store of STORES) {
      const patterns = pagePaths(STORE_PATH_PAGES[key], store);
      expect(
        patterns.some((pattern) => matchPath(`/${pattern}`, `/${store.paths[key]}`)),
        `${store.storeCode}: ${store.paths[key]} in ${patterns.join(", ")}`,
      ).toBe(true);
    }
  });

  it("makes only the customer service, delivery and payment paths content pages, beside the fixed ones", () => {
    expect(pagePaths("content", STORE_VIEWS.se)).toEqual(["legal", "privacy", "about-us", "customer-service", "store-locator", "size-guide", "delivery", "returns", "contact", "terms", "kundtjanst", "leverans", "betalning"]);
    // Delivery and payment share one page in Denmark.
    expect(pagePaths("content", STORE_VIEWS.dk).slice(10)).toEqual(["kundeservice", "kobsbetingelser"]);
  });
});

describe("deriving path prefixes", () => {
  it.each([
    ["checkout", "checkout"],
    ["checkout/payment", "checkout/payment"],
    ["bokning/:shipmentNumber", "bokning"],
    ["my-account/orders/:number", "my-account/orders"],
    ["c/*", "c"],
    ["magazine/:slug?", "magazine"],
    [":lang/checkout", ""],
    ["", ""],
  ])("%s → %s", (pattern, prefix) => {
    expect(fixedPrefix(pattern)).toBe(prefix);
  });

  it("keeps the fewest prefixes: a page below another's is covered by it", () => {
    expect(pagePrefixes((page) => page.access === "private")).toEqual(["create-password", "my-account", "varukorg", "indkobskurv", "handlekurv", "ostoskori", "cart", "set-cart", "back-in-stock", "checkout", "confirmation", "payment-failed", "bokning", "interface-language"]);
  });

  it("refuses to declare a page by a pattern without a fixed first segment (it would take the whole shop)", () => {
    expect(() => pagePrefixes((page) => page === PAGES.home)).toThrow(/page home: "" has no fixed first segment/);
  });

  it("finds a route id's page; a layout, the root and the site's resources have none", () => {
    expect(pageOfRouteId("dk/checkout")).toBe(PAGES.checkout);
    expect(pageOfRouteId("fi/content/kjopsvilkar")).toBe(PAGES.content);
    for (const id of ["root", "robots", "se/layout-default", "se/toString", "xx/checkout"]) expect(pageOfRouteId(id), id).toBeNull();
  });
});
