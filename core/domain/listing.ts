/**
 * The listing rules of categories and search (SPEC §2 "Category listing", §4 "Category
 * filters", §9 "Sort options", "Price filter ranges", "Stock"): effectiveQuery → matchesFilters
 * → sortProducts → listingWindow, with facet counts. The shop computes them in SQL
 * (worker/commerce/d1/listing.ts); applyListing over products held in memory is the
 * reference model that engine is tested against.
 */
import { PRICE_BUCKETS, inPriceBucket, parsePriceBucketQueryValue, priceBucketQueryValue } from "./price-buckets.ts";
import {
  FILTER_CODES,
  byCodeUnit,
  SHOWROOM_IDS,
  STOCK_IN_STOCK_VALUE,
  listingWindow,
  normalizeFilterValue,
  normalizeListingQuery,
  type FilterCode,
  type ListingQuery,
  type SortKey,
} from "./listing-query.ts";

/** Filter codes whose values are stored on the product (price and stock are derived). */
export type AttributeFilterCode = Exclude<FilterCode, "price" | "stock">;

export interface ListedProduct {
  id: number;
  values: Partial<Record<AttributeFilterCode, string[]>>;
  finalPrice: number;
  inStock: boolean;
  /** ISO date or timestamp. */
  createdAt: string;
  /** Category position, lower first. */
  position: number;
  salesCount: number;
}

export interface FacetOption {
  value: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  code: FilterCode;
  options: FacetOption[];
}

export type KnownValues = Partial<Record<FilterCode, Set<string>>>;

function isAttributeCode(code: FilterCode): code is AttributeFilterCode {
  return code !== "price" && code !== "stock";
}

const PRICE_BUCKET_VALUES: readonly string[] = PRICE_BUCKETS.map(priceBucketQueryValue);

/**
 * The valid values of one attribute code on a product, de-duplicated. Values that could never
 * be selected through the URL (see normalizeFilterValue) are left out.
 */
function productValues(p: ListedProduct, code: AttributeFilterCode): Set<string> {
  const out = new Set<string>();
  const raw = p.values[code];
  if (!Array.isArray(raw)) return out;
  for (const v of raw) if (normalizeFilterValue(code, v) === v) out.add(v);
  return out;
}

/** Does the product carry this filter value? price: inside the range; stock '1': in stock. */
function hasValue(p: ListedProduct, code: FilterCode, value: string): boolean {
  if (code === "price") {
    const b = parsePriceBucketQueryValue(value);
    return b !== null && inPriceBucket(p.finalPrice, b);
  }
  if (code === "stock") return value === STOCK_IN_STOCK_VALUE && p.inStock;
  const raw = p.values[code];
  return Array.isArray(raw) && raw.includes(value) && normalizeFilterValue(code, value) === value;
}

/** Every filter value the product carries, per code (price: its PRICE_BUCKETS value; stock: '1' when in stock). */
function valuesOf(p: ListedProduct): [FilterCode, Set<string>][] {
  const out: [FilterCode, Set<string>][] = [];
  for (const code of FILTER_CODES) {
    if (isAttributeCode(code)) out.push([code, productValues(p, code)]);
  }
  const bucket = PRICE_BUCKETS.findIndex((b) => inPriceBucket(p.finalPrice, b));
  if (bucket >= 0) out.push(["price", new Set([PRICE_BUCKET_VALUES[bucket] as string])]);
  if (p.inStock) out.push(["stock", new Set([STOCK_IN_STOCK_VALUE])]);
  return out;
}

/**
 * The filter values that occur in this category: attribute values found on the products
 * (only values the URL can carry); price: the PRICE_BUCKETS query values that contain at least
 * one product; stock: '1' when any product is in stock. Codes with no value are absent.
 */
export function knownValues(products: readonly ListedProduct[]): KnownValues {
  const known: KnownValues = {};
  const add = (code: FilterCode, v: string) => {
    let set = known[code];
    if (!set) {
      set = new Set<string>();
      known[code] = set;
    }
    set.add(v);
  };
  for (const p of products) for (const [code, values] of valuesOf(p)) for (const v of values) add(code, v);
  return known;
}

/**
 * Values every listing accepts whatever it holds: the SPEC §9 price buckets and the in-stock flag.
 * A filter on one of them that matches nothing shows the empty state, not everything.
 */
export const ALWAYS_VALID: KnownValues = {
  price: new Set(PRICE_BUCKETS.map(priceBucketQueryValue)),
  stock: new Set(["1"]),
};

/**
 * The query with unknown filter values dropped (ignored, the rest kept): a value is known when
 * the listing has it, or when it is `valid` elsewhere (a catalog value, ALWAYS_VALID) — then it
 * stays and may match nothing. A price range must be exactly one of PRICE_BUCKETS. The query is
 * normalised first. Sort, page, pageSize and more are kept.
 */
export function effectiveQuery(query: ListingQuery, known: KnownValues, valid: KnownValues = {}): ListingQuery {
  const q = normalizeListingQuery(query);
  const filters: ListingQuery["filters"] = {};
  for (const code of FILTER_CODES) {
    const values = (q.filters[code] ?? []).filter((v) => (known[code]?.has(v) ?? false) || (valid[code]?.has(v) ?? false));
    if (values.length > 0) filters[code] = values;
  }
  return { ...q, filters };
}

/**
 * AND across codes, OR within a code. price: finalPrice inside a range (from inclusive, to
 * exclusive); stock '1': in stock. A code with no valid value does not constrain.
 */
export function matchesFilters(p: ListedProduct, filters: ListingQuery["filters"]): boolean {
  for (const code of FILTER_CODES) {
    const values = (filters[code] ?? []).filter((v) => normalizeFilterValue(code, v) !== null);
    if (values.length === 0) continue;
    if (!values.some((v) => hasValue(p, code, v))) return false;
  }
  return true;
}

/** Option order: price in PRICE_BUCKETS order, showroom in id order 1..4, others by value. */
function orderedOptions(code: FilterCode, values: Set<string>): string[] {
  if (code === "price") return PRICE_BUCKET_VALUES.filter((v) => values.has(v));
  if (code === "showroom") return SHOWROOM_IDS.filter((v) => values.has(v));
  return [...values].sort(byCodeUnit);
}

/** The key of a (code, value) pair in facet counts. */
export const facetKey = (code: FilterCode, value: string) => `${code}\u0000${value}`;

/**
 * The filters an option of `code` is counted under (disjunctive faceting): every chosen filter
 * but the code's own, so an option tells how many products choosing it would show — another
 * brand adds to the chosen one (OR within a code) while the other codes still narrow (AND).
 */
export function filtersCountedFor(filters: ListingQuery["filters"], code: FilterCode): ListingQuery["filters"] {
  const others = { ...filters };
  delete others[code];
  return others;
}

/**
 * One facet per filter code that has options in this category (FILTER_CODES order). Every
 * option of the category is listed so selected values stay visible; count = the products
 * carrying the option among those matching filtersCountedFor its code (facetKey → count),
 * possibly 0; selected when the value is in query.filters.
 */
export function facetsFrom(known: KnownValues, counts: ReadonlyMap<string, number>, query: ListingQuery): Facet[] {
  const out: Facet[] = [];
  for (const code of FILTER_CODES) {
    const selected = new Set(query.filters[code] ?? []);
    // A chosen value the listing lacks is still shown, chosen (count 0), so it can be taken off.
    const values = new Set([...(known[code] ?? []), ...selected]);
    if (values.size === 0) continue;
    const options = orderedOptions(code, values).map((value) => ({
      value,
      count: counts.get(facetKey(code, value)) ?? 0,
      selected: selected.has(value),
    }));
    if (options.length > 0) out.push({ code, options });
  }
  return out;
}

/** facetsFrom over products held in memory, counted by filtersCountedFor: the reference model of the SQL listing engine. */
export function facets(
  products: readonly ListedProduct[],
  query: ListingQuery,
  /** The category's values, when the caller has already worked them out. */
  known: KnownValues = knownValues(products),
): Facet[] {
  const counts = new Map<string, number>();
  for (const p of products) {
    for (const [code, values] of valuesOf(p)) {
      if (!matchesFilters(p, filtersCountedFor(query.filters, code))) continue;
      for (const v of values) counts.set(facetKey(code, v), (counts.get(facetKey(code, v)) ?? 0) + 1);
    }
  }
  return facetsFrom(known, counts, query);
}

/** Milliseconds for an ISO date; unparseable dates count as oldest. */
function createdKey(p: ListedProduct): number {
  const t = Date.parse(p.createdAt);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Ascending number order with non-finite (unknown) values after every real one. */
function finiteFirst(a: number, b: number): number {
  const fa = Number.isFinite(a);
  const fb = Number.isFinite(b);
  if (fa && fb) return a === b ? 0 : a < b ? -1 : 1;
  if (fa !== fb) return fa ? -1 : 1;
  return 0;
}

function num(n: number): number {
  return Number.isFinite(n) ? n : 0;
}

const COMPARATORS: Readonly<Record<SortKey, (a: ListedProduct, b: ListedProduct) => number>> = {
  relevance: (a, b) => finiteFirst(a.position, b.position) || num(b.salesCount) - num(a.salesCount) || a.id - b.id,
  latest: (a, b) => {
    const ta = createdKey(a);
    const tb = createdKey(b);
    return (ta === tb ? 0 : ta > tb ? -1 : 1) || b.id - a.id;
  },
  price_asc: (a, b) => finiteFirst(a.finalPrice, b.finalPrice) || a.id - b.id,
  price_desc: (a, b) => finiteFirst(-a.finalPrice, -b.finalPrice) || a.id - b.id,
};

/**
 * A sorted copy. relevance: position asc, then salesCount desc, then id asc; latest: createdAt
 * desc, then id desc; price_asc / price_desc: finalPrice, then id asc. Unknown (non-finite)
 * positions and prices go last; unparseable dates count as oldest.
 */
export function sortProducts(products: readonly ListedProduct[], sort: SortKey): ListedProduct[] {
  const cmp = COMPARATORS[sort] ?? COMPARATORS.relevance;
  return [...products].sort(cmp);
}

/**
 * The listing for a query: effectiveQuery (values not in the category dropped) → filter →
 * sort → window (listingWindow). total = number of matching products; ids = the window's ids
 * in order; facets computed with the effective query; query = the effective query.
 */
export function applyListing(
  products: readonly ListedProduct[],
  query: ListingQuery,
  /** Values the catalog has outside these products: kept, matching nothing. */
  valid: KnownValues = ALWAYS_VALID,
): { query: ListingQuery; total: number; ids: number[]; facets: Facet[] } {
  const known = knownValues(products);
  const q = effectiveQuery(query, known, valid);
  const matching = products.filter((p) => matchesFilters(p, q.filters));
  const sorted = sortProducts(matching, q.sort);
  const { offset, limit } = listingWindow(q);
  return {
    query: q,
    total: matching.length,
    ids: sorted.slice(offset, offset + limit).map((p) => p.id),
    facets: facets(products, q, known),
  };
}
