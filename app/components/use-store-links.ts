import { useMatches } from "react-router";
import type { HreflangLink } from "#core/seo/hreflang.ts";
import { STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";

/**
 * Where each store's link leads from this page: the page's own counterpart in that store (its hreflang
 * alternates, as crawlers see them), else that store's home page.
 */
export function useStoreLinks(): Record<StoreCode, string> {
  const matches = useMatches();
  const alternates = matches
    .map((match) => (match.loaderData as { seo?: { alternates?: HreflangLink[] } } | undefined)?.seo?.alternates)
    .findLast((links) => links && links.length > 0);
  const byLanguage = new Map((alternates ?? []).map((link) => [link.hrefLang, link.href]));
  return Object.fromEntries(
    STORE_CODES.map((code) => {
      const href = byLanguage.get(STORE_VIEWS[code].language);
      if (!href) return [code, storePath(STORE_VIEWS[code], "/")];
      const url = new URL(href);
      return [code, url.pathname + url.search];
    }),
  ) as Record<StoreCode, string>;
}
