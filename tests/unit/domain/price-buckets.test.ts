import { describe, it, expect } from "vitest";
import {
  PRICE_BUCKETS,
  parsePriceBucketQueryValue,
  priceBucketFor,
  priceBucketLabel,
  priceBucketQueryValue,
  type PriceBucket,
} from "#core/domain/price-buckets.ts";
import { formatMoney } from "#core/domain/money.ts";
import { STORE_VIEWS } from "#core/stores.ts";

describe("PRICE_BUCKETS (SPEC §9 Price filter ranges)", () => {
  it("lists the eight ranges in order", () => {
    expect(PRICE_BUCKETS).toEqual([
      { from: null, to: 400 },
      { from: 400, to: 800 },
      { from: 800, to: 2400 },
      { from: 2400, to: 5600 },
      { from: 5600, to: 8000 },
      { from: 8000, to: 12000 },
      { from: 12000, to: 20000 },
      { from: 20000, to: null },
    ]);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(PRICE_BUCKETS)).toBe(true);
    expect(PRICE_BUCKETS.every((b) => Object.isFrozen(b))).toBe(true);
  });
});

describe("priceBucketFor", () => {
  const cases: [number, PriceBucket | null][] = [
    [0, { from: null, to: 400 }],
    [399.99, { from: null, to: 400 }],
    [400, { from: 400, to: 800 }],
    [799, { from: 400, to: 800 }],
    [800, { from: 800, to: 2400 }],
    [2400, { from: 2400, to: 5600 }],
    [5600, { from: 5600, to: 8000 }],
    [8000, { from: 8000, to: 12000 }],
    [12000, { from: 12000, to: 20000 }],
    [19999.99, { from: 12000, to: 20000 }],
    [20000, { from: 20000, to: null }],
    [1_000_000, { from: 20000, to: null }],
    [-1, null],
    [NaN, null],
    [Infinity, null],
  ];
  it.each(cases)("%s → %j", (price, expected) => {
    expect(priceBucketFor(price)).toEqual(expected);
  });

  it("returns the PRICE_BUCKETS entry itself", () => {
    expect(priceBucketFor(500)).toBe(PRICE_BUCKETS[1]);
  });
});

describe("priceBucketLabel", () => {
  const sek = (n: number) => formatMoney(n, STORE_VIEWS.se.i18n);
  const plain = (n: number) => String(n);
  const cases: [PriceBucket, (n: number) => string, string][] = [
    [{ from: null, to: 400 }, plain, "< 400"],
    [{ from: 400, to: 800 }, plain, "400 - 800"],
    [{ from: 20000, to: null }, plain, "> 20000"],
    [{ from: null, to: 400 }, sek, "< 400\u00a0kr"],
    [{ from: 12000, to: 20000 }, sek, "12\u00a0000\u00a0kr - 20\u00a0000\u00a0kr"],
    [{ from: 20000, to: null }, sek, "> 20\u00a0000\u00a0kr"],
  ];
  it.each(cases)("%j → %s", (bucket, fmt, expected) => {
    expect(priceBucketLabel(bucket, fmt)).toBe(expected);
  });

  it("throws RangeError for a bucket without bounds", () => {
    expect(() => priceBucketLabel({ from: null, to: null }, plain)).toThrow(RangeError);
  });
});

describe("priceBucketQueryValue / parsePriceBucketQueryValue (SPEC §2 'from-to with * for open-ended')", () => {
  const values: [PriceBucket, string][] = [
    [{ from: null, to: 400 }, "*-400"],
    [{ from: 400, to: 800 }, "400-800"],
    [{ from: 12000, to: 20000 }, "12000-20000"],
    [{ from: 20000, to: null }, "20000-*"],
    [{ from: 99.5, to: 100 }, "99.5-100"],
  ];
  it.each(values)("%j ⇄ %s", (bucket, value) => {
    expect(priceBucketQueryValue(bucket)).toBe(value);
    expect(parsePriceBucketQueryValue(value)).toEqual(bucket);
  });

  it.each(PRICE_BUCKETS.map((b) => [b] as const))("round-trips %j", (bucket) => {
    expect(parsePriceBucketQueryValue(priceBucketQueryValue(bucket))).toEqual(bucket);
  });

  const parsed: [string, PriceBucket | null][] = [
    [" 400-800 ", { from: 400, to: 800 }],
    ["0-400", { from: 0, to: 400 }],
    ["0400-800", { from: 400, to: 800 }],
    ["500-500", { from: 500, to: 500 }],
    ["800-400", null],
    ["*-*", null],
    ["", null],
    ["-", null],
    ["400", null],
    ["400-", null],
    ["-400", null],
    ["400--800", null],
    ["-5-10", null],
    ["abc-def", null],
    ["1e3-2000", null],
    ["400-800-1200", null],
    ["400 - 800", null],
    ["Infinity-*", null],
    [`${"9".repeat(400)}-*`, null],
  ];
  it.each(parsed)("parse %j → %j", (value, expected) => {
    expect(parsePriceBucketQueryValue(value)).toEqual(expected);
  });

  it("never throws on non-string input", () => {
    expect(parsePriceBucketQueryValue(undefined as unknown as string)).toBeNull();
    expect(parsePriceBucketQueryValue(["400-800"] as unknown as string)).toBeNull();
  });
});
