import type { ListingQuery } from "../domain/listing-query.ts";
import type { StoreCode } from "../stores.ts";
import type { ListingResult, ListingWindow } from "./catalog.ts";

/** What search finds besides products: each kind is its own group of results (SPEC §2). */
export type SearchKind = "product" | "category" | "collection" | "page" | "article";
export type DocumentKind = Exclude<SearchKind, "product">;

export interface SearchHit {
  kind: DocumentKind;
  /** The entity's key: category id, page identifier. */
  ref: string;
  title: string;
  /** A category's url_path or a page's identifier; the app makes the href. */
  link: string;
}

/**
 * Site search (SPEC §1: a search service with autocomplete; embedded: D1 full-text search).
 * Terms are folded words (app/domain/search-text.ts parseSearchText); ranking follows its
 * relevanceTier: exact name, every term in the name, in name and keywords, then the rest.
 */
export interface SearchPort {
  /** Products found, as a listing with the categories' facets, sorts and paging; 'relevance' is the ranking. */
  products(store: StoreCode, terms: string[], query: ListingQuery, window?: ListingWindow): Promise<ListingResult>;
  /** Categories, collections, pages or articles found, best first. */
  documents(store: StoreCode, kind: DocumentKind, terms: string[], limit: number): Promise<SearchHit[]>;
  /** Terms that would find products when these find none ("did you mean"), or null. */
  correction(store: StoreCode, terms: string[]): Promise<string[] | null>;
  /** The page a keyword goes straight to (SPEC §7 keyword redirect map): a same-origin path, or null. */
  redirect(store: StoreCode, text: string): Promise<string | null>;
}
