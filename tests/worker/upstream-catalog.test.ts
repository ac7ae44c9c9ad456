import { describe, expect, it } from "vitest";
import type { ListingQuery } from "#core/domain/listing-query.ts";
import { UpstreamError, createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamCatalogReads } from "#worker/commerce/upstream/catalog.ts";
import { upstreamPrices } from "#worker/commerce/upstream/prices.ts";
import { byStore } from "#core/stores.ts";

/** The backend's store ids, as the store definitions name them (the fake vue-storefront-api's too). */
const STORE_IDS = byStore((store) => store.storeId);

/** The fake vue-storefront-api of tests/worker/fake-services.ts, answering from upstream-fixtures/. */
const catalog = () => {
  const client = createUpstreamClient({ baseUrl: "http://upstream.test" });
  return upstreamCatalogReads(client, { indexPrefix: "vue_storefront_catalog", pricesIncludeTax: true }, upstreamPrices(client, STORE_IDS));
};

describe("the upstream catalog (issue 16 item 1) against vue-storefront-api's recorded answers", () => {
  it("reads the menu: top categories in order, their children in the menu, paths without .html", async () => {
    const tree = await catalog().categoryTree("se");
    expect(tree.map((node) => [node.id, node.name, node.urlPath, node.level])).toEqual([
      [20, "Utemöbler", "utemobler", 2],
      [30, "Inomhus", "inomhus", 2],
    ]);
    expect(tree[0]!.children.map((node) => node.urlPath)).toEqual(["utemobler/tradgardsstolar", "utemobler/loungemobler", "utemobler/matgrupper"]);
    // "Matbord" is active but not in the menu.
    expect(tree[1]!.children.map((node) => node.name)).toEqual(["Soffor"]);
    expect(tree[1]!.children[0]!.children).toEqual([{ id: 311, parentId: 31, name: "Bäddsoffor", urlPath: "inomhus/soffor/baddsoffor", level: 4, children: [] }]);
  });

  it("finds a category by the shop's path or Magento's, with its ancestors below the store root", async () => {
    const category = await catalog().categoryByUrlPath("se", "inomhus/soffor/baddsoffor");
    expect(category).toMatchObject({ id: 311, name: "Bäddsoffor", urlPath: "inomhus/soffor/baddsoffor", ancestors: [{ id: 30, name: "Inomhus", urlPath: "inomhus" }, { id: 31, name: "Soffor", urlPath: "inomhus/soffor" }] });
    expect((await catalog().categoryByUrlPath("se", "utemobler.html"))?.metaTitle).toBe("Utemöbler – trädgårdsmöbler i teak och aluminium");
    expect(await catalog().categoryByUrlPath("se", "finns-inte")).toBeNull();
  });

  it("shows today's prices from Magento's render list, a price rule the index does not know yet included", async () => {
    const rule = (final: number | null) => fetch("http://upstream.test/__price", { method: "POST", body: JSON.stringify({ sku: "GS-SANDHAMN-SOFA-3-GRN", final }) });
    await rule(11995);
    try {
      const variant = await catalog().productBySku("se", "GS-SANDHAMN-SOFA-3-GRN");
      expect(variant?.price).toEqual({ price: 13495, specialPrice: 11995, specialFromDate: null, specialToDate: null });
      const sofa = await catalog().productBySku("se", "GS-SANDHAMN-SOFA-3");
      expect(sofa?.children.find((child) => child.sku === "GS-SANDHAMN-SOFA-3-GRN")?.price.specialPrice).toBe(11995);
    } finally {
      await rule(null);
    }
  });

  it("resolves a path through vue-storefront-api's URL map: a category's path is no product, a product's no category", async () => {
    const reads = catalog();
    expect(await reads.productByUrlPath("se", "utemobler/tradgardsstolar")).toBeNull();
    expect(await reads.categoryByUrlPath("se", "utemobler/tradgardsstolar")).toMatchObject({ id: 21, name: "Trädgårdsstolar", ancestors: [{ id: 20 }] });
    expect(await reads.productByUrlPath("se", "tradgardsstol-visby-teak")).toEqual({ sku: "GS-VISBY-CHAIR-TEAK", slug: "tradgardsstol-visby-teak", parentSku: null, parentSlug: null });
    expect(await reads.categoryByUrlPath("se", "tradgardsstol-visby-teak")).toBeNull();
  });

  it("finds a category by its url key, its path or its id, and names its path in every store that has it", async () => {
    expect((await catalog().categoryBySlug("se", "baddsoffor"))?.id).toBe(311);
    expect((await catalog().categoryBySlug("se", "inomhus/soffor"))?.id).toBe(31);
    expect((await catalog().categoryBySlug("se", "31"))?.name).toBe("Soffor");
    expect(await catalog().categoryBySlug("se", "nope")).toBeNull();
    expect(await catalog().categorySlugs(21)).toEqual({ se: "utemobler/tradgardsstolar" });
  });

  it("lists a category's active children in their order, in the menu or not", async () => {
    expect(await catalog().categoryChildren("se", 30)).toEqual([
      { id: 31, name: "Soffor", urlPath: "inomhus/soffor" },
      { id: 32, name: "Matbord", urlPath: "inomhus/matbord" },
    ]);
  });

  it("names the filter values by their labels", async () => {
    const labels = await catalog().filterLabels("se");
    expect(labels.brand).toEqual({ "301": "Nordvik", "302": "Solhem" });
    expect(labels.color?.["101"]).toBe("Antracit");
    expect(labels.material?.["203"]).toBe("Rep (polyester)");
  });

  it("features a category's first products, and reads a product's options for a cart line", async () => {
    expect((await catalog().featuredProducts("se", 20, 2)).map((tile) => tile.sku)).toEqual(["GS-VISBY-CHAIR-TEAK", "GS-SANDHAMN-SOFA-3"]);
    expect(await catalog().productOptions("se", "GS-VISBY-CHAIR-TEAK")).toMatchObject({ bundleOptions: [], customOptions: [{ id: 11, values: [{ id: 21 }, { id: 22, price: 295 }] }] });
    expect((await catalog().productOptions("se", "GS-GRINDA-SET-4"))?.bundleOptions.map((option) => option.title)).toEqual(["Bord", "Stolar"]);
    expect(await catalog().productOptions("se", "NO-SUCH-SKU")).toBeNull();
  });

  it("relates only products the index has: a related sku it lacks is left out", async () => {
    expect(await catalog().relatedProducts("se", 1001, 4)).toEqual([]);
    expect(await catalog().relatedProducts("se", 999_999, 4)).toEqual([]);
  });

  it("reads product tiles by sku in the order asked, tax included, brand by label; unknown skus are left out", async () => {
    const tiles = await catalog().productSummariesBySku("se", ["GS-SANDHAMN-SOFA-3", "NO-SUCH-SKU", "GS-VISBY-CHAIR-TEAK", "GS-GRINDA-SET-4"]);
    expect(tiles.map((tile) => tile.sku)).toEqual(["GS-SANDHAMN-SOFA-3", "GS-VISBY-CHAIR-TEAK", "GS-GRINDA-SET-4"]);
    expect(tiles[1]).toEqual({
      id: 1001,
      sku: "GS-VISBY-CHAIR-TEAK",
      typeId: "simple",
      name: "Trädgårdsstol Visby, teak",
      brand: "Nordvik",
      slug: "tradgardsstol-visby-teak",
      price: { price: 1495, specialPrice: 1195, specialFromDate: "2025-05-01", specialToDate: null },
      priceHistory: [],
      stock: { qty: 34, isInStock: true, deliveryDays: 5, saleStatus: "active", plannedRestock: null, supplierDelivery: null },
      // No media host configured: the shop draws the product.
      photo: null,
    });
    expect(tiles[0]).toMatchObject({ typeId: "configurable", brand: "Solhem", price: { price: 12995, specialPrice: null } });
    // A bundle priced by its parts has only a final price.
    expect(tiles[2]).toMatchObject({ typeId: "bundle", price: { price: 16975 } });
  });

  it("with Magento's media host, reads its photos: a tile's image, a page's gallery main first, a variant's own", async () => {
    const client = createUpstreamClient({ baseUrl: "http://upstream.test" });
    const reads = upstreamCatalogReads(client, { indexPrefix: "vue_storefront_catalog", pricesIncludeTax: true, photos: true }, upstreamPrices(client, STORE_IDS));
    const tiles = await reads.productSummariesBySku("se", ["GS-VISBY-CHAIR-TEAK", "GS-GRINDA-SET-4"]);
    expect(tiles.map((tile) => tile.photo)).toEqual(["/v/i/visby-chair-teak.jpg", "/g/r/grinda-set-4.jpg"]);
    expect((await reads.productBySku("se", "GS-VISBY-CHAIR-TEAK"))?.photos).toEqual(["/v/i/visby-chair-teak.jpg", "/v/i/visby-chair-teak-side.jpg"]);
    const sofa = await reads.productBySku("se", "GS-SANDHAMN-SOFA-3");
    expect(sofa?.photos).toEqual(["/s/a/sandhamn-sofa-antracit.jpg"]);
    expect(sofa?.children.map((child) => [child.sku, child.photo])).toEqual([
      ["GS-SANDHAMN-SOFA-3-ANT", "/s/a/sandhamn-sofa-antracit.jpg"],
      ["GS-SANDHAMN-SOFA-3-GRN", "/s/a/sandhamn-sofa-gron.jpg"],
    ]);
    // Without it, the same documents give no photos.
    expect((await catalog().productBySku("se", "GS-SANDHAMN-SOFA-3"))?.children.map((child) => child.photo)).toEqual([null, null]);
  });

  it("reads product tiles by id", async () => {
    expect((await catalog().productSummaries("se", [3001, 1001])).map((tile) => tile.id)).toEqual([3001, 1001]);
    expect(await catalog().productSummaries("se", [])).toEqual([]);
  });

  it("reads a product page: labels, options, variants, breadcrumbs and its key in every store that has it", async () => {
    const chair = await catalog().productBySku("se", "GS-VISBY-CHAIR-TEAK");
    expect(chair).toMatchObject({
      sku: "GS-VISBY-CHAIR-TEAK",
      parentId: null,
      description: "Stapelbar trädgårdsstol i FSC-certifierad teak. Oljas en gång per säsong.",
      metaTitle: "Trädgårdsstol Visby i teak",
      galleryCount: 2,
      attributes: [{ code: "material", label: "Teak" }, { code: "color", label: "Natur" }],
      customOptions: [{ id: 11, title: "Sittdyna", type: "drop_down", required: false, values: [{ id: 21, title: "Ingen dyna", priceType: "fixed", price: 0 }, { id: 22, title: "Dyna, beige", priceType: "fixed", price: 295 }] }],
      categoryIds: [20, 21],
      categoryTrail: [{ id: 20, name: "Utemöbler", urlPath: "utemobler" }, { id: 21, name: "Trädgårdsstolar", urlPath: "utemobler/tradgardsstolar" }],
      // The other stores' indexes are missing in the fake: the product is sold in Sweden only.
      slugs: { se: "tradgardsstol-visby-teak" },
    });
    const sofa = await catalog().productBySku("se", "GS-SANDHAMN-SOFA-3");
    expect(sofa!.configurableOptions).toEqual([{ code: "color", values: [{ value: "101", label: "Antracit", swatch: null }, { value: "102", label: "Grön", swatch: null }] }]);
    expect(sofa!.children.map((child) => [child.sku, child.attributes, child.stock.qty])).toEqual([
      ["GS-SANDHAMN-SOFA-3-ANT", { color: "101" }, 6],
      ["GS-SANDHAMN-SOFA-3-GRN", { color: "102" }, expect.any(Number)],
    ]);
    const set = await catalog().productBySku("se", "GS-GRINDA-SET-4");
    expect(set!.bundleOptions.map((option) => [option.title, option.required, option.type])).toEqual([["Bord", true, "radio"], ["Stolar", true, "select"]]);
  });

  it("reads a variant as itself with its parent's id, and nothing for an unknown sku", async () => {
    expect(await catalog().productBySku("se", "GS-SANDHAMN-SOFA-3-ANT")).toMatchObject({ id: 2002, sku: "GS-SANDHAMN-SOFA-3-ANT", slug: "loungesoffa-sandhamn-3-sits-antracit", parentId: 2001, stock: { qty: 6 } });
    expect(await catalog().productBySku("se", "NO-SUCH-SKU")).toBeNull();
  });

  it("leads a variant's address to its parent's page", async () => {
    expect(await catalog().productByUrlPath("se", "loungesoffa-sandhamn-3-sits-antracit")).toEqual({ sku: "GS-SANDHAMN-SOFA-3-ANT", slug: "loungesoffa-sandhamn-3-sits-antracit", parentSku: "GS-SANDHAMN-SOFA-3", parentSlug: "loungesoffa-sandhamn-3-sits" });
  });

  const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ filters: {}, sort: "relevance", page: 1, pageSize: 50, more: 0, ...over });
  const facet = (result: { facets: Array<{ code: string; options: Array<{ value: string; count: number; selected: boolean }> }> }, code: string) =>
    Object.fromEntries(result.facets.find((f) => f.code === code)?.options.map((option) => [option.value, [option.count, option.selected]]) ?? []);
  const outdoor = { kind: "category" as const, categoryId: 20 };

  it("lists a category with its facets: brands, colours of variants too, materials, price buckets (tax included), stock", async () => {
    const result = await catalog().listing("se", outdoor, query());
    expect(result).toMatchObject({ total: 3, ids: [1001, 2001, 3001] });
    expect(facet(result, "brand")).toEqual({ "301": [2, false], "302": [1, false] });
    expect(facet(result, "color")).toEqual({ "101": [1, false], "102": [1, false], "103": [1, false] });
    expect(facet(result, "material")).toEqual({ "201": [2, false], "202": [2, false], "203": [1, false] });
    expect(facet(result, "price")).toEqual({ "800-2400": [1, false], "12000-20000": [2, false] });
    expect(facet(result, "stock")).toEqual({ "1": [3, false] });
  });

  it.each([
    ["a brand", { brand: ["301"] }, [1001, 3001]],
    ["a colour only a variant has", { color: ["101"] }, [2001]],
    ["two values of one filter (or)", { color: ["101", "103"] }, [1001, 2001]],
    ["two filters (and)", { brand: ["301"], material: ["202"] }, [3001]],
    ["a price bucket", { price: ["12000-20000"] }, [2001, 3001]],
    ["in stock", { stock: ["1"] }, [1001, 2001, 3001]],
  ])("filters by %s", async (_, filters, ids) => {
    const result = await catalog().listing("se", outdoor, query({ filters }));
    expect(result.ids).toEqual(ids);
    expect(result.total).toBe(ids.length);
  });

  it("counts what each value would show (another brand adds to the chosen one), keeps every value listed and marks the chosen one", async () => {
    const result = await catalog().listing("se", outdoor, query({ filters: { brand: ["301"] } }));
    expect(facet(result, "brand")).toEqual({ "301": [2, true], "302": [1, false] });
    expect(facet(result, "material")).toEqual({ "201": [2, false], "202": [1, false], "203": [0, false] });
  });

  it("drops a value the category does not have, and lists as if it was not asked for", async () => {
    const result = await catalog().listing("se", outdoor, query({ filters: { brand: ["999"], material: ["201"] } }));
    expect(result.query.filters).toEqual({ material: ["201"] });
    expect(result.ids).toEqual([1001, 3001]);
  });

  it.each([
    ["price_asc", [1001, 2001, 3001]],
    ["price_desc", [3001, 2001, 1001]],
    ["latest", [1001, 2001, 3001]],
  ] as const)("sorts by %s", async (sort, ids) => {
    expect((await catalog().listing("se", outdoor, query({ sort }))).ids).toEqual(ids);
  });

  it("pages: the second page of one", async () => {
    const result = await catalog().listing("se", outdoor, query({ sort: "price_asc", page: 2, pageSize: 1 }));
    expect(result).toMatchObject({ total: 3, ids: [2001] });
  });

  it("resolves a product's address", async () => {
    expect(await catalog().productByUrlPath("se", "tradgardsstol-visby-teak")).toEqual({ sku: "GS-VISBY-CHAIR-TEAK", slug: "tradgardsstol-visby-teak", parentSku: null, parentSlug: null });
    expect(await catalog().productByUrlPath("se", "no-such-product")).toBeNull();
  });

  it("fails with an UpstreamError when the store's index is missing", async () => {
    await expect(catalog().categoryTree("dk")).rejects.toBeInstanceOf(UpstreamError);
    await expect(catalog().categoryTree("dk")).rejects.toMatchObject({ status: 500 });
  });
});
