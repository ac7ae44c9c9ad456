/**
 * The search index's documents (worker/db/migrations/0007_search.sql): one per searchable thing
 * and store, its words folded the way queries are (app/domain/search-text.ts). Pure, so the seed
 * (in Node) and the catalog's writes (in the worker) build the same documents.
 */
import { foldTokens } from "#core/domain/search-text.ts";
import { STORE_CODES, type StoreCode } from "#core/stores.ts";

export const SEARCH_KINDS = ["product", "category", "collection", "page", "article"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Words of a description the index keeps: enough to find a product by what it is made for. */
const DESCRIPTION_WORDS = 120;

/** The one-word scope column: kind and store together, e.g. 'productse'. */
export function searchScope(kind: SearchKind, store: StoreCode): string {
  return `${kind}${store}`;
}

/** A document's rowid: kind, entity id and store packed, so a document is replaced by its key. */
export function searchRowid(kind: SearchKind, id: number, store: StoreCode): number {
  return SEARCH_KINDS.indexOf(kind) * 1e10 + id * 8 + STORE_CODES.indexOf(store);
}

export interface SearchDocumentSource {
  kind: SearchKind;
  store: StoreCode;
  id: number;
  /** The entity's key: product or category id, page identifier. */
  ref: string;
  title: string;
  link: string;
  /** Further names: brand, sku, categories, attribute labels... */
  keywords: readonly (string | null | undefined)[];
  description: string;
}

export interface SearchDocumentRow {
  [column: string]: string | number;
  rowid: number;
  scope: string;
  name: string;
  keywords: string;
  description: string;
  ref: string;
  title: string;
  link: string;
}

export const SEARCH_DOCUMENT_COLUMNS = ["rowid", "scope", "name", "keywords", "description", "ref", "title", "link"] as const;

const unique = (words: string[]) => [...new Set(words)];

export function searchDocument(source: SearchDocumentSource): SearchDocumentRow {
  const name = foldTokens(source.title);
  return {
    rowid: searchRowid(source.kind, source.id, source.store),
    scope: searchScope(source.kind, source.store),
    name: name.join(" "),
    keywords: unique(source.keywords.flatMap((k) => (k ? foldTokens(k) : []))).join(" "),
    description: foldTokens(source.description).slice(0, DESCRIPTION_WORDS).join(" "),
    ref: source.ref,
    title: source.title,
    link: source.link,
  };
}

/** What a product's document is made of, in one store. */
export interface ProductSearchSource {
  id: number;
  store: StoreCode;
  name: string;
  urlPath: string;
  description: string;
  /** Brand, collection, series, sku, article number, the children's skus, other names. */
  identifiers: readonly (string | null)[];
  categoryNames: readonly string[];
  /** Labels of its material, form, function, colours and sizes (the children's too). */
  attributeLabels: readonly string[];
}

export function productSearchDocument(source: ProductSearchSource): SearchDocumentRow {
  return searchDocument({
    kind: "product",
    store: source.store,
    id: source.id,
    ref: String(source.id),
    title: source.name,
    link: source.urlPath,
    keywords: [...source.identifiers, ...source.categoryNames, ...source.attributeLabels],
    description: source.description,
  });
}

/** Tags and entities out of an HTML fragment, for indexing content pages as words. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}
