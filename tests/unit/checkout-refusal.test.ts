import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import type { TranslationParams } from "#core/i18n/translator.ts";
import { shownRefusal, type ShownOutcome } from "#app/routes/checkout-refusal.server.ts";

/** Says a key as "key{values}", so a row shows which words the page would use. */
const t = (key: string, values?: TranslationParams) => (values && Object.keys(values).length ? `${key}${JSON.stringify(values)}` : key);

describe("a checkout that placed no order, as the checkout page shows it", () => {
  const cases: [string, ShownOutcome, { status: number; errors: Record<string, string>; formError: string | null }][] = [
    ["a form rule: by field", { ok: false, reason: "form", errors: [{ field: "zipCode", key: "zipDigits", message: "Enter a 5-digit zip" }] }, { status: 400, errors: { zipCode: 'checkout.errors.zipDigits{"digits":5}' }, formError: null }],
    ["no cart", { ok: false, reason: "no_cart", refusal: refusal("noCart", { cartId: "c-1" }) }, { status: 400, errors: {}, formError: "checkout.empty" }],
    ["no cart (the hosted checkout)", { ok: false, reason: "no_cart" }, { status: 400, errors: {}, formError: "checkout.empty" }],
    ["an empty cart", { ok: false, reason: "invalid", field: "cartId", refusal: refusal("cartEmpty") }, { status: 400, errors: {}, formError: "checkout.empty" }],
    ["a cart the upstream shop does not have", { ok: false, reason: "invalid", field: "cartId", refusal: refusal("noCart", { cartId: "c-1" }) }, { status: 400, errors: {}, formError: "checkout.empty" }],
    [
      "lines short of stock, each said",
      { ok: false, reason: "out_of_stock", lines: [{ sku: "A-1", available: 0 }] },
      { status: 409, errors: {}, formError: 'checkout.outOfStock{"detail":"A-1: cart.errors.outOfStock"}' },
    ],
    ["a changed total: the form is stale", { ok: false, reason: "price_changed", grandTotal: 10, quotedGrandTotal: 9 }, { status: 409, errors: {}, formError: "checkout.staleForm" }],
    ["another order of the cart on its way", { ok: false, reason: "busy", refusal: refusal("checkoutInProgress") }, { status: 409, errors: {}, formError: "cart.errors.checkoutInProgress" }],
    ["a key another cart used", { ok: false, reason: "key_reused", refusal: refusal("keyReused") }, { status: 409, errors: {}, formError: "checkout.staleForm" }],
    ["a withdrawn order's key", { ok: false, reason: "withdrawn", refusal: refusal("withdrawn") }, { status: 409, errors: {}, formError: "checkout.staleForm" }],
    [
      "the order system's refusal: where it refused, never its words",
      { ok: false, reason: "invalid", field: "order", refusal: refusal("orderSystemRefused", { step: "placing", message: "Error placing an order. No such entity." }) },
      { status: 400, errors: {}, formError: "checkout.refused.orderSystem.placing" },
    ],
    [
      "a price signature that does not hold",
      { ok: false, reason: "invalid", field: "order", refusal: refusal("orderSystemRefused", { step: "signature", message: "Invalid signature validation of A-1" }) },
      { status: 400, errors: {}, formError: "checkout.refused.orderSystem.signature" },
    ],
    ["a product no longer sold", { ok: false, reason: "invalid", field: "lines.0.sku", refusal: refusal("noLongerOrderable", { sku: "A-1" }) }, { status: 400, errors: {}, formError: 'checkout.refused.noLongerOrderable{"sku":"A-1"}' }],
    ["a spent coupon", { ok: false, reason: "invalid", field: "couponCode", refusal: refusal("couponInvalid") }, { status: 400, errors: {}, formError: "checkout.couponIncorrect" }],
  ];
  it.each(cases)("%s", (_name, outcome, expected) => {
    expect(shownRefusal(outcome, "SE", t)).toEqual(expected);
  });
});
