import { describe, it, expect } from "vitest";
import { deliveryWeeksLabel, isShortDelivery } from "#core/domain/delivery.ts";

describe("deliveryWeeksLabel (SPEC §9 Delivery-time labels)", () => {
  const cases: [number, ReturnType<typeof deliveryWeeksLabel>][] = [
    [0, "2"],
    [1, "2"],
    [14, "2"],
    [14.5, "2-4"],
    [15, "2-4"],
    [28, "2-4"],
    [29, "4-6"],
    [42, "4-6"],
    [43, "6-8"],
    [56, "6-8"],
    [57, "8-10"],
    [70, "8-10"],
    [71, "10+"],
    [365, "10+"],
  ];
  it.each(cases)("%s days → %s", (days, expected) => {
    expect(deliveryWeeksLabel(days)).toBe(expected);
  });

  it.each([-1, -0.5, NaN, Infinity, -Infinity])("throws RangeError for %s", (days) => {
    expect(() => deliveryWeeksLabel(days)).toThrow(RangeError);
    expect(() => deliveryWeeksLabel(days)).toThrow(/finite number of days/);
  });
});

describe("isShortDelivery (SPEC §9 Short delivery 14 days)", () => {
  const cases: [number, boolean][] = [
    [0, true],
    [10, true],
    [14, true],
    [14.01, false],
    [15, false],
    [100, false],
  ];
  it.each(cases)("%s days → %s", (days, expected) => {
    expect(isShortDelivery(days)).toBe(expected);
  });

  it.each([-1, NaN, Infinity])("throws RangeError for %s", (days) => {
    expect(() => isShortDelivery(days)).toThrow(RangeError);
  });
});
