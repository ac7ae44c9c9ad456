import { describe, expect, it } from "vitest";
import { FLAT_RATE_INCL_TAX, findShippingMethod, parcelOf, shippingMethods, shippingMethodsFor, shippingTags, type Parcel } from "#core/domain/shipping.ts";

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

describe("shipping limitation (SPEC §5): per-rule limits give a line its shipping tags", () => {
  const parcel = (weightKg: number, ...sides: number[]): Parcel => parcelOf(weightKg, sides);
  const cases: [string, Parcel | null, string[]][] = [
    ["a chair in a box: parcel and freight", parcel(7, 56, 92, 64), ["parcel", "freight"]],
    ["exactly at every limit: still a parcel", parcel(20, 150, 70, 70), ["parcel", "freight"]],
    ["a gram over the weight limit: freight only", parcel(20.001, 40, 40, 40), ["freight"]],
    ["a 269 cm, 83 kg sofa: freight only", parcel(83, 275, 101, 96), ["freight"]],
    ["a long parasol box (length over 150): freight only", parcel(12, 28, 28, 262), ["freight"]],
    ["sides in any order: the longest is the length", parcel(10, 70, 150, 70), ["parcel", "freight"]],
    ["too wide though light: freight only", parcel(10, 120, 90, 20), ["freight"]],
    ["a package of unknown size is not held back", null, ["parcel", "freight"]],
  ];
  it.each(cases)("%s", (_name, p, tags) => {
    expect(shippingTags(p)).toEqual(tags);
  });

  it("offers only the methods every line allows", () => {
    const chair = parcel(7, 56, 92, 64);
    const sofa = parcel(83, 275, 101, 96);
    expect(shippingMethodsFor("se", [chair]).map((m) => m.code)).toEqual(["home_delivery", "pickup_point", "showroom_1", "showroom_2", "showroom_3", "showroom_4", "flatrate"]);
    expect(shippingMethodsFor("se", [chair, sofa]).map((m) => m.code)).toEqual(["home_delivery", "showroom_1", "showroom_2", "showroom_3", "showroom_4"]);
    expect(shippingMethodsFor("dk", [sofa]).map((m) => m.code)).toEqual(["home_delivery"]);
    expect(shippingMethodsFor("fi", []).map((m) => m.code)).toEqual(["home_delivery", "pickup_point", "flatrate"]);
  });
});
