/**
 * Search on the embedded backend: D1's full-text index (search_fts) ranked by the tiers of
 * app/domain/search-text.ts relevanceTier, products through the shared listing engine.
 */
import { matchExpression, maxSuggestionDistance, suggestedTerms } from "#core/domain/search-text.ts";
import { namedCategories, type NamedCandidate } from "#core/domain/category-intent.ts";
import type { StoreCode } from "#core/stores.ts";
import type { DocumentKind, SearchHit, SearchKind } from "#core/port/index.ts";
import { isSafeRedirectTarget } from "./content.ts";
import { listed } from "./listing-tables.ts";
import { SEARCH_DOCUMENT_COLUMNS, changedWords, correctionWords, productSearchDocument, searchRowid, searchScope } from "./search-documents.ts";

/** Column weights of the index's score within a tier: name, then keywords, then description. */
const BM25 = "bm25(search_fts, 0, 10, 4, 1, 0, 0, 0)";

/**
 * The ranked hits of a kind in a store as a subquery (doc, ref, title, link, tier, score),
 * taking four parameters from `firstParam` on: rankingParams gives them.
 */
export function rankedHitsSql(firstParam: number): string {
  const p = (i: number) => `?${firstParam + i}`;
  return `SELECT h.doc, h.ref, h.title, h.link, h.score,
      CASE WHEN h.name = ${p(3)} THEN 0
        WHEN h.doc IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${p(1)}) THEN 1
        WHEN h.doc IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${p(2)}) THEN 2
        ELSE 3 END AS tier
    FROM (SELECT rowid AS doc, ref, title, link, name, ${BM25} AS score FROM search_fts WHERE search_fts MATCH ${p(0)}) h`;
}

/** How many parameters rankedHitsSql takes (rankingParams's length). */
export const RANKING_PARAMS = 4;

/** The match in all text, in the name, in name and keywords, and the exact name (see rankedHitsSql). */
export function rankingParams(kind: SearchKind, store: StoreCode, terms: readonly string[]): string[] {
  const within = (columns: string) => `{scope} : "${searchScope(kind, store)}" AND {${columns}} : (${matchExpression(terms)})`;
  return [within("name keywords description"), within("name"), within("name keywords"), terms.join(" ")];
}

/** The store's active categories the terms name (core/domain/category-intent.ts namedCategories). */
export async function readNamedCategories(db: D1Database, store: StoreCode, terms: readonly string[]): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT c.id, t.name FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1 WHERE c.is_active = 1`)
    .bind(store)
    .all<NamedCandidate>();
  return namedCategories(terms, results);
}

export async function readSearchHits(db: D1Database, store: StoreCode, kind: DocumentKind, terms: string[], limit: number): Promise<SearchHit[]> {
  const { results } = await db
    .prepare(`SELECT ref, title, link FROM (${rankedHitsSql(1)}) ORDER BY tier, score, title LIMIT ?5`)
    .bind(...rankingParams(kind, store, terms), limit)
    .all<{ ref: string; title: string; link: string }>();
  return results.map((row) => ({ kind, ...row }));
}

/** How many products the terms find that the store lists to searchers. */
async function countProducts(db: D1Database, store: StoreCode, terms: string[]): Promise<number> {
  const [match] = rankingParams("product", store, terms);
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM search_fts f CROSS JOIN products p INDEXED BY products_listing CROSS JOIN product_prices pr INDEXED BY product_prices_listing
       WHERE search_fts MATCH ?1 AND p.id = CAST(f.ref AS INTEGER) AND ${listed("3, 4")} AND pr.store_code = ?2`,
    )
    .bind(match, store)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Candidates tried per word that found nothing: a store's words include products it does not list to searchers. */
const CANDIDATES_PER_TERM = 3;

/**
 * "Did you mean": every term that finds no product is replaced by the closest word of the
 * store's product names and keywords (search_words, migration 0031) that finds products this
 * store lists (core/domain/search-text.ts suggestedTerms, a few tried in order); the correction
 * is offered only when it finds products as a whole.
 */
export async function readCorrection(db: D1Database, store: StoreCode, terms: string[]): Promise<string[] | null> {
  const corrected: string[] = [];
  for (const term of terms) {
    if ((await countProducts(db, store, [term])) > 0) {
      corrected.push(term);
      continue;
    }
    const reach = maxSuggestionDistance(term);
    const { results } = await db
      .prepare(
        `SELECT word AS term, products AS documents FROM search_words
         WHERE store_code = ?1 AND word >= ?2 AND word < ?3 AND length(word) BETWEEN ?4 AND ?5`,
      )
      .bind(store, term.slice(0, 1), String.fromCodePoint(term.codePointAt(0)! + 1), term.length - reach, term.length + reach)
      .all<{ term: string; documents: number }>();
    let found: string | null = null;
    for (const candidate of suggestedTerms(term, results).slice(0, CANDIDATES_PER_TERM)) {
      if ((await countProducts(db, store, [candidate])) > 0) {
        found = candidate;
        break;
      }
    }
    if (!found) return null;
    corrected.push(found);
  }
  if (corrected.every((term, i) => term === terms[i])) return null;
  return (await countProducts(db, store, corrected)) > 0 ? corrected : null;
}

export async function readSearchRedirect(db: D1Database, store: StoreCode, text: string): Promise<string | null> {
  const row = await db.prepare(`SELECT target_path FROM search_redirects WHERE store_code = ?1 AND keyword = ?2`).bind(store, text).first<{ target_path: string }>();
  return row && isSafeRedirectTarget(row.target_path) ? row.target_path : null;
}

interface ProductSourceRow {
  store_code: StoreCode;
  name: string;
  url_path: string;
  description: string;
  product_name_1: string | null;
  product_name_2: string | null;
  sku: string;
  article_number: string;
  series: string | null;
  brand: string;
  collection: string | null;
  child_skus: string;
  categories: string;
  labels: string;
}

/**
 * Statements that rebuild a product's documents in every store, with the categories it will be
 * in (and their ancestors): the catalog's writes run them in the batch of their change, so the
 * index never lags.
 */
export async function productReindexStatements(db: D1Database, productId: number, categoryIds: number[]): Promise<D1PreparedStatement[]> {
  const { results } = await db
    .prepare(
      `SELECT t.store_code, t.name, t.url_path, t.description, t.product_name_1, t.product_name_2, p.sku, p.article_number, p.series,
         b.name AS brand, col.name AS collection,
         (SELECT json_group_array(ch.sku) FROM products ch WHERE ch.parent_id = p.id) AS child_skus,
         (SELECT json_group_array(ct.name) FROM category_texts ct WHERE ct.store_code = t.store_code AND EXISTS (
            SELECT 1 FROM categories c, json_each(?2) j WHERE c.id = j.value AND ('/' || c.path || '/') LIKE '%/' || ct.category_id || '/%')) AS categories,
         (SELECT json_group_array(ao.label) FROM attribute_options ao WHERE ao.store_code = t.store_code AND EXISTS (
            SELECT 1 FROM products v WHERE (v.id = p.id OR v.parent_id = p.id) AND ao.value = CASE ao.attribute_code
              WHEN 'material' THEN v.material WHEN 'tabletop_material' THEN v.tabletop_material WHEN 'form' THEN v.form
              WHEN 'function' THEN v.function WHEN 'color' THEN v.color WHEN 'size' THEN v.size END)) AS labels
       FROM products p JOIN product_texts t ON t.product_id = p.id JOIN brands b ON b.id = p.brand_id
       LEFT JOIN collections col ON col.id = p.collection_id
       WHERE p.id = ?1`,
    )
    .bind(productId, JSON.stringify(categoryIds))
    .all<ProductSourceRow>();
  const insert = `INSERT OR REPLACE INTO search_fts (${SEARCH_DOCUMENT_COLUMNS.join(", ")}) VALUES (${SEARCH_DOCUMENT_COLUMNS.map((_, i) => `?${i + 1}`).join(", ")})`;
  const { results: before } = await db
    .prepare(`SELECT rowid, name, keywords FROM search_fts WHERE rowid IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(results.map((row) => searchRowid("product", productId, row.store_code))))
    .all<{ rowid: number; name: string; keywords: string }>();
  const wordsBefore = new Map(before.map((doc) => [doc.rowid, correctionWords(doc)]));
  return results.flatMap((row) => {
    const doc = productSearchDocument({
      id: productId,
      store: row.store_code,
      name: row.name,
      urlPath: row.url_path,
      description: row.description,
      identifiers: [row.brand, row.collection, row.series, row.sku, row.article_number, row.product_name_1, row.product_name_2, ...(JSON.parse(row.child_skus) as string[])],
      categoryNames: JSON.parse(row.categories) as string[],
      attributeLabels: JSON.parse(row.labels) as string[],
    });
    const { removed, added } = changedWords(wordsBefore.get(doc.rowid) ?? [], correctionWords(doc));
    return [
      db.prepare(insert).bind(...SEARCH_DOCUMENT_COLUMNS.map((column) => doc[column])),
      ...searchWordStatements(db, row.store_code, removed, added),
    ];
  });
}

/** The store's word counts (migration 0031) as a product's document loses and gains words. */
function searchWordStatements(db: D1Database, store: StoreCode, removed: string[], added: string[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  if (removed.length > 0) {
    const words = JSON.stringify(removed);
    statements.push(
      db.prepare(`UPDATE search_words SET products = products - 1 WHERE store_code = ?1 AND word IN (SELECT value FROM json_each(?2))`).bind(store, words),
      db.prepare(`DELETE FROM search_words WHERE store_code = ?1 AND products <= 0 AND word IN (SELECT value FROM json_each(?2))`).bind(store, words),
    );
  }
  if (added.length > 0) {
    statements.push(
      db
        .prepare(`INSERT INTO search_words (store_code, word, products) SELECT ?1, value, 1 FROM json_each(?2) WHERE true ON CONFLICT (store_code, word) DO UPDATE SET products = products + 1`)
        .bind(store, JSON.stringify(added)),
    );
  }
  return statements;
}
