/**
 * Runs a Vue Storefront catalog query (core/api/es-query.ts) on the shop's own catalog port: the
 * documents a query can match are looked up by what it requires (skus, ids, url paths, categories,
 * the search text, a product's reviews), made into mage2vuestorefront-shaped documents
 * (core/api/vsf-documents.ts), then filtered, scored, sorted and aggregated as Elasticsearch would.
 * Products are decided on their facts, read in bulk; only the page's products are read in full
 * (decision 0034), so a query costs a fixed number of reads whatever the category's size.
 */
import { aggregate, clauseFields, matches, requiredValues, searchText, sortDocuments, type CatalogQuery, type Scalar, type SortKey } from "#core/api/es-query.ts";
import { DETAIL_ONLY_KEYS, attributeDocument, attributeIds, categoryDocuments, productDocument, productFactDocument, reviewDocument, type Document } from "#core/api/vsf-documents.ts";
import { FILTER_CODES, MAX_MORE, MAX_PAGE_SIZE } from "#core/domain/listing-query.ts";
import { parseSearchText } from "#core/domain/search-text.ts";
import { MAX_REVIEWS_PER_PAGE } from "#core/domain/reviews.ts";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import type { CategoryNode, Commerce } from "#core/port/index.ts";
import type { StoreView } from "#core/stores.ts";

export const CATALOG_TYPES = ["product", "category", "attribute", "review"] as const;
export type CatalogType = (typeof CATALOG_TYPES)[number];

/** What a product query may filter on: the fields whose values the documents carry as Elasticsearch would. */
const PRODUCT_FIELDS = [
  "id", "sku", "name", "type_id", "status", "visibility", "url_key", "url_path", "brand", "category_ids", "category.category_id", "category.name",
  "price", "price_incl_tax", "final_price", "final_price_incl_tax", "special_price", "special_price_incl_tax", "original_price", "regular_price",
  "stock.is_in_stock", "stock.qty", "configurable_children.sku", "configurable_children.id", "configurable_children.color", "configurable_children.size",
  "configurable_children.stock.is_in_stock", "color", "size", "color_options", "size_options",
];
const CATEGORY_FIELDS = ["id", "parent_id", "name", "url_key", "url_path", "slug", "level", "position", "path", "is_active", "include_in_menu", "children_count"];
const ATTRIBUTE_FIELDS = ["id", "attribute_id", "attribute_code", "is_user_defined", "is_visible", "is_visible_on_front", "is_comparable", "frontend_input"];
const REVIEW_FIELDS = ["id", "product_id", "review_status", "review_entity"];
const FIELDS: Record<CatalogType, readonly string[]> = { product: PRODUCT_FIELDS, category: CATEGORY_FIELDS, attribute: ATTRIBUTE_FIELDS, review: REVIEW_FIELDS };

/** Sorting on these keeps the shop's own order, newest first: the documents carry no dates (VSF's default is `updated_at:desc`). */
const DATE_FIELDS = ["updated_at", "created_at"];
/** Most products a query may have to look at (a category with its descendants, a search). */
export const MAX_CANDIDATES = MAX_PAGE_SIZE * (1 + MAX_MORE);

export interface Hit {
  doc: Document;
  score: number;
}
export type CatalogResult = { ok: true; total: number; hits: Hit[]; aggregations: Record<string, unknown>; scored: boolean } | { ok: false; message: string };

/** Documents in the order the store gives them (a product's as its facts give it), and the search score of those a text found. */
interface Candidates {
  docs: Document[];
  scores: Map<number, number>;
}

const refused = (message: string): CatalogResult => ({ ok: false, message });
const asNumbers = (values: Scalar[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
const asStrings = (values: Scalar[]) => [...new Set(values.map(String))];

/** The products' fact documents, in the order given, in one bulk read. */
async function factDocs(commerce: Commerce, store: StoreView, skus: string[]): Promise<Document[]> {
  const today = commerce.catalog.today();
  return (await commerce.catalog.productFacts(store.storeCode, [...new Set(skus)])).map((facts) => productFactDocument(facts, store, today));
}

/** The full documents of a page's products, by sku, in one bulk read. */
async function pageDocs(commerce: Commerce, store: StoreView, skus: string[]): Promise<Map<string, Document>> {
  const today = commerce.catalog.today();
  const details = await commerce.catalog.productsBySku(store.storeCode, skus);
  return new Map(details.map((detail) => [detail.sku, productDocument(detail, store, today)]));
}

async function skusOfIds(commerce: Commerce, store: StoreView, ids: number[]): Promise<string[]> {
  return (await commerce.catalog.productSummaries(store.storeCode, ids)).map((p) => p.sku);
}

/** The category ids of `ids` whose products a listing of another one of them does not already cover. */
function topmost(ids: number[], tree: readonly CategoryNode[]): number[] {
  const ancestors = new Map<number, number[]>();
  const walk = (nodes: readonly CategoryNode[], path: number[]) => nodes.forEach((n) => (ancestors.set(n.id, path), walk(n.children, [...path, n.id])));
  walk(tree, []);
  return ids.filter((id) => !(ancestors.get(id) ?? []).some((a) => ids.includes(a)));
}

async function productCandidates(commerce: Commerce, store: StoreView, query: CatalogQuery, text: string | null): Promise<Candidates | string> {
  const scores = new Map<number, number>();
  if (text !== null) {
    const parsed = parseSearchText(text);
    if (parsed.ok) {
      const found = await commerce.search.products(store.storeCode, parsed.search.terms, { filters: {}, sort: "relevance", page: 1, pageSize: MAX_PAGE_SIZE, more: 0 }, { offset: 0, limit: MAX_CANDIDATES });
      // Scores fall with the rank: the best is 1, every hit stays above VSF's min_score (0.02).
      found.ids.forEach((id, rank) => scores.set(id, 1 / (1 + rank / 50)));
    }
  }
  const anchor = requiredValues(query.clause, ["sku", "configurable_children.sku", "id", "url_path", "url_key", "category_ids"]);
  if (!anchor) {
    if (text === null) return "request.query: a product query must require one of sku, configurable_children.sku, id, url_path, url_key or category_ids, or search a text";
    return { docs: await factDocs(commerce, store, await skusOfIds(commerce, store, [...scores.keys()])), scores };
  }
  const values = anchor.values;
  if (values.length > MAX_CANDIDATES) return `request.query: ${anchor.field} names more than ${MAX_CANDIDATES} values`;
  switch (anchor.field) {
    case "sku":
      return { docs: await factDocs(commerce, store, asStrings(values)), scores };
    case "configurable_children.sku": {
      const children = await commerce.catalog.productFacts(store.storeCode, asStrings(values));
      const parentIds = children.flatMap((c) => (c.parentId ? [c.parentId] : []));
      return { docs: await factDocs(commerce, store, await skusOfIds(commerce, store, parentIds)), scores };
    }
    case "id":
      return { docs: await factDocs(commerce, store, await skusOfIds(commerce, store, asNumbers(values))), scores };
    case "url_path":
    case "url_key": {
      const located = await Promise.all(asStrings(values).map((path) => commerce.catalog.productByUrlPath(store.storeCode, path)));
      return { docs: await factDocs(commerce, store, located.flatMap((l) => (l ? [l.sku] : []))), scores };
    }
    default: {
      // category_ids: each listing covers its category's descendants, newest first.
      const tree = await commerce.catalog.categoryTree(store.storeCode);
      const ids: number[] = [];
      for (const categoryId of topmost(asNumbers(values), tree)) {
        const listing = await commerce.catalog.listing(store.storeCode, { kind: "category", categoryId }, { filters: {}, sort: "latest", page: 1, pageSize: MAX_PAGE_SIZE, more: MAX_MORE });
        ids.push(...listing.ids.filter((id) => !ids.includes(id)));
      }
      return { docs: await factDocs(commerce, store, await skusOfIds(commerce, store, ids.slice(0, MAX_CANDIDATES))), scores };
    }
  }
}

async function attributeDocs(commerce: Commerce, store: StoreView): Promise<Document[]> {
  const labels = await commerce.catalog.filterLabels(store.storeCode);
  const ids = attributeIds(FILTER_CODES);
  const t = translatorFor(store);
  return FILTER_CODES.filter((code) => code !== "price" && code !== "stock").map((code) => attributeDocument(code, ids[code]!, t(`filters.codes.${code}`), labels[code] ?? {}));
}

async function reviewDocs(commerce: Commerce, store: StoreView, query: CatalogQuery): Promise<Document[] | string> {
  const anchor = requiredValues(query.clause, ["product_id"]);
  if (!anchor) return "request.query: a review query must require product_id";
  const pages = await Promise.all(
    asNumbers(anchor.values).map(async (productId) => {
      const page = await commerce.reviews.productReviews(store.storeCode, productId, { page: 1, perPage: MAX_REVIEWS_PER_PAGE, sort: "date", direction: "desc", star: null });
      return page.reviews.map((r) => reviewDocument(r, productId));
    }),
  );
  return pages.flat();
}

/** The sort as run here: a date field becomes the store's own order (newest first), others must be fields the documents carry. */
function runnableSort(type: CatalogType, keys: readonly SortKey[]): SortKey[] | string {
  const out: SortKey[] = [];
  for (const key of keys) {
    if (DATE_FIELDS.includes(key.field)) {
      if (type !== "product") return `sort: ${type} documents cannot be sorted by ${key.field}`;
      out.push({ field: "_rank", order: key.order === "desc" ? "asc" : "desc" });
    } else if (key.field === "_score" || FIELDS[type].includes(key.field)) out.push(key);
    else return `sort: ${type} documents cannot be sorted by ${key.field} (sortable: _score, ${[...FIELDS[type], ...(type === "product" ? DATE_FIELDS : [])].join(", ")})`;
  }
  return out;
}

/** Every document of the query's type that matches it, scored, sorted and aggregated; `from` and `size` cut the hits. */
export async function runCatalogQuery(commerce: Commerce, store: StoreView, type: CatalogType, query: CatalogQuery, sort: readonly SortKey[], window: { from: number; size: number }): Promise<CatalogResult> {
  const unknown = clauseFields(query.clause).find((field) => !FIELDS[type].includes(field));
  if (unknown) return refused(`request.query: ${type} documents cannot be filtered by ${unknown} (filterable: ${FIELDS[type].join(", ")})`);
  const order = runnableSort(type, sort);
  if (typeof order === "string") return refused(order);
  const uncounted = type === "product" ? query.aggregations.find((agg) => DETAIL_ONLY_KEYS.includes(agg.field.split(".")[0]!)) : undefined;
  if (uncounted) return refused(`request.aggs.${uncounted.name}: product documents cannot be aggregated by ${uncounted.field} (nor by ${DETAIL_ONLY_KEYS.join(", ")})`);

  const text = searchText(query.clause);
  if (text !== null && type !== "product") return refused(`request.query: only products can be searched by text`);
  let candidates: Candidates;
  if (type === "product") {
    const found = await productCandidates(commerce, store, query, text);
    if (typeof found === "string") return refused(found);
    candidates = found;
  } else if (type === "review") {
    const docs = await reviewDocs(commerce, store, query);
    if (typeof docs === "string") return refused(docs);
    candidates = { docs, scores: new Map() };
  } else {
    candidates = { docs: type === "category" ? categoryDocuments(await commerce.catalog.categoryTree(store.storeCode)) : await attributeDocs(commerce, store), scores: new Map() };
  }

  const { scores } = candidates;
  const found = (doc: Document) => (_: string) => scores.has(doc.id as number);
  const matching = candidates.docs.filter((doc) => matches(query.clause, doc, found(doc)));
  const scored = matching.map((doc, rank) => ({ doc: { ...doc, _rank: rank }, score: text === null ? 1 : (scores.get(doc.id as number) ?? 0) }));
  const passing = query.minScore === null ? scored : scored.filter((h) => h.score >= query.minScore!);
  const sorted = sortDocuments(passing, order.length > 0 ? order : text === null ? [] : [{ field: "_score", order: "desc" }]);
  const page = sorted.slice(window.from, window.from + window.size).map(({ doc: { _rank, ...doc }, score }): Hit => ({ doc, score }));
  // A product's hit is its full document; one gone since its facts were read is left out.
  const full = type === "product" ? await pageDocs(commerce, store, page.map((h) => h.doc.sku as string)) : null;
  const hits = full ? page.flatMap(({ doc, score }) => (full.has(doc.sku as string) ? [{ doc: full.get(doc.sku as string)!, score }] : [])) : page;
  return {
    ok: true,
    total: passing.length,
    hits,
    aggregations: aggregate(query.aggregations, passing.map((h) => h.doc)),
    scored: order.length === 0 || order[0]!.field === "_score",
  };
}
