import { describe, expect, it } from "vitest";
import { createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamPrices } from "#worker/commerce/upstream/prices.ts";
import { upstreamStock } from "#worker/commerce/upstream/stock.ts";
import { byStore } from "#core/stores.ts";

/** The backend's store ids, as the store definitions name them (the fake vue-storefront-api's too). */
const STORE_IDS = byStore((store) => store.storeId);

const BASE = "http://upstream.test";
const stock = () => {
  const client = createUpstreamClient({ baseUrl: BASE });
  return upstreamStock(client, { indexPrefix: "vue_storefront_catalog" }, upstreamPrices(client, STORE_IDS));
};
const sell = (sku: string, qty: number) => fetch(`${BASE}/__stock`, { method: "POST", body: JSON.stringify({ sku, qty }) });

describe("upstream stock (issue 16 item 1): the catalog says what a sku is, Magento's stock how many there are", () => {
  it("reads products and variants by sku, in the order asked, with the live quantity", async () => {
    await sell("GS-VISBY-CHAIR-TEAK", 2);
    const items = await stock().stockItems("se", ["GS-SANDHAMN-SOFA-3-ANT", "NO-SUCH-SKU", "GS-VISBY-CHAIR-TEAK"]);
    expect(items).toEqual([
      { productId: 2002, sku: "GS-SANDHAMN-SOFA-3-ANT", name: "Loungesoffa Sandhamn 3-sits Antracit", typeId: "simple", status: 1, qty: 6, isInStock: true, price: { price: 12995, specialPrice: null, specialFromDate: null, specialToDate: null }, hasOptions: false, parcel: null },
      expect.objectContaining({ productId: 1001, sku: "GS-VISBY-CHAIR-TEAK", typeId: "simple", qty: 2, isInStock: true, hasOptions: true, price: expect.objectContaining({ price: 1495, specialPrice: 1195 }) }),
    ]);
  });

  it("is out of stock when Magento says none are left, whatever the index says", async () => {
    await sell("GS-VISBY-CHAIR-TEAK", 0);
    expect(await stock().stockItems("se", ["GS-VISBY-CHAIR-TEAK"])).toEqual([expect.objectContaining({ qty: 0, isInStock: false })]);
    await sell("GS-VISBY-CHAIR-TEAK", 34);
  });

  it("takes a configurable or bundle parent as in stock when Magento says so: Magento keeps no quantity for it (qty 0)", async () => {
    const items = await stock().stockItems("se", ["GS-SANDHAMN-SOFA-3", "GS-GRINDA-SET-4"]);
    expect(items.map((item) => [item.sku, item.typeId, item.qty, item.isInStock])).toEqual([
      ["GS-SANDHAMN-SOFA-3", "configurable", 0, true],
      ["GS-GRINDA-SET-4", "bundle", 0, true],
    ]);
  });

  it("answers nothing for no skus, without asking", async () => {
    expect(await stock().stockItems("se", [])).toEqual([]);
  });
});
