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

/** A product document's words that spelling corrections may offer: name and keywords, letters only, two or more, once each. */
export function correctionWords(doc: Pick<SearchDocumentRow, "name" | "keywords">): string[] {
  return unique([...doc.name.split(" "), ...doc.keywords.split(" ")].filter((word) => word.length > 1 && !/\d/.test(word)));
}

/** The store a product document belongs to, or null for any other kind. */
export function productDocumentStore(doc: Pick<SearchDocumentRow, "scope">): StoreCode | null {
  return STORE_CODES.find((store) => doc.scope === searchScope("product", store)) ?? null;
}

/** search_words rows (worker/db/migrations/0031_search_words.sql) of a set of documents: each store's words with their product counts. */
export function searchWordRows(docs: readonly SearchDocumentRow[]): { store_code: StoreCode; word: string; products: number }[] {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const store = productDocumentStore(doc);
    if (store) for (const word of correctionWords(doc)) counts.set(`${store} ${word}`, (counts.get(`${store} ${word}`) ?? 0) + 1);
  }
  return [...counts].map(([key, products]) => {
    const [store, word] = key.split(" ") as [StoreCode, string];
    return { store_code: store, word, products };
  });
}

/** What a product's reindex does to its store's words: those it no longer holds lose it, those it now holds gain it. */
export function changedWords(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const was = new Set(before);
  const is = new Set(after);
  return { removed: [...was].filter((word) => !is.has(word)), added: [...is].filter((word) => !was.has(word)) };
}

/** Tags and entities out of an HTML fragment, for indexing content pages as words. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}
