import { describe, expect, it } from "vitest";
import { ORDER_NUMBER } from "#core/domain/order-number.ts";

describe("order numbers the shop looks up", () => {
  it.each([
    ["SE0012345678", true],
    ["FI9999999999", true],
    ["000001042", true],
    ["2-000001042", true],
    ["100000123456", true],
    ["se0012345678", false],
    ["SE001234567", false],
    ["00001042", false],
    ["1000001234567", false],
    ["000001042; DROP", false],
    ["", false],
  ])("%j is an order number: %s", (number, valid) => {
    expect(ORDER_NUMBER.test(number)).toBe(valid);
  });
});
