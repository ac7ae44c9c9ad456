import { describe, expect, it } from "vitest";
import type { CheckoutRequest } from "#core/port/index.ts";
import type { StoreCode } from "#core/stores.ts";
import { checkoutFormErrors } from "#worker/commerce/shop/checkout-form.ts";
import { TODAY, aBusiness, checkoutRequest } from "./backend.ts";

/** The errors as field:key, in the order they are told. */
const errorsOf = (store: StoreCode, over: Partial<CheckoutRequest>) => checkoutFormErrors(store, checkoutRequest(over), TODAY).map((e) => `${e.field}:${e.key}`);

describe("checkoutFormErrors (SPEC §5 form rules, a home delivery's slot, an invoice's VAT id)", () => {
  const finnish = { shippingAddress: { street: "Mannerheimintie 1", zipCode: "00100", city: "Helsinki", country: "FI" } };
  const cases: [string, StoreCode, Partial<CheckoutRequest>, string[]][] = [
    ["a complete private order", "se", {}, []],
    ["the terms not accepted", "se", { acceptTerms: false }, ["terms:terms"]],
    ["a name of one letter", "se", { customer: { ...checkoutRequest().customer, firstname: "A" } }, ["firstName:nameMinLength"]],
    ["a country the store does not ship to", "se", finnish, ["country:country"]],
    ["the Finnish store ships to Finland", "fi", finnish, []],
    ["a home delivery without a day or a timeslot", "se", { shippingMethod: "home_delivery", deliverySlot: null }, ["deliveryDate:required", "deliveryTimeslot:required"]],
    ["a home delivery on a bookable day and timeslot", "se", { shippingMethod: "home_delivery", deliverySlot: { date: "2025-03-04", timeslot: "10-14" } }, []],
    ["a home delivery today", "se", { shippingMethod: "home_delivery", deliverySlot: { date: TODAY, timeslot: "10-14" } }, ["deliveryDate:deliverySlot"]],
    ["a slot sent with another method is not looked at", "se", { shippingMethod: "flatrate", deliverySlot: { date: "", timeslot: "" } }, []],
    ["an account with passwords that differ", "se", { account: { password: "Sommar-2025", passwordConfirmation: "Sommar-2024" } }, ["passwordConfirmation:passwordsDiffer"]],
    ["an account with a short password", "se", { account: { password: "Kort-1", passwordConfirmation: "Kort-1" } }, ["password:passwordLength"]],
    ["an account already hashed is not checked again", "se", { account: { passwordHash: "pbkdf2-sha256$1$AA==$AA==" } }, []],
    ["a business invoice with the company's VAT id", "se", { paymentMethod: "invoice_later", ...aBusiness("SE 556677-8899 01") }, []],
    ["a business invoice with a VAT id of another country", "se", { paymentMethod: "invoice_later", ...aBusiness("DK12345678") }, ["taxId:vatId"]],
    ["a business paying on delivery needs no VAT id format", "se", { paymentMethod: "cashondelivery", ...aBusiness("12345") }, []],
  ];
  it.each(cases)("%s", (_name, store, over, expected) => expect(errorsOf(store, over)).toEqual(expected));
});
