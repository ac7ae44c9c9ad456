import { describe, expect, it } from "vitest";
import { deliveryEstimate } from "#core/domain/delivery-estimate.ts";
import { firstBookableDay } from "#core/domain/delivery-slots.ts";
import { LEAD_TIME_DAYS, parcelOf, type Parcel } from "#core/domain/shipping.ts";
import type { StoreCode } from "#core/stores.ts";

// 2026-12-07 is a Monday.
const MONDAY = "2026-12-07";
const LAMP = parcelOf(3, [40, 30, 30]);
const SOFA = parcelOf(85, [220, 95, 80]);
const HEAVY_BOX = parcelOf(21, [60, 40, 40]);
const LONG_BOX = parcelOf(10, [151, 20, 20]);
const AT_THE_LIMITS = parcelOf(20, [150, 70, 70]);

describe("firstBookableDay (SPEC §5 delivery-date lookup: from the day after the order, no Sundays)", () => {
  it.each([
    ["a Monday order: Tuesday", MONDAY, "2026-12-08"],
    ["a Friday order: Saturday", "2026-12-11", "2026-12-12"],
    ["a Saturday order: Monday (no Sunday deliveries)", "2026-12-12", "2026-12-14"],
    ["a Sunday order: Monday", "2026-12-13", "2026-12-14"],
    ["New Year's Eve: into the next year", "2026-12-31", "2027-01-01"],
  ])("%s", (_case, today, first) => {
    expect(firstBookableDay(today)).toBe(first);
  });
});

describe("deliveryEstimate (SPEC §5 shipping limitation, §9 prices per store)", () => {
  const parcel = (priceInclTax: number) => ({ kind: "parcel", priceInclTax, leadDays: LEAD_TIME_DAYS.pickup });
  const home = (priceInclTax: number, firstDay = "2026-12-08") => ({ kind: "home", priceInclTax, firstDay });
  it.each<[string, StoreCode, (Parcel | null)[], string, unknown]>([
    ["a lamp fits a parcel: pickup point, se", "se", [LAMP], MONDAY, parcel(99)],
    ["a lamp in dk", "dk", [LAMP], MONDAY, parcel(69)],
    ["a lamp in no", "no", [LAMP], MONDAY, parcel(99)],
    ["a lamp in fi", "fi", [LAMP], MONDAY, parcel(9.9)],
    ["exactly at every parcel limit still fits", "se", [AT_THE_LIMITS], MONDAY, parcel(99)],
    ["a sofa is too big: home delivery, se", "se", [SOFA], MONDAY, home(695)],
    ["a sofa in dk", "dk", [SOFA], MONDAY, home(495)],
    ["a sofa in no", "no", [SOFA], MONDAY, home(695)],
    ["a sofa in fi", "fi", [SOFA], MONDAY, home(59)],
    ["over 20 kg: home delivery", "se", [HEAVY_BOX], MONDAY, home(695)],
    ["longer than 150 cm: home delivery", "se", [LONG_BOX], MONDAY, home(695)],
    ["a set with one big part travels as the big part", "se", [LAMP, SOFA], MONDAY, home(695)],
    ["a set of small parts goes by parcel", "se", [LAMP, LAMP], MONDAY, parcel(99)],
    ["an unknown package passes every limit, as at the checkout", "se", [null], MONDAY, parcel(99)],
    ["ordered on a Saturday: home delivery from Monday", "se", [SOFA], "2026-12-12", home(695, "2026-12-14")],
  ])("%s", (_case, store, parcels, today, expected) => {
    expect(deliveryEstimate(store, parcels, today)).toEqual(expected);
  });
});
