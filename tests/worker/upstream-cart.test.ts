import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamCart } from "#worker/commerce/upstream/cart.ts";
import { upstreamCartItems } from "#worker/commerce/upstream/cart-items.ts";
import { catalogSearchPath, upstreamCatalogReads } from "#worker/commerce/upstream/catalog.ts";
import { upstreamPrices } from "#worker/commerce/upstream/prices.ts";
import { upstreamStock } from "#worker/commerce/upstream/stock.ts";
import { byStore } from "#core/stores.ts";

/** The backend's store ids, as the store definitions name them (the fake vue-storefront-api's too). */
const STORE_IDS = byStore((store) => store.storeId);

/** One adapter over one client: the calls of one request, reads memoized until a change. */
const cartPort = () => {
  const client = createUpstreamClient({ baseUrl: "http://upstream.test" });
  const prices = upstreamPrices(client, STORE_IDS);
  const catalog = { indexPrefix: "vue_storefront_catalog", pricesIncludeTax: true };
  const items = upstreamCartItems(client, (store) => catalogSearchPath(store, catalog.indexPrefix, "product"), upstreamCatalogReads(client, catalog, prices));
  return upstreamCart(client, { env, stock: upstreamStock(client, catalog, prices), shippingMethods: { home_delivery: { carrier: "flatrate", method: "flatrate" }, pickup_point: { carrier: "tablerate", method: "bestway" } }, items });
};

/** What the stand-in's Magento holds in a cart: the cart's items as vue-storefront-api's pull answers them. */
const magentoItems = async (cartId: string) => {
  const token = await env.CART.get(env.CART.idFromString(cartId)).backendCart();
  const answer = (await (await fetch(`http://upstream.test/api/cart/pull?token=&cartId=${token!.token}&storeCode=se`)).json()) as { result: Array<{ sku: string; qty: number; product_type: string; product_option?: unknown }> };
  return answer.result.map(({ sku, qty, product_type, product_option }) => ({ sku, qty, product_type, product_option }));
};

/** The Grinda set: a table (selection 1) and four chairs (2) or armchairs (3). */
const GRINDA = "GS-GRINDA-SET-4";
const withArmchairs = { custom: {}, bundle: { "1": "1", "2": "3" } };

describe("upstream guest carts (issue 16 item 1) against vue-storefront-api's cart endpoints", () => {
  it("creates a cart under a shop id that keeps Magento's token to itself, and knows a cart that does not exist", async () => {
    const carts = cartPort();
    const cartId = await carts.create("dk");
    expect(cartId).toMatch(/^[0-9a-f]{64}$/);
    expect(await carts.storeOf(cartId)).toBe("dk");
    expect(await carts.storeOf(crypto.randomUUID())).toBeNull();
    expect(await carts.storeOf("dk.Xk3vQp9LmT2sWd7RbN5hYc8JfG4aZe6U")).toBeNull();
    expect(await carts.storeOf("no-store-at-all")).toBeNull();
  });

  it("applies a replayed change once: an offline queue sending an add or a removal again changes nothing", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    const operationId = crypto.randomUUID();
    const first = await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, operationId });
    expect(await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, operationId })).toEqual(first);
    expect((await carts.lines(cartId)).map((line) => line.qty)).toEqual([2]);
    const itemId = first.ok ? first.line.itemId : -1;
    const removal = crypto.randomUUID();
    expect(await carts.remove(cartId, itemId, removal)).toBe("removed");
    expect(await carts.remove(cartId, itemId, removal)).toBe("removed");
    expect(await carts.remove(cartId, itemId)).toBe("missing");
  });

  it("offers Magento's deliveries the shop has a method for, at Magento's prices, and adds the chosen one to the totals", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 });
    expect(await carts.shippingMethods(cartId)).toEqual([
      { code: "home_delivery", carrierCode: "home", priceInclTax: 495 },
      { code: "pickup_point", carrierCode: "pickup", priceInclTax: 149 },
    ]);
    expect(await carts.shippingMethods(crypto.randomUUID())).toBeNull();
    expect(await carts.setShippingMethod(cartId, "pickup_point")).toBe("set");
    expect(await carts.summary(cartId)).toMatchObject({ info: { shippingMethod: "pickup_point" }, shipping: { code: "pickup_point", priceInclTax: 149 }, totals: { shippingInclTax: 149, grandTotal: 2390 + 149 } });
    // A checkout's own choice counts over the cart's.
    expect(await carts.summary(cartId, "home_delivery")).toMatchObject({ totals: { shippingInclTax: 495, grandTotal: 2390 + 495 } });
  });

  it("lists the lines Magento no longer has enough of", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    await carts.add(cartId, { sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 2 });
    expect(await carts.refresh(cartId)).toEqual({ ok: true });
    await fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 1 }) });
    try {
      // A new request's reads: the first request's are memoized.
      expect(await cartPort().refresh(cartId)).toEqual({ ok: false, lines: [{ sku: "GS-SANDHAMN-SOFA-3-GRN", available: 1 }] });
    } finally {
      await fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 2 }) });
    }
  });

  it("moves a guest cart's lines into another cart of its store, once", async () => {
    const carts = cartPort();
    const [guest, own, danish] = await Promise.all([carts.create("se"), carts.create("se"), carts.create("dk")]);
    await carts.add(guest, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 });
    await carts.add(own, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 });
    expect(await carts.merge(own, danish)).toEqual({ ok: false, reason: "store" });
    expect(await carts.merge(own, crypto.randomUUID())).toEqual({ ok: false, reason: "missing" });
    expect(await carts.merge(own, guest)).toEqual({ ok: true, short: [], left: [] });
    expect(await carts.merge(own, guest)).toEqual({ ok: true, short: [], left: [] });
    expect((await carts.lines(own)).map((line) => [line.sku, line.qty])).toEqual([["GS-VISBY-CHAIR-TEAK", 3]]);
    expect(await carts.lines(guest)).toEqual([]);
  });

  it("adds products and variants, tax-included prices from Magento's totals; the same product again adds up", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    expect(await carts.lines(cartId)).toEqual([]);
    const first = await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 });
    expect(first).toMatchObject({ ok: true, line: { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, name: "Trädgårdsstol Visby, teak", unitPrice: 1195, hasConfigurableOptions: false } });
    expect(await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: "1" })).toMatchObject({ ok: true, line: { qty: 3 } });
    const variant = await carts.add(cartId, { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 });
    // Magento names a configurable line by its parent; the shop's line keeps the variant's own name (its colour).
    expect(variant).toMatchObject({ ok: true, line: { sku: "GS-SANDHAMN-SOFA-3-ANT", name: "Loungesoffa Sandhamn 3-sits Antracit", unitPrice: 12995 } });
    expect((await carts.lines(cartId)).map((line) => [line.sku, line.qty])).toEqual([["GS-VISBY-CHAIR-TEAK", 3], ["GS-SANDHAMN-SOFA-3-ANT", 1]]);
  });

  it("changes a line's quantity by its id, and removes it", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    const added = await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 4 });
    const itemId = added.ok ? added.line.itemId : -1;
    expect(await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1, itemId })).toMatchObject({ ok: true, line: { itemId, qty: 1 } });
    expect(await carts.remove(cartId, itemId)).toBe("removed");
    expect(await carts.remove(cartId, itemId)).toBe("missing");
    expect(await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1, itemId })).toMatchObject({ ok: false, field: "item_id", notFound: true });
    expect(await carts.lines(cartId)).toEqual([]);
  });

  it.each([
    ["a quantity that is not a whole number", { sku: "GS-VISBY-CHAIR-TEAK", qty: "1.5" }, { field: "qty", refusal: { code: "qty", params: {} } }],
    ["no quantity", { sku: "GS-VISBY-CHAIR-TEAK", qty: 0 }, { field: "qty" }],
    ["more than Magento has", { sku: "GS-VISBY-CHAIR-TEAK", qty: 500 }, { field: "qty", refusal: { code: "backendRefused", params: { message: "The requested qty is not available" } } }],
    ["a product Magento does not know", { sku: "NO-SUCH-SKU", qty: 1 }, { field: "sku", notFound: true }],
  ])("refuses %s, naming the field", async (_, item, refusal) => {
    const carts = cartPort();
    expect(await carts.add(await carts.create("se"), item)).toMatchObject({ ok: false, ...refusal });
  });

  it("refuses to add to a cart Magento no longer has", async () => {
    expect(await cartPort().add(crypto.randomUUID(), { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 })).toMatchObject({ ok: false, field: "cartId", notFound: true });
  });

  it("sums the cart up with Magento's totals, with a coupon and without", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 });
    expect(await carts.summary(cartId)).toMatchObject({ info: { store: "se", coupon: null }, totals: { subtotalInclTax: 2390, discountAmount: 0, grandTotal: 2390, itemsQty: 2 }, coupon: null });
    expect(await carts.setCoupon(cartId, "FINNS-INTE")).toBe("unknown");
    // A code becomes part of a Magento URL path: nothing that could leave it is sent.
    expect(await carts.setCoupon(cartId, "../../V1/orders")).toBe("unknown");
    expect(await carts.setCoupon(cartId, "SOMMAR10")).toBe("set");
    expect(await carts.summary(cartId)).toMatchObject({ info: { coupon: "SOMMAR10" }, totals: { discountAmount: 239, grandTotal: 2151 }, coupon: { code: "SOMMAR10", kind: "fixed", value: 239 } });
    expect(await carts.setCoupon(cartId, null)).toBe("set");
    expect((await carts.summary(cartId))?.totals.grandTotal).toBe(2390);
    expect(await carts.summary(crypto.randomUUID())).toBeNull();
  });

  it("adds a variant as Magento's configurable line (its parent's sku with the attribute's value) and shows it as the variant", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    expect(await carts.add(cartId, { sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 1 })).toMatchObject({ ok: true, line: { sku: "GS-SANDHAMN-SOFA-3-GRN", hasConfigurableOptions: true } });
    expect(await magentoItems(cartId)).toEqual([
      { sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 1, product_type: "configurable", product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 102 }] } } },
    ]);
  });

  it("adds a bundle with its chosen parts by selection id and quantity, and reads the line back as the bundle with its choice", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    const added = await carts.add(cartId, { sku: GRINDA, qty: 1, options: withArmchairs });
    // Table 8 995 + 4 armchairs × 2 495.
    expect(added).toMatchObject({ ok: true, line: { sku: GRINDA, unitPrice: 18975, options: { chosen: withArmchairs, labels: [{ label: "Bord", value: "1 × Matbord Grinda 180 cm, teak" }, { label: "Stolar", value: "4 × Karmstol Grinda" }] } } });
    expect(added.ok && added.line.checksum).toMatch(/^[0-9a-f]{8}$/);
    const [item] = await magentoItems(cartId);
    expect(item).toEqual({
      sku: "GS-GRINDA-SET-4-GS-GRINDA-TABLE-180-GS-GRINDA-ARMCHAIR",
      qty: 1,
      product_type: "bundle",
      product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [1] }, { option_id: 2, option_qty: 4, option_selections: [3] }] } },
    });
    // Another choice of the same bundle is a line of its own.
    expect(await carts.add(cartId, { sku: GRINDA, qty: 1 })).toMatchObject({ ok: true, line: { sku: GRINDA, unitPrice: 16975 } });
    expect((await carts.lines(cartId)).map((line) => [line.sku, line.unitPrice])).toEqual([[GRINDA, 18975], [GRINDA, 16975]]);
    // A quantity change by item id keeps the line's parts.
    const itemId = added.ok ? added.line.itemId : -1;
    expect(await carts.add(cartId, { sku: GRINDA, qty: 2, itemId })).toMatchObject({ ok: true, line: { itemId, qty: 2, unitPrice: 18975 } });
  });

  it("adds custom options as Magento's custom_options and shows them on the line", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    const cushion = { custom: { "11": ["22"] }, bundle: {} };
    expect(await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1, options: cushion })).toMatchObject({ ok: true, line: { unitPrice: 1195 + 295, options: { chosen: cushion, labels: [{ label: "Sittdyna", value: "Dyna, beige" }] } } });
    expect(await magentoItems(cartId)).toEqual([{ sku: "GS-VISBY-CHAIR-TEAK", qty: 1, product_type: "simple", product_option: { extension_attributes: { custom_options: [{ option_id: "11", option_value: "22" }] } } }]);
  });

  it("checks a bundle line against its parts' stock, never its composed sku's", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    await carts.add(cartId, { sku: GRINDA, qty: 2, options: withArmchairs });
    expect(await carts.refresh(cartId)).toEqual({ ok: true });
    // Two sets take 8 armchairs; 5 left is enough for one.
    await fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku: "GS-GRINDA-ARMCHAIR", qty: 5 }) });
    try {
      expect(await cartPort().refresh(cartId)).toEqual({ ok: false, lines: [{ sku: GRINDA, available: 1 }] });
    } finally {
      await fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku: "GS-GRINDA-ARMCHAIR", qty: 40 }) });
    }
  });

  it("moves variant, bundle and custom-option lines into another cart with their options", async () => {
    const carts = cartPort();
    const [guest, own] = await Promise.all([carts.create("se"), carts.create("se")]);
    await carts.add(guest, { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 });
    await carts.add(guest, { sku: GRINDA, qty: 1, options: withArmchairs });
    await carts.add(guest, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, options: { custom: { "11": ["22"] }, bundle: {} } });
    const before = await magentoItems(guest);
    expect(await carts.merge(own, guest)).toEqual({ ok: true, short: [], left: [] });
    expect(await magentoItems(own)).toEqual(before);
    expect((await carts.lines(own)).map((line) => [line.sku, line.qty, line.unitPrice])).toEqual([
      ["GS-SANDHAMN-SOFA-3-ANT", 1, 12995],
      [GRINDA, 1, 18975],
      ["GS-VISBY-CHAIR-TEAK", 2, 1490],
    ]);
  });

  it("adds a grouped set as its members, each a simple line of its quantity per set, whole or not at all", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    expect(await carts.add(cartId, { sku: "GS-GRINDA-CHAIR", qty: 1 })).toMatchObject({ ok: true });
    expect(await carts.add(cartId, { sku: "GS-GRINDA-CHAIR-PAIRS", qty: 2 })).toMatchObject({ ok: true, line: { sku: "GS-GRINDA-ARMCHAIR", qty: 4 } });
    expect(await magentoItems(cartId)).toEqual([
      { sku: "GS-GRINDA-CHAIR", qty: 5, product_type: "simple" },
      { sku: "GS-GRINDA-ARMCHAIR", qty: 4, product_type: "simple" },
    ]);
    // Three armchairs left: a third set's two go over, so its chairs are taken out again and the cart is as it was.
    await fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku: "GS-GRINDA-ARMCHAIR", qty: 5 }) });
    try {
      expect(await cartPort().add(cartId, { sku: "GS-GRINDA-CHAIR-PAIRS", qty: 1 })).toMatchObject({ ok: false, field: "qty" });
    } finally {
      await fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku: "GS-GRINDA-ARMCHAIR", qty: 40 }) });
    }
    expect(await magentoItems(cartId)).toEqual([
      { sku: "GS-GRINDA-CHAIR", qty: 5, product_type: "simple" },
      { sku: "GS-GRINDA-ARMCHAIR", qty: 4, product_type: "simple" },
    ]);
  });
});
