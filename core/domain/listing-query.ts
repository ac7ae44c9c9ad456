/**
 * The category listing's route query ⇄ typed state (SPEC §2 "Screen behaviour",
 * §4 "Category filters", §5 listing sizes, §9 "Sort options", "Price filter ranges", "Stock").
 *
 * Parsing never throws: invalid filter values, sort keys and numbers are dropped and the rest
 * of the query is kept. A ListingQuery produced here is canonical: filter values are
 * de-duplicated and sorted (code-unit order), codes without values are absent.
 */
import { parsePriceBucketQueryValue, priceBucketQueryValue } from "./price-buckets.ts";

export const FILTER_CODES = [
  "brand",
  "material",
  "tabletop_material",
  "form",
  "function",
  "showroom",
  "campaign",
  "collection",
  "color",
  "size",
  "price",
  "stock",
  // After the rest: a filter's position is its attribute id in the Vue Storefront API (core/api/vsf-documents.ts).
  "free_shipping",
  "assortment_type",
] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

/** "Filters flagged single replace the previous value" (SPEC §4). */
export const SINGLE_SELECT_FILTERS: ReadonlySet<FilterCode> = new Set<FilterCode>(["price", "stock", "free_shipping"]);

export const SORT_KEYS = ["relevance", "latest", "price_asc", "price_desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "relevance";

/** SPEC §9 sort options, in display order (labels are translation keys / English defaults). */
export const SORT_LABELS: Readonly<Record<SortKey, string>> = Object.freeze({
  relevance: "Relevance",
  latest: "Latest",
  price_asc: "Price low to high",
  price_desc: "Price high to low",
});

/** SPEC §9 "Default page size 50"; SPEC §5 a non-positive size falls back to it. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Most extra pages "load more" may append to the current page. */
export const MAX_MORE = 20;

/** The only value of the stock filter: in stock (SPEC §9 "a single option labeled Ja"). */
export const STOCK_IN_STOCK_VALUE = "1";
export const STOCK_FILTER_LABEL = "Ja";

/** The only value of the free-shipping campaign filter: the product ships free. */
export const FREE_SHIPPING_VALUE = "1";

/** Showroom filter values: the numeric ids of the four showrooms (SPEC §1, §9). */
export const SHOWROOM_IDS: readonly string[] = Object.freeze(["1", "2", "3", "4"]);

/** Longest accepted attribute filter value. */
export const MAX_FILTER_VALUE_LENGTH = 64;

/** Query parameter names of the non-filter state. */
export const QUERY_PARAMS = Object.freeze({ sort: "sort", page: "page", pageSize: "pageSize", more: "more" });

export interface ListingQuery {
  filters: Partial<Record<FilterCode, string[]>>;
  sort: SortKey;
  page: number;
  pageSize: number;
  more: number;
}

const VALUE = /^[a-z0-9][a-z0-9_-]*$/i;
const DIGITS = /^\d+$/;

export function isSortKey(s: string): s is SortKey {
  return (SORT_KEYS as readonly string[]).includes(s);
}

/**
 * The canonical form of one filter value, or null when invalid:
 * price → a 'from-to' range readable by parsePriceBucketQueryValue, rewritten in the
 * priceBucketQueryValue form ('0400-800' → '400-800'); stock and free_shipping → only '1'; showroom → '1'..'4';
 * other codes → /^[a-z0-9][a-z0-9_-]*$/i, at most 64 characters (kept as written, case included).
 * Surrounding whitespace is ignored.
 */
export function normalizeFilterValue(code: FilterCode, raw: string): string | null {
  if (typeof raw !== "string") return null;
  const s = raw.trim();
  switch (code) {
    case "price": {
      const bucket = parsePriceBucketQueryValue(s);
      return bucket ? priceBucketQueryValue(bucket) : null;
    }
    case "stock":
      return s === STOCK_IN_STOCK_VALUE ? s : null;
    case "free_shipping":
      return s === FREE_SHIPPING_VALUE ? s : null;
    case "showroom":
      return SHOWROOM_IDS.includes(s) ? s : null;
    default:
      return s.length <= MAX_FILTER_VALUE_LENGTH && VALUE.test(s) ? s : null;
  }
}

/** Code-unit order (not locale-dependent), so results are the same on every runtime. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Valid, de-duplicated, sorted values; single-select codes keep only the first valid value. */
function cleanValues(code: FilterCode, raw: readonly string[]): string[] {
  const out = new Set<string>();
  for (const r of raw) {
    const v = normalizeFilterValue(code, r);
    if (v === null) continue;
    out.add(v);
    if (SINGLE_SELECT_FILTERS.has(code)) break;
  }
  return [...out].sort(byCodeUnit);
}

function cleanFilters(filters: ListingQuery["filters"]): ListingQuery["filters"] {
  const out: ListingQuery["filters"] = {};
  for (const code of FILTER_CODES) {
    const raw = filters[code];
    if (!Array.isArray(raw)) continue;
    const values = cleanValues(code, raw);
    if (values.length > 0) out[code] = values;
  }
  return out;
}

function cleanPage(n: number): number {
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

function cleanPageSize(n: number): number {
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

function cleanMore(n: number): number {
  return Number.isSafeInteger(n) && n >= 0 ? Math.min(n, MAX_MORE) : 0;
}

/** A plain non-negative decimal integer ("007" → 7); anything else (signs, '2.5', '1e3', '') → null. */
function parseCount(s: string): number | null {
  const t = s.trim();
  if (!DIGITS.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** The first value of a repeated parameter for which `pick` gives a result. */
function firstValid<T>(params: URLSearchParams, name: string, pick: (s: string) => T | null): T | null {
  for (const s of params.getAll(name)) {
    const v = pick(s);
    if (v !== null) return v;
  }
  return null;
}

/** The state with every field valid (see normalizeFilterValue and the parse rules); never throws. */
export function normalizeListingQuery(query: ListingQuery): ListingQuery {
  return {
    filters: cleanFilters(query.filters ?? {}),
    sort: typeof query.sort === "string" && isSortKey(query.sort) ? query.sort : DEFAULT_SORT,
    page: cleanPage(query.page),
    pageSize: cleanPageSize(query.pageSize),
    more: cleanMore(query.more),
  };
}

/**
 * Reads the listing state from the route query. Filter values come as repeated params
 * (?brand=a&brand=b) and comma-separated (?brand=a,b); invalid ones are dropped, duplicates
 * removed, single-select codes (price, stock) keep the first valid value. Unknown params are
 * ignored. sort: a SORT_KEYS entry else 'relevance'; page: positive integer else 1;
 * pageSize: positive integer else 50, at most 200; more: non-negative integer else 0, at most 20.
 * For repeated sort/page/pageSize/more params the first valid one wins. Never throws.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const filters: ListingQuery["filters"] = {};
  for (const code of FILTER_CODES) {
    const raw = params.getAll(code).flatMap((s) => s.split(","));
    const values = cleanValues(code, raw);
    if (values.length > 0) filters[code] = values;
  }
  const positive = (s: string) => {
    const n = parseCount(s);
    return n !== null && n >= 1 ? n : null;
  };
  return {
    filters,
    sort: firstValid(params, QUERY_PARAMS.sort, (s) => (isSortKey(s.trim()) ? (s.trim() as SortKey) : null)) ?? DEFAULT_SORT,
    page: firstValid(params, QUERY_PARAMS.page, positive) ?? 1,
    pageSize: Math.min(firstValid(params, QUERY_PARAMS.pageSize, positive) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    more: Math.min(firstValid(params, QUERY_PARAMS.more, parseCount) ?? 0, MAX_MORE),
  };
}

/**
 * Canonical query string with a leading '?', or '' when everything is default. Order: filters
 * in FILTER_CODES order (repeated params, values sorted), then sort (omitted when 'relevance'),
 * page (omitted when 1), pageSize (omitted when 50), more (omitted when 0). The query is
 * normalised first, so invalid values never reach the URL.
 */
export function listingSearch(query: ListingQuery): string {
  const q = normalizeListingQuery(query);
  const params = new URLSearchParams();
  for (const code of FILTER_CODES) for (const v of q.filters[code] ?? []) params.append(code, v);
  if (q.sort !== DEFAULT_SORT) params.append(QUERY_PARAMS.sort, q.sort);
  if (q.page !== 1) params.append(QUERY_PARAMS.page, String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.append(QUERY_PARAMS.pageSize, String(q.pageSize));
  if (q.more !== 0) params.append(QUERY_PARAMS.more, String(q.more));
  const s = params.toString();
  return s === "" ? "" : `?${s}`;
}

/**
 * Adds the value, or removes it when already selected (SPEC §4). Single-select codes
 * (price, stock) replace the previous value. Page goes back to 1 and more to 0.
 * An invalid value leaves the query as it is (normalised).
 */
export function toggleFilter(query: ListingQuery, code: FilterCode, value: string): ListingQuery {
  const q = normalizeListingQuery(query);
  const v = normalizeFilterValue(code, value);
  if (v === null) return q;
  const current = q.filters[code] ?? [];
  let next: string[];
  if (current.includes(v)) next = current.filter((x) => x !== v);
  else if (SINGLE_SELECT_FILTERS.has(code)) next = [v];
  else next = [...current, v].sort(byCodeUnit);
  const filters = { ...q.filters };
  if (next.length > 0) filters[code] = next;
  else delete filters[code];
  return { ...q, filters, page: 1, more: 0 };
}

/**
 * Sort is a single-valued toggle (SPEC §4 "System filters such as sort are single-valued
 * toggles"): choosing another key replaces it; choosing the current key again turns it off,
 * i.e. back to the default 'relevance'. Page goes back to 1 and more to 0.
 */
export function withSort(query: ListingQuery, sort: SortKey): ListingQuery {
  const q = normalizeListingQuery(query);
  const key = isSortKey(sort) ? sort : DEFAULT_SORT;
  return { ...q, sort: key === q.sort ? DEFAULT_SORT : key, page: 1, more: 0 };
}

/** Goes to a page (an invalid page becomes 1); more goes back to 0. */
export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...normalizeListingQuery(query), page: cleanPage(page), more: 0 };
}

/** Removes every filter; sort and page size stay, page goes back to 1 and more to 0. */
export function clearFilters(query: ListingQuery): ListingQuery {
  return { ...normalizeListingQuery(query), filters: {}, page: 1, more: 0 };
}

/** Rows to show: offset = (page-1)·pageSize, limit = pageSize·(1+more). */
export function listingWindow(query: ListingQuery): { offset: number; limit: number } {
  const page = cleanPage(query.page);
  const pageSize = cleanPageSize(query.pageSize);
  const more = cleanMore(query.more);
  return { offset: (page - 1) * pageSize, limit: pageSize * (1 + more) };
}
