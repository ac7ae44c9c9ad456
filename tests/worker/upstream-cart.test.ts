import { describe, expect, it } from "vitest";
import { createUpstreamClient } from "../../worker/commerce/upstream/client.ts";
import { upstreamCart } from "../../worker/commerce/upstream/cart.ts";

/** One adapter over one client: the calls of one request, reads memoized until a change. */
const cartPort = () => upstreamCart(createUpstreamClient({ baseUrl: "http://upstream.test" }));

describe("upstream guest carts (issue 16 item 1) against vue-storefront-api's cart endpoints", () => {
  it("creates a cart whose id names its store, and knows a cart that does not exist", async () => {
    const carts = cartPort();
    const cartId = await carts.create("dk");
    expect(cartId).toMatch(/^dk\.[a-f0-9]{32}$/);
    expect(await carts.storeOf(cartId)).toBe("dk");
    expect(await carts.storeOf("dk.0000000000")).toBeNull();
    expect(await carts.storeOf("xx.abc")).toBeNull();
    expect(await carts.storeOf("no-store-at-all")).toBeNull();
  });

  it("adds products and variants, tax-included prices from Magento's totals; the same product again adds up", async () => {
    const carts = cartPort();
    const cartId = await carts.create("se");
    expect(await carts.lines(cartId)).toEqual([]);
    const first = await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 });
    expect(first).toMatchObject({ ok: true, line: { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, name: "Trädgårdsstol Visby, teak", unitPrice: 1195, hasConfigurableOptions: false } });
    expect(await carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: "1" })).toMatchObject({ ok: true, line: { qty: 3 } });
    const variant = await carts.add(cartId, { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 });
    expect(variant).toMatchObject({ ok: true, line: { sku: "GS-SANDHAMN-SOFA-3-ANT", unitPrice: 12995 } });
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
    ["a quantity that is not a whole number", { sku: "GS-VISBY-CHAIR-TEAK", qty: "1.5" }, { field: "qty", message: "Quantity must be a positive whole number" }],
    ["no quantity", { sku: "GS-VISBY-CHAIR-TEAK", qty: 0 }, { field: "qty" }],
    ["more than Magento has", { sku: "GS-VISBY-CHAIR-TEAK", qty: 500 }, { field: "qty", message: "The requested qty is not available" }],
    ["a product Magento does not know", { sku: "NO-SUCH-SKU", qty: 1 }, { field: "sku", notFound: true }],
  ])("refuses %s, naming the field", async (_, item, refusal) => {
    const carts = cartPort();
    expect(await carts.add(await carts.create("se"), item)).toMatchObject({ ok: false, ...refusal });
  });

  it("refuses to add to a cart Magento no longer has", async () => {
    expect(await cartPort().add("se.0000000000", { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 })).toMatchObject({ ok: false, field: "cartId", notFound: true });
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
    expect(await carts.summary("se.0000000000")).toBeNull();
  });
});
