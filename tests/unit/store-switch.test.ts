import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, type ListingQuery } from "#core/domain/listing-query.ts";
import { listingQueryIn, switchHref, switchLinks, type SwitchPlace } from "#core/catalog/store-switch.ts";
import type { StoreCode } from "#core/stores.ts";

const listing = (filters: ListingQuery["filters"], more: Partial<ListingQuery> = {}): ListingQuery => ({ filters, sort: "relevance", page: 1, pageSize: DEFAULT_PAGE_SIZE, more: 0, ...more });

const sofa: SwitchPlace = { kind: "product", sku: "SOFA-1", slugs: { se: "soffa-oslo", dk: "sofa-oslo", no: "sofa-oslo-no" }, childSku: null, options: [] };
const sofas = { se: "soffor", dk: "sofaer", no: "sofaer", fi: "sohvat" };

describe("switchHref: the same place in the other store", () => {
  const cases: [string, SwitchPlace, StoreCode, StoreCode, string][] = [
    ["product to its url key there", sofa, "se", "dk", "/dk/p/SOFA-1/sofa-oslo"],
    ["product back to the default store (no prefix)", sofa, "dk", "se", "/p/SOFA-1/soffa-oslo"],
    ["product in its chosen colour (child sku)", { ...sofa, childSku: "SOFA-1-GREY" }, "se", "no", "/no/p/SOFA-1/sofa-oslo-no/SOFA-1-GREY"],
    ["product with options chosen in the query", { ...sofa, options: [["color", "grey"]] }, "se", "dk", "/dk/p/SOFA-1/sofa-oslo?color=grey"],
    ["product the store does not sell: its home page", sofa, "se", "fi", "/fi"],
    ["category with its filters", { kind: "category", slugs: sofas, query: listing({ color: ["grey"], brand: ["nordic"] }) }, "se", "dk", "/dk/sofaer?brand=nordic&color=grey"],
    ["category: a price range in another currency is dropped", { kind: "category", slugs: sofas, query: listing({ color: ["grey"], price: ["400-800"] }) }, "se", "fi", "/fi/sohvat?color=grey"],
    ["category: the stock filter means the same everywhere", { kind: "category", slugs: sofas, query: listing({ stock: ["1"] }) }, "fi", "se", "/soffor?stock=1"],
    ["category: sort stays, the page goes", { kind: "category", slugs: sofas, query: listing({}, { sort: "price_asc", page: 3, more: 2 }) }, "se", "no", "/no/sofaer?sort=price_asc"],
    ["category in its own store keeps its page (another interface language)", { kind: "category", slugs: sofas, query: listing({ price: ["400-800"] }, { page: 2 }) }, "se", "se", "/soffor?price=400-800&page=2"],
    ["category missing there: its home page", { kind: "category", slugs: { se: "soffor" }, query: listing({}) }, "se", "dk", "/dk"],
    ["search with its query and filters", { kind: "search", text: "grå soffa", query: listing({ color: ["grey"] }) }, "se", "dk", "/dk/search?q=gr%C3%A5+soffa&color=grey"],
    ["search without filters", { kind: "search", text: "sofa", query: listing({ price: ["*-400"] }) }, "dk", "se", "/search?q=sofa"],
    ["search without a query", { kind: "search", text: "", query: listing({}) }, "se", "no", "/no/search"],
    ["checkout", { kind: "checkout" }, "se", "fi", "/fi/checkout"],
    ["checkout in the default store", { kind: "checkout" }, "dk", "se", "/checkout"],
    ["cart page at the store's own path", { kind: "cart" }, "se", "dk", "/dk/indkobskurv"],
  ];
  it.each(cases)("%s", (_name, place, from, to, expected) => {
    expect(switchHref(place, from, to)).toBe(expected);
  });
});

describe("listingQueryIn", () => {
  const cases: [string, ListingQuery, StoreCode, StoreCode, ListingQuery["filters"]][] = [
    ["same store keeps the price", listing({ price: ["400-800"] }), "se", "se", { price: ["400-800"] }],
    ["SEK to DKK drops the price", listing({ price: ["400-800"], material: ["teak"] }), "se", "dk", { material: ["teak"] }],
    ["every other filter stays", listing({ showroom: ["1"], campaign: ["sale"], size: ["2"] }), "se", "no", { campaign: ["sale"], showroom: ["1"], size: ["2"] }],
  ];
  it.each(cases)("%s", (_name, query, from, to, filters) => {
    expect(listingQueryIn(query, from, to).filters).toEqual(filters);
  });
});

describe("switchLinks", () => {
  it("gives every store a link, the page's own store its own place", () => {
    expect(switchLinks({ kind: "checkout" }, "dk")).toEqual({ se: "/checkout", dk: "/dk/checkout", no: "/no/checkout", fi: "/fi/checkout" });
  });
});
