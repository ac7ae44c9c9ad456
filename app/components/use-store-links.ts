import { useMatches } from "react-router";
import type { HreflangLink } from "#core/seo/hreflang.ts";
import { STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";

/** What a page's loader may give the store switcher: every store's link to the same place (core/catalog/store-switch.ts). */
type SwitchData = { storeSwitch?: Record<StoreCode, string>; seo?: { alternates?: HreflangLink[] } };

const loadedData = (matches: ReturnType<typeof useMatches>) => matches.map((match) => match.loaderData as SwitchData | undefined);

/** The links the page's loader resolved for the switcher (a product in its colour, a filtered listing, a search, the checkout), if it did. */
export function useResolvedStoreLinks(): Record<StoreCode, string> | undefined {
  return loadedData(useMatches())
    .map((data) => data?.storeSwitch)
    .findLast(Boolean);
}

/**
 * Where each store's link leads from this page: the place the page's loader resolved, else the page's
 * counterpart in that store (its hreflang alternates, as crawlers see them), else that store's home page.
 */
export function useStoreLinks(): Record<StoreCode, string> {
  const resolved = useResolvedStoreLinks();
  const matches = useMatches();
  if (resolved) return resolved;
  const alternates = loadedData(matches)
    .map((data) => data?.seo?.alternates)
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
