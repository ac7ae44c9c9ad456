/**
 * Site search over vue-storefront-api's indexes: the search words rank the products the store lists to
 * searchers (visibility "search" and "catalog, search", SPEC §5) as a listing like a category's, with
 * its facets, sorts and paging; Magento's categories by name; "did you mean" from the names near the
 * words. Pages and articles found and keyword redirects are the shop's own content (index.ts).
 */
import type { StoreCode } from "#core/stores.ts";
import type { SearchHit, SearchPort } from "#core/port/search.ts";
import type { UpstreamClient } from "./client.ts";
import { catalogSearchPath, type UpstreamCatalogOptions } from "./catalog.ts";
import { closestTerm, foldTokens } from "#core/domain/search-text.ts";
import { number, shopPath, sourcesOf, totalOf, type CategoryDocument, type ProductDocument, type SearchAnswer } from "./documents.ts";
import { readListing } from "./listing.ts";

/** Where search words are looked for, the name counting most. */
const SEARCHED_FIELDS = ["name^4", "sku^3", "short_description", "description"];
/** Products the store lists to searchers: visibility "search" and "catalog, search", enabled. */
const LISTED_TO_SEARCHERS = [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }];
/** Names looked through for "did you mean". */
const CORRECTION_CANDIDATES = 20;
/** Every word must be found (as the embedded search requires), each in any of the fields. */
const allWords = (terms: string[], fields: string[]) => ({ multi_match: { query: terms.join(" "), fields, operator: "and", type: "cross_fields" } });

export function upstreamSearch(client: UpstreamClient, options: UpstreamCatalogOptions): Pick<SearchPort, "products" | "correction"> & { categories(store: StoreCode, terms: string[], limit: number): Promise<SearchHit[]> } {
  return {
    products: (store, terms, query, window) =>
      readListing(
        ({ body, params }) => client.query(catalogSearchPath(store, options.indexPrefix, "product"), body, params),
        { filter: LISTED_TO_SEARCHERS, scoring: [allWords(terms, SEARCHED_FIELDS)] },
        query,
        options,
        window,
      ),

    /** Magento's categories found (the other kinds of documents are the shop's own content). */
    async categories(store: StoreCode, terms: string[], limit: number): Promise<SearchHit[]> {
      if (terms.length === 0) return [];
      const answer = await client.query<SearchAnswer<CategoryDocument>>(
        catalogSearchPath(store, options.indexPrefix, "category"),
        { query: { bool: { filter: { terms: { is_active: [true] } }, must: [allWords(terms, ["name^2", "meta_title"])] } } },
        { size: limit, from: 0, sort: "_score:desc,level:asc" },
      );
      return sourcesOf(answer).flatMap((doc) => (doc.url_path || doc.url_key ? [{ kind: "category" as const, ref: String(number(doc.id)), title: doc.name ?? "", link: shopPath(doc.url_path ?? doc.url_key) }] : []));
    },

    async correction(store, terms) {
      // Names a few edits away from the words (Elasticsearch's fuzzy matching), then each word that finds
      // nothing replaced by the closest word of those names, as the embedded search does with its vocabulary.
      const path = catalogSearchPath(store, options.indexPrefix, "product");
      const near = await client.query<SearchAnswer<ProductDocument>>(
        path,
        { query: { bool: { filter: LISTED_TO_SEARCHERS, must: [{ multi_match: { query: terms.join(" "), fields: ["name"], operator: "or", fuzziness: "AUTO" } }] } } },
        { size: CORRECTION_CANDIDATES, from: 0 },
      );
      const counts = new Map<string, number>();
      for (const doc of sourcesOf(near)) for (const word of new Set(foldTokens(doc.name ?? ""))) counts.set(word, (counts.get(word) ?? 0) + 1);
      const candidates = [...counts].map(([term, documents]) => ({ term, documents }));
      const corrected = terms.map((term) => (counts.has(term) ? term : closestTerm(term, candidates)));
      if (corrected.some((term) => term === null) || corrected.every((term, i) => term === terms[i])) return null;
      const found = await client.query<SearchAnswer<ProductDocument>>(path, { query: { bool: { filter: LISTED_TO_SEARCHERS, must: [allWords(corrected as string[], SEARCHED_FIELDS)] } } }, { size: 0, from: 0 });
      return totalOf(found) > 0 ? (corrected as string[]) : null;
    },
  };
}
