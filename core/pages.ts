/**
 * Every page of a store, declared once: its path and who it is for. The route table
 * (app/routes.ts), the paths the output cache never stores and that answer
 * `Cache-Control: no-store` (core/cache/vocabulary.ts), the `noindex` of a page's head
 * (app/root.tsx) and robots.txt (app/seo/robots.ts) are derived from these declarations.
 */
import { editorialRoutePaths } from "./catalog/hrefs.ts";
import { CONTENT_PAGE_KEYS, STORE_CODES, STORE_VIEWS, isStoreCode, type StoreView } from "./stores.ts";
import type { StorePaths } from "./stores/definition.ts";

/** What a page's paths depend on: a store's configured paths and its reviews segment (a store view, or a definition while the route table is built). */
export type PageStore = Pick<StoreView, "paths" | "productReviewsSegment">;

/**
 * How search engines may treat a page:
 * - `listed`: indexed (its loader may still mark a variant `noindex, follow`, such as a filtered list);
 * - `unlisted`: `noindex`: the same for everyone, but nothing a search result should lead to;
 * - `blocked`: `noindex`, and disallowed in robots.txt.
 */
export type Indexing = "listed" | "unlisted" | "blocked";

/**
 * `private`: personal or transactional (a cart, an order, an account, a payment): never stored by any
 * cache (`Cache-Control: no-store`, never in the output cache), and `blocked` for search engines.
 * `public`: the same for everyone; the output cache keeps it when its loader declares a page type.
 */
export type PageRoute =
  | { readonly access: "private"; readonly indexing: "blocked"; readonly paths: (store: PageStore) => readonly string[] }
  | { readonly access: "public"; readonly indexing: Indexing; readonly paths: (store: PageStore) => readonly string[] };

/** A path below the store prefix in React Router's pattern syntax ('' is the store's home page), or each store's own. */
type PathPattern = string | ((store: PageStore) => string);

const onePath = (pattern: PathPattern) => (store: PageStore) => [typeof pattern === "string" ? pattern : pattern(store)];
const privatePage = (pattern: PathPattern): PageRoute => ({ access: "private", indexing: "blocked", paths: onePath(pattern) });
const publicPage = (pattern: PathPattern, indexing: Indexing = "listed"): PageRoute => ({ access: "public", indexing, paths: onePath(pattern) });
const editorial = (key: keyof ReturnType<typeof editorialRoutePaths>) => (store: PageStore) => editorialRoutePaths(store)[key];

/** The content pages of a store: the fixed ones, and the configured paths that lead to a content page. */
function contentPaths(store: PageStore): string[] {
  const configured = (Object.keys(STORE_PATH_PAGES) as (keyof StorePaths)[]).filter((key) => STORE_PATH_PAGES[key] === "content").map((key) => store.paths[key]);
  return [...new Set<string>([...CONTENT_PAGE_KEYS, ...configured])];
}

/** The pages, in the route table's order; app/routes.ts gives each its module. */
export const PAGES = {
  home: publicPage(""),
  product: publicPage("p/:parentSku/:slug"),
  "product-reviews": publicPage((store) => `p/:parentSku/:slug/${store.productReviewsSegment}`),
  "product-variant": publicPage("p/:parentSku/:slug/:childSku"),
  /** A product's 3D model in the shopper's room (SPEC §1 AR view): what a phone opens, by the button or the QR code. */
  "ar-view": publicPage("ar/:sku", "unlisted"),
  "category-or-content": publicPage("cp/:slug"),
  category: publicPage("c/*"),
  "cms-page": publicPage("i/:slug"),
  search: publicPage("search"),
  "create-password": privatePage("create-password"),
  newsletter: publicPage("newsletter", "unlisted"),
  offline: publicPage("offline", "unlisted"),
  "offline-checkout": publicPage("offline/checkout", "unlisted"),
  "queued-orders": publicPage("offline/orders", "unlisted"),
  wishlist: publicPage("wishlist", "unlisted"),
  compare: publicPage("compare", "unlisted"),
  login: privatePage("my-account/login"),
  register: privatePage("my-account/register"),
  "reset-password": privatePage("my-account/reset-password"),
  /** Where a newsletter mail's signed link leads: unsubscribes that address (issue 38 item 4). */
  "newsletter-unsubscribe": privatePage("my-account/unsubscribe"),
  logout: privatePage("my-account/logout"),
  account: privatePage("my-account"),
  "account-overview": privatePage("my-account"),
  "account-addresses": privatePage("my-account/addresses"),
  "account-orders": privatePage("my-account/orders"),
  "account-order": privatePage("my-account/orders/:number"),
  cart: privatePage((store) => store.paths.cart),
  /** /cart, the same in every store: redirects (301) to the store's own cart path. */
  "cart-alias": privatePage("cart"),
  /** SPEC §2: hands a cart over to this browser (?cartId=, a link from a mail or customer service). */
  "set-cart": privatePage("set-cart"),
  /** A back-in-stock request's answer and its mailed confirmation link (issue 36 item 3). */
  "back-in-stock": privatePage("back-in-stock"),
  checkout: privatePage("checkout"),
  "checkout-payment": privatePage("checkout/payment"),
  confirmation: privatePage("confirmation"),
  "payment-failed": privatePage("payment-failed"),
  "delivery-booking": privatePage("bokning/:shipmentNumber"),
  "site-reviews": publicPage((store) => store.paths.customerReviews),
  magazine: publicPage(editorial("magazine")),
  "blog-category": publicPage(editorial("blogCategory")),
  "blog-post": publicPage(editorial("blogPost")),
  inspiration: publicPage(editorial("inspiration")),
  album: publicPage(editorial("album")),
  "customer-photos": publicPage(editorial("customerPhotos")),
  "social-shop": publicPage(editorial("socialShop")),
  /** One route per content page (a CMS page at a path of its own). */
  content: { access: "public", indexing: "listed", paths: contentPaths },
  /** Everything else: a category by its url_path, a CMS page, a legacy URL's redirect, or not found. */
  "catch-all": publicPage("*"),
  error: publicPage("error", "blocked"),
  "interface-language": privatePage("interface-language"),
} satisfies Record<string, PageRoute>;

export type PageName = keyof typeof PAGES;
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/**
 * The page each path of a store's configuration leads to (SPEC §2): a key added to StorePaths
 * must name its page here, or the typecheck fails; only those naming `content` become content pages.
 */
export const STORE_PATH_PAGES = {
  inspiration: "inspiration",
  socialShop: "social-shop",
  customerPhotos: "customer-photos",
  magazine: "magazine",
  magazineTrends: "blog-category",
  customerReviews: "site-reviews",
  // Categories, by their url_path.
  collections: "catch-all",
  brands: "catch-all",
  customerService: "content",
  delivery: "content",
  payment: "content",
  cart: "cart",
} as const satisfies Record<keyof StorePaths, PageName>;

/** The page's route patterns in a store (one, but for the content pages). */
export function pagePaths(name: PageName, store: PageStore): readonly string[] {
  return PAGES[name].paths(store);
}

/** A page's route id: the store code, the page's name, and for a page with several routes the path. */
export function pageRouteId(code: string, name: PageName, path?: string): string {
  return path === undefined ? `${code}/${name}` : `${code}/${name}/${path}`;
}

/** The page a route id (of pageRouteId) belongs to; null for a layout, the root and the site's resource routes. */
export function pageOfRouteId(id: string): PageRoute | null {
  const [code = "", name = ""] = id.split("/");
  return isStoreCode(code) && Object.hasOwn(PAGES, name) ? PAGES[name as PageName] : null;
}

/**
 * Paths below the store prefix that the edge answers itself, before the React app (worker/index.ts):
 * - `private`: like a private page: no-store, never cached, disallowed in robots.txt;
 * - `internal`: no-store and never cached, but left out of robots.txt: nothing links there, and naming it would only advertise it;
 * - `own-cache`: never in the output cache, and the answer keeps its own Cache-Control (generated pictures, React Router's route manifest).
 */
export const EDGE_PATHS = {
  api: "private",
  "hosted-checkout": "internal",
  ops: "internal",
  invalidate: "internal",
  media: "own-cache",
  __manifest: "own-cache",
} as const satisfies Record<string, "private" | "internal" | "own-cache">;

/**
 * API answers that are the same for everyone (path patterns, as regular expressions): search with its suggestions and
 * Vue Storefront's catalog search (cached like pages), product tiles and platform prices by sku.
 */
export const PUBLIC_API_PATHS = ["api/search", "api/products", "api/product/render-list", "api/catalog/[^/]+/[^/]+/_search"] as const;

/** The fixed segments a route pattern starts with ('bokning/:shipmentNumber' → 'bokning'): every URL of the route is below them. */
export function fixedPrefix(pattern: string): string {
  const segments = pattern.split("/");
  const dynamic = segments.findIndex((segment) => segment.startsWith(":") || segment.includes("*") || segment.endsWith("?"));
  return (dynamic === -1 ? segments : segments.slice(0, dynamic)).join("/");
}

/**
 * The fewest path prefixes ('my-account', 'checkout') below which lie all URLs of the pages `select`
 * picks, in the given stores, in declaration order. A picked page needs a fixed first segment: a
 * pattern starting with a parameter would take the whole shop with it.
 */
export function pagePrefixes(select: (page: PageRoute) => boolean, stores: readonly PageStore[] = STORE_CODES.map((code) => STORE_VIEWS[code])): string[] {
  const prefixes = new Set<string>();
  for (const name of PAGE_NAMES) {
    if (!select(PAGES[name])) continue;
    for (const store of stores) {
      for (const path of pagePaths(name, store)) {
        const prefix = fixedPrefix(path);
        if (!prefix) throw new Error(`page ${name}: ${JSON.stringify(path)} has no fixed first segment to declare it by`);
        prefixes.add(prefix);
      }
    }
  }
  const all = [...prefixes];
  return all.filter((prefix) => !all.some((other) => prefix.startsWith(`${other}/`)));
}
