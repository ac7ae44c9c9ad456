import { describe, expect, it } from "vitest";
import type { ListingQuery } from "#core/domain/listing-query.ts";
import { listingSearch } from "#worker/commerce/upstream/listing.ts";

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ filters: {}, sort: "relevance", page: 1, pageSize: 50, more: 0, ...over });
const body = (search: ReturnType<typeof listingSearch>) => search.body as { _source: string[]; post_filter: { bool: { must: unknown[] } } };

describe("listingSearch (a category listing as one Elasticsearch request)", () => {
  it.each([
    ["prices stored tax included (Nordic Magento)", true, { gte: 800, lt: 2400 }],
    ["prices stored net", false, { gte: 640, lt: 1920 }],
  ])("price buckets with %s", (_, pricesIncludeTax, range) => {
    const search = listingSearch({ filter: [] }, query({ filters: { price: ["800-2400"] } }), { pricesIncludeTax });
    expect(body(search).post_filter.bool.must).toEqual([{ bool: { should: [{ range: { final_price: range } }] } }]);
  });

  it.each([
    ["relevance", "id:asc"],
    ["latest", "updated_at:desc,id:asc"],
    ["price_asc", "final_price:asc,id:asc"],
    ["price_desc", "final_price:desc,id:asc"],
  ] as const)("sorts %s by %s, the id breaking ties", (sort, expected) => {
    expect(listingSearch({ filter: [] }, query({ sort }), { pricesIncludeTax: true }).params.sort).toBe(expected);
  });

  it("ranks search results by score when the scope has search words, by the chosen sort otherwise", () => {
    const words = { filter: [], scoring: [{ multi_match: { query: "teak" } }] };
    expect(listingSearch(words, query(), { pricesIncludeTax: true }).params.sort).toBe("_score:desc,id:asc");
    expect(listingSearch(words, query({ sort: "price_asc" }), { pricesIncludeTax: true }).params.sort).toBe("final_price:asc,id:asc");
    expect((listingSearch(words, query(), { pricesIncludeTax: true }).body as { query: unknown }).query).toEqual({ bool: { must: [{ multi_match: { query: "teak" } }], filter: { bool: { must: [] } } } });
  });

  it("takes a window given by start and size (the search API) over the query's page", () => {
    expect(listingSearch({ filter: [] }, query({ page: 3 }), { pricesIncludeTax: true }, { offset: 5, limit: 7 }).params).toMatchObject({ from: 5, size: 7 });
  });

  it("pages by from and size, asks only for ids, and matches an attribute on the product or its variants", () => {
    const search = listingSearch({ filter: [] }, query({ page: 3, pageSize: 24, filters: { color: ["101"] } }), { pricesIncludeTax: true });
    expect(search.params).toMatchObject({ from: 48, size: 24 });
    expect(body(search)._source).toEqual(["id"]);
    expect(body(search).post_filter.bool.must).toEqual([{ bool: { should: [{ terms: { color: ["101"] } }, { terms: { color_options: ["101"] } }] } }]);
  });
});
