import { describe, expect, it } from "vitest";
import { FLAT_RATE_INCL_TAX, findShippingMethod, paymentMethods, shippingMethods } from "../../../app/domain/shipping.ts";

describe("shipping methods", () => {
  it.each([
    ["se", "home_delivery", 695],
    ["dk", "home_delivery", 495],
    ["fi", "pickup_point", 9.9],
    ["se", "showroom_2", 0],
    ["se", "flatrate", FLAT_RATE_INCL_TAX],
  ] as const)("%s %s costs %d incl. tax", (store, code, price) => {
    expect(findShippingMethod(store, code)?.priceInclTax).toBe(price);
  });

  it("offers pickup in all four showrooms in Sweden, where they are, and in no other store", () => {
    expect(shippingMethods("se").filter((m) => m.carrierCode === "showroom").map((m) => m.showroomId)).toEqual([1, 2, 3, 4]);
    for (const store of ["dk", "no", "fi"] as const) {
      expect(shippingMethods(store).filter((m) => m.carrierCode === "showroom"), store).toEqual([]);
      expect(findShippingMethod(store, "showroom_1"), store).toBeNull();
    }
  });

  it("knows no made-up method", () => {
    expect(findShippingMethod("se", "teleport")).toBeNull();
  });
});

describe("payment methods (SPEC §1, §5)", () => {
  it.each([
    [false, ["cashondelivery", "invoice_later", "hosted_checkout"], "cashondelivery"],
    [true, ["invoice_later", "hosted_checkout"], "invoice_later"],
  ])("virtual cart %s offers %j with default %s", (virtual, codes, defaultCode) => {
    const methods = paymentMethods(virtual);
    expect(methods.map((m) => m.code)).toEqual(codes);
    expect(methods.filter((m) => m.isDefault).map((m) => m.code)).toEqual([defaultCode]);
    expect(methods.find((m) => m.code === "cashondelivery")?.cost ?? 0).toBe(0);
  });
});
