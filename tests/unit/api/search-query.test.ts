import { describe, expect, it } from "vitest";
import { parseCatalogQuery, type CatalogQuery } from "#core/api/es-query.ts";
import { searchQueryBody } from "#core/api/search-query.ts";
import { vsfCatalogQuery, type VsfQueryName } from "../../support/vsf-catalog-queries.ts";

/**
 * request_format=search-query (core/api/search-query.ts): a SearchQuery becomes the body storefront-query-builder
 * builds from it. The recorded bodies of tests/support/vsf-catalog-queries.json are the builder's own output for
 * the SearchQueries its generator made (vsf-catalog-queries.generate.cjs); the same SearchQueries, sent as JSON,
 * must read as the same query.
 */

type SearchQueryJson = Record<string, unknown>;
const FILL = { parentId: 2, level: 2, urlPath: "soffor/hornsoffor", ids: [3, 4], categoryIds: [10, 11], colors: ["grey"], priceFrom: 1000, priceTo: 5000, sku: "SOFA-1", id: 7, skus: ["A", "B"], text: "soffa", codes: ["color", "size"], productId: 7 };
/** A SearchQuery with its "$name" values filled as the recorded bodies are. */
const fill = (value: unknown): unknown =>
  typeof value === "string" && value.startsWith("$") ? FILL[value.slice(1) as keyof typeof FILL] : Array.isArray(value) ? value.map(fill) : typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)])) : value;
const filter = (attribute: string, value: unknown, scope = "default") => ({ attribute, value, scope });
const available = (field: string) => ({ field, scope: "catalog", options: {} });
const listing = (...more: object[]): SearchQueryJson => ({
  _appliedFilters: [filter("visibility", { in: [2, 3, 4] }), filter("status", { in: [0, 1] }), filter("category_ids", { in: "$categoryIds" }), ...more],
  // VSF's products.defaultFilters.
  _availableFilters: ["color", "size", "price", "erin_recommends"].map(available),
});

/** What es-query reads of a body, aggregations by name (their order in a body means nothing). */
function read(body: unknown): Omit<CatalogQuery, "minScore"> {
  const parsed = parseCatalogQuery(body);
  if (!parsed.ok) throw new Error(parsed.message);
  const { minScore: _, ...query } = parsed.value;
  return { ...query, aggregations: [...query.aggregations].sort((a, b) => (a.name < b.name ? -1 : 1)) };
}

function translated(searchQuery: unknown): Record<string, unknown> {
  const body = searchQueryBody(JSON.parse(JSON.stringify(searchQuery)));
  if (!body.ok) throw new Error(body.message);
  return body.value;
}

describe("searchQueryBody: the SearchQueries Vue Storefront 1.12.3 sends read as the bodies its builder makes of them", () => {
  it.each<[VsfQueryName, SearchQueryJson]>([
    ["categoriesByParent", { _appliedFilters: [filter("parent_id", { eq: "$parentId" }), filter("is_active", { eq: true })] }],
    ["categoriesByLevel", { _appliedFilters: [filter("level", { eq: "$level" }), filter("is_active", { eq: true })] }],
    ["categoryByUrlPath", { _appliedFilters: [filter("url_path", { eq: "$urlPath" }), filter("is_active", { eq: true })] }],
    ["categoriesById", { _appliedFilters: [filter("id", { in: "$ids" }), filter("is_active", { eq: true })] }],
    ["categoryProducts", listing()],
    ["categoryProductsByColor", listing(filter("color", { in: "$colors" }, "catalog"))],
    ["categoryProductsByPrice", listing(filter("price", { gte: "$priceFrom", lte: "$priceTo" }, "catalog"))],
    ["productByUrlPath", { _appliedFilters: [filter("url_path", { eq: "$urlPath" })] }],
    ["productBySku", { _appliedFilters: [filter("sku", { eq: "$sku" })] }],
    ["productByChildSku", { _appliedFilters: [filter("configurable_children.sku", { eq: "$sku" })] }],
    ["productById", { _appliedFilters: [filter("id", { eq: "$id" })] }],
    ["productsBySkus", { _appliedFilters: [filter("sku", { in: "$skus" }), filter("status", { in: [1] })] }],
    ["textSearch", { _searchText: "$text", _appliedFilters: [filter("visibility", { in: [3, 4] }), filter("status", { in: [0, 1] })] }],
    ["attributesByCode", { _appliedFilters: [filter("attribute_code", { in: "$codes" })] }],
    ["attributesById", { _appliedFilters: [filter("attribute_id", { in: "$ids" })] }],
    ["reviewsByProduct", { _appliedFilters: [filter("product_id", { eq: "$productId" }), filter("review_status", { eq: 1 })] }],
  ])("%s", (name, searchQuery) => {
    const expected = read(vsfCatalogQuery(name, FILL).body);
    const got = read(translated(fill(searchQuery)));
    if (name === "categoryProductsByPrice") {
      // vue-storefront-api's builder aggregates the chosen price range too (VSF's own recording has none).
      const range = got.aggregations.find((a) => a.name === "agg_range_price")!;
      expect(range).toMatchObject({ kind: "range", ranges: expect.arrayContaining([{ from: 1000, to: 5000 }]) });
      if (range.kind === "range") range.ranges = range.ranges.slice(0, -1);
    }
    expect(got).toEqual(expected);
  });
});

describe("searchQueryBody: each operator and form the builder knows", () => {
  it.each<[string, SearchQueryJson, Record<string, unknown>]>([
    ["a bare value is `in` it", { _appliedFilters: [filter("sku", "A")] }, { query: { bool: { filter: { terms: { sku: ["A"] } } } } }],
    ["eq null asks that the field exists", { _appliedFilters: [filter("special_price", { eq: null })] }, { query: { bool: { filter: { exists: { field: "special_price" } } } } }],
    ["neq and nin exclude", { _appliedFilters: [filter("sku", { in: ["A"] }), filter("type_id", { neq: "bundle" }), filter("id", { nin: [3, 4] })] }, { query: { bool: { filter: { bool: { must: [{ terms: { sku: ["A"] } }], must_not: [{ terms: { type_id: ["bundle"] } }, { terms: { id: [3, 4] } }] } } } } }],
    ["nin null excludes documents having the field", { _appliedFilters: [filter("sku", { in: ["A"] }), filter("special_price", { nin: null })] }, { query: { bool: { filter: { bool: { must: [{ terms: { sku: ["A"] } }], must_not: [{ exists: { field: "special_price" } }] } } } } }],
    ["or and nor are alternatives", { _appliedFilters: [filter("color", { or: [1] }), filter("size", { nor: [2] })] }, { query: { bool: { filter: { bool: { should: [{ terms: { color: [1] } }, { bool: { must_not: { terms: { size: [2] } } } }] } } } } }],
    ["like (VSF's CMS queries) is read as the builder's fallback does: a terms filter", { _appliedFilters: [filter("identifier", { like: "om-oss" })] }, { query: { bool: { filter: { terms: { identifier: ["om-oss"] } } } } }],
    ["range bounds", { _appliedFilters: [filter("final_price", { gte: 10, lt: 20 })] }, { query: { bool: { filter: { range: { final_price: { gte: 10, lt: 20 } } } } } }],
    ["or-range bounds are an alternative range", { _appliedFilters: [filter("final_price", { orGte: 10 })] }, { query: { bool: { filter: { bool: { should: [{ range: { final_price: { gte: 10 } } }] } } } } }],
    ["a sort, ascending unless told", { _appliedFilters: [filter("sku", "A")], _appliedSort: [{ field: "final_price", options: "desc" }, { field: "name" }] }, { query: { bool: { filter: { terms: { sku: ["A"] } } } }, sort: [{ final_price: { order: "desc" } }, { name: { order: "asc" } }] }],
    ["an available filter of a size of its own", { _appliedFilters: [filter("sku", "A")], _availableFilters: [{ field: "color", scope: "catalog", options: { size: 3 } }, { field: "size", scope: "default" }] }, { query: { bool: { filter: { terms: { sku: ["A"] } } } }, aggs: { agg_terms_color: { terms: { field: "color", size: 3 } }, agg_terms_color_options: { terms: { field: "color_options", size: 3 } } } }],
    ["groupId and groupToken are the API's, not the query's", { _appliedFilters: [filter("sku", "A")], groupId: 1, groupToken: "x" }, { query: { bool: { filter: { terms: { sku: ["A"] } } } } }],
    ["no applied filter builds nothing: no text, sort nor aggregations", { _searchText: "soffa", _appliedSort: [{ field: "name" }], _availableFilters: [available("color")] }, {}],
    ["no SearchQuery at all", null as unknown as SearchQueryJson, {}],
  ])("%s", (_name, searchQuery, body) => {
    expect(searchQueryBody(searchQuery)).toEqual({ ok: true, value: body });
  });

  it.each<[string, unknown, string]>([
    ["a key a SearchQuery does not have", { _appliedFilters: [], query: {} }, "request.query: not supported"],
    ["an operator the builder does not know", { _appliedFilters: [filter("sku", { regexp: "A.*" })] }, "request._appliedFilters.0.value.regexp: not supported"],
    ["two operators that are not range bounds", { _appliedFilters: [filter("sku", { in: ["A"], eq: "B" })] }, "request._appliedFilters.0.value: must hold one operator"],
    ["a scope other than default or catalog", { _appliedFilters: [filter("sku", "A", "search")] }, "request._appliedFilters.0.scope: must be default or catalog"],
    ["a filter naming no field", { _appliedFilters: [{ value: "A" }] }, "request._appliedFilters.0.attribute: must name a field"],
    ["a null value", { _appliedFilters: [filter("sku", null)] }, "request._appliedFilters.0.value: must be a value or {operator: value}"],
    ["a catalog filter without values", { _appliedFilters: [filter("color", { in: null }, "catalog")] }, "request._appliedFilters.0.value: a catalog filter needs values"],
    ["the random sort", { _appliedFilters: [filter("sku", "A")], _appliedSort: [{ field: "random" }] }, "request._appliedSort.0.field: random: not supported"],
    ["a sort order other than asc or desc", { _appliedFilters: [filter("sku", "A")], _appliedSort: [{ field: "name", options: "up" }] }, "request._appliedSort.0.options: must be asc or desc"],
    ["a text that is no string", { _appliedFilters: [filter("sku", "A")], _searchText: 5 }, "request._searchText: must be a string"],
    ["a list for the query", [], "request: must be a SearchQuery object"],
  ])("refuses %s, naming it", (_name, searchQuery, message) => {
    const body = searchQueryBody(searchQuery);
    expect(body.ok).toBe(false);
    expect(body.ok ? "" : body.message).toContain(message);
  });
});
