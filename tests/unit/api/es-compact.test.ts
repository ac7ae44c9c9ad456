import { describe, expect, it } from "vitest";
import { compactProduct, compactSearchResponse } from "#core/api/es-compact.ts";

/** response_format=compact (core/api/es-compact.ts), as vue-storefront-api's formatter and product processor shape it. */
describe("compactProduct", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ["shortens the long names, keeps the others", { id: 1, sku: "A", name: "Sofa", url_key: "sofa", final_price: 10, image: "/a.jpg" }, { id: 1, sku: "A", nm: "Sofa", u: "sofa", fp: 10, i: "/a.jpg" }],
    [
      "drops a variant's prices and pictures equal to its parent's, shortens the rest",
      { id: 1, final_price: 10, price: 12, image: "/a.jpg", configurable_children: [{ sku: "A-1", name: "Sofa grey", final_price: 10, price: 15, image: "/a.jpg", color: 5 }] },
      { id: 1, fp: 10, p: 12, i: "/a.jpg", configurable_children: [{ sku: "A-1", nm: "Sofa grey", p: 15, color: 5 }] },
    ],
    ["keeps a variant's name even when the parent's is the same (only prices and pictures are compressed)", { name: "X", configurable_children: [{ name: "X" }] }, { nm: "X", configurable_children: [{ nm: "X" }] }],
  ])("%s", (_name, doc, compact) => {
    expect(compactProduct(doc)).toEqual(compact);
  });
});

describe("compactSearchResponse", () => {
  const answer = { took: 0, timed_out: false, hits: { total: 7, max_score: 1, hits: [{ _source: { id: 1, name: "Sofa" }, _score: 1 }] }, aggregations: { agg_terms_color: { buckets: [] } } };

  it.each<[string, string, Record<string, unknown>]>([
    ["a product answer: documents with their score, their names shortened, the total beside them", "product", { hits: [{ id: 1, nm: "Sofa", _score: 1 }], total: 7, aggregations: { agg_terms_color: { buckets: [] } } }],
    ["another type keeps its documents' names", "category", { hits: [{ id: 1, name: "Sofa", _score: 1 }], total: 7, aggregations: { agg_terms_color: { buckets: [] } } }],
  ])("%s", (_name, type, compact) => {
    expect(compactSearchResponse(answer, type)).toEqual(compact);
  });

  it("leaves aggregations out when the answer has none", () => {
    expect(compactSearchResponse({ hits: { total: 0, hits: [] } }, "product")).toEqual({ hits: [], total: 0 });
  });
});
