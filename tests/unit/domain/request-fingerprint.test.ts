import { describe, expect, it } from "vitest";
import { canonicalJson, orderRequestFingerprint } from "#core/domain/request-fingerprint.ts";

const BODY = {
  idempotencyKey: "offline-order-1",
  cartId: "7d3f2c1e-0000-4000-8000-000000000001",
  storeCode: "se",
  products: [
    { sku: "SOFA-1", qty: 1 },
    { sku: "LAMP-2", qty: 2 },
  ],
  quotedTotal: 12_990,
  customer: { type: "private", email: "a@example.com", firstname: "Anna", lastname: "Berg", phone: "0701234567" },
  shippingAddress: { street: "Gatan 1", zipCode: "11122", city: "Stockholm", country: "SE" },
  shippingMethod: "home",
  paymentMethod: "invoice",
  acceptTerms: true,
};

/** The body with its object keys in reverse order, at every depth. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reversed(item)]));
  return value;
}

describe("the fingerprint of an order request", () => {
  it.each([
    ["its keys in another order, at every depth", reversed(BODY)],
    ["another idempotency key", { ...BODY, idempotencyKey: "offline-order-2" }],
    ["a password sent with it", { ...BODY, password: "secret", passwordConfirmation: "secret" }],
    ["an undefined field", { ...BODY, couponCode: undefined }],
  ])("is the same for %s", async (_, other) => {
    expect(await orderRequestFingerprint(other as Record<string, unknown>)).toBe(await orderRequestFingerprint(BODY));
  });

  it.each([
    ["other lines", { ...BODY, products: [{ sku: "SOFA-1", qty: 1 }] }],
    ["another quantity", { ...BODY, products: [{ sku: "SOFA-1", qty: 2 }, { sku: "LAMP-2", qty: 2 }] }],
    ["its lines in another order", { ...BODY, products: [...BODY.products].reverse() }],
    ["another store", { ...BODY, storeCode: "dk" }],
    ["another total", { ...BODY, quotedTotal: 12_991 }],
    ["another cart", { ...BODY, cartId: "7d3f2c1e-0000-4000-8000-000000000002" }],
    ["another address", { ...BODY, shippingAddress: { ...BODY.shippingAddress, street: "Gatan 2" } }],
    ["a coupon", { ...BODY, couponCode: "SUMMER" }],
  ])("differs for %s", async (_, other) => {
    expect(await orderRequestFingerprint(other as Record<string, unknown>)).not.toBe(await orderRequestFingerprint(BODY));
  });

  it("is a SHA-256 in hex", async () => {
    expect(await orderRequestFingerprint(BODY)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("canonical JSON", () => {
  it.each([
    [{ b: 1, a: [{ d: null, c: "x" }] }, '{"a":[{"c":"x","d":null}],"b":1}'],
    [{ a: undefined, b: 2 }, '{"b":2}'],
    [[undefined, 1], "[null,1]"],
    ["text", '"text"'],
    [null, "null"],
  ])("writes %j as %s", (value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });
});
