/**
 * The listing engine of categories and search: filters, facet counts, price buckets, sort and
 * paging in one SQL statement, so a listing of 8,000 products never leaves the database. The
 * rules are app/domain/listing.ts's (its applyListing is the reference model, see
 * tests/worker/listing-engine.test.ts); this module only says them in SQL.
 */
import type { StoreCode } from "../../../app/stores.ts";
import { effectiveQuery, facetsFrom, facetKey, type KnownValues } from "../../../app/domain/listing.ts";
import { FILTER_CODES, listingWindow, normalizeFilterValue, normalizeListingQuery, type FilterCode, type ListingQuery, type SortKey } from "../../../app/domain/listing-query.ts";
import { PRICE_BUCKETS, priceBucketQueryValue } from "../../../app/domain/price-buckets.ts";
import type { ListingResult, ListingScope, ListingWindow } from "../port/index.ts";
import { rankedHitsSql, rankingParams } from "./search.ts";

/** A 'YYYY-MM-DD' prefix of the column when it is a real calendar day (price.ts dayKey), else NULL. */
const day = (column: string) =>
  `(CASE WHEN date(substr(trim(${column}), 1, 10)) = substr(trim(${column}), 1, 10)
     AND (length(trim(${column})) = 10 OR substr(trim(${column}), 11, 1) IN ('T', ' ')) THEN substr(trim(${column}), 1, 10) END)`;
const blank = (column: string) => `trim(COALESCE(${column}, '')) = ''`;

/** app/domain/price.ts finalPrice: the special price inside its window (both ends inclusive), else the price. */
const FINAL_PRICE = `CASE WHEN pr.special_price > 0 AND pr.special_price < pr.price
    AND (${blank("pr.special_from_date")} OR ${day("pr.special_from_date")} <= ?2)
    AND (${blank("pr.special_to_date")} OR ${day("pr.special_to_date")} >= ?2)
  THEN pr.special_price ELSE pr.price END`;

/** A configurable product is in stock when one enabled child is; others by their flag. */
const IN_STOCK = `CASE WHEN p.type_id = 'configurable'
    THEN (SELECT COALESCE(MAX(ch.is_in_stock AND ch.qty > 0), 0) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2)
    ELSE p.is_in_stock END`;

/** The PRICE_BUCKETS query value holding final_price (buckets are half-open: from ≤ price < to). */
const PRICE_BUCKET = `CASE ${PRICE_BUCKETS.map((b) => (b.to === null ? `ELSE '${priceBucketQueryValue(b)}'` : `WHEN s.final_price < ${b.to} THEN '${priceBucketQueryValue(b)}'`)).join(" ")} END`;

/** What every scope row carries besides its two relevance ranks. */
const ROW_COLUMNS = `p.id, p.type_id, p.created_at, ${FINAL_PRICE} AS final_price, ${IN_STOCK} AS in_stock,
  b.slug AS brand, col.slug AS collection, p.material, p.tabletop_material, p.form, p.function, p.campaign, p.color, p.size,
  p.product_showroom_stock_1 AS showroom_1, p.product_showroom_stock_2 AS showroom_2,
  p.product_showroom_stock_3 AS showroom_3, p.product_showroom_stock_4 AS showroom_4`;
const ROW_JOINS = `JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1
  JOIN brands b ON b.id = p.brand_id
  LEFT JOIN collections col ON col.id = p.collection_id`;
/** SPEC §5: categories list visibility 2, 3 or 4, search 3 or 4; status 0 or 1; a price in the store. */
const LISTED = (visibilities: string) => `p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (${visibilities}) AND pr.price > 0`;

interface ScopeSql {
  sql: string;
  params: unknown[];
}

/**
 * The scope's listable products with rank1, rank2 for the relevance sort. Categories: the
 * category and its descendants, by position, then sales. Search: the ranking tier, then the score.
 */
function scopeSql(scope: ListingScope, store: StoreCode, firstParam: number): ScopeSql {
  const n = (i: number) => `?${firstParam + i}`;
  if (scope.kind === "category") {
    return {
      sql: `SELECT ${ROW_COLUMNS}, MIN(pc.position) AS rank1, -p.sales_count AS rank2
        FROM categories root
        JOIN categories c ON c.is_active = 1 AND (c.id = root.id OR c.path LIKE root.path || '/%')
        JOIN product_categories pc ON pc.category_id = c.id
        JOIN products p ON p.id = pc.product_id
        ${ROW_JOINS}
        WHERE root.id = ${n(0)} AND ${LISTED("2, 3, 4")}
        GROUP BY p.id`,
      params: [scope.categoryId],
    };
  }
  return {
    sql: `SELECT ${ROW_COLUMNS}, h.tier AS rank1, h.score AS rank2
      FROM (${rankedHitsSql(firstParam)}) h
      JOIN products p ON p.id = CAST(h.ref AS INTEGER)
      ${ROW_JOINS}
      WHERE ${LISTED("3, 4")}`,
    params: rankingParams("product", store, scope.terms),
  };
}

/** Columns of a scope row that hold a filter value as it is ('' and NULL hold none). */
const OWN_VALUES = ["brand", "collection", "material", "tabletop_material", "form", "function", "campaign", "color", "size"];
const SHOWROOMS = [1, 2, 3, 4];

/**
 * Every filter value of every scope row, derived ones (price bucket, stock, showroom) included;
 * a configurable product has its enabled children's colours and sizes. Written as a join with a
 * list of codes, because D1 allows only a few terms in a compound SELECT.
 */
const VALUES = `SELECT id, code, value FROM (
    SELECT s.id,
      CASE WHEN substr(k.value, 1, 9) = 'showroom_' THEN 'showroom' ELSE k.value END AS code,
      CASE k.value
        ${OWN_VALUES.map((c) => `WHEN '${c}' THEN ${c === "color" || c === "size" ? `CASE WHEN s.type_id <> 'configurable' THEN s.${c} END` : `NULLIF(s.${c}, '')`}`).join("\n        ")}
        ${SHOWROOMS.map((i) => `WHEN 'showroom_${i}' THEN CASE WHEN s.showroom_${i} > 0 THEN '${i}' END`).join("\n        ")}
        WHEN 'price' THEN ${PRICE_BUCKET}
        WHEN 'stock' THEN CASE WHEN s.in_stock = 1 THEN '1' END
      END AS value
    FROM scope s, json_each('${JSON.stringify([...OWN_VALUES, ...SHOWROOMS.map((i) => `showroom_${i}`), "price", "stock"])}') k
    UNION ALL
    SELECT DISTINCT s.id, k.value, CASE k.value WHEN 'color' THEN ch.color ELSE ch.size END
    FROM scope s JOIN products ch ON ch.parent_id = s.id, json_each('["color","size"]') k
    WHERE s.type_id = 'configurable' AND ch.status < 2
  ) WHERE value IS NOT NULL`;

const ORDER: Record<SortKey, string> = {
  relevance: "rank1, rank2, id",
  latest: "created_at DESC, id DESC",
  price_asc: "final_price, id",
  price_desc: "final_price DESC, id",
};

/** AND across codes, OR within a code (app/domain/listing.ts matchesFilters), over the value rows. */
function filterSql(filters: ListingQuery["filters"], firstParam: number): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const code of FILTER_CODES) {
    const values = filters[code];
    if (!values?.length) continue;
    params.push(code, JSON.stringify(values));
    const at = firstParam + params.length - 1;
    clauses.push(`id IN (SELECT id FROM vals WHERE code = ?${at - 1} AND value IN (SELECT value FROM json_each(?${at})))`);
  }
  return { sql: clauses.length ? clauses.join(" AND ") : "1", params };
}

interface Row {
  code: string;
  value: string;
  scoped: number;
  matched: number;
}

/**
 * One statement: the facet values of the scope with their counts in the filtered result, then
 * one row whose code is '' carrying the filtered total (scoped) and the page's ids (value, JSON).
 */
async function run(db: D1Database, store: StoreCode, today: string, scope: ListingScope, query: ListingQuery, rows?: ListingWindow): Promise<Row[]> {
  const scoped = scopeSql(scope, store, 3);
  const filters = filterSql(query.filters, 3 + scoped.params.length);
  const { offset, limit } = rows ?? listingWindow(query);
  const window = 3 + scoped.params.length + filters.params.length;
  const { results } = await db
    .prepare(
      `WITH scope AS MATERIALIZED (${scoped.sql}),
         vals AS MATERIALIZED (${VALUES}),
         matching AS MATERIALIZED (SELECT * FROM scope WHERE ${filters.sql})
       SELECT v.code, v.value, COUNT(*) AS scoped, COUNT(m.id) AS matched
         FROM vals v LEFT JOIN matching m ON m.id = v.id GROUP BY v.code, v.value
       UNION ALL
       SELECT '', (SELECT json_group_array(id) FROM (SELECT id FROM matching ORDER BY ${ORDER[query.sort]} LIMIT ?${window} OFFSET ?${window + 1})),
         (SELECT COUNT(*) FROM matching), 0`,
    )
    .bind(store, today, ...scoped.params, ...filters.params, limit, offset)
    .all<Row>();
  return results;
}

function known(rows: Row[]): KnownValues {
  const out: KnownValues = {};
  for (const row of rows) {
    const code = row.code as FilterCode;
    if (!FILTER_CODES.includes(code) || normalizeFilterValue(code, row.value) !== row.value) continue;
    (out[code] ??= new Set()).add(row.value);
  }
  return out;
}

const sameFilters = (a: ListingQuery["filters"], b: ListingQuery["filters"]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The listing of a scope for a query. Filter values the scope does not have are dropped
 * (effectiveQuery); only then, rarely, is the statement run a second time without them.
 */
export async function readListing(
  db: D1Database,
  store: StoreCode,
  today: string,
  scope: ListingScope,
  query: ListingQuery,
  window?: ListingWindow,
): Promise<ListingResult> {
  const asked = normalizeListingQuery(query);
  let rows = await run(db, store, today, scope, asked, window);
  const values = known(rows);
  const effective = effectiveQuery(asked, values);
  if (!sameFilters(effective.filters, asked.filters)) rows = await run(db, store, today, scope, effective, window);
  const counts = new Map<string, number>();
  let total = 0;
  let ids: number[] = [];
  for (const row of rows) {
    if (row.code === "") {
      total = row.scoped;
      ids = JSON.parse(row.value) as number[];
    } else counts.set(facetKey(row.code as FilterCode, row.value), row.matched);
  }
  return { query: effective, total, ids, facets: facetsFrom(values, counts, effective) };
}
