import { describe, it, expect } from "vitest";
import {
  ALWAYS_VALID,
  applyListing,
  effectiveQuery,
  facets,
  filtersCountedFor,
  knownValues,
  matchesFilters,
  sortProducts,
  type Facet,
  type ListedProduct,
} from "#core/domain/listing.ts";
import { listingSearch, parseListingQuery, type ListingQuery, type SortKey } from "#core/domain/listing-query.ts";

function product(id: number, over: Partial<ListedProduct> = {}): ListedProduct {
  return { id, values: {}, finalPrice: 1000, inStock: true, createdAt: "2024-01-01", position: id, salesCount: 0, ...over };
}

function q(search: string): ListingQuery {
  return parseListingQuery(new URLSearchParams(search));
}

/** A small category. */
const CATEGORY: ListedProduct[] = [
  product(1, { values: { brand: ["brafab"], color: ["grey"], showroom: ["1", "3"] }, finalPrice: 399, createdAt: "2024-03-01", position: 2, salesCount: 5 }),
  product(2, { values: { brand: ["brafab"], color: ["blue", "grey"] }, finalPrice: 400, inStock: false, createdAt: "2024-05-01", position: 1, salesCount: 1 }),
  product(3, { values: { brand: ["hillerstorp"], color: ["blue"], showroom: ["3"] }, finalPrice: 7999, createdAt: "2024-04-01T12:00:00Z", position: 2, salesCount: 9 }),
  product(4, { values: { brand: ["hillerstorp"], material: ["teak"] }, finalPrice: 25000, createdAt: "2023-12-24", position: 3, salesCount: 0 }),
  product(5, { values: { brand: ["venture"], color: ["green"] }, finalPrice: 800, inStock: false, createdAt: "2024-04-01T12:00:00Z", position: 3, salesCount: 0 }),
];

describe("knownValues", () => {
  it("collects attribute values, occupied price buckets and in-stock", () => {
    expect(knownValues(CATEGORY)).toEqual({
      brand: new Set(["brafab", "hillerstorp", "venture"]),
      color: new Set(["grey", "blue", "green"]),
      showroom: new Set(["1", "3"]),
      material: new Set(["teak"]),
      price: new Set(["*-400", "400-800", "800-2400", "5600-8000", "20000-*"]),
      stock: new Set(["1"]),
    });
  });

  const cases: [string, ListedProduct[], ReturnType<typeof knownValues>][] = [
    ["no products → nothing", [], {}],
    ["no product in stock → no stock value", [product(1, { inStock: false, finalPrice: 100 })], { price: new Set(["*-400"]) }],
    ["negative price is in no bucket", [product(1, { finalPrice: -5, inStock: false })], {}],
    ["NaN price is in no bucket", [product(1, { finalPrice: NaN, inStock: false })], {}],
    ["bucket edge: 20000 is 'over 20000'", [product(1, { finalPrice: 20000, inStock: false })], { price: new Set(["20000-*"]) }],
    ["bucket edge: 0 is 'under 400'", [product(1, { finalPrice: 0, inStock: false })], { price: new Set(["*-400"]) }],
    [
      "values the URL cannot carry are left out",
      [product(1, { values: { color: ["Grå", "grey", ""], showroom: ["5", "2"] }, finalPrice: -1, inStock: false })],
      { color: new Set(["grey"]), showroom: new Set(["2"]) },
    ],
  ];
  it.each(cases)("%s", (_name, products, expected) => {
    expect(knownValues(products)).toEqual(expected);
  });
});

describe("effectiveQuery (values not in this category ignored, the rest kept)", () => {
  const known = knownValues(CATEGORY);
  const cases: [string, string, ListingQuery][] = [
    ["known values kept", "?brand=brafab&color=blue", q("?brand=brafab&color=blue")],
    ["unknown value dropped, known kept", "?brand=brafab,ikea", q("?brand=brafab")],
    ["only unknown values → code removed", "?material=oak", q("")],
    ["empty bucket dropped", "?price=2400-5600", q("")],
    ["occupied bucket kept", "?price=5600-8000", q("?price=5600-8000")],
    ["range that is not a bucket dropped", "?price=100-300", q("")],
    ["stock kept when something is in stock", "?stock=1", q("?stock=1")],
    ["showroom without products dropped", "?showroom=2,3", q("?showroom=3")],
    ["code the category lacks dropped", "?campaign=sale", q("")],
    ["sort, page, pageSize and more kept", "?brand=ikea&sort=latest&page=2&pageSize=10&more=1", q("?sort=latest&page=2&pageSize=10&more=1")],
  ];
  it.each(cases)("%s", (_name, search, expected) => {
    expect(effectiveQuery(q(search), known)).toEqual(expected);
  });

  it("drops stock when nothing is in stock", () => {
    expect(effectiveQuery(q("?stock=1"), knownValues([product(1, { inStock: false })])).filters).toEqual({});
  });
});

describe("matchesFilters (AND across codes, OR within a code)", () => {
  const p = product(1, { values: { brand: ["brafab"], color: ["grey", "blue"], showroom: ["2"] }, finalPrice: 800, inStock: true });
  const cases: [string, ListingQuery["filters"], boolean][] = [
    ["no filters", {}, true],
    ["empty list does not constrain", { brand: [] }, true],
    ["one value matches", { brand: ["brafab"] }, true],
    ["one value does not match", { brand: ["venture"] }, false],
    ["OR within a code", { brand: ["venture", "brafab"] }, true],
    ["multi-valued attribute", { color: ["blue"] }, true],
    ["AND across codes: both match", { brand: ["brafab"], color: ["grey"] }, true],
    ["AND across codes: one fails", { brand: ["brafab"], color: ["green"] }, false],
    ["attribute the product lacks", { material: ["teak"] }, false],
    ["case-sensitive", { brand: ["Brafab"] }, false],
    ["showroom", { showroom: ["2"] }, true],
    ["showroom other", { showroom: ["1"] }, false],
    ["price: from inclusive", { price: ["800-2400"] }, true],
    ["price: to exclusive", { price: ["400-800"] }, false],
    ["price: open-ended above", { price: ["800-*"] }, true],
    ["price: open-ended below", { price: ["*-800"] }, false],
    ["price: any range", { price: ["799.5-800.5"] }, true],
    ["stock 1: in stock", { stock: ["1"] }, true],
    ["all together", { brand: ["brafab"], color: ["blue"], price: ["800-2400"], stock: ["1"], showroom: ["2"] }, true],
    ["invalid values do not constrain", { price: ["cheap"], stock: ["0"], brand: ["a b"] }, true],
    ["invalid value next to a failing valid one", { brand: ["a b", "venture"] }, false],
  ];
  it.each(cases)("%s → %s", (_name, filters, expected) => {
    expect(matchesFilters(p, filters)).toBe(expected);
  });

  const edges: [string, ListedProduct, ListingQuery["filters"], boolean][] = [
    ["stock 1: out of stock fails", product(1, { inStock: false }), { stock: ["1"] }, false],
    ["price 399.99 is under 400", product(1, { finalPrice: 399.99 }), { price: ["*-400"] }, true],
    ["price 400 is not under 400", product(1, { finalPrice: 400 }), { price: ["*-400"] }, false],
    ["price 20000 is over 20000", product(1, { finalPrice: 20000 }), { price: ["20000-*"] }, true],
    ["negative price is in no range", product(1, { finalPrice: -1 }), { price: ["*-400"] }, false],
    ["NaN price is in no range", product(1, { finalPrice: NaN }), { price: ["*-400"] }, false],
    ["empty range from = to matches nothing", product(1, { finalPrice: 500 }), { price: ["500-500"] }, false],
  ];
  it.each(edges)("%s", (_name, prod, filters, expected) => {
    expect(matchesFilters(prod, filters)).toBe(expected);
  });
});

describe("facets (an option counts what choosing it would show; every option of the category listed)", () => {
  function counts(fs: Facet[]): Record<string, string> {
    return Object.fromEntries(fs.map((f) => [f.code, f.options.map((o) => `${o.value}:${o.count}${o.selected ? "*" : ""}`).join(" ")]));
  }
  const cases: [string, string, Record<string, string>][] = [
    [
      "no filters: facets in FILTER_CODES order; price in bucket order, showroom in id order, others by value",
      "",
      {
        brand: "brafab:2 hillerstorp:2 venture:1",
        material: "teak:1",
        showroom: "1:1 3:2",
        color: "blue:2 green:1 grey:2",
        price: "*-400:1 400-800:1 800-2400:1 5600-8000:1 20000-*:1",
        stock: "1:3",
      },
    ],
    [
      "brand selected: other codes shrink; the brand's own options keep what they would add, selection marked",
      "?brand=brafab",
      {
        brand: "brafab:2* hillerstorp:2 venture:1",
        material: "teak:0",
        showroom: "1:1 3:1",
        color: "blue:1 green:0 grey:2",
        price: "*-400:1 400-800:1 800-2400:0 5600-8000:0 20000-*:0",
        stock: "1:1",
      },
    ],
    [
      "OR within code: other codes count the union; the colours themselves are not narrowed by the chosen colours",
      "?color=blue,green",
      {
        brand: "brafab:1 hillerstorp:1 venture:1",
        material: "teak:0",
        showroom: "1:0 3:1",
        color: "blue:2* green:1* grey:2",
        price: "*-400:0 400-800:1 800-2400:1 5600-8000:1 20000-*:0",
        stock: "1:1",
      },
    ],
    [
      "stock and price selected: price options counted under stock only, stock under price only",
      "?stock=1&price=*-400",
      {
        brand: "brafab:1 hillerstorp:0 venture:0",
        material: "teak:0",
        showroom: "1:1 3:1",
        color: "blue:0 green:0 grey:1",
        price: "*-400:1* 400-800:0 800-2400:0 5600-8000:1 20000-*:1",
        stock: "1:1*",
      },
    ],
    [
      "no match: the other brands still show a way out",
      "?brand=venture&stock=1",
      {
        brand: "brafab:1 hillerstorp:2 venture:0*",
        material: "teak:0",
        showroom: "1:0 3:0",
        color: "blue:0 green:0 grey:0",
        price: "*-400:0 400-800:0 800-2400:0 5600-8000:0 20000-*:0",
        stock: "1:0*",
      },
    ],
  ];
  it.each(cases)("%s", (_name, search, expected) => {
    expect(counts(facets(CATEGORY, q(search)))).toEqual(expected);
  });

  const small: [string, ListedProduct[], string[]][] = [
    ["no products → no facets", [], []],
    ["facet without options omitted (no stock, no attributes, no price)", [product(1, { inStock: false, finalPrice: -1 })], []],
    ["only stock", [product(1, { finalPrice: NaN })], ["stock"]],
  ];
  it.each(small)("%s", (_name, products, codes) => {
    expect(facets(products, q("")).map((f) => f.code)).toEqual(codes);
  });

  it("counts a product once per value even when listed twice", () => {
    const fs = facets([product(1, { values: { color: ["grey", "grey"] } })], q(""));
    expect(fs.find((f) => f.code === "color")?.options).toEqual([{ value: "grey", count: 1, selected: false }]);
  });
});

describe("filtersCountedFor (disjunctive faceting: a code's own choices never narrow its options)", () => {
  it.each([
    ["no filters", "", "brand", {}],
    ["only the code's own filter → nothing narrows", "?brand=a,b", "brand", {}],
    ["another code's filter narrows", "?brand=a&color=grey", "brand", { color: ["grey"] }],
    ["every other code narrows, own dropped", "?brand=a&color=grey&stock=1", "color", { brand: ["a"], stock: ["1"] }],
    ["a code without a filter is counted under them all", "?brand=a&price=*-400", "material", { brand: ["a"], price: ["*-400"] }],
  ] as const)("%s", (_name, search, code, expected) => {
    expect(filtersCountedFor(q(search).filters, code)).toEqual(expected);
  });
});

describe("sortProducts", () => {
  const cases: [SortKey, ListedProduct[], number[]][] = [
    ["relevance", CATEGORY, [2, 3, 1, 4, 5]],
    ["latest", CATEGORY, [2, 5, 3, 1, 4]],
    ["price_asc", CATEGORY, [1, 2, 5, 3, 4]],
    ["price_desc", CATEGORY, [4, 3, 5, 2, 1]],
    // relevance: position asc, then salesCount desc, then id asc
    ["relevance", [product(3, { position: 1, salesCount: 1 }), product(1, { position: 1, salesCount: 1 }), product(2, { position: 1, salesCount: 7 })], [2, 1, 3]],
    ["relevance", [product(1, { position: NaN }), product(2, { position: 9 })], [2, 1]],
    // latest: createdAt desc then id desc; timestamps with offsets compared as instants
    ["latest", [product(1, { createdAt: "2024-01-01" }), product(2, { createdAt: "2024-01-01" })], [2, 1]],
    ["latest", [product(1, { createdAt: "2024-01-01T01:00:00+02:00" }), product(2, { createdAt: "2024-01-01T00:30:00Z" })], [2, 1]],
    ["latest", [product(1, { createdAt: "not a date" }), product(2, { createdAt: "2020-01-01" })], [2, 1]],
    // price ties → id asc in both directions; unknown prices last
    ["price_asc", [product(2, { finalPrice: 100 }), product(1, { finalPrice: 100 }), product(3, { finalPrice: 50 })], [3, 1, 2]],
    ["price_desc", [product(2, { finalPrice: 100 }), product(1, { finalPrice: 100 }), product(3, { finalPrice: 50 })], [1, 2, 3]],
    ["price_asc", [product(1, { finalPrice: NaN }), product(2, { finalPrice: 5 })], [2, 1]],
    ["price_desc", [product(1, { finalPrice: NaN }), product(2, { finalPrice: 5 })], [2, 1]],
    ["price_asc", [], []],
  ];
  it.each(cases)("%s %#", (sort, products, expected) => {
    expect(sortProducts(products, sort).map((p) => p.id)).toEqual(expected);
  });

  it("returns a copy and leaves the input alone", () => {
    const input = [...CATEGORY];
    const out = sortProducts(input, "price_desc");
    expect(out).not.toBe(input);
    expect(input).toEqual(CATEGORY);
  });
});

describe("applyListing = effectiveQuery → filter → sort → window", () => {
  const cases: [string, string, { query: string; total: number; ids: number[] }][] = [
    ["everything, relevance", "", { query: "", total: 5, ids: [2, 3, 1, 4, 5] }],
    ["filter + sort", "?brand=brafab,hillerstorp&sort=price_desc", { query: "?brand=brafab&brand=hillerstorp&sort=price_desc", total: 4, ids: [4, 3, 2, 1] }],
    ["unknown value ignored, rest kept", "?brand=ikea&color=blue", { query: "?color=blue", total: 2, ids: [2, 3] }],
    ["only unknown values → whole category", "?brand=ikea", { query: "", total: 5, ids: [2, 3, 1, 4, 5] }],
    ["stock", "?stock=1&sort=latest", { query: "?stock=1&sort=latest", total: 3, ids: [3, 1, 4] }],
    ["page 2 of size 2", "?pageSize=2&page=2", { query: "?page=2&pageSize=2", total: 5, ids: [1, 4] }],
    ["last partial page", "?pageSize=2&page=3", { query: "?page=3&pageSize=2", total: 5, ids: [5] }],
    ["page beyond the end → no ids, total kept", "?pageSize=2&page=9", { query: "?page=9&pageSize=2", total: 5, ids: [] }],
    ["more appends the next pages", "?pageSize=2&more=1", { query: "?pageSize=2&more=1", total: 5, ids: [2, 3, 1, 4] }],
    ["page 2 with more", "?pageSize=2&page=2&more=5", { query: "?page=2&pageSize=2&more=5", total: 5, ids: [1, 4, 5] }],
    ["no match", "?brand=venture&stock=1", { query: "?brand=venture&stock=1", total: 0, ids: [] }],
  ];
  it.each(cases)("%s", (_name, search, expected) => {
    const r = applyListing(CATEGORY, q(search));
    expect({ query: listingSearch(r.query), total: r.total, ids: r.ids }).toEqual(expected);
    expect(r.facets).toEqual(facets(CATEGORY, r.query));
  });

  it("facets mark only values of the effective query", () => {
    const r = applyListing(CATEGORY, q("?brand=ikea,venture"));
    expect(r.facets.find((f) => f.code === "brand")?.options.filter((o) => o.selected).map((o) => o.value)).toEqual(["venture"]);
  });

  it("handles an empty category: unknown values go, the always-valid stock flag stays, chosen and matching nothing", () => {
    expect(applyListing([], q("?brand=a&stock=1&page=2"))).toEqual({
      query: q("?stock=1&page=2"),
      total: 0,
      ids: [],
      facets: [{ code: "stock", options: [{ value: "1", count: 0, selected: true }] }],
    });
  });

  it.each([
    ["a price bucket no product is in", "?price=2400-5600", "?price=2400-5600"],
    ["a catalog colour this category lacks", "?color=purple", "?color=purple"],
    ["a range that is not a bucket is ignored", "?price=100-300", ""],
  ])("a valid value that matches nothing shows the empty state: %s", (_label, search, query) => {
    const r = applyListing(CATEGORY, q(search), { ...ALWAYS_VALID, color: new Set(["purple"]) });
    expect(listingSearch(r.query)).toBe(query);
    expect(r.total).toBe(query ? 0 : CATEGORY.length);
    if (query) expect(r.facets.flatMap((f) => f.options.filter((o) => o.selected))).toEqual([{ value: search.split("=")[1], count: 0, selected: true }]);
  });
});
