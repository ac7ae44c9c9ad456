import { describe, expect, it } from "vitest";
import {
  DELIVERY_DAYS_AHEAD,
  DELIVERY_WINDOW,
  TIMESLOTS,
  deliveryDates,
  normalizePostcode,
  timeslotsFor,
  validateDeliverySlot,
} from "#core/domain/delivery-slots.ts";

// 2026-06-15 is a Monday.
const MONDAY = "2026-06-15";

describe("constants (SPEC §5, §9)", () => {
  it("delivers between 10 and 22, up to 14 days ahead, in slots inside that window", () => {
    expect(DELIVERY_WINDOW).toEqual({ from: 10, to: 22 });
    expect(DELIVERY_DAYS_AHEAD).toBe(14);
    for (const slot of TIMESLOTS) {
      expect(slot.from).toBeGreaterThanOrEqual(10);
      expect(slot.to).toBeLessThanOrEqual(22);
    }
  });
});

describe("normalizePostcode", () => {
  it.each([
    ["412 63", "41263"],
    [" 2100 ", "2100"],
    ["00\t100", "00100"],
    ["0150", "0150"],
  ])("%j → %j", (input, expected) => expect(normalizePostcode(input)).toBe(expected));
});

describe("timeslotsFor (filtered to the product code)", () => {
  it.each([
    ["home delivery has the three slots", "home_delivery", ["10-14", "14-18", "18-22"]],
    ["another product has none", "pickup_point", []],
  ])("%s", (_name, code, expected) => expect(timeslotsFor(code).map((s) => s.code)).toEqual(expected));
});

describe("deliveryDates", () => {
  const cases: [string, string, string | null, { first: string; last: string; count: number }][] = [
    ["from tomorrow to 14 days ahead, Sundays left out", MONDAY, null, { first: "2026-06-16", last: "2026-06-29", count: 12 }],
    ["a later start date moves the first day", MONDAY, "2026-06-20", { first: "2026-06-20", last: "2026-06-29", count: 8 }],
    ["a start date in the past is ignored", MONDAY, "2026-06-01", { first: "2026-06-16", last: "2026-06-29", count: 12 }],
    ["a malformed start date is ignored", MONDAY, "20-06-2026", { first: "2026-06-16", last: "2026-06-29", count: 12 }],
    ["on a Saturday the next day (Sunday) is skipped", "2026-06-20", null, { first: "2026-06-22", last: "2026-07-04", count: 12 }],
  ];
  it.each(cases)("%s", (_name, today, start, expected) => {
    const dates = deliveryDates(today, start);
    expect({ first: dates[0], last: dates.at(-1), count: dates.length }).toEqual(expected);
    expect(dates.some((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
  });

  it("refuses a malformed today", () => {
    expect(() => deliveryDates("2026-02-30")).toThrow(RangeError);
  });
});

describe("validateDeliverySlot", () => {
  const cases: [string, { date: string; timeslot: string }, string[]][] = [
    ["an offered day and slot", { date: "2026-06-17", timeslot: "14-18" }, []],
    ["both missing", { date: "", timeslot: " " }, ["deliveryDate:required", "deliveryTimeslot:required"]],
    ["today is not offered", { date: MONDAY, timeslot: "10-14" }, ["deliveryDate:deliverySlot"]],
    ["a Sunday is not offered", { date: "2026-06-21", timeslot: "10-14" }, ["deliveryDate:deliverySlot"]],
    ["beyond 14 days", { date: "2026-06-30", timeslot: "10-14" }, ["deliveryDate:deliverySlot"]],
    ["an unknown slot", { date: "2026-06-17", timeslot: "06-10" }, ["deliveryTimeslot:deliverySlot"]],
  ];
  it.each(cases)("%s", (_name, choice, expected) => {
    expect(validateDeliverySlot(choice, MONDAY).map((e) => `${e.field}:${e.key}`)).toEqual(expected);
  });
});
