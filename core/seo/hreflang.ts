/** hreflang alternate links across the four store views. */
import { DEFAULT_STORE, STORE_CODES, STORE_VIEWS, type StoreCode } from "../stores.ts";

/** Store → store-prefixed absolute path, e.g. { se: "/soffor", dk: "/dk/sofaer" }. */
export type Alternates = Partial<Record<StoreCode, string>>;

export interface HreflangLink {
  rel: "alternate";
  hrefLang: string;
  href: string;
}

/**
 * One link per store present (in STORE_CODES order, hrefLang = the store's language),
 * followed by `x-default` pointing at the `se` alternate, or the first present one when `se` is missing.
 * Stores mapped to undefined or '' count as absent. No stores → [].
 */
export function hreflangLinks(origin: string, alternates: Alternates): HreflangLink[] {
  const base = origin.replace(/\/+$/, "");
  const links: HreflangLink[] = [];
  let fallback: string | undefined;
  let preferred: string | undefined;
  for (const code of STORE_CODES) {
    const path = alternates[code];
    if (!path) continue;
    const href = `${base}${path.startsWith("/") ? path : `/${path}`}`;
    links.push({ rel: "alternate", hrefLang: STORE_VIEWS[code].language, href });
    fallback ??= href;
    if (code === DEFAULT_STORE) preferred = href;
  }
  const xDefault = preferred ?? fallback;
  if (xDefault !== undefined) links.push({ rel: "alternate", hrefLang: "x-default", href: xDefault });
  return links;
}
