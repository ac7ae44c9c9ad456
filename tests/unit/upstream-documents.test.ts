import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_DAYS, plainText, shopPath, toCategoryTrail, toPrice, toStock, type ProductDocument } from "#worker/commerce/upstream/documents.ts";

describe("reading vue-storefront-api's product documents, as its importers write them", () => {
  it.each([
    ["tax-included prices, a special one", { original_price_incl_tax: 1495, price_incl_tax: 1195, special_price_incl_tax: 1195, special_from_date: "2025-05-01 00:00:00" }, { price: 1495, specialPrice: 1195, specialFromDate: "2025-05-01", specialToDate: null }],
    ["numbers as strings", { original_price_incl_tax: "999.00", special_price_incl_tax: "0" }, { price: 999, specialPrice: null, specialFromDate: null, specialToDate: null }],
    ["a special price not below the regular one is no special", { original_price_incl_tax: 500, special_price_incl_tax: 500 }, { price: 500, specialPrice: null, specialFromDate: null, specialToDate: null }],
    ["only a net price (tax not calculated by the API)", { price: 800 }, { price: 800, specialPrice: null, specialFromDate: null, specialToDate: null }],
    ["a bundle priced by its parts", { price: 0, price_incl_tax: 0, final_price_incl_tax: 16975 }, { price: 16975, specialPrice: null, specialFromDate: null, specialToDate: null }],
    ["no price at all", { price: 0 }, null],
  ])("price: %s", (_, doc, expected) => {
    expect(toPrice(doc)).toEqual(expected);
  });

  it.each([
    ["Magento's stock item", { stock: { qty: 34, is_in_stock: true }, product_delivery_time: 3, product_sale_status: "active" }, { qty: 34, isInStock: true, deliveryDays: 3, saleStatus: "active", plannedRestock: null, supplierDelivery: null }],
    ["strings and 1/0", { stock: { qty: "2.0000", is_in_stock: "1" }, product_delivery_time: "10", product_sale_status: "order_only" }, { qty: 2, isInStock: true, deliveryDays: 10, saleStatus: "order_only", plannedRestock: null, supplierDelivery: null }],
    ["no stock item, no delivery time, an unknown sale status", { product_sale_status: "whatever" }, { qty: 0, isInStock: false, deliveryDays: DEFAULT_DELIVERY_DAYS, saleStatus: "active", plannedRestock: null, supplierDelivery: null }],
    [
      "the stock outlook: a restock day and a supplier window (Magento datetimes read as days)",
      { stock: { qty: 0, is_in_stock: 0 }, product_delivery_time: 20, product_restock_date: "2026-07-01 00:00:00", product_supplier_delivery_from: "2026-07-10", product_supplier_delivery_to: "2026-07-20" },
      { qty: 0, isInStock: false, deliveryDays: 20, saleStatus: "active", plannedRestock: "2026-07-01", supplierDelivery: { from: "2026-07-10", to: "2026-07-20" } },
    ],
    ["a supplier window missing its end is no window", { stock: { qty: 0, is_in_stock: 0 }, product_supplier_delivery_from: "2026-07-10" }, { qty: 0, isInStock: false, deliveryDays: DEFAULT_DELIVERY_DAYS, saleStatus: "active", plannedRestock: null, supplierDelivery: null }],
    ["negative quantity (backorders)", { stock: { qty: -3, is_in_stock: 0 } }, { qty: 0, isInStock: false, deliveryDays: DEFAULT_DELIVERY_DAYS, saleStatus: "active", plannedRestock: null, supplierDelivery: null }],
  ])("stock: %s", (_, doc, expected) => {
    expect(toStock(doc)).toEqual(expected);
  });

  it.each([
    ["utemobler/tradgardsstolar.html", "utemobler/tradgardsstolar"],
    ["/inomhus.html", "inomhus"],
    ["soffor", "soffor"],
    [undefined, ""],
  ])("path %s is the shop's %s", (path, expected) => {
    expect(shopPath(path)).toBe(expected);
  });

  it("takes the breadcrumb trail of the deepest category, from the top down", () => {
    const doc = { id: 1, sku: "X", type_id: "simple", category: [
      { category_id: 31, name: "Soffor", path: "inomhus/soffor.html" },
      { category_id: 20, name: "Utemöbler", path: "utemobler.html" },
      { category_id: 311, name: "Bäddsoffor", path: "inomhus/soffor/baddsoffor.html" },
      { category_id: 30, name: "Inomhus", path: "inomhus.html" },
    ] } satisfies ProductDocument;
    expect(toCategoryTrail(doc)).toEqual([
      { id: 30, name: "Inomhus", urlPath: "inomhus" },
      { id: 31, name: "Soffor", urlPath: "inomhus/soffor" },
      { id: 311, name: "Bäddsoffor", urlPath: "inomhus/soffor/baddsoffor" },
    ]);
  });

  it.each([
    ["Magento's paragraphs", "<p>Väderbeständig loungesoffa.</p><p>Dynor ingår.</p>", "Väderbeständig loungesoffa.\nDynor ingår."],
    ["a list and a line break", "<ul><li>Teak</li><li>FSC&reg; &amp; &#8220;stapelbar&#x201D;</li></ul>Mått:<br/>55&nbsp;cm", "Teak\nFSC&reg; & \u201cstapelbar\u201d\nMått:\n55\u00a0cm"],
    ["markup that must not survive", '<p onclick="x()">Bra <script>alert(1)</script><b>stol</b></p>', "Bra alert(1)stol"],
    ["an entity no character has", "&#0; &#x110000; &#99999999999;", "&#0; &#x110000; &#99999999999;"],
    ["plain text", "  Bara   text  ", "Bara text"],
    ["nothing", undefined, ""],
  ])("description as text: %s", (_, html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
