import { describe, expect, it } from "vitest";
import { aggregate, matches, parseCatalogQuery, parseSort, requiredValues, searchText, sortDocuments, type CatalogQuery } from "#core/api/es-query.ts";
import { filterSource } from "#core/api/es-source-filter.ts";
import { vsfCatalogQuery, type VsfQueryName } from "../../support/vsf-catalog-queries.ts";
import queries from "../../support/vsf-catalog-queries.json" with { type: "json" };

const FILL = { parentId: 2, level: 2, urlPath: "soffor/hornsoffor", ids: [3, 4], categoryIds: [10, 11], colors: ["grey"], priceFrom: 1000, priceTo: 5000, sku: "SOFA-1", id: 7, skus: ["A", "B"], text: "soffa", codes: ["color", "size"], productId: 7 };

const parsed = (name: VsfQueryName): CatalogQuery => {
  const result = parseCatalogQuery(vsfCatalogQuery(name, FILL).body);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const noText = () => false;

describe("the Elasticsearch bodies Vue Storefront 1.12.3 sends", () => {
  it.each(Object.keys(queries) as VsfQueryName[])("%s is read", (name) => {
    expect(parseCatalogQuery(vsfCatalogQuery(name, FILL).body)).toMatchObject({ ok: true });
  });

  it.each([
    ["categoryProducts", "category_ids", [10, 11]],
    ["productBySku", "sku", ["SOFA-1"]],
    ["productByChildSku", "configurable_children.sku", ["SOFA-1"]],
    ["productByUrlPath", "url_path", ["soffor/hornsoffor"]],
    ["productById", "id", [7]],
    ["reviewsByProduct", "product_id", [7]],
  ] as const)("%s requires %s", (name, field, values) => {
    expect(requiredValues(parsed(name).clause, [field])).toEqual({ field, values });
  });

  it("finds the search text and min_score of a text search", () => {
    expect(searchText(parsed("textSearch").clause)).toBe("soffa");
    expect(parsed("textSearch").minScore).toBe(0.02);
    expect(searchText(parsed("categoryProducts").clause)).toBeNull();
  });
});

describe("matching documents", () => {
  const grey = { id: 1, type_id: "simple", visibility: 4, status: 1, category_ids: [11], color: "grey", final_price: 2000 };
  const greyVariant = { id: 2, type_id: "configurable", visibility: 4, status: 1, category_ids: [10], color_options: ["grey", "blue"], final_price: 6000 };
  const blue = { id: 3, type_id: "configurable", visibility: 4, status: 1, category_ids: [10], color_options: ["blue"], final_price: 3000 };
  const hidden = { id: 4, type_id: "simple", visibility: 1, status: 1, category_ids: [10], color: "grey", final_price: 3000 };
  const elsewhere = { id: 5, type_id: "simple", visibility: 4, status: 1, category_ids: [99], color: "grey", final_price: 3000 };
  const docs = [grey, greyVariant, blue, hidden, elsewhere];
  const found = (name: VsfQueryName) => docs.filter((d) => matches(parsed(name).clause, d, noText)).map((d) => d.id);

  it.each([
    ["categoryProducts", [1, 2, 3]],
    ["categoryProductsByColor", [1, 2]],
    ["categoryProductsByPrice", [1, 3]],
  ] as const)("%s matches %j", (name, ids) => {
    expect(found(name)).toEqual(ids);
  });

  it("a text clause asks whether the document is found for the text", () => {
    const clause = parsed("textSearch").clause;
    expect(matches(clause, grey, (text) => text === "soffa")).toBe(true);
    expect(matches(clause, grey, noText)).toBe(false);
  });

  it("aggregates terms and price ranges over the matches", () => {
    const query = parsed("categoryProducts");
    const result = aggregate(query.aggregations, [grey, greyVariant, blue]) as Record<string, { buckets: unknown[] }>;
    expect(result.agg_terms_color_options!.buckets).toEqual([{ key: "blue", doc_count: 2 }, { key: "grey", doc_count: 1 }]);
    expect(result.agg_terms_erin_recommends!.buckets).toEqual([]);
    expect(result.agg_range_price!.buckets).toEqual([
      { key: "0.0-50.0", from: 0, to: 50, doc_count: 0 },
      { key: "50.0-100.0", from: 50, to: 100, doc_count: 0 },
      { key: "100.0-150.0", from: 100, to: 150, doc_count: 0 },
      { key: "150.0-*", from: 150, doc_count: 0 },
    ]);
    expect(aggregate([{ name: "m", kind: "max", field: "final_price" }], [grey, blue])).toEqual({ m: { value: 3000 } });
  });
});

describe("what is not supported is refused, naming it", () => {
  it.each([
    ["a query type", { query: { geo_distance: { distance: "1km" } } }, /^request\.query\.geo_distance: not supported/],
    ["a nested unknown", { query: { bool: { filter: [{ terms: { a: [1] } }, { script: {} }] } } }, /^request\.query\.bool\.filter\.1\.script: not supported/],
    ["a bool key", { query: { bool: { should: [], adjust_pure_negative: true } } }, /^request\.query\.bool\.adjust_pure_negative: not supported/],
    ["a percentage minimum_should_match", { query: { bool: { should: [{ terms: { a: [1] } }], minimum_should_match: "75%" } } }, /minimum_should_match: only a whole number/],
    ["a body key", { post_filter: {} }, /^request\.post_filter: not supported/],
    ["_source in the body", { _source: ["a"] }, /^request\._source: not supported/],
    ["an aggregation type", { aggs: { a: { histogram: { field: "price" } } } }, /^request\.aggs\.a\.histogram: not supported/],
    ["sub-aggregations", { aggs: { a: { terms: { field: "x" }, aggs: {} } } }, /^request\.aggs\.a: must hold one aggregation/],
    ["a terms value that is no list", { query: { terms: { sku: "A" } } }, /^request\.query\.terms\.sku: must be a list/],
    ["a query with two types", { query: { terms: { a: [1] }, range: { b: { gt: 1 } } } }, /^request\.query: must hold exactly one query/],
    ["a bad range bound", { query: { range: { price: { near: 1 } } } }, /^request\.query\.range\.price\.near: not supported/],
    ["a negative size", { size: -1 }, /^request\.size: must be a whole number/],
  ])("%s", (_, body, message) => {
    const result = parseCatalogQuery(body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });
});

describe("sorting", () => {
  it.each([
    ["updated_at:desc", [{ field: "updated_at", order: "desc" }]],
    ["final_price", [{ field: "final_price", order: "asc" }]],
    ["position:asc,name:desc", [{ field: "position", order: "asc" }, { field: "name", order: "desc" }]],
    ["", []],
  ])("reads the query string's %j", (sort, keys) => {
    expect(parseSort(sort, "sort")).toEqual({ ok: true, value: keys });
  });

  it("reads a body's sort and refuses a bad order", () => {
    expect(parseSort([{ final_price: { order: "desc" } }, "_score"], "request.sort")).toEqual({ ok: true, value: [{ field: "final_price", order: "desc" }, { field: "_score", order: "desc" }] });
    expect(parseSort("price:up", "sort")).toEqual({ ok: false, message: "sort: must be asc or desc" });
  });

  it("puts documents without the field last in either order, and keeps ties in their order", () => {
    const docs: { doc: { id: number; p?: number }; score: number }[] = [{ doc: { id: 1 }, score: 1 }, { doc: { id: 2, p: 5 }, score: 1 }, { doc: { id: 3, p: 1 }, score: 1 }, { doc: { id: 4, p: 5 }, score: 1 }];
    expect(sortDocuments(docs, [{ field: "p", order: "asc" }]).map((d) => d.doc.id)).toEqual([3, 2, 4, 1]);
    expect(sortDocuments(docs, [{ field: "p", order: "desc" }]).map((d) => d.doc.id)).toEqual([2, 4, 3, 1]);
  });
});

describe("_source_include / _source_exclude", () => {
  const doc = { id: 1, sku: "A", image: "/i.svg", small_image: "/s.svg", sgn: "x", stock: { qty: 2, is_in_stock: true, stock_id: 1 }, configurable_children: [{ sku: "A-1", price: 5, sgn: "y" }], children_data: [{ id: 2, name: "n", children_data: [{ id: 3, name: "m" }] }] };
  it.each([
    ["nothing named: everything", [], [], doc],
    ["fields and an object's field", ["id", "configurable_children.sku"], [], { id: 1, configurable_children: [{ sku: "A-1" }] }],
    ["a leading wildcard", ["*image", "*sku"], [], { sku: "A", image: "/i.svg", small_image: "/s.svg", configurable_children: [{ sku: "A-1" }] }],
    ["a whole object", ["stock"], [], { stock: doc.stock }],
    ["nested ids at any depth", ["*.id"], [], { children_data: [{ id: 2, children_data: [{ id: 3 }] }] }],
    ["excludes, wildcards included", [], ["sgn", "*.sgn", "stock.stock_id", "children_data"], { id: 1, sku: "A", image: "/i.svg", small_image: "/s.svg", stock: { qty: 2, is_in_stock: true }, configurable_children: [{ sku: "A-1", price: 5 }] }],
    ["both", ["stock", "id"], ["stock.qty"], { id: 1, stock: { is_in_stock: true, stock_id: 1 } }],
  ])("%s", (_, include, exclude, expected) => {
    expect(filterSource(doc, include, exclude)).toEqual(expected);
  });
});
