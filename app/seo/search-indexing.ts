import { listingSearch, type ListingQuery } from "#core/domain/listing-query.ts";

/**
 * Whether a search page is a landing page for search engines: the plain list of a query (no
 * filter, sort or page) that finds products. Every word of such a query is a word of the catalogue
 * (the index requires them all), so a link with made-up words never becomes an indexed page.
 * Filtered, sorted and paged lists, and empty, refused and fruitless searches, stay
 * `noindex, follow`: endless thin copies of the same results. Decided from what the page's cache
 * key holds (the query's text and its normalized listing query), never from other parameters, so a
 * cached answer is right for every URL that shares it.
 */
export function isIndexableSearch(listing: ListingQuery, productsFound: number): boolean {
  return productsFound > 0 && listingSearch(listing) === "";
}

/** robots.txt's pattern for a search with more than its query (a second parameter), in the `*` wildcard Google and Lighthouse read. */
export const SEARCH_VARIANTS_PATH = "/search?*&";
