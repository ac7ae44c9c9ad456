import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, cartWith, order, productWithStock, stockOf, ORIGIN, type OrderResult } from "./order-helpers.ts";
import { builtWorker, UPSTREAM_SHOP } from "./upstream-shop.ts";

/**
 * Decision 0032: an idempotency key sent again with another body (other lines, store, total, address)
 * is a 422 naming the key's first use (400 for Vue Storefront's body, which its queue drops), never the
 * first order answered as if it were the new one; the same body, its keys in any order, still answers
 * the first order. Both routes that take a key (POST /api/order with the shop's body and with Vue
 * Storefront's), on both backends.
 */
const HOME_DELIVERY_SE = 695;

type KeyChanged = { code: number; result: string; error_code: string; first_use: { at: string; increment_id: string }; refusal: { code: string } };

function queued(products: { sku: string; qty: number }[], quotedTotal: number) {
  return { ...order(crypto.randomUUID()), storeCode: "se", products, quotedTotal };
}

/** The same body, its keys in reverse order. */
const reordered = <T extends object>(body: T) => Object.fromEntries(Object.entries(body).reverse()) as T;

function expectKeyChanged(answer: { status: number; json: unknown }, first: OrderResult | { orderNumber: string }, status = 422) {
  const incrementId = "increment_id" in first ? first.increment_id : first.orderNumber;
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(answer.json).toMatchObject({ error_code: "key_changed", first_use: { increment_id: incrementId, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }, refusal: { code: "keyChanged" } });
  expect((answer.json as KeyChanged).result).toContain(incrementId);
}

describe("an order key sent again (embedded backend)", () => {
  it("answers an order queued offline sent again with other lines or another total 422, naming its first order, and places nothing", async () => {
    const [sofa, lamp] = [await productWithStock(10, 0), await productWithStock(10, 1)];
    const body = queued([{ sku: sofa.sku, qty: 1 }], sofa.price + HOME_DELIVERY_SE);
    const first = await call<OrderResult>("POST", "/api/order", body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);

    const same = await call<OrderResult>("POST", "/api/order", reordered(body));
    expect(same.status).toBe(200);
    expect(same.json.result.increment_id).toBe(first.json.result.increment_id);

    for (const other of [
      { ...body, products: [{ sku: sofa.sku, qty: 1 }, { sku: lamp.sku, qty: 1 }], quotedTotal: sofa.price + lamp.price + HOME_DELIVERY_SE },
      { ...body, products: [{ sku: sofa.sku, qty: 2 }], quotedTotal: 2 * sofa.price + HOME_DELIVERY_SE },
      { ...body, quotedTotal: body.quotedTotal + 1 },
      { ...body, storeCode: "dk" },
    ]) {
      expectKeyChanged(await call("POST", "/api/order", other), first.json.result);
    }
    expect([await stockOf(sofa.sku), await stockOf(lamp.sku)]).toEqual([9, 10]);
  });

  it("answers a cart's order sent again with another address 422, and the same order again 200", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const body = order(cartId);
    const first = await call<OrderResult>("POST", "/api/order", body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect((await call<OrderResult>("POST", "/api/order", body)).json.result.increment_id).toBe(first.json.result.increment_id);
    expectKeyChanged(await call("POST", "/api/order", { ...body, shippingAddress: { ...body.shippingAddress, street: "Annan gata 2" } }), first.json.result);
  });

  it("answers Vue Storefront's order sent again with another address 400 (the refusal its queue drops), and sent again with its order_id as the first", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const billing = { firstname: "Åsa", lastname: "Lind", street: ["Storgatan 1"], city: "Göteborg", postcode: "412 63", country_id: "SE", telephone: "0701234567", email: "kund@example.se" };
    const body = { cart_id: cartId, store_code: "se", addressInformation: { billingAddress: billing, shippingAddress: billing, shipping_method_code: "home_delivery", payment_method_code: "cashondelivery", shippingExtraFields: { deliveryDate: "2026-06-17", deliveryTimeslot: "18-22" } } };
    const first = await call<{ orderNumber: string }>("POST", "/api/order", body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const resent = await call<{ orderNumber: string }>("POST", "/api/order", { ...body, order_id: "1700000000-abc" });
    expect(resent.json.result.orderNumber).toBe(first.json.result.orderNumber);
    const moved = { ...billing, street: ["Annan gata 2"] };
    expectKeyChanged(await call("POST", "/api/order", { ...body, addressInformation: { ...body.addressInformation, shippingAddress: moved } }), first.json.result, 400);
  });
});

describe("an order key sent again (upstream backend)", () => {
  async function upstream<T>(path: string, body?: unknown): Promise<{ status: number; json: { code: number; result: T } }> {
    const ctx = createExecutionContext();
    const response = await builtWorker.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }), UPSTREAM_SHOP, ctx);
    await waitOnExecutionContext(ctx);
    return { status: response.status, json: (await response.json()) as { code: number; result: T } };
  }

  it("answers a cart's order sent again with another address 422 naming its first order, and the same body its order", async () => {
    const cartId = (await upstream<string>("/api/cart/create?storeCode=se")).json.result;
    expect((await upstream(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 } })).status).toBe(200);
    const body = {
      cartId,
      idempotencyKey: crypto.randomUUID(),
      customer: { type: "private", email: "anna.lindqvist@example.se", firstname: "Anna", lastname: "Lindqvist", phone: "0701234567" },
      shippingAddress: { street: "Storgatan 12", zipCode: "111 22", city: "Stockholm", country: "SE" },
      shippingMethod: "flatrate",
      paymentMethod: "cashondelivery",
      acceptTerms: true,
    };
    const first = await upstream<OrderResult>("/api/order", body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const same = await upstream<OrderResult>("/api/order", reordered(body));
    expect(same.json.result.increment_id).toBe(first.json.result.increment_id);
    expectKeyChanged(await upstream("/api/order", { ...body, shippingAddress: { ...body.shippingAddress, city: "Uppsala" } }), first.json.result);
  });
});
