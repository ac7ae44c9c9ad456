/** What the output cache may keep, and for how long (SPEC §9: TTL 3600 s). */

/** Paths below the store prefix that are personal or transactional: never cached. */
const NEVER_CACHED = /^\/(api|ops|hosted-checkout|checkout|my-account|confirmation|payment-failed|bokning|set-cart|create-password|invalidate|media|__manifest)(\/|$)/;

/** Cookies that make a request personal; their presence bypasses the cache. */
const PERSONAL_COOKIES = ["storefront_session", "customer_token", "cart_token"];

/** Seconds a page stays fresh, by the page-type tag its loader declares. */
const TTL_BY_PAGE_TYPE: Record<string, number> = {
  home: 3600,
  category: 3600,
  product: 3600,
  cms: 3600,
  sitemap: 3600,
  robots: 86_400,
  "not-found": 60,
};
const DEFAULT_TTL = 3600;

export function isNeverCached(storeRelativePath: string): boolean {
  return NEVER_CACHED.test(storeRelativePath);
}

const PERSONAL_COOKIE = new RegExp(`(^|;\\s*)(${PERSONAL_COOKIES.join("|")})=`);

export function isPersonalRequest(headers: Headers): boolean {
  if (headers.has("authorization")) return true;
  const cookie = headers.get("cookie");
  return cookie !== null && PERSONAL_COOKIE.test(cookie);
}

export function ttlFor(tags: readonly string[], status: number): number {
  if (status === 404) return TTL_BY_PAGE_TYPE["not-found"]!;
  const type = tags.find((tag) => tag.startsWith("type:"))?.slice("type:".length);
  return (type && TTL_BY_PAGE_TYPE[type]) || DEFAULT_TTL;
}

/**
 * Only public pages are stored: a 200 whose handler declared a page type (type:… tag), or an
 * HTML 404. Anything else — framework JSON, a redirect, an error, a response setting a cookie — is not.
 */
export function isStorable(response: Response, tags: readonly string[]): boolean {
  if (response.headers.has("set-cookie")) return false;
  if (response.status === 404) return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  return response.status === 200 && tags.some((tag) => tag.startsWith("type:"));
}
