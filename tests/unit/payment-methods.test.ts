import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { FIELDS, queuedOrderContext } from "./queued-order-form.ts";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  PAYMENT_METHOD_CODES,
  QUEUEABLE_PAYMENT_METHODS,
  isPayLater,
  isPaymentMethodCode,
  paymentMethodThrough,
  paymentMethods,
  type PaymentMethodCode,
} from "#core/payments/payment-methods.ts";
import { HOSTED_CHECKOUT_METHOD } from "#core/domain/hosted-checkout.ts";
import { INVOICE_METHOD } from "#core/domain/invoice-credit.ts";
import { queuedOrderFrom, readQueuedOrder } from "#core/domain/offline-orders.ts";
import { paymentChoice, paymentLabel } from "#core/i18n/method-labels.ts";
import { createTranslator, type Dictionary } from "#core/i18n/translator.ts";
import { parseConfig } from "#worker/config.ts";

/** The upstream backend's payment methods as worker/config.ts reads UPSTREAM_PAYMENT_METHODS, or its problems. */
function upstreamPaymentMethods(setting: string): Partial<Record<string, string>> {
  const check = parseConfig({
    PUBLIC_ORIGIN: "http://localhost:8787",
    COMMERCE_BACKEND: "upstream",
    UPSTREAM_API_URL: "https://api.shop.example",
    UPSTREAM_STORE_IDS: "se=1,dk=2,no=3,fi=4",
    UPSTREAM_PAYMENT_METHODS: setting,
  });
  if (!check.ok) throw new Error(check.problems.join("\n"));
  return check.config.backend.kind === "upstream" ? check.config.backend.upstream.paymentMethods : {};
}

const LOCALES_DIR = resolve(import.meta.dirname, "../../locales");
const LOCALES = readdirSync(LOCALES_DIR).filter((file) => file.endsWith(".json")).map((file) => file.replace(/\.json$/, ""));
const dictionary = (locale: string) => JSON.parse(readFileSync(resolve(LOCALES_DIR, `${locale}.json`), "utf8")) as Dictionary;
/** The text at a dotted key, read from the dictionary itself (the translator would answer a missing key with the key). */
const textAt = (dict: Dictionary, key: string): unknown => key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Dictionary)[part] : undefined), dict);
const english = createTranslator("en-US", dictionary("en-US"));

const CONTEXT = queuedOrderContext([{ sku: "SO-1", qty: 1, name: "Soffa", unitPrice: 4995 }]);

// code, placed at once (paid later), queued offline, provider, hidden for a virtual cart, Magento code, English label, with a note
const METHODS: [PaymentMethodCode, boolean, boolean, "hosted_checkout" | "invoice" | null, boolean, string, string, boolean][] = [
  ["cashondelivery", true, true, null, true, "cashondelivery", "Cash on delivery", true],
  ["invoice_later", true, true, "invoice", false, "banktransfer", "Invoice – pay later", true],
  ["hosted_checkout", false, false, "hosted_checkout", false, "checkmo", "Card or bank (secure checkout)", false],
];

describe("the payment-method registry", () => {
  it("holds these methods, cash on delivery first (the default, SPEC §1)", () => {
    expect(PAYMENT_METHOD_CODES).toEqual(METHODS.map(([code]) => code));
    expect(DEFAULT_PAYMENT_METHOD).toBe("cashondelivery");
  });

  it.each(METHODS)("%s: pay later %s, queued offline %s, provider %s, needs a delivery %s, Magento's %s", (code, payLater, queueable, provider, needsDelivery, magento, label, note) => {
    expect(isPaymentMethodCode(code)).toBe(true);
    // Placed at once, or only once paid (the checkout's opening check).
    expect(isPayLater(code)).toBe(payLater);
    // The offline queue: offered by the offline checkout, queued from a form, read back from storage.
    expect(QUEUEABLE_PAYMENT_METHODS.includes(code)).toBe(queueable);
    // A business's order: a private invoice waits for a connection for its identity number (offline-orders.test).
    const queued = queuedOrderFrom({ ...FIELDS, customerType: "business", company: "Trädgård AB", taxId: "SE556677889901", paymentMethod: code }, CONTEXT);
    expect(queued.ok ? "queued" : "refusal" in queued ? queued.refusal : queued.errors).toBe(queueable ? "queued" : "payment");
    if (queued.ok) expect(readQueuedOrder(JSON.parse(JSON.stringify(queued.order)))?.form.paymentMethod).toBe(code);
    // The provider's flow is this method's.
    expect(HOSTED_CHECKOUT_METHOD === code).toBe(provider === "hosted_checkout");
    expect(INVOICE_METHOD === code).toBe(provider === "invoice");
    // Offered: without a hosted-checkout provider, and for a cart of virtual items only.
    expect(paymentMethods(false, true).some((m) => m.code === code)).toBe(true);
    expect(paymentMethods(false, false).some((m) => m.code === code)).toBe(provider !== "hosted_checkout");
    expect(paymentMethods(true).some((m) => m.code === code)).toBe(!needsDelivery);
    // The upstream adapter: named alone, placed in Magento with the registry's code; another code when named.
    expect(upstreamPaymentMethods(code)).toEqual({ [code]: magento });
    expect(upstreamPaymentMethods(`${code}=purchaseorder`)).toEqual({ [code]: "purchaseorder" });
    // As the shopper reads it.
    expect(paymentLabel(code, english)).toBe(label);
    expect(paymentChoice({ code, isDefault: false }, english).info !== null).toBe(note);
  });

  it("takes a payment before the order only through the hosted checkout, and queues offline only what is paid later", () => {
    for (const method of PAYMENT_METHODS) {
      expect(method.payLater, method.code).toBe(method.provider !== "hosted_checkout");
      if (method.queueableOffline) expect(method.payLater, method.code).toBe(true);
    }
  });

  it("sends one method through each provider (each provider's flow is written for one)", () => {
    for (const provider of ["hosted_checkout", "invoice"] as const) {
      expect(PAYMENT_METHODS.filter((m) => m.provider === provider).map((m) => m.code)).toEqual([paymentMethodThrough(provider)]);
    }
  });

  it("knows no made-up method", () => {
    expect(isPaymentMethodCode("bitcoin")).toBe(false);
    expect(isPayLater("bitcoin")).toBe(false);
    expect(queuedOrderFrom({ ...FIELDS, paymentMethod: "bitcoin" }, CONTEXT)).toEqual({ ok: false, refusal: "payment" });
    expect(() => upstreamPaymentMethods("bitcoin")).toThrow(/UPSTREAM_PAYMENT_METHODS.*"bitcoin" is not a method the shop offers/);
    // An order another system recorded with its own code is shown with that code.
    expect(paymentLabel("checkmo", english)).toBe("checkmo");
  });
});

describe("every payment method has its words in every locale", () => {
  const keys = PAYMENT_METHODS.flatMap((m) => [m.labelKey, ...(m.info ? [m.info.titleKey, m.info.textKey] : [])].map((key) => [m.code, key] as const));
  it.each(LOCALES.flatMap((locale) => keys.map(([code, key]) => [locale, code, key] as const)))("%s names %s (%s)", (locale, _code, key) => {
    const text = textAt(dictionary(locale), key);
    expect(typeof text === "string" && text.trim() !== "", `${locale}: ${key}`).toBe(true);
  });
});

describe("the methods a checkout offers (SPEC §1, §5)", () => {
  it.each([
    [false, ["cashondelivery", "invoice_later", "hosted_checkout"], "cashondelivery"],
    [true, ["invoice_later", "hosted_checkout"], "invoice_later"],
  ])("virtual cart %s offers %j with default %s", (virtual, codes, defaultCode) => {
    const methods = paymentMethods(virtual);
    expect(methods.map((m) => m.code)).toEqual(codes);
    expect(methods.filter((m) => m.isDefault).map((m) => m.code)).toEqual([defaultCode]);
    expect(methods.every((m) => m.cost === 0)).toBe(true);
  });

  it.each([
    ["every method", ["cashondelivery", "invoice_later", "hosted_checkout"], true, ["cashondelivery", "invoice_later", "hosted_checkout"], "cashondelivery"],
    ["only cash on delivery (a backend mapping no other)", ["cashondelivery"], true, ["cashondelivery"], "cashondelivery"],
    ["no cash on delivery: the first taken is the default", ["invoice_later", "hosted_checkout"], true, ["invoice_later", "hosted_checkout"], "invoice_later"],
    ["the hosted checkout taken but no provider", ["cashondelivery", "hosted_checkout"], false, ["cashondelivery"], "cashondelivery"],
  ] as const)("offers the methods the backend takes: %s", (_, accepted, hosted, codes, defaultCode) => {
    const methods = paymentMethods(false, hosted, accepted);
    expect(methods.map((m) => m.code)).toEqual(codes);
    expect(methods.filter((m) => m.isDefault).map((m) => m.code)).toEqual([defaultCode]);
  });
});
