import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import type { CheckoutRequest, CreditDecision } from "#core/port/index.ts";
import { invoiceApproval } from "#worker/commerce/shop/invoice-approval.ts";
import { aBusiness, checkoutRequest, fakeBackend, placedOrder } from "./backend.ts";

const invoice = (over: Partial<CheckoutRequest> = {}) => checkoutRequest({ paymentMethod: "invoice_later", idempotencyKey: "key-1", personalId: "198112289874", ...over });

describe("invoiceApproval: the answer", () => {
  const placed = placedOrder({ cartId: "cart-1" });
  const cases: [string, { request: CheckoutRequest; amount: number | null; decision?: CreditDecision; placedMeanwhile?: boolean }, unknown][] = [
    ["payment on delivery needs no approval", { request: checkoutRequest(), amount: 1_000 }, { ok: true, reference: null }],
    ["an approved invoice: placed with its number", { request: invoice(), amount: 1_000 }, { ok: true, reference: "INV-1" }],
    ["above the limit", { request: invoice(), amount: 1_000, decision: { approved: false, reason: "over_limit" } }, { ok: false, reason: "declined", decline: "over_limit", refusal: refusal("invoiceDeclined", { reason: "over_limit" }) }],
    ["refused by the credit check", { request: invoice(), amount: 1_000, decision: { approved: false, reason: "credit_check" } }, { ok: false, reason: "declined", decline: "credit_check", refusal: refusal("invoiceDeclined", { reason: "credit_check" }) }],
    ["a total not known: unavailable", { request: invoice(), amount: null }, { ok: false, reason: "declined", decline: "unavailable", refusal: refusal("invoiceDeclined", { reason: "unavailable" }) }],
    ["declined, but its twin submission was placed meanwhile: that order", { request: invoice(), amount: 1_000, decision: { approved: false, reason: "over_limit" }, placedMeanwhile: true }, { ok: true, order: placed, replayed: true }],
  ];
  it.each(cases)("%s", async (_name, { request, amount, decision, placedMeanwhile }, expected) => {
    const backend = fakeBackend({ ...(decision ? { decision } : {}), ...(placedMeanwhile ? { ordersByKey: { "key-1": placed } } : {}) });
    expect(await invoiceApproval(backend, "se", request, amount)).toEqual(expected);
  });
});

const GOTHENBURG = { firstname: "Erik", lastname: "Lindqvist", street: "Kungsgatan 4", apartment: "lgh 1002", zipCode: "41119", city: "Göteborg", country: "SE" };

describe("invoiceApproval: what the provider is asked", () => {
  const cases: [string, { store: "se" | "fi"; request: CheckoutRequest; amount: number | null }, unknown[]][] = [
    ["nothing for payment on delivery", { store: "se", request: checkoutRequest(), amount: 1_000 }, []],
    ["nothing without a total", { store: "se", request: invoice(), amount: null }, []],
    [
      "a private customer, by name and identity number, for the order and its amount",
      { store: "se", request: invoice(), amount: 1_234.5 },
      [{ store: "se", customerType: "private", email: "anna@example.se", name: "Anna Lindqvist", company: null, vatId: null, personalId: "198112289874", billingAddress: null, amount: 1_234.5, currency: "SEK", reference: "key-1/123450" }],
    ],
    [
      "a business, by company and normalized VAT id, in the store's currency",
      { store: "fi", request: invoice(aBusiness("fi 1234-5678")), amount: 99.9 },
      [{ store: "fi", customerType: "business", email: "inkop@tradgard.se", name: "Per Holm", company: "Trädgård AB", vatId: "FI12345678", personalId: null, billingAddress: null, amount: 99.9, currency: "EUR", reference: "key-1/9990" }],
    ],
    [
      "a billing address apart from the delivery address, for the invoice to go there",
      { store: "se", request: invoice({ billingAddress: GOTHENBURG }), amount: 500 },
      [{ store: "se", customerType: "private", email: "anna@example.se", name: "Anna Lindqvist", company: null, vatId: null, personalId: "198112289874", billingAddress: GOTHENBURG, amount: 500, currency: "SEK", reference: "key-1/50000" }],
    ],
    [
      "no billing address when the one typed is the delivery address",
      { store: "se", request: invoice({ billingAddress: { firstname: "Anna", lastname: "Lindqvist", street: "Storgatan 12", apartment: null, zipCode: "111 22", city: "Stockholm", country: "SE" } }), amount: 500 },
      [{ store: "se", customerType: "private", email: "anna@example.se", name: "Anna Lindqvist", company: null, vatId: null, personalId: "198112289874", billingAddress: null, amount: 500, currency: "SEK", reference: "key-1/50000" }],
    ],
  ];
  it.each(cases)("%s", async (_name, { store, request, amount }, expected) => {
    const backend = fakeBackend();
    await invoiceApproval(backend, store, request, amount);
    expect(backend.asked.credit).toEqual(expected);
  });
});
