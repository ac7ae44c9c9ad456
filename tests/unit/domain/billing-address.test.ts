import { describe, expect, it } from "vitest";
import { billingAddressFromFields, billingSameAsDelivery, separateBillingAddress, type BillingAddress } from "#core/domain/billing-address.ts";

const BILLING_FIELDS = { billingFirstName: " Erik ", billingLastName: "Svensson", billingStreet: "Kungsgatan 4 ", billingApartment: "", billingZipCode: "411 19", billingCity: "Göteborg" };

describe("billingSameAsDelivery (the checkout's box, ticked by default)", () => {
  it.each([
    ["a form without billing fields (the default)", {}, true],
    ["the box ticked", { billingSame: "on", ...BILLING_FIELDS }, true],
    ["the box unticked, the billing fields sent", { ...BILLING_FIELDS }, false],
    ["the box unticked, the billing fields sent empty", { billingStreet: "" }, false],
    ["the box with another value than 'on'", { billingSame: "yes", billingStreet: "" }, false],
  ] as const)("%s: %s", (_name, fields, expected) => expect(billingSameAsDelivery(fields)).toBe(expected));
});

describe("billingAddressFromFields", () => {
  it("reads the billing fields, trimmed, in the store's country; an empty apartment is none", () => {
    expect(billingAddressFromFields(BILLING_FIELDS, "SE")).toEqual({ firstname: "Erik", lastname: "Svensson", street: "Kungsgatan 4", apartment: null, zipCode: "411 19", city: "Göteborg", country: "SE" });
  });

  it("is none while the box is ticked, whatever the fields hold", () => expect(billingAddressFromFields({ billingSame: "on", ...BILLING_FIELDS }, "SE")).toBeNull());
});

describe("separateBillingAddress (what an order keeps)", () => {
  const delivery = { firstname: "Erik", lastname: "Svensson", street: "Storgatan 1", apartment: "lgh 1101", zipCode: "11122", city: "Stockholm", country: "SE" };
  const billing = (over: Partial<BillingAddress>): BillingAddress => ({ ...delivery, ...over });
  it.each([
    ["no billing address", null, false],
    ["the delivery address typed again", billing({}), false],
    ["the same in other case and spacing, the postcode spaced", billing({ street: " storgatan  1", zipCode: "111 22", city: "STOCKHOLM" }), false],
    ["another street", billing({ street: "Kungsgatan 4" }), true],
    ["another apartment", billing({ apartment: "lgh 1204" }), true],
    ["no apartment where the delivery has one", billing({ apartment: null }), true],
    ["another postcode", billing({ zipCode: "41119" }), true],
    ["another city", billing({ city: "Göteborg" }), true],
    ["another person at the same address", billing({ firstname: "Karin" }), true],
    ["another last name", billing({ lastname: "Holm" }), true],
  ] as const)("%s: kept is %s", (_name, given, kept) => {
    expect(separateBillingAddress(given, delivery)).toEqual(kept ? given : null);
  });
});
