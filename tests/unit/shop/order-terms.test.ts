import { describe, expect, it } from "vitest";
import type { OrderInput } from "#core/port/index.ts";
import { cartOrderTotal, deliverySlotOf } from "#worker/commerce/shop/order-terms.ts";

describe("deliverySlotOf (a booked slot belongs to a home delivery only)", () => {
  const slot = { date: "2025-03-04", timeslot: "10-14" };
  const cases: [string, string, OrderInput["deliverySlot"], OrderInput["deliverySlot"]][] = [
    ["a home delivery keeps its slot", "home_delivery", slot, slot],
    ["a home delivery without one has none", "home_delivery", null, null],
    ["a pickup-point delivery drops one sent along", "pickup_point", slot, null],
    ["flat rate drops one sent along", "flatrate", slot, null],
  ];
  it.each(cases)("%s", (_name, shippingMethod, deliverySlot, expected) => {
    expect(deliverySlotOf({ shippingMethod, deliverySlot })).toEqual(expected);
  });
});

describe("cartOrderTotal (the total a cart's order is held to)", () => {
  const cases: [string, { amountMinor: number } | undefined, { reference: string | null; amount: number | null }, Partial<OrderInput>][] = [
    ["payment on delivery: today's total", undefined, { reference: null, amount: null }, {}],
    ["paid: exactly the amount paid", { amountMinor: 129_900 }, { reference: null, amount: null }, { expectedGrandTotalMinor: 129_900 }],
    ["an approved invoice: its amount, and its number", undefined, { reference: "INV-1", amount: 1_299.5 }, { paymentReference: "INV-1", quotedGrandTotalMinor: 129_950 }],
    ["an approval without an amount holds nothing", undefined, { reference: "INV-1", amount: null }, {}],
  ];
  it.each(cases)("%s", (_name, paid, invoice, expected) => expect(cartOrderTotal(paid, invoice)).toEqual(expected));
});
