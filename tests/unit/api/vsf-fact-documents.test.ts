import { describe, expect, it } from "vitest";
import { DETAIL_ONLY_KEYS, productDocument, productFactDocument } from "#core/api/vsf-documents.ts";
import { aggregate, sortDocuments, matches, parseCatalogQuery } from "#core/api/es-query.ts";
import type { ConfigurableChild, ProductDetail, PriceData, StockData } from "#core/port/index.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { vsfCatalogQuery } from "../../support/vsf-catalog-queries.ts";

const TODAY = "2026-05-10";
const price = (amount: number, special: number | null = null): PriceData => ({ price: amount, specialPrice: special, specialFromDate: special ? "2026-05-01" : null, specialToDate: special ? "2026-05-31" : null });
const stock = (qty: number): StockData => ({ qty, isInStock: qty > 0, deliveryDays: 3, saleStatus: "active" });
const child = (id: number, color: string, size: string, amount: number): ConfigurableChild => ({ id, sku: `C-${id}`, status: 1, price: price(amount), priceHistory: [], stock: stock(id % 3), attributes: { color, size }, photo: null });

function detail(over: Partial<ProductDetail>): ProductDetail {
  return {
    id: 1, sku: "P-1", typeId: "simple", name: "Soffa Ö", brand: "Nordic", slug: "soffa-o", price: price(4990), priceHistory: [], stock: stock(4), photo: null,
    parentId: null, description: "Soft.", careInstructions: "", metaTitle: "Soffa", metaDescription: "A sofa", galleryCount: 3, photos: [], visibility: 4, status: 1,
    articleNumber: "1", series: null, collection: null, brandPath: null, collectionPath: null, packageCm: null, measurements: [], attributes: [], configurableOptions: [], children: [], groupedItems: [], bundleOptions: [], customOptions: [],
    categoryIds: [3, 7], categoryTrail: [{ id: 3, name: "Soffor", urlPath: "soffor" }, { id: 7, name: "Hörnsoffor", urlPath: "soffor/hornsoffor" }], slugs: { se: "soffa-o", dk: "sofa-o" },
    ...over,
  };
}

const PRODUCTS: [string, ProductDetail][] = [
  ["a simple product", detail({})],
  ["a simple product on special, not visible alone, disabled", detail({ id: 2, sku: "P-2", price: price(1000, 799), visibility: 1, status: 2, categoryIds: [], categoryTrail: [] })],
  [
    "a configurable product",
    detail({
      id: 3, sku: "P-3", typeId: "configurable",
      configurableOptions: [{ code: "color", values: [{ value: "grey", label: "Grå", swatch: "#888888" }, { value: "green", label: "Grön", swatch: null }] }, { code: "size", values: [{ value: "3-sits", label: "3-sits", swatch: null }] }],
      children: [child(31, "grey", "3-sits", 5990), child(32, "green", "3-sits", 6490)],
    }),
  ],
  ["a bundle", detail({ id: 4, sku: "P-4", typeId: "bundle", bundleOptions: [{ id: 1, title: "Bord", required: true, type: "select", selections: [] }] })],
  ["a grouped product with custom options", detail({ id: 5, sku: "P-5", typeId: "grouped", customOptions: [{ id: 9, title: "Text", type: "field", required: false, values: [] }] })],
];

describe("a product's fact document", () => {
  it.each(PRODUCTS)("%s: carries every key of the full document but the detail-only ones, with the same values", (_, product) => {
    for (const code of ["se", "dk"] as const) {
      const full = productDocument(product, STORE_VIEWS[code], TODAY);
      const facts = productFactDocument(product, STORE_VIEWS[code], TODAY);
      const shared = Object.fromEntries(Object.entries(full).filter(([key]) => !DETAIL_ONLY_KEYS.includes(key)));
      expect(facts).toEqual(shared);
    }
  });

  it("is made from facts alone (no slugs of other stores): the store's own key", () => {
    const { slugs: _, description: __, ...facts } = detail({});
    expect(productFactDocument(facts, STORE_VIEWS.se, TODAY)).toMatchObject({ url_key: "soffa-o", url_path: "soffa-o" });
  });

  it("answers VSF's category listing (filter, sort, aggregations) as the full documents do", () => {
    const query = parseCatalogQuery(vsfCatalogQuery("categoryProductsByColor", { categoryIds: [3, 7], colors: ["grey", "green"] }).body);
    if (!query.ok) throw new Error(query.message);
    const run = (make: typeof productFactDocument) => {
      const docs = PRODUCTS.map(([, p]) => make(p, STORE_VIEWS.se, TODAY)).filter((doc) => matches(query.value.clause, doc, () => false));
      return { ids: sortDocuments(docs.map((doc) => ({ doc, score: 1 })), [{ field: "final_price", order: "desc" }]).map((h) => h.doc.id), aggregations: aggregate(query.value.aggregations, docs) };
    };
    const byFacts = run(productFactDocument);
    expect(byFacts).toEqual(run(productDocument as typeof productFactDocument));
    expect(byFacts.ids).toEqual([3]);
  });
});
