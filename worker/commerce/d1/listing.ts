/**
 * The listing engine of categories and search: filters, facet counts, price buckets, sort and
 * paging in one SQL statement, so a listing of 8,000 products never leaves the database. The
 * rules are app/domain/listing.ts's (its applyListing is the reference model, see
 * tests/worker/listing-engine.test.ts); this module only says them in SQL.
 */
import type { StoreCode } from "#core/stores.ts";
import { ALWAYS_VALID, effectiveQuery, facetsFrom, facetKey, type KnownValues } from "#core/domain/listing.ts";
import { FILTER_CODES, listingWindow, normalizeFilterValue, normalizeListingQuery, type FilterCode, type ListingQuery, type SortKey } from "#core/domain/listing-query.ts";
import { PRICE_BUCKETS, priceBucketQueryValue } from "#core/domain/price-buckets.ts";
import type { ListingResult, ListingScope, ListingWindow } from "#core/port/index.ts";
import { listed } from "./listing-tables.ts";
import { RANKING_PARAMS, rankedHitsSql, rankingParams, readNamedCategories } from "./search.ts";
import { SET_TYPES } from "#core/domain/category-intent.ts";

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

/** What every scope row carries besides its three relevance ranks. */
const ROW_COLUMNS = `p.id, p.created_at, ${FINAL_PRICE} AS final_price, ${IN_STOCK} AS in_stock`;
/** Listed in the request's store (?1). */
const LISTED = (visibilities: string) => `${listed(visibilities)} AND pr.store_code = ?1`;

interface ScopeSql {
  sql: string;
  params: unknown[];
}

/**
 * The scope's listable products with rank0, rank1, rank2 for the relevance sort. Categories:
 * the category and its descendants (category_products), by position, then sales. Search: the
 * category rank (core/domain/category-intent.ts categoryRank, given the named categories), the
 * ranking tier, then the score. CROSS JOIN keeps SQLite starting from the scope's few rows.
 */
function scopeSql(scope: ListingScope, store: StoreCode, firstParam: number, namedCategoryIds: readonly number[]): ScopeSql {
  if (scope.kind === "category") {
    return {
      sql: `SELECT ${ROW_COLUMNS}, 0 AS rank0, m.position AS rank1, -p.sales_count AS rank2
        FROM category_products m CROSS JOIN products p INDEXED BY products_listing CROSS JOIN product_prices pr INDEXED BY product_prices_listing
        WHERE m.category_id = ?${firstParam} AND p.id = m.product_id AND ${LISTED("2, 3, 4")}`,
      params: [scope.categoryId],
    };
  }
  const named = `?${firstParam + RANKING_PARAMS}`;
  return {
    sql: `SELECT ${ROW_COLUMNS},
        CASE WHEN json_array_length(${named}) = 0 THEN 0
          WHEN p.type_id NOT IN (SELECT value FROM json_each('${JSON.stringify(SET_TYPES)}'))
            AND EXISTS (SELECT 1 FROM category_products cp WHERE cp.product_id = p.id AND cp.category_id IN (SELECT value FROM json_each(${named}))) THEN 0
          ELSE 1 END AS rank0,
        h.tier AS rank1, h.score AS rank2
      FROM (${rankedHitsSql(firstParam)}) h CROSS JOIN products p INDEXED BY products_listing CROSS JOIN product_prices pr INDEXED BY product_prices_listing
      WHERE p.id = CAST(h.ref AS INTEGER) AND ${LISTED("3, 4")}`,
    params: [...rankingParams("product", store, scope.terms), JSON.stringify(namedCategoryIds)],
  };
}

const ORDER: Record<SortKey, string> = {
  relevance: "rank0, rank1, rank2, id",
  latest: "created_at DESC, id DESC",
  price_asc: "final_price, id",
  price_desc: "final_price DESC, id",
};

interface FilterSql {
  /** Every filter: the row is listed. */
  sql: string;
  /** Per filtered code, every filter but its own (core/domain/listing.ts filtersCountedFor): its options' counts. */
  countedFor: Partial<Record<FilterCode, string>>;
  params: unknown[];
  filtered: boolean;
}

/**
 * AND across codes, OR within a code (core/domain/listing.ts matchesFilters) as expressions
 * over a scope row: stored values through product_facets, price bucket and stock on the row.
 */
function filterSql(filters: ListingQuery["filters"], firstParam: number): FilterSql {
  const clauses = new Map<FilterCode, string>();
  const params: unknown[] = [];
  const param = (value: unknown) => `?${firstParam + params.push(value) - 1}`;
  for (const code of FILTER_CODES) {
    const values = filters[code];
    if (!values?.length) continue;
    const list = `(SELECT value FROM json_each(${param(JSON.stringify(values))}))`;
    if (code === "price") clauses.set(code, `${PRICE_BUCKET} IN ${list}`);
    else if (code === "stock") clauses.set(code, "s.in_stock = 1");
    else {
      clauses.set(
        code,
        `s.id IN (SELECT f.product_id FROM facet_values v CROSS JOIN product_facets f INDEXED BY product_facets_facet
          WHERE v.code = ${param(code)} AND v.value IN ${list} AND f.facet_id = v.id)`,
      );
    }
  }
  const all = (except?: FilterCode) => [...clauses].filter(([code]) => code !== except).map(([, sql]) => sql).join(" AND ") || "1";
  return { sql: all(), countedFor: Object.fromEntries([...clauses.keys()].map((code) => [code, all(code)])), params, filtered: clauses.size > 0 };
}

/** The `marked` column a filtered code's options are counted by. */
const countedColumn = (code: FilterCode) => `ok_${code}`;
/** What a marked row adds to the count of an option of `code`. */
const countedAs = (countedFor: FilterSql["countedFor"], code: FilterCode) => (code in countedFor ? countedColumn(code) : "ok");
/** The same for a stored facet value, whose code is v.code. */
const facetValueCountedAs = (countedFor: FilterSql["countedFor"]) => {
  const codes = Object.keys(countedFor) as FilterCode[];
  return codes.length ? `CASE v.code ${codes.map((code) => `WHEN '${code}' THEN m.${countedColumn(code)}`).join(" ")} ELSE m.ok END` : "m.ok";
};

interface Row {
  code: string;
  value: string;
  scoped: number;
  matched: number;
}

/** ?1 is the store, ?2 today; the scope's parameters follow. */
const SCOPE_PARAMS = 3;

/** The facet values with their scoped and matched counts: stored for a category's unfiltered listing, else counted. */
function facetCountsSql(scope: ListingScope, filters: FilterSql): string {
  if (scope.kind === "category" && !filters.filtered) {
    return `SELECT v.code, v.value, c.products AS scoped, c.products AS matched
      FROM category_facet_counts c JOIN facet_values v ON v.id = c.facet_id WHERE c.category_id = ?${SCOPE_PARAMS} AND c.store_code = ?1`;
  }
  return `SELECT v.code, v.value, g.scoped, g.matched FROM (
      SELECT f.facet_id, COUNT(*) AS scoped, SUM(${facetValueCountedAs(filters.countedFor)}) AS matched
      FROM marked m CROSS JOIN product_facets f CROSS JOIN facet_values v
      WHERE f.product_id = m.id AND v.id = f.facet_id GROUP BY f.facet_id) g
    JOIN facet_values v ON v.id = g.facet_id`;
}

/**
 * One statement: every filter value of the scope with how many of its products carry it
 * (scoped) and how many of those match the filters its option is counted under (matched,
 * core/domain/listing.ts filtersCountedFor) — the stored values, then price
 * buckets and stock, live — and last one row whose code is '' carrying the filtered total
 * (scoped) and the page's ids (value, JSON).
 */
async function run(db: D1Database, store: StoreCode, today: string, scope: ListingScope, namedCategoryIds: readonly number[], query: ListingQuery, rows?: ListingWindow): Promise<Row[]> {
  const scoped = scopeSql(scope, store, SCOPE_PARAMS, namedCategoryIds);
  const filters = filterSql(query.filters, SCOPE_PARAMS + scoped.params.length);
  const { offset, limit } = rows ?? listingWindow(query);
  const window = SCOPE_PARAMS + scoped.params.length + filters.params.length;
  const { results } = await db
    .prepare(
      `WITH scope AS MATERIALIZED (${scoped.sql}),
         marked AS MATERIALIZED (SELECT s.*, ${PRICE_BUCKET} AS bucket, (${filters.sql}) AS ok${Object.entries(filters.countedFor)
           .map(([code, sql]) => `, (${sql}) AS ${countedColumn(code as FilterCode)}`)
           .join("")} FROM scope s)
       ${facetCountsSql(scope, filters)}
       UNION ALL SELECT 'price', bucket, COUNT(*), SUM(${countedAs(filters.countedFor, "price")}) FROM marked GROUP BY bucket
       UNION ALL SELECT 'stock', '1', COUNT(*), SUM(${countedAs(filters.countedFor, "stock")}) FROM marked WHERE in_stock = 1 HAVING COUNT(*) > 0
       UNION ALL SELECT '', (SELECT json_group_array(id) FROM (SELECT id FROM marked WHERE ok ORDER BY ${ORDER[query.sort]} LIMIT ?${window} OFFSET ?${window + 1})),
         (SELECT COUNT(*) FROM marked WHERE ok), 0`,
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
 * The asked filter values this listing lacks but the catalog has (a colour no sofa comes in):
 * valid, so they stay and show the empty state; price buckets and stock are always valid. Asked
 * only when a value is missing from the listing — rarely.
 */
async function catalogValues(db: D1Database, asked: ListingQuery, inListing: KnownValues): Promise<KnownValues> {
  const missing = FILTER_CODES.flatMap((code) => (asked.filters[code] ?? []).filter((v) => !inListing[code]?.has(v) && !ALWAYS_VALID[code]?.has(v)).map((value) => ({ code, value })));
  if (missing.length === 0) return ALWAYS_VALID;
  const { results } = await db
    .prepare("SELECT v.code, v.value FROM json_each(?1) j JOIN facet_values v ON v.code = json_extract(j.value, '$.code') AND v.value = json_extract(j.value, '$.value')")
    .bind(JSON.stringify(missing))
    .all<{ code: FilterCode; value: string }>();
  const valid: KnownValues = { ...ALWAYS_VALID };
  for (const row of results) valid[row.code] = new Set([...(valid[row.code] ?? []), row.value]);
  return valid;
}

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
  const named = scope.kind === "search" ? await readNamedCategories(db, store, scope.terms) : [];
  let rows = await run(db, store, today, scope, named, asked, window);
  const values = known(rows);
  const effective = effectiveQuery(asked, values, await catalogValues(db, asked, values));
  if (!sameFilters(effective.filters, asked.filters)) rows = await run(db, store, today, scope, named, effective, window);
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
