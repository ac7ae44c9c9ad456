import { describe, it, expect } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  FILTER_CODES,
  MAX_MORE,
  MAX_PAGE_SIZE,
  SINGLE_SELECT_FILTERS,
  SORT_KEYS,
  SORT_LABELS,
  STOCK_FILTER_LABEL,
  clearFilters,
  listingSearch,
  listingWindow,
  normalizeFilterValue,
  parseListingQuery,
  toggleFilter,
  withPage,
  withSort,
  type FilterCode,
  type ListingQuery,
  type SortKey,
} from "#core/domain/listing-query.ts";
import { PRICE_BUCKETS, priceBucketQueryValue } from "#core/domain/price-buckets.ts";

const DEFAULT: ListingQuery = { filters: {}, sort: "relevance", page: 1, pageSize: 50, more: 0 };

function q(over: Partial<ListingQuery> = {}): ListingQuery {
  return { ...DEFAULT, ...over };
}

function parse(search: string): ListingQuery {
  return parseListingQuery(new URLSearchParams(search));
}

describe("constants", () => {
  it.each([
    ["DEFAULT_SORT", DEFAULT_SORT, "relevance"],
    ["DEFAULT_PAGE_SIZE (SPEC §9 default page size 50)", DEFAULT_PAGE_SIZE, 50],
    ["MAX_PAGE_SIZE", MAX_PAGE_SIZE, 200],
    ["MAX_MORE", MAX_MORE, 20],
    ["STOCK_FILTER_LABEL (SPEC §9 'Ja')", STOCK_FILTER_LABEL, "Ja"],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("lists SPEC §9 sort options in order: Relevance, Latest, Price low to high, Price high to low", () => {
    expect(SORT_KEYS.map((k) => SORT_LABELS[k])).toEqual(["Relevance", "Latest", "Price low to high", "Price high to low"]);
  });

  it("price, stock and free shipping are the single-select filters", () => {
    expect(FILTER_CODES.filter((c) => SINGLE_SELECT_FILTERS.has(c))).toEqual(["price", "stock", "free_shipping"]);
  });
});

describe("normalizeFilterValue", () => {
  const cases: [FilterCode, string, string | null][] = [
    ["brand", "hillerstorp", "hillerstorp"],
    ["brand", "Brafab", "Brafab"],
    ["material", "teak_wood", "teak_wood"],
    ["size", "3-sits", "3-sits"],
    ["color", "42", "42"],
    ["color", " grey ", "grey"],
    ["color", "a".repeat(64), "a".repeat(64)],
    ["color", "a".repeat(65), null],
    ["color", "", null],
    ["color", "-grey", null],
    ["color", "_grey", null],
    ["color", "grå", null],
    ["color", "grey blue", null],
    ["color", "<script>", null],
    ["color", "a.b", null],
    ["price", "*-400", "*-400"],
    ["price", "400-800", "400-800"],
    ["price", "20000-*", "20000-*"],
    ["price", "0400-800.0", "400-800"],
    ["price", " 400-800 ", "400-800"],
    ["price", "100-250", "100-250"],
    ["price", "800-400", null],
    ["price", "*-*", null],
    ["price", "cheap", null],
    ["stock", "1", "1"],
    ["stock", "0", null],
    ["stock", "true", null],
    ["stock", "Ja", null],
    ["free_shipping", "1", "1"],
    ["free_shipping", " 1 ", "1"],
    ["free_shipping", "0", null],
    ["free_shipping", "yes", null],
    ["assortment_type", "order_only", "order_only"],
    ["assortment_type", "sold out", null],
    ["showroom", "1", "1"],
    ["showroom", "4", "4"],
    ["showroom", "0", null],
    ["showroom", "5", null],
    ["showroom", "01", null],
    ["showroom", "hisingen", null],
  ];
  it.each(cases)("%s %j → %j", (code, raw, expected) => {
    expect(normalizeFilterValue(code, raw)).toBe(expected);
  });
});

describe("parseListingQuery (invalid values and sort keys ignored, the rest kept)", () => {
  const cases: [string, string, ListingQuery][] = [
    ["empty", "", DEFAULT],
    ["repeated params", "?brand=a&brand=b", q({ filters: { brand: ["a", "b"] } })],
    ["comma-separated", "?brand=a,b", q({ filters: { brand: ["a", "b"] } })],
    ["mixed repeated and comma, values sorted", "?color=red,blue&color=green", q({ filters: { color: ["blue", "green", "red"] } })],
    ["duplicates removed", "?brand=a&brand=a,a", q({ filters: { brand: ["a"] } })],
    ["empty pieces ignored", "?brand=,a,,&material=", q({ filters: { brand: ["a"] } })],
    ["invalid value dropped, valid kept", "?color=grey,<b>,blue", q({ filters: { color: ["blue", "grey"] } })],
    ["all values invalid → code absent", "?color=%3Cb%3E", DEFAULT],
    ["over-long value dropped", `?form=${"x".repeat(65)}&form=round`, q({ filters: { form: ["round"] } })],
    ["case kept, case-sensitive duplicates", "?brand=Brafab&brand=brafab", q({ filters: { brand: ["Brafab", "brafab"] } })],
    ["every attribute code", "?tabletop_material=glass&function=recliner&campaign=sale&collection=nordic", q({ filters: { tabletop_material: ["glass"], function: ["recliner"], campaign: ["sale"], collection: ["nordic"] } })],
    ["price normalised", "?price=0400-0800", q({ filters: { price: ["400-800"] } })],
    ["price open ends", "?price=*-400", q({ filters: { price: ["*-400"] } })],
    ["price single-select keeps first valid", "?price=bad&price=400-800&price=800-2400", q({ filters: { price: ["400-800"] } })],
    ["price single-select, comma-separated", "?price=20000-*,400-800", q({ filters: { price: ["20000-*"] } })],
    ["price reversed dropped", "?price=800-400", DEFAULT],
    ["stock '1'", "?stock=1", q({ filters: { stock: ["1"] } })],
    ["stock other values dropped", "?stock=0&stock=yes", DEFAULT],
    ["stock repeated", "?stock=1&stock=1", q({ filters: { stock: ["1"] } })],
    ["showroom 1..4, others dropped", "?showroom=4,0,2,5,x", q({ filters: { showroom: ["2", "4"] } })],
    ["unknown params ignored", "?utm_source=nl&q=sofa&gclid=x&Brand=a&brand=b", q({ filters: { brand: ["b"] } })],
    ["sort valid", "?sort=price_desc", q({ sort: "price_desc" })],
    ["sort invalid → default", "?sort=name", DEFAULT],
    ["sort case-sensitive", "?sort=LATEST", DEFAULT],
    ["sort repeated: first valid wins", "?sort=bogus&sort=latest&sort=price_asc", q({ sort: "latest" })],
    ["invalid sort keeps filters", "?sort=__proto__&brand=a", q({ filters: { brand: ["a"] } })],
    ["page", "?page=3", q({ page: 3 })],
    ["page leading zeros", "?page=007", q({ page: 7 })],
    ["page 0 → 1", "?page=0", DEFAULT],
    ["page negative → 1", "?page=-2", DEFAULT],
    ["page fraction → 1", "?page=2.5", DEFAULT],
    ["page exponent → 1", "?page=1e3", DEFAULT],
    ["page text → 1", "?page=two", DEFAULT],
    ["page empty → 1", "?page=", DEFAULT],
    ["page beyond safe integer → 1", "?page=99999999999999999999", DEFAULT],
    ["page repeated: first valid wins", "?page=x&page=4", q({ page: 4 })],
    ["pageSize", "?pageSize=24", q({ pageSize: 24 })],
    ["pageSize 0 → 50 (SPEC §5 non-positive size)", "?pageSize=0", DEFAULT],
    ["pageSize negative → 50", "?pageSize=-10", DEFAULT],
    ["pageSize text → 50", "?pageSize=all", DEFAULT],
    ["pageSize 200 kept", "?pageSize=200", q({ pageSize: 200 })],
    ["pageSize capped at 200", "?pageSize=4000", q({ pageSize: 200 })],
    ["more", "?more=2", q({ more: 2 })],
    ["more 0", "?more=0", DEFAULT],
    ["more negative → 0", "?more=-1", DEFAULT],
    ["more text → 0", "?more=lots", DEFAULT],
    ["more capped at 20", "?more=21", q({ more: 20 })],
    [
      "everything together, bad parts dropped",
      "?brand=b,a&price=400-800&stock=1&sort=latest&page=2&pageSize=24&more=1&color=%%&utm_medium=x",
      { filters: { brand: ["a", "b"], price: ["400-800"], stock: ["1"] }, sort: "latest", page: 2, pageSize: 24, more: 1 },
    ],
  ];
  it.each(cases)("%s: %s", (_name, search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it("never throws on odd input", () => {
    for (const s of ["?%", "?brand=%E0%A4%A", "?=&&=", "?page=%00", `?brand=${"a,".repeat(5000)}`]) {
      expect(() => parse(s)).not.toThrow();
    }
  });
});

describe("listingSearch (canonical query string)", () => {
  const cases: [string, ListingQuery, string][] = [
    ["default → ''", DEFAULT, ""],
    ["filter values sorted, repeated params", q({ filters: { brand: ["b", "a"] } }), "?brand=a&brand=b"],
    ["filters in FILTER_CODES order", q({ filters: { stock: ["1"], color: ["grey"], brand: ["x"] } }), "?brand=x&color=grey&stock=1"],
    ["price keeps '*'", q({ filters: { price: ["*-400"] } }), "?price=*-400"],
    ["empty filter list omitted", q({ filters: { brand: [] } }), ""],
    ["invalid values never reach the URL", q({ filters: { brand: ["a b", "ok"], stock: ["0"] } }), "?brand=ok"],
    ["duplicates removed", q({ filters: { brand: ["a", "a"] } }), "?brand=a"],
    ["sort omitted when default", q({ sort: "relevance" }), ""],
    ["sort", q({ sort: "price_asc" }), "?sort=price_asc"],
    ["page omitted when 1", q({ page: 1 }), ""],
    ["page", q({ page: 3 }), "?page=3"],
    ["pageSize omitted when 50", q({ pageSize: 50 }), ""],
    ["pageSize", q({ pageSize: 24 }), "?pageSize=24"],
    ["more omitted when 0", q({ more: 0 }), ""],
    ["more", q({ more: 2 }), "?more=2"],
    ["invalid numbers become defaults", q({ page: 0, pageSize: -1, more: -3 }), ""],
    ["pageSize/more capped", q({ pageSize: 999, more: 99 }), "?pageSize=200&more=20"],
    [
      "full order: filters, sort, page, pageSize, more",
      { filters: { price: ["400-800"], brand: ["a"] }, sort: "latest", page: 2, pageSize: 24, more: 1 },
      "?brand=a&price=400-800&sort=latest&page=2&pageSize=24&more=1",
    ],
  ];
  it.each(cases)("%s", (_name, query, expected) => {
    expect(listingSearch(query)).toBe(expected);
  });

  const roundTrips: string[] = [
    "",
    "?brand=a&brand=b&color=grey&price=*-400&stock=1",
    "?showroom=1&showroom=3&sort=price_desc&page=4&pageSize=100&more=3",
    ...PRICE_BUCKETS.map((b) => `?price=${priceBucketQueryValue(b)}`),
  ];
  it.each(roundTrips)("round-trips %j", (search) => {
    expect(listingSearch(parse(search))).toBe(search);
  });

  it("canonicalises an equivalent URL", () => {
    expect(listingSearch(parse("?more=1&brand=b,a&utm_x=1&page=2&brand=a"))).toBe("?brand=a&brand=b&page=2&more=1");
  });
});

describe("toggleFilter (SPEC §4: adds or removes, resets page; single replaces)", () => {
  const base = q({ filters: { brand: ["b"], price: ["400-800"] }, sort: "latest", page: 3, pageSize: 24, more: 2 });
  const reset = { sort: "latest" as SortKey, page: 1, pageSize: 24, more: 0 };
  const cases: [string, ListingQuery, FilterCode, string, ListingQuery][] = [
    ["adds a value, sorted", base, "brand", "a", { ...reset, filters: { brand: ["a", "b"], price: ["400-800"] } }],
    ["removes a selected value (code removed when empty)", base, "brand", "b", { ...reset, filters: { price: ["400-800"] } }],
    ["adds to a new code", base, "color", "grey", { ...reset, filters: { brand: ["b"], color: ["grey"], price: ["400-800"] } }],
    ["single-select replaces the previous value", base, "price", "800-2400", { ...reset, filters: { brand: ["b"], price: ["800-2400"] } }],
    ["single-select: the same value toggles off", base, "price", "400-800", { ...reset, filters: { brand: ["b"] } }],
    ["single-select value normalised before comparing", base, "price", "0400-800", { ...reset, filters: { brand: ["b"] } }],
    ["stock on", base, "stock", "1", { ...reset, filters: { brand: ["b"], price: ["400-800"], stock: ["1"] } }],
    ["stock off", q({ filters: { stock: ["1"] } }), "stock", "1", DEFAULT],
    ["showroom multi-select", q({ filters: { showroom: ["3"] } }), "showroom", "1", q({ filters: { showroom: ["1", "3"] } })],
    ["invalid value leaves the query as is", base, "brand", "a b", base],
    ["invalid stock value leaves the query as is", base, "stock", "0", base],
  ];
  it.each(cases)("%s", (_name, query, code, value, expected) => {
    expect(toggleFilter(query, code, value)).toEqual(expected);
  });

  it("does not mutate its input", () => {
    const input = q({ filters: { brand: ["b"] }, page: 2 });
    toggleFilter(input, "brand", "a");
    toggleFilter(input, "brand", "b");
    expect(input).toEqual(q({ filters: { brand: ["b"] }, page: 2 }));
  });
});

describe("withSort (single-valued toggle; page → 1, more → 0)", () => {
  const cases: [string, ListingQuery, SortKey, ListingQuery][] = [
    ["sets a sort, resets page and more", q({ page: 4, more: 2 }), "price_asc", q({ sort: "price_asc" })],
    ["replaces another sort", q({ sort: "latest", page: 2 }), "price_desc", q({ sort: "price_desc" })],
    ["the current sort again toggles back to default", q({ sort: "latest", page: 2 }), "latest", q()],
    ["default again stays default", q({ page: 2 }), "relevance", q()],
    ["filters and pageSize kept", q({ filters: { brand: ["a"] }, pageSize: 24, page: 3 }), "latest", q({ filters: { brand: ["a"] }, pageSize: 24, sort: "latest" })],
    ["invalid sort key → default", q({ sort: "latest" }), "name" as SortKey, q()],
  ];
  it.each(cases)("%s", (_name, query, sort, expected) => {
    expect(withSort(query, sort)).toEqual(expected);
  });
});

describe("withPage (more → 0)", () => {
  const cases: [string, ListingQuery, number, ListingQuery][] = [
    ["goes to a page", q({ more: 3 }), 4, q({ page: 4 })],
    ["keeps filters, sort, pageSize", q({ filters: { brand: ["a"] }, sort: "latest", pageSize: 24 }), 2, q({ filters: { brand: ["a"] }, sort: "latest", pageSize: 24, page: 2 })],
    ["page 0 → 1", q({ page: 3 }), 0, q()],
    ["negative → 1", q({ page: 3 }), -1, q()],
    ["fraction → 1", q({ page: 3 }), 1.5, q()],
    ["NaN → 1", q({ page: 3 }), NaN, q()],
  ];
  it.each(cases)("%s", (_name, query, page, expected) => {
    expect(withPage(query, page)).toEqual(expected);
  });
});

describe("clearFilters", () => {
  const cases: [string, ListingQuery, ListingQuery][] = [
    ["removes all filters, keeps sort and pageSize, resets page and more", { filters: { brand: ["a"], stock: ["1"] }, sort: "latest", page: 3, pageSize: 24, more: 1 }, q({ sort: "latest", pageSize: 24 })],
    ["already empty", q(), q()],
  ];
  it.each(cases)("%s", (_name, query, expected) => {
    expect(clearFilters(query)).toEqual(expected);
  });
});

describe("listingWindow: offset = (page-1)·pageSize, limit = pageSize·(1+more)", () => {
  const cases: [Partial<ListingQuery>, { offset: number; limit: number }][] = [
    [{}, { offset: 0, limit: 50 }],
    [{ page: 2 }, { offset: 50, limit: 50 }],
    [{ page: 3, pageSize: 24 }, { offset: 48, limit: 24 }],
    [{ more: 1 }, { offset: 0, limit: 100 }],
    [{ page: 2, pageSize: 10, more: 2 }, { offset: 10, limit: 30 }],
    [{ pageSize: 0 }, { offset: 0, limit: 50 }],
    [{ page: -1, pageSize: 500, more: 50 }, { offset: 0, limit: 200 * 21 }],
  ];
  it.each(cases)("%j → %j", (over, expected) => {
    expect(listingWindow(q(over))).toEqual(expected);
  });
});
