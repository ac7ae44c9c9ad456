/**
 * Where the store switcher leads (issue 36 item 8): the same place in the other store, else its home
 * page. A place is read from the page's URL and the keys its loader already read in one bulk read (a
 * product's url key, a category's url_path in every store); the links hold nothing personal, so a page
 * cached for everyone may carry them.
 */
import type { StoreSlugs } from "../port/index.ts";
import { DEFAULT_PAGE_SIZE, FILTER_CODES, listingSearch, type ListingQuery } from "../domain/listing-query.ts";
import { STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "../stores.ts";
import { cartHref, pageHref, productHref } from "./hrefs.ts";

export type SwitchPlace =
  /** A product page: its url key per store, the chosen variant (its sku is the same everywhere) and the option choices of the URL. */
  | { kind: "product"; sku: string; slugs: StoreSlugs; childSku: string | null; options: readonly (readonly [string, string])[] }
  | { kind: "category"; slugs: StoreSlugs; query: ListingQuery }
  | { kind: "search"; text: string; query: ListingQuery }
  /** A store's cart lives in that store: the other store's checkout (or cart page) explains it. */
  | { kind: "checkout" }
  | { kind: "cart" };

/**
 * The listing's query as it reads in the target store: the filters that mean the same there (a price
 * range is in the store's currency, so it goes where the currency differs), the sort and page size;
 * the page and "load more" go, as the other store's listing is another list (the same store, another
 * interface language, keeps them).
 */
export function listingQueryIn(query: ListingQuery, from: StoreCode, to: StoreCode): ListingQuery {
  if (from === to) return query;
  const sameCurrency = STORE_VIEWS[from].i18n.currencyCode === STORE_VIEWS[to].i18n.currencyCode;
  const filters: ListingQuery["filters"] = {};
  for (const code of FILTER_CODES) {
    const values = query.filters[code];
    if (!values?.length || (code === "price" && !sameCurrency)) continue;
    filters[code] = values;
  }
  return { filters, sort: query.sort, page: 1, pageSize: query.pageSize || DEFAULT_PAGE_SIZE, more: 0 };
}

/** The same place in the store `to`, coming from the store `from`; the home page of `to` when it has none. */
export function switchHref(place: SwitchPlace, from: StoreCode, to: StoreCode): string {
  const store = STORE_VIEWS[to];
  const home = storePath(store, "/");
  switch (place.kind) {
    case "product": {
      const slug = place.slugs[to];
      if (!slug) return home;
      const options = new URLSearchParams(place.options.map(([name, value]) => [name, value]));
      return productHref(store, place.sku, slug, place.childSku) + (options.size ? `?${options}` : "");
    }
    case "category": {
      const urlPath = place.slugs[to];
      return urlPath ? pageHref(store, urlPath) + listingSearch(listingQueryIn(place.query, from, to)) : home;
    }
    case "search": {
      if (!place.text) return storePath(store, "/search");
      const listing = listingSearch(listingQueryIn(place.query, from, to));
      return `${storePath(store, "/search")}?${new URLSearchParams({ q: place.text })}${listing ? `&${listing.slice(1)}` : ""}`;
    }
    case "checkout":
      return storePath(store, "/checkout");
    case "cart":
      return cartHref(store);
  }
}

/** Every store's link from this place; the page's own store links to the place itself. */
export function switchLinks(place: SwitchPlace, from: StoreCode): Record<StoreCode, string> {
  return Object.fromEntries(STORE_CODES.map((to) => [to, switchHref(place, from, to)])) as Record<StoreCode, string>;
}
