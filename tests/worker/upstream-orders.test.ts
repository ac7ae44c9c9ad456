import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import type { CheckoutRequest } from "#core/port/index.ts";
import { QUEUED_LINES_MAX } from "#worker/commerce/upstream/checkout.ts";
import { configOf } from "#worker/config.ts";
import { createUpstreamCommerce } from "#worker/commerce/upstream/index.ts";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { UPSTREAM_SHOP } from "./upstream-shop.ts";

/** Only cash on delivery, Magento's default mapping (wrangler.toml). */
const UPSTREAM: Env = { ...UPSTREAM_SHOP, UPSTREAM_PAYMENT_METHODS: env.UPSTREAM_PAYMENT_METHODS };

/** The upstream backend as the shop builds it for one request, on the fake vue-storefront-api. */
function commerce(bindings: Env = UPSTREAM) {
  const { backend } = configOf(bindings);
  if (backend.kind !== "upstream") throw new Error("COMMERCE_BACKEND=upstream reads as another backend");
  return createUpstreamCommerce(bindings, backend.upstream, createD1Commerce(env));
}

const checkout = (cartId: string, email = "anna.lindqvist@example.se"): CheckoutRequest => ({
  idempotencyKey: crypto.randomUUID(),
  cartId,
  customer: { type: "private", email, firstname: "Anna", lastname: "Lindqvist", phone: "0701234567", company: null, taxId: null },
  shippingAddress: { street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE" },
  shippingMethod: "flatrate",
  deliverySlot: null,
  paymentMethod: "cashondelivery",
  newsletter: false,
  partialDelivery: false,
  acceptTerms: true,
});

const setStock = (sku: string, qty: number) => fetch("http://upstream.test/__stock", { method: "POST", body: JSON.stringify({ sku, qty }) });

const magentoOrders = async () => ((await (await fetch("http://upstream.test/__orders")).json()) as Array<{ body: { addressInformation: { shippingAddress: { email: string } } } }>).length;

async function cartWithChair(): Promise<string> {
  const cartId = await commerce().carts.create("se");
  expect(await commerce().carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 })).toMatchObject({ ok: true });
  return cartId;
}

describe("upstream orders (issue 16): placed once, whatever the network does", () => {
  it("goes on with a new Magento cart after an order, its choices spent", async () => {
    const cartId = await cartWithChair();
    expect(await commerce().carts.setShippingMethod(cartId, "pickup_point")).toBe("set");
    expect(await commerce().carts.checkout(checkout(cartId))).toMatchObject({ ok: true });
    expect(await commerce().carts.lines(cartId)).toEqual([]);
    expect((await commerce().carts.summary(cartId))?.info).toMatchObject({ shippingMethod: null, coupon: null });
    expect(await commerce().carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 })).toMatchObject({ ok: true, line: { qty: 2 } });
  });

  it("never sends an order twice when Magento's answer was lost", async () => {
    const cartId = await cartWithChair();
    const request = checkout(cartId, "lost.answer@example.se");
    const before = await magentoOrders();
    // The answer lost (a gateway's 504 after Magento placed it): the shopper is told it may exist.
    expect(await commerce().carts.checkout(request)).toEqual({ ok: false, reason: "pending", settled: true, refusal: refusal("orderUnanswered") });
    expect(await magentoOrders()).toBe(before + 1);
    // The same submission again: not sent, and the shopper is told why.
    expect(await commerce().carts.checkout(request)).toMatchObject({ ok: false, reason: "pending", settled: true, refusal: refusal("orderUnanswered") });
    expect(await magentoOrders()).toBe(before + 1);
    // Nor withdrawn behind the shopper's back: it may have been placed.
    expect(await commerce().orders.withdraw(request.idempotencyKey, cartId)).toMatchObject({ ok: false, reason: "pending", settled: true });
  });

  it("sends vue-storefront-api's order body to POST /api/order: each line as Magento reported it, the addresses snake_case", async () => {
    const cartId = await cartWithChair();
    expect(await commerce().carts.checkout(checkout(cartId))).toMatchObject({ ok: true });
    const [placed] = ((await (await fetch("http://upstream.test/__orders")).json()) as Array<{ items: unknown[]; body: Record<string, unknown> }>).slice(-1);
    expect(placed!.items).toEqual([{ sku: "GS-VISBY-CHAIR-TEAK", qty: 1, product_type: "simple" }]);
    expect(placed!.body).toMatchObject({
      user_id: "",
      store_code: "se",
      products: [{ sku: "GS-VISBY-CHAIR-TEAK", qty: 1, price: 956, product_option: {}, server_item_id: expect.any(Number) }],
      addressInformation: { shipping_method_code: "flatrate", shipping_carrier_code: "flatrate", payment_method_code: "cashondelivery", billingAddress: { country_id: "SE", street: ["Storgatan 12"] } },
    });
  });

  it.each([
    ["a guest", null, ""],
    ["a signed-in customer (o2m rebuilds her own Magento quote from the order's products)", 4711, "4711"],
  ])("places %s's variant, bundle, grouped and custom-option lines intact in Magento's order", async (_, customerId, userId) => {
    const cartId = await commerce().carts.create("se");
    expect(await commerce().carts.add(cartId, { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 })).toMatchObject({ ok: true });
    expect(await commerce().carts.add(cartId, { sku: "GS-GRINDA-SET-4", qty: 1, options: { custom: {}, bundle: { "1": "1", "2": "3" } } })).toMatchObject({ ok: true });
    expect(await commerce().carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, options: { custom: { "11": ["22"] }, bundle: {} } })).toMatchObject({ ok: true });
    // The grouped set: two chairs and two armchairs, as lines of their own.
    expect(await commerce().carts.add(cartId, { sku: "GS-GRINDA-CHAIR-PAIRS", qty: 1 })).toMatchObject({ ok: true });
    expect(await commerce().carts.checkout({ ...checkout(cartId), customerId })).toMatchObject({ ok: true, order: { grandTotal: 12995 + 18975 + 2 * (1195 + 295) + 2 * 1995 + 2 * 2495 + 495 } });
    const [placed] = ((await (await fetch("http://upstream.test/__orders")).json()) as Array<{ customerId: number | null; items: unknown[]; body: { user_id: string; products: Array<{ sku: string; parentSku?: string }> } }>).slice(-1);
    expect(placed!.customerId).toBe(customerId);
    expect(placed!.body.user_id).toBe(userId);
    expect(placed!.items).toEqual([
      { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1, product_type: "configurable", product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 101 }] } } },
      { sku: "GS-GRINDA-SET-4-GS-GRINDA-TABLE-180-GS-GRINDA-ARMCHAIR", qty: 1, product_type: "bundle", product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [1] }, { option_id: 2, option_qty: 4, option_selections: [3] }] } } },
      { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, product_type: "simple", product_option: { extension_attributes: { custom_options: [{ option_id: "11", option_value: "22" }] } } },
      { sku: "GS-GRINDA-CHAIR", qty: 2, product_type: "simple" },
      { sku: "GS-GRINDA-ARMCHAIR", qty: 2, product_type: "simple" },
    ]);
    // A variant goes by its own sku into the guest quote it is matched in, by its parent's into a customer's quote it is added to; a bundle by its own sku.
    expect(placed!.body.products.map(({ sku, parentSku }) => [sku, parentSku])).toEqual([
      [customerId ? "GS-SANDHAMN-SOFA-3" : "GS-SANDHAMN-SOFA-3-ANT", "GS-SANDHAMN-SOFA-3"],
      ["GS-GRINDA-SET-4", undefined],
      ["GS-VISBY-CHAIR-TEAK", undefined],
      ["GS-GRINDA-CHAIR", undefined],
      ["GS-GRINDA-ARMCHAIR", undefined],
    ]);
  });

  it("tells the shopper what Magento refused, and takes the same order again once it can be filled", async () => {
    const cartId = await cartWithChair();
    expect(await commerce().carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 })).toMatchObject({ ok: true, line: { qty: 3 } });
    const request = checkout(cartId);
    const before = await magentoOrders();
    // Sold elsewhere since the cart was filled: Magento refuses the order ("Error placing an order. Not all of your products …").
    await setStock("GS-VISBY-CHAIR-TEAK", 2);
    try {
      expect(await commerce().carts.checkout(request)).toMatchObject({ ok: false, reason: "out_of_stock", lines: [{ sku: "GS-VISBY-CHAIR-TEAK", available: 2 }] });
    } finally {
      await setStock("GS-VISBY-CHAIR-TEAK", 34);
    }
    expect(await magentoOrders()).toBe(before);
    // Nothing was placed: the same key is free, and places the order now.
    expect(await commerce().carts.checkout(request)).toMatchObject({ ok: true, replayed: false });
    expect(await magentoOrders()).toBe(before + 1);
  });

  it("answers o2m's composed refusal as a refusal in Magento's words, not as an order that may exist", async () => {
    const cartId = await cartWithChair();
    const request = checkout(cartId);
    // A payment Magento does not offer: "Error placing an order. The requested Payment Method is not available."
    const mismapped = commerce({ ...UPSTREAM, UPSTREAM_PAYMENT_METHODS: "cashondelivery=purchaseorder" });
    expect(await mismapped.carts.checkout(request)).toEqual({
      ok: false,
      reason: "invalid",
      field: "order",
      refusal: refusal("orderSystemRefused", { step: "placing", message: "Error placing an order. The requested Payment Method is not available." }),
    });
    expect(await commerce().carts.checkout(request)).toMatchObject({ ok: true });
  });

  it("refuses an order vue-storefront-api did not sign off (price signatures checked), and keeps its key free", async () => {
    const cartId = await cartWithChair();
    const request = checkout(cartId);
    const config = (usePlatformTotals: boolean) => fetch("http://upstream.test/__config", { method: "POST", body: JSON.stringify({ usePlatformTotals }) });
    await config(false);
    try {
      expect(await commerce().carts.checkout(request)).toEqual({ ok: false, reason: "invalid", field: "order", refusal: refusal("orderSystemRefused", { step: "signature", message: "Invalid signature validation of GS-VISBY-CHAIR-TEAK" }) });
    } finally {
      await config(true);
    }
    expect(await commerce().carts.checkout(request)).toMatchObject({ ok: true });
  });

  it("replaces the delivery Magento's totals carry with the one chosen now", async () => {
    const cartId = await cartWithChair();
    // A queued order refused for its total still left the flat rate (495) on Magento's quote.
    const refused = await commerce().orders.place({ ...checkout(cartId), store: "se", lines: [{ sku: "GS-VISBY-CHAIR-TEAK", qty: 1 }], couponCode: null, quotedGrandTotalMinor: 100 });
    expect(refused).toMatchObject({ ok: false, reason: "price_changed", grandTotal: 1195 + 495 });
    expect((await commerce().carts.summary(cartId, "pickup_point"))?.totals).toMatchObject({ shippingInclTax: 149, grandTotal: 1195 + 149 });
  });

  it("answers a withdrawn queued order as withdrawn, and never places it", async () => {
    const cartId = await cartWithChair();
    const key = crypto.randomUUID();
    expect(await commerce().orders.withdraw(key, cartId)).toEqual({ ok: true });
    const before = await magentoOrders();
    const queued = { ...checkout(cartId), idempotencyKey: key, store: "se" as const, lines: [{ sku: "GS-VISBY-CHAIR-TEAK", qty: 1 }], couponCode: null, quotedGrandTotal: 1195 + 495 };
    expect(await commerce().carts.placeQueued(queued)).toMatchObject({ ok: false, reason: "withdrawn" });
    expect(await magentoOrders()).toBe(before);
  });

  it("places an order queued offline from its own lines, once", async () => {
    const cartId = crypto.randomUUID();
    const queued = { ...checkout(cartId), store: "se" as const, lines: [{ sku: "GS-VISBY-CHAIR-TEAK", qty: 2 }, { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 }], couponCode: "SOMMAR10", quotedGrandTotal: 2 * 1195 + 12995 - Math.round((2 * 1195 + 12995) * 0.1) + 495 };
    const placed = await commerce().carts.placeQueued(queued);
    expect(placed).toMatchObject({ ok: true, replayed: false, order: { cartId, grandTotal: queued.quotedGrandTotal, items: [{ sku: "GS-VISBY-CHAIR-TEAK", qty: 2 }, { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 }] } });
    expect(await commerce().carts.placeQueued(queued)).toMatchObject({ ok: true, replayed: true });
    expect(await commerce().carts.placeQueued({ ...queued, lines: [{ sku: "NO-SUCH-SKU", qty: 1 }], idempotencyKey: crypto.randomUUID() })).toMatchObject({ ok: false, reason: "out_of_stock", lines: [{ sku: "NO-SUCH-SKU" }] });
    // Longer than the request's calls allow: refused whole, before anything reaches Magento.
    const long = Array.from({ length: QUEUED_LINES_MAX + 1 }, () => ({ sku: "GS-VISBY-CHAIR-TEAK", qty: 1 }));
    expect(await commerce().carts.placeQueued({ ...queued, lines: long, idempotencyKey: crypto.randomUUID() })).toMatchObject({ ok: false, reason: "invalid", field: "lines" });
  });
});
