import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ORDER_SYSTEM_STEPS, refusal, type Refusal } from "#core/domain/refusal.ts";
import { REFUSALS, readRefusal, refusalKey, refusalMessage, refusalText } from "#core/i18n/refusals.ts";
import { createTranslator, type Dictionary, type TranslationParams } from "#core/i18n/translator.ts";

/** Says a refusal as "key(values)", so a row shows which key and values a page would use. */
const keyed = (r: Refusal): string => {
  const { key, values } = refusalKey(r, keyed);
  return `${key}${JSON.stringify(values)}`;
};

const backend = "No such entity with cartId = 5712";

/** One row per refusal code: an example, its English (the API's `result`) and its dictionary key with values. */
const ROWS: [Refusal, string, string, TranslationParams][] = [
  [refusal("qty"), "Quantity must be a positive whole number", "cart.errors.qty", {}],
  [refusal("priceUnknown"), "Product price is unknown, product cannot be added to the cart!", "cart.errors.priceUnknown", {}],
  [refusal("outOfStock"), "The product is out of stock and cannot be added to the cart!", "cart.errors.outOfStock", {}],
  [refusal("onlyAvailable", { qty: 3 }), "Only 3 available", "cart.errors.onlyAvailable", { qty: 3 }],
  [refusal("tooManyLines", { max: 100 }), "A cart holds at most 100 lines", "cart.errors.tooManyLines", { max: 100 }],
  [refusal("checkoutInProgress"), "The order for this cart is being placed; the cart can change again in a moment.", "cart.errors.checkoutInProgress", {}],
  [refusal("couponIncorrect"), "Incorrect coupon code, try again.", "checkout.couponIncorrect", {}],
  [refusal("shipsOnlyTo", { store: "no", country: "NO" }), "store no ships to NO only", "cart.errors.generic", { store: "no", country: "NO" }],
  [refusal("cannotCarry", { method: "pickup_point" }), "pickup_point cannot carry every item of this cart; choose home delivery or a showroom", "checkout.refused.cannotCarry", { method: "pickup_point" }],
  [refusal("noCart", { cartId: "c-1" }), "no cart c-1", "cart.errors.generic", { cartId: "c-1" }],
  [refusal("noLine", { itemId: 7 }), "no line 7 in this cart", "cart.errors.generic", { itemId: 7 }],
  [refusal("noProduct", { sku: "NO-SUCH" }), 'no product "NO-SUCH"', "cart.errors.generic", { sku: "NO-SUCH" }],
  [refusal("otherProduct", { itemId: 1, holds: "SOFA-1", sku: "OTHER-9" }), "line 1 holds SOFA-1, not OTHER-9", "cart.errors.generic", { itemId: 1, holds: "SOFA-1", sku: "OTHER-9" }],
  [refusal("noOptions", { sku: "SOFA-1" }), "SOFA-1 has no options to choose", "cart.errors.generic", { sku: "SOFA-1" }],
  [refusal("unknownOption", { option: "9" }), "the product has no option 9", "cart.errors.generic", { option: "9" }],
  [refusal("unknownBundleOption", { option: "9" }), "the bundle has no option 9", "cart.errors.generic", { option: "9" }],
  [refusal("optionRequired", { option: "Finish" }), "Finish is required", "cart.errors.optionRequired", { option: "Finish" }],
  [refusal("optionTooLong", { option: "Engraving", max: 20 }), "Engraving: at most 20 characters", "cart.errors.generic", { option: "Engraving", max: 20 }],
  [refusal("optionOneValue", { option: "Finish" }), "Finish: choose one value", "cart.errors.generic", { option: "Finish" }],
  [refusal("optionNoValue", { option: "Finish", value: "99" }), "Finish: no value 99", "cart.errors.generic", { option: "Finish", value: "99" }],
  [refusal("bundleNoSelection", { option: "Table", sku: "NOPE" }), "Table: no selection NOPE", "cart.errors.generic", { option: "Table", sku: "NOPE" }],
  [refusal("cartNotYours", { cartId: "c-9" }), "The current user cannot perform operations on cart c-9 (no such cart: create one with /api/cart/create)", "cart.errors.generic", { cartId: "c-9" }],
  [refusal("notKept"), "The cart did not keep the product", "cart.errors.generic", {}],
  [refusal("backendRefused", { message: backend }), backend, "cart.errors.generic", { message: backend }],
  [refusal("cartUnavailable"), "The cart did not answer: the shop's backend is unavailable, so nothing could be added or changed; try again in a minute.", "cart.errors.notAdded", {}],
  [
    refusal("notAllInStock", { lines: [{ sku: "A-1", available: 2 }, { sku: "B-2", available: 0 }] }),
    "Not all cart items are in stock. A-1: Only 2 available B-2: The product is out of stock and cannot be added to the cart!",
    "checkout.outOfStock",
    { detail: 'A-1: cart.errors.onlyAvailable{"qty":2} B-2: cart.errors.outOfStock{}' },
  ],
  [refusal("totalChanged"), "the cart's total changed while the order was placed: try again", "checkout.staleForm", {}],
  [
    refusal("quotedTotalChanged", { grandTotal: 5995, quotedTotal: 4995 }),
    "the order now costs 5995, not 4995; send it again with the new total to place it",
    "queuedOrders.totalChanged",
    { before: 4995, after: 5995 },
  ],
  [
    refusal("formField", { field: "zipCode", key: "checkout.errors.zipDigits", values: { digits: 5 }, message: "Enter a 5-digit zip" }),
    "Enter a 5-digit zip",
    "checkout.errors.zipDigits",
    { digits: 5 },
  ],
  [refusal("cartEmpty"), "the cart is empty", "checkout.empty", {}],
  [refusal("unknownShippingMethod", { method: "teleport" }), 'unknown shipping method "teleport"', "checkout.refused.shippingMethod", { method: "teleport" }],
  [refusal("pickupPointRequired"), "a pickup-point delivery needs one of the carrier's pickup points", "checkout.errors.pickupPoint", {}],
  [refusal("noLongerOrderable", { sku: "SOFA-1" }), "SOFA-1 can no longer be ordered", "checkout.refused.noLongerOrderable", { sku: "SOFA-1" }],
  [refusal("couponInvalid"), "Invalid code", "checkout.couponIncorrect", {}],
  [refusal("amountNotPaid", { paid: 301, total: 300 }), "Order amount incorrect (301:300)", "paymentFailed.amount", { paid: 301, total: 300 }],
  [refusal("invoiceNeedsApproval"), "an invoice is placed only with the invoice provider's approval", "checkout.refused.generic", {}],
  [refusal("hostedKey", { prefix: "hosted:" }), "must not start with hosted:", "checkout.staleForm", { prefix: "hosted:" }],
  [
    refusal("paidFirst", { method: "hosted_checkout" }),
    "hosted_checkout is paid before the order is placed: pay through the hosted checkout of /checkout",
    "checkout.refused.paymentMethod",
    { method: "hosted_checkout" },
  ],
  [refusal("paymentMethodNotOffered", { offered: "cashondelivery, invoice" }), "must be one of cashondelivery, invoice", "checkout.refused.paymentMethod", { offered: "cashondelivery, invoice" }],
  [refusal("paymentMethodNotOffered", { offered: "" }), "no payment method is set up for this shop (UPSTREAM_PAYMENT_METHODS)", "checkout.refused.paymentMethod", { offered: "" }],
  [refusal("queuedLinesMax", { max: 25 }), "an order queued offline takes at most 25 lines", "checkout.refused.tooManyLines", { max: 25 }],
  [refusal("paidOrderNotWithdrawn"), "a paid order is not withdrawn", "checkout.refused.generic", {}],
  // Magento's words are the API's English; a page says only where it refused (no values: nothing of them reaches the page).
  ...ORDER_SYSTEM_STEPS.map((step): [Refusal, string, string, TranslationParams] => [refusal("orderSystemRefused", { step, message: `Magento: ${step}` }), `Magento: ${step}`, `checkout.refused.orderSystem.${step}`, {}]),
  [refusal("orderPending"), "this order is being placed right now; its confirmation follows in a moment", "cart.errors.checkoutInProgress", {}],
  [
    refusal("orderUnanswered"),
    "this order was sent to the shop system without an answer, so it is not sent again; the order history or customer service says whether it was placed",
    "checkout.refused.unanswered",
    {},
  ],
  [refusal("keyReused"), "this idempotency key belongs to another cart's order; use a new key for every order", "checkout.staleForm", {}],
  [
    refusal("keyChanged", { at: "2026-11-28T12:00:00.000Z", incrementId: "SE1" }),
    "this idempotency key placed order SE1 at 2026-11-28T12:00:00.000Z from another request (other lines, store or total); a new order needs a new key",
    "checkout.refused.keyChanged",
    { at: "2026-11-28T12:00:00.000Z", incrementId: "SE1" },
  ],
  [refusal("withdrawn"), "the shopper cancelled this order before it was placed; a new order needs a new key", "checkout.staleForm", {}],
  [refusal("invoiceDeclined", { reason: "over_limit" }), "the invoice was declined: the amount is above the invoice limit", "paymentFailed.invoice_over_limit", { reason: "over_limit" }],
  [refusal("invoiceDeclined", { reason: "credit_check" }), "the invoice was declined by the credit check", "paymentFailed.invoice_credit_check", { reason: "credit_check" }],
  [
    refusal("invoiceDeclined", { reason: "unavailable" }),
    "the invoice provider could not be reached; choose another payment method or try again",
    "paymentFailed.invoice_unavailable",
    { reason: "unavailable" },
  ],
  [refusal("paymentNotStarted", { message: "merchant_urls.confirmation is invalid" }), "merchant_urls.confirmation is invalid", "checkout.refused.paymentNotStarted", {}],
  [refusal("checkoutChanged"), "the checkout changed in another window meanwhile; try again", "checkout.providerReload", {}],
  [refusal("signInFailed"), "You did not sign in correctly or your account is temporarily disabled.", "account.errors.signInFailed", {}],
  [refusal("challengeRequired"), "Many sign-ins to this account have failed lately: send the captcha's token as challenge with the password", "account.errors.challenge", {}],
  [refusal("challengeFailed"), "The challenge did not pass: solve the captcha again and send its new token as challenge", "account.errors.challengeFailed", {}],
  [refusal("emailTaken"), "A customer with the same email address already exists in an associated website.", "account.register.emailTaken", {}],
  [refusal("tokenRequired"), "token is required: give it as ?token= or Authorization: Bearer", "account.needLogin", {}],
  [refusal("tokenInvalid"), "The token is invalid or has expired: sign in again or refresh it", "account.needLogin", {}],
  [refusal("notCustomerToken", { instead: "guestCart" }), "not a valid customer token; create a guest cart without one", "account.needLogin", { instead: "guestCart" }],
  [refusal("notCustomerToken", { instead: "signIn" }), "not a valid customer token; sign in again", "account.needLogin", { instead: "signIn" }],
  [refusal("notCustomerToken", { instead: "guestOrder" }), "not a valid customer token; sign in again or order as a guest without one", "account.needLogin", { instead: "guestOrder" }],
  [refusal("notSignedIn"), "not signed in", "account.needLogin", {}],
  [refusal("wrongPassword"), "the current password is not right", "account.password.wrong", {}],
  [refusal("passwordLength"), "Password must be at least 8 characters", "checkout.errors.passwordLength", {}],
  [refusal("passwordClasses"), "Password must use at least 3 of: lower case, upper case, digits, special characters", "checkout.errors.passwordClasses", {}],
  [refusal("currentPasswordRequired"), "the current password is required to change the e-mail", "account.profile.passwordForEmail", {}],
  [refusal("resetTokenUnusable"), "the link has been used or has expired, or belongs to another e-mail: ask for a new one", "createPassword.unusable", {}],
  [refusal("refreshSuperseded"), "refreshToken was just used by another request: use the tokens it got", "account.errors.refreshFailed", {}],
  [refusal("refreshSpent"), "refreshToken is spent: the session has ended, sign in again", "account.errors.refreshFailed", {}],
  [refusal("refreshExpired"), "refreshToken is expired: sign in again", "account.errors.refreshFailed", {}],
  [refusal("refreshUnknown"), "refreshToken is unknown", "account.errors.refreshFailed", {}],
  [refusal("tooMany", { minutes: 1 }), "Too many attempts: try again in 1 minute", "account.errors.tooMany", { minutes: 1 }],
  [refusal("tooMany", { minutes: 15 }), "Too many attempts: try again in 15 minutes", "account.errors.tooMany", { minutes: 15 }],
];

const LOCALES_DIR = resolve(import.meta.dirname, "../../locales");
const locales = readdirSync(LOCALES_DIR).map((file) => file.replace(/\.json$/, ""));
const dictionary = (locale: string) => JSON.parse(readFileSync(resolve(LOCALES_DIR, `${locale}.json`), "utf8")) as Dictionary;
const lookUp = (dict: Dictionary, key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Dictionary | undefined)?.[part], dict);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!);

describe("refusal wording: one row per code", () => {
  it("every code has a row", () => {
    expect([...new Set(ROWS.map(([r]) => r.code))].sort()).toEqual(Object.keys(REFUSALS).sort());
  });

  it.each(ROWS)("%j is said in English as the API answers it, and by its key", (r, english, key, values) => {
    expect(refusalText(r)).toBe(english);
    expect(keyed(r)).toBe(`${key}${JSON.stringify(values)}`);
  });

  it.each(locales)("every key is in %s, with each placeholder given a value", (locale) => {
    const dict = dictionary(locale);
    for (const [r] of ROWS) {
      const { key, values } = refusalKey(r, keyed);
      const text = lookUp(dict, key);
      expect(typeof text, `${r.code} → ${key}`).toBe("string");
      for (const name of placeholders(text as string)) expect(values, `${r.code} → ${key} {{${name}}}`).toHaveProperty(name);
    }
  });
});

describe("refusalMessage", () => {
  const sv = createTranslator("sv-SE", dictionary("sv-SE"));
  const en = createTranslator("en-US", dictionary("en-US"));

  it("says a refusal in the store's language, with its values", () => {
    expect(refusalMessage(refusal("onlyAvailable", { qty: 3 }), en)).toBe("Only 3 available");
    expect(refusalMessage(refusal("onlyAvailable", { qty: 3 }), sv)).toContain("3");
    expect(refusalMessage(refusal("onlyAvailable", { qty: 3 }), sv)).not.toBe("Only 3 available");
    expect(refusalMessage(refusal("optionRequired", { option: "Finish" }), en)).toBe("Choose Finish");
  });

  it("says an order sent without an answer may exist and customer service confirms it, never that it is being placed", () => {
    expect(refusalMessage(refusal("orderUnanswered"), en)).toBe(
      "We sent your order to our order system but got no answer, so it may have been placed. Customer service will confirm it by e-mail: please do not place it again.",
    );
    expect(refusalMessage(refusal("orderUnanswered"), sv)).not.toBe(refusalMessage(refusal("orderPending"), sv));
  });

  it.each(locales)("says the order system's refusal in %s by its step, never in the order system's words", (locale) => {
    const t = createTranslator(locale, dictionary(locale));
    const said = ORDER_SYSTEM_STEPS.map((step) => refusalMessage(refusal("orderSystemRefused", { step, message: "Error placing an order. No such entity" }), t));
    for (const text of said) expect(text).not.toContain("No such entity");
    expect(new Set(said).size).toBe(ORDER_SYSTEM_STEPS.length);
  });

  it("says the lines short of stock each in the store's language", () => {
    const short = refusal("notAllInStock", { lines: [{ sku: "A-1", available: 2 }, { sku: "B-2", available: 0 }] });
    expect(refusalMessage(short, en)).toBe("Some items are no longer in stock. A-1: Only 2 available B-2: The product is out of stock and cannot be added to the cart!");
    expect(refusalMessage(short, sv)).toContain(`A-1: ${sv("cart.errors.onlyAvailable", { qty: 2 })} B-2: ${sv("cart.errors.outOfStock")}`);
  });
});

describe("readRefusal (a refusal from a JSON answer or a cookie)", () => {
  it.each([
    ["a known code with its params", { code: "onlyAvailable", params: { qty: 3 } }, refusal("onlyAvailable", { qty: 3 })],
    ["lines short of stock", { code: "notAllInStock", params: { lines: [{ sku: "A", available: 0 }] } }, refusal("notAllInStock", { lines: [{ sku: "A", available: 0 }] })],
    ["a form rule's values", { code: "formField", params: { field: "zipCode", key: "checkout.errors.zipDigits", values: { digits: 5 }, message: "m" } }, refusal("formField", { field: "zipCode", key: "checkout.errors.zipDigits", values: { digits: 5 }, message: "m" })],
    ["an unknown code", { code: "noSuchRefusal", params: {} }, null],
    ["a code inherited by every object", { code: "toString", params: {} }, null],
    ["no params", { code: "qty" }, null],
    ["params that are a list", { code: "qty", params: [] }, null],
    ["a param that is an object", { code: "onlyAvailable", params: { qty: { n: 3 } } }, null],
    ["lines that are not lines", { code: "notAllInStock", params: { lines: "A-1" } }, null],
    ["not an object", "qty", null],
    ["nothing", undefined, null],
  ])("%s", (_name, value, expected) => {
    expect(readRefusal(value)).toEqual(expected);
  });
});
