import { describe, expect, it } from "vitest";
import type { ListingQuery } from "#core/domain/listing-query.ts";
import { createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamSearch } from "#worker/commerce/upstream/search.ts";

const search = () => upstreamSearch(createUpstreamClient({ baseUrl: "http://upstream.test" }), { indexPrefix: "vue_storefront_catalog", pricesIncludeTax: true });
const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ filters: {}, sort: "relevance", page: 1, pageSize: 50, more: 0, ...over });

describe("upstream site search (issue 16 item 1): search words over vue-storefront-api's product index", () => {
  it("finds the products holding every word, the name counting most, as a listing with facets", async () => {
    const found = await search().products("se", ["teak"], query());
    expect(found.ids).toEqual([1001, 3001]);
    expect(found.total).toBe(2);
    expect(found.facets.find((facet) => facet.code === "brand")?.options.map((option) => [option.value, option.count])).toEqual([["301", 2]]);
  });

  it.each([
    ["every word must be found", ["teak", "loungesoffa"], []],
    ["words are found without their diacritics", ["tradgardsstol"], [1001]],
    ["a sku", ["gs-sandhamn-sofa-3"], [2001]],
  ])("%s", async (_, terms, ids) => {
    expect((await search().products("se", terms, query())).ids).toEqual(ids);
  });

  it("sorts and filters search results like a category", async () => {
    expect((await search().products("se", ["teak"], query({ sort: "price_desc" }))).ids).toEqual([3001, 1001]);
    expect((await search().products("se", ["teak"], query({ filters: { price: ["800-2400"] } }))).ids).toEqual([1001]);
  });

  it("answers a window by start and size (the search API)", async () => {
    expect(await search().products("se", ["teak"], query(), { offset: 1, limit: 1 })).toMatchObject({ total: 2, ids: [3001] });
  });

  it("finds Magento's categories by name, best first", async () => {
    expect(await search().categories("se", ["tradgardsstolar"], 5)).toEqual([{ kind: "category", ref: "21", title: "Trädgårdsstolar", link: "utemobler/tradgardsstolar" }]);
    // The top-level match first (Magento's "Soffor" before "Bäddsoffor" below it).
    expect((await search().categories("se", ["soffor"], 5))[0]).toMatchObject({ ref: "31", link: "inomhus/soffor" });
    expect(await search().categories("se", ["finns", "inte"], 5)).toEqual([]);
  });

  it.each([
    ["a misspelt word", ["loungesofa"], ["loungesoffa"]],
    ["one word of two", ["tradgardsstol", "teek"], ["tradgardsstol", "teak"]],
    ["words that find products already", ["teak"], null],
    ["nothing near", ["xyzzyq"], null],
  ])("offers \"did you mean\" for %s", async (_, terms, corrected) => {
    expect(await search().correction("se", terms)).toEqual(corrected);
  });
});
