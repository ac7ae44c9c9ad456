/**
 * The output cache's vocabulary, in one place: the tags a page carries and their grammar, the
 * page types with their TTLs, which paths are never cached (derived from the page declarations of
 * core/pages.ts), and how a page's cache key is made from its path and the query it declares.
 * Pages (app/), the cache middleware, purges, sitemaps and the ops API all use these builders;
 * nobody spells a tag by hand.
 */
import { CART_NOTICE_COOKIE } from "../catalog/cart-notice.ts";
import { normalizeSearchText } from "../domain/search-text.ts";
import { withoutTrackingParams } from "../seo/canonical.ts";
import { interfaceViews } from "../interface-views.ts";
import { EDGE_PATHS, PAGES, PAGE_NAMES, PUBLIC_API_PATHS, fixedPrefix, pagePaths, pagePrefixes } from "../pages.ts";
import { STORE_CODES, STORE_VIEWS, isStoreCode, type StoreView } from "../stores.ts";

// --- Tags ---------------------------------------------------------------------------------

/** Every page that shows product `id`: its own page, listings, linked products. */
export const productTag = (id: number) => `P${id}`;
/** Every page that shows category `id`: its listing, its descendants' listings, product pages in it. */
export const categoryTag = (id: number) => `C${id}`;
/** Every page showing CMS block or page `identifier` (the footer shows some on every page). */
export const cmsTag = (identifier: string) => `cms:${identifier}`;
/** Every page whose header shows the category menu: purged when a category is renamed or moved. */
export const MENU_TAG = "menu";
/** Every page whose footer shows the content service's footer. */
export const FOOTER_TAG = "footer";
/** Every page showing content-service entry or asset `id` (a Contentful sys.id): a publish of it purges them. */
export const contentEntryTag = (id: string) => `content:${id}`;
export const HOME_TAG = "home";
/** Every search result page and cached search answer: purged by every catalog change. */
export const SEARCH_TAG = "search";
export const SITEMAP_TAG = "sitemap";
/** The site reviews page (what customers say of the shop), in every store. */
export const SITE_REVIEWS_TAG = "site-reviews";
export const ROBOTS_TAG = "robots";
/** Every magazine list (front page, category pages, recent posts): purged with any post's change. */
export const BLOG_TAG = "blog";
/** Every page showing magazine post `key` (its page; lists carry BLOG_TAG). */
export const blogPostTag = (key: string) => `blog:${key}`;
/** Every inspiration list (landing page and its pages): purged with any album's change. */
export const INSPIRATION_TAG = "inspiration";
/** Every page showing album `key`. */
export const albumTag = (key: string) => `album:${key}`;
/** The customer photos gallery, in every store. */
export const CUSTOMER_PHOTOS_TAG = "customer-photos";

// --- Page types ---------------------------------------------------------------------------

/** Seconds each page type stays fresh (SPEC §9: 3600 s), before it is served stale once while it re-renders. */
export const PAGE_TYPES = {
  home: { ttl: 3600 },
  category: { ttl: 3600 },
  product: { ttl: 3600 },
  cms: { ttl: 3600 },
  search: { ttl: 3600 },
  reviews: { ttl: 3600 },
  blog: { ttl: 3600 },
  inspiration: { ttl: 3600 },
  sitemap: { ttl: 3600 },
  robots: { ttl: 86_400 },
} as const satisfies Record<string, { ttl: number }>;

export type PageType = keyof typeof PAGE_TYPES;

const PAGE_TYPE_PREFIX = "type:";
export const pageTypeTag = (type: PageType) => `${PAGE_TYPE_PREFIX}${type}`;

export function pageTypeOf(tags: readonly string[]): PageType | null {
  const type = tags.find((tag) => tag.startsWith(PAGE_TYPE_PREFIX))?.slice(PAGE_TYPE_PREFIX.length);
  return type && type in PAGE_TYPES ? (type as PageType) : null;
}

/** How long a page whose deferred section fell back (a source down or slow) is kept: it heals soon. */
export const DEGRADED_TTL = 60;

export function ttlFor(tags: readonly string[], degraded = false): number {
  if (degraded) return DEGRADED_TTL;
  return PAGE_TYPES[pageTypeOf(tags) ?? "home"].ttl;
}

// --- Grammar ------------------------------------------------------------------------------

/** What a purge may name: exactly the tags the builders above make. */
const KNOWN_TAG = new RegExp(
  `^(P\\d{1,12}|C\\d{1,12}|${[MENU_TAG, FOOTER_TAG, HOME_TAG, SEARCH_TAG, SITEMAP_TAG, ROBOTS_TAG, SITE_REVIEWS_TAG, BLOG_TAG, INSPIRATION_TAG, CUSTOMER_PHOTOS_TAG].join("|")}|${PAGE_TYPE_PREFIX}(${Object.keys(PAGE_TYPES).join("|")})|cms:[a-z0-9][a-z0-9/_-]{0,127}|(blog|album):[a-z0-9][a-z0-9-]{0,63}|content:[A-Za-z0-9_.-]{1,64})$`,
);
export const KNOWN_TAGS_DESCRIPTION =
  "P{id}, C{id}, menu, footer, home, search, site-reviews, blog, blog:{post}, inspiration, album:{album}, customer-photos, cms:{identifier}, content:{entry id}, sitemap, robots or type:{page type}";

export function isKnownTag(tag: string): boolean {
  return KNOWN_TAG.test(tag);
}

/** Tags travel comma-separated in Cache-Tag / X-Cache-Tags; a tag never holds a comma or whitespace. */
export function parseTagHeader(value: string | null): string[] {
  return value ? value.split(",").map((t) => t.trim()).filter(isKnownTag) : [];
}

export function tagHeaders(tags: Iterable<string>): Record<string, string> {
  const value = [...new Set(tags)].join(",");
  return { "Cache-Tag": value, "X-Cache-Tags": value };
}

// --- Cacheability -------------------------------------------------------------------------

/** A test of a store-relative path ('/my-account/orders') for being one of `prefixes` or below it, in any casing (routes match in any). */
function below(prefixes: readonly string[]): RegExp {
  const escaped = prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^/(${escaped.join("|")})(/|$)`, "i");
}

const EDGE = Object.keys(EDGE_PATHS) as (keyof typeof EDGE_PATHS)[];
const PRIVATE_PAGES = pagePrefixes((page) => page.access === "private");
/** Private pages and everything the edge answers itself: never in the output cache. */
const NEVER_CACHED = below([...PRIVATE_PAGES, ...EDGE]);
/** ...of which these answer `Cache-Control: no-store`: the rest keeps its own. */
const NO_STORE = below([...PRIVATE_PAGES, ...EDGE.filter((path) => EDGE_PATHS[path] !== "own-cache")]);
const PUBLIC_API_PATH = new RegExp(`^/(${PUBLIC_API_PATHS.join("|")})$`);

/** Whether the output cache (and the service worker) must leave a store-relative path alone: personal, transactional or the edge's own. */
export function isNeverCached(storeRelativePath: string): boolean {
  return NEVER_CACHED.test(storeRelativePath) && !PUBLIC_API_PATH.test(storeRelativePath);
}

/** Whether a store-relative path answers `Cache-Control: no-store`, so no browser or shared cache keeps a cart, an order or an address. */
export function isNoStore(storeRelativePath: string): boolean {
  return NO_STORE.test(storeRelativePath) && !PUBLIC_API_PATH.test(storeRelativePath);
}

/** Every private page's fixed segments ('my-account/orders', 'checkout/payment'), and the edge's no-store paths. */
const NO_STORE_FIXED = [
  ...PAGE_NAMES.filter((name) => PAGES[name].access === "private").flatMap((name) => STORE_CODES.flatMap((code) => pagePaths(name, STORE_VIEWS[code]).map(fixedPrefix))),
  ...EDGE.filter((path) => EDGE_PATHS[path] !== "own-cache"),
];
/** Those by their lower-case spelling, each as declared (the canonical form of any casing), the longest first. */
const NO_STORE_SPELLING = new Map([...new Set(NO_STORE_FIXED)].sort((a, b) => b.split("/").length - a.split("/").length).map((prefix) => [prefix.toLowerCase(), prefix]));
const STORE_BY_SEGMENT = new Map(Object.values(STORE_VIEWS).filter((store) => store.urlPrefix).map((store) => [store.urlPrefix.slice(1), store.urlPrefix]));

/**
 * The canonical URL path of a never-stored path (a private page, the edge's own) in any casing or
 * percent-encoding (/MY-ACCOUNT, /%4Dy-account, /my-account%2Forders, /%44K/Checkout): the store prefix
 * and the declared prefix in their own spelling, the rest as its decoded segments re-encoded; null for
 * any other path, or one that does not decode. A GET of a variant is redirected to it
 * (worker/middleware/store-code.ts), any other method answers no-store (worker/middleware/no-store.ts).
 */
export function canonicalNoStorePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = decoded.split("/").filter(Boolean);
  const storePrefix = STORE_BY_SEGMENT.get(segments[0]?.toLowerCase() ?? "");
  if (storePrefix !== undefined) segments.shift();
  const declared = [...NO_STORE_SPELLING.keys()].find((prefix) => prefix.split("/").every((part, i) => segments[i]?.toLowerCase() === part));
  if (declared === undefined) return null;
  const relative = ["", NO_STORE_SPELLING.get(declared)!, ...segments.slice(declared.split("/").length).map(encodeURIComponent)].join("/");
  return PUBLIC_API_PATH.test(relative) ? null : (storePrefix ?? "") + relative;
}

/**
 * Cookies that make a request personal; their presence bypasses the cache. Of the cookies the shop sets,
 * only the notice of an add-to-cart posted without JavaScript changes what a page renders
 * (app/root.server.ts). The others do not: the cart's (cart_{store}) and the session's (customer_session,
 * signed_in), since cached HTML never shows a cart or a customer, and the interface language's, which
 * is part of the cache key.
 */
const PERSONAL_COOKIES = [CART_NOTICE_COOKIE];
const PERSONAL_COOKIE = new RegExp(`(^|;\\s*)(${PERSONAL_COOKIES.join("|")})=`);

export function isPersonalRequest(headers: Headers): boolean {
  if (headers.has("authorization")) return true;
  const cookie = headers.get("cookie");
  return cookie !== null && PERSONAL_COOKIE.test(cookie);
}

// --- Keys ---------------------------------------------------------------------------------

/**
 * The header a rendered page uses to tell the cache which query it depends on: the parameters
 * its loader actually read and accepted, normalized. Internal: the cache removes it.
 */
export const KEY_QUERY_HEADER = "X-Cache-Key-Query";
/** Internal too: set when a deferred section of the page fell back (see DEGRADED_TTL). */
export const DEGRADED_HEADER = "X-Cache-Degraded";

/** A query longer than this is not worth an entry of its own: such requests bypass the cache. */
export const MAX_KEY_QUERY_LENGTH = 512;

/** A key's store part: the store, and the interface language when a shopper chose another than the store's own. */
function storeKeyPart(store: StoreView): string {
  const locale = store.i18n.defaultLocale;
  return locale === STORE_VIEWS[store.storeCode].i18n.defaultLocale ? store.storeCode : `${store.storeCode}~${locale}`;
}

/** A page's key in every interface language of its store: a page gone, moved or purged by URL goes in all of them. */
export function pageKeyInEveryLanguage(key: string): string[] {
  const match = /^page:([a-z]+)(?:~[A-Za-z-]+)?:/.exec(key);
  const code = match?.[1];
  if (!match || !code || !isStoreCode(code)) return [key];
  const rest = key.slice(match[0].length);
  return interfaceViews(STORE_VIEWS[code]).map((view) => `page:${storeKeyPart(view)}:${rest}`);
}

/**
 * A page's cache key: store view + path + query, parameters sorted. Looked up with the request's
 * query (tracking parameters dropped); stored with the query the page declared, so junk or
 * unknown values never get entries of their own and no parameter a page depends on is ever
 * left out. Null when the query is too long to deserve an entry.
 */
export function pageCacheKey(store: StoreView, pathname: string, query: URLSearchParams): string | null {
  const params = withoutTrackingParams(query);
  // q is search text everywhere: its normalized form is the key ('  Soffa ' and 'soffa' share an entry).
  if (params.has("q")) params.set("q", normalizeSearchText(params.get("q") ?? ""));
  const normalized = params.toString();
  if (normalized.length > MAX_KEY_QUERY_LENGTH) return null;
  return `page:${storeKeyPart(store)}:${pathname}${normalized ? `?${normalized}` : ""}`;
}
