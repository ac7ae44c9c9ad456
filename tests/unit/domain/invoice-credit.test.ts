import { describe, expect, it } from "vitest";
import { INVOICE_LIMITS, creditIdentity, invoiceFormErrors, localCreditDecision, normalizeVatId, type CreditRequest } from "#core/domain/invoice-credit.ts";
import { creditDecisionFrom, localInvoiceReference, providerCreditRequest } from "#worker/payments/invoice-provider.ts";

const request = (over: Partial<CreditRequest> = {}): CreditRequest => ({
  store: "se",
  customerType: "private",
  email: "asa@example.se",
  name: "Åsa Lind",
  company: null,
  vatId: null,
  personalId: "198112289874",
  billingAddress: null,
  amount: 12_990,
  currency: "SEK",
  reference: "6f42a660-0a6b-44af-b5b6-34ac550a2a73",
  ...over,
});

describe("localCreditDecision (the built-in provider's rules)", () => {
  const cases: [string, Partial<CreditRequest>, ReturnType<typeof localCreditDecision>][] = [
    ["a private customer within the limit: approved, 14 days", {}, { approved: true, invoiceReference: "INV-X", dueDays: 14 }],
    ["exactly the limit: approved", { amount: INVOICE_LIMITS.se.private }, { approved: true, invoiceReference: "INV-X", dueDays: 14 }],
    ["one crown above the limit: declined", { amount: INVOICE_LIMITS.se.private + 1 }, { approved: false, reason: "over_limit" }],
    ["Finland's limit is in euros", { store: "fi", amount: 5_001, currency: "EUR" }, { approved: false, reason: "over_limit" }],
    ["nothing to invoice: declined", { amount: 0 }, { approved: false, reason: "over_limit" }],
    ["the test address that the credit check refuses", { email: "decline@example.se" }, { approved: false, reason: "credit_check" }],
    ["a business is invoiced to the company, 30 days", { customerType: "business", company: "Trädgård AB", vatId: "SE556677889901", amount: 120_000 }, { approved: true, invoiceReference: "INV-X", dueDays: 30 }],
    ["a business above its own limit", { customerType: "business", company: "Trädgård AB", vatId: "SE556677889901", amount: 250_001 }, { approved: false, reason: "over_limit" }],
    ["the decline address is a private customer's test: a business passes", { customerType: "business", email: "decline@example.se", company: "AB", vatId: "SE556677889901" }, { approved: true, invoiceReference: "INV-X", dueDays: 30 }],
  ];
  it.each(cases)("%s", (_name, over, expected) => expect(localCreditDecision(request(over), "INV-X")).toEqual(expected));
});

describe("invoiceFormErrors (a business names its VAT id, a private customer their personal identity number)", () => {
  const TODAY = "2026-11-28";
  const cases: [string, string, "private" | "business", string, string, "SE" | "DK" | "NO" | "FI", string[]][] = [
    ["payment on delivery needs neither", "cashondelivery", "business", "x", "", "SE", []],
    ["payment on delivery asks no identity number", "cashondelivery", "private", "", "", "SE", []],
    ["a private invoice needs the identity number", "invoice_later", "private", "", "  ", "SE", ["personalId:required"]],
    ["a Swedish personnummer", "invoice_later", "private", "", "811228-9874", "SE", []],
    ["a personnummer with a wrong check digit", "invoice_later", "private", "", "811228-9875", "SE", ["personalId:personalId"]],
    ["a Danish CPR number", "invoice_later", "private", "", "070761-4285", "DK", []],
    ["a Norwegian fødselsnummer", "invoice_later", "private", "", "15076500565", "NO", []],
    ["a Finnish henkilötunnus", "invoice_later", "private", "", "131052-308T", "FI", []],
    ["another country's number", "invoice_later", "private", "", "811228-9874", "FI", ["personalId:personalId"]],
    ["a business asks no identity number", "invoice_later", "business", "SE556677889901", "", "SE", []],
    ["a Swedish VAT id", "invoice_later", "business", "SE 5566778899 01", "", "SE", []],
    ["a Swedish VAT id without its 01", "invoice_later", "business", "SE5566778899", "", "SE", ["taxId:vatId"]],
    ["a Danish VAT id", "invoice_later", "business", "dk-12345678", "", "DK", []],
    ["a Norwegian VAT id ends MVA", "invoice_later", "business", "NO 123 456 789 MVA", "", "NO", []],
    ["a Finnish VAT id", "invoice_later", "business", "FI12345678", "", "FI", []],
    ["another country's VAT id", "invoice_later", "business", "DK12345678", "", "FI", ["taxId:vatId"]],
    ["an organisation number is no VAT id", "invoice_later", "business", "556677-8899", "", "SE", ["taxId:vatId"]],
  ];
  it.each(cases)("%s", (_name, method, customerType, taxId, personalId, country, expected) =>
    expect(invoiceFormErrors({ method, customerType, taxId, personalId }, country, TODAY).map((e) => `${e.field}:${e.key}`)).toEqual(expected),
  );

  it.each([
    ["811228-9874", "SE", "198112289874"],
    ["131052a308t", "FI", "131052A308T"],
    ["811228-9875", "SE", null],
    ["", "SE", null],
    [null, "SE", null],
  ] as const)("the provider is sent %j in %s as %j", (typed, country, sent) => expect(creditIdentity(typed, country, TODAY)).toBe(sent));

  it("normalizes what was typed", () => expect(normalizeVatId(" se-5566.7788 9901 ")).toBe("SE556677889901"));
});

describe("the real provider's contract (POST {INVOICE_PROVIDER_URL}/credit-decisions)", () => {
  it("is sent the amount in minor units, the customer, the VAT id and the identity number", () => {
    expect(providerCreditRequest(request({ store: "fi", amount: 199.9, currency: "EUR" }))).toEqual({
      reference: "6f42a660-0a6b-44af-b5b6-34ac550a2a73",
      store: "fi",
      customer_type: "private",
      email: "asa@example.se",
      name: "Åsa Lind",
      company: null,
      vat_id: null,
      personal_id: "198112289874",
      billing_address: null,
      amount: 19990,
      currency: "EUR",
    });
  });

  it("is sent the billing address when the invoice goes elsewhere than the delivery", () => {
    const billingAddress = { firstname: "Åsa", lastname: "Lind", street: "Hämeentie 3", apartment: "A 12", zipCode: "00530", city: "Helsinki", country: "FI" };
    expect(providerCreditRequest(request({ store: "fi", billingAddress })).billing_address).toEqual({
      firstname: "Åsa",
      lastname: "Lind",
      street: ["Hämeentie 3", "A 12"],
      postcode: "00530",
      city: "Helsinki",
      country_id: "FI",
    });
  });

  it.each([
    ["an approval", 200, { approved: true, invoice_reference: "F-1001", due_days: 30 }, { approved: true, invoiceReference: "F-1001", dueDays: 30 }],
    ["an approval without due days: 14", 200, { approved: true, invoice_reference: "F-1002" }, { approved: true, invoiceReference: "F-1002", dueDays: 14 }],
    ["an approval without a reference is no approval", 200, { approved: true }, { approved: false, reason: "unavailable" }],
    ["a decline over the limit", 200, { approved: false, reason: "over_limit" }, { approved: false, reason: "over_limit" }],
    ["a decline for a reason of its own: the credit check", 200, { approved: false, reason: "fraud_suspected" }, { approved: false, reason: "credit_check" }],
    ["a server error", 503, { approved: true, invoice_reference: "F" }, { approved: false, reason: "unavailable" }],
    ["no JSON", 200, null, { approved: false, reason: "unavailable" }],
  ] as const)("reads %s", (_name, status, answer, expected) => expect(creditDecisionFrom(status, answer)).toEqual(expected));

  it("the built-in provider numbers an invoice from the order's reference: the same for the same, another for another", async () => {
    const first = await localInvoiceReference("2026-11-23-abc-0001/129900");
    expect(first).toMatch(/^INV-[0-9A-F]{12}$/);
    expect(await localInvoiceReference("2026-11-23-abc-0001/129900")).toBe(first);
    expect(await localInvoiceReference("2026-11-23-abc-0002/129900")).not.toBe(first);
    expect(await localInvoiceReference("2026-11-23-abc-0001/139900")).not.toBe(first);
  });
});
