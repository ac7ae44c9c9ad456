import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import type { CheckoutOutcome } from "#core/port/index.ts";
import { KEY_REUSED } from "#worker/commerce/shop/order-keys.ts";
import { openingChecks } from "#worker/commerce/shop/opening-checks.ts";
import { fakeBackend, placedOrder } from "./backend.ts";

describe("openingChecks (what every order starts with)", () => {
  const first = placedOrder({ cartId: "cart-1" });
  const backend = fakeBackend({ ordersByKey: { "used-key": first, "hosted:sid-1": first } });
  const cases: [string, { key: string; cartId?: string; method: string; paid: boolean }, CheckoutOutcome | null][] = [
    ["payment on delivery, a new key: go on", { key: "new-key", method: "cashondelivery", paid: false }, null],
    ["an invoice, a new key: go on", { key: "new-key", method: "invoice_later", paid: false }, null],
    ["a paid order by the hosted checkout: go on", { key: "hosted:sid-2", method: "hosted_checkout", paid: true }, null],
    ["an unpaid order with a paid order's key", { key: "hosted:sid-2", method: "cashondelivery", paid: false }, { ok: false, reason: "invalid", field: "idempotencyKey", refusal: refusal("hostedKey", { prefix: "hosted:" }) }],
    ["an unpaid order with a paid order's key that was placed: still refused", { key: "hosted:sid-1", method: "cashondelivery", paid: false }, { ok: false, reason: "invalid", field: "idempotencyKey", refusal: refusal("hostedKey", { prefix: "hosted:" }) }],
    ["a key sent again from its cart: its first order", { key: "used-key", method: "cashondelivery", paid: false }, { ok: true, order: first, replayed: true }],
    ["a key sent again from another cart: refused", { key: "used-key", cartId: "cart-2", method: "cashondelivery", paid: false }, KEY_REUSED],
    ["a key sent again answers its order before the method is looked at", { key: "used-key", method: "hosted_checkout", paid: false }, { ok: true, order: first, replayed: true }],
    ["the hosted checkout without its payment", { key: "new-key", method: "hosted_checkout", paid: false }, { ok: false, reason: "invalid", field: "paymentMethod", refusal: refusal("paidFirst", { method: "hosted_checkout" }) }],
    ["a method the shop does not have", { key: "new-key", method: "bitcoin", paid: false }, { ok: false, reason: "invalid", field: "paymentMethod", refusal: refusal("paymentMethodNotOffered", { offered: "cashondelivery, invoice_later, hosted_checkout" }) }],
  ];
  it.each(cases)("%s", async (_name, { key, cartId = "cart-1", method, paid }, expected) => {
    expect(await openingChecks(backend, { idempotencyKey: key, cartId, paymentMethod: method }, paid)).toEqual(expected);
  });
});
