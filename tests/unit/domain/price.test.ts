import { describe, it, expect } from "vitest";
import {
  customOptionPrice,
  effectiveSpecialPrice,
  finalPrice,
  lowestPriceLast30Days,
  priceDisplay,
  type PriceHistoryEntry,
  type PriceInput,
} from "../../../app/domain/price.ts";

const TODAY = "2024-06-15";
const p = (over: Partial<PriceInput> = {}): PriceInput => ({
  price: 1000,
  specialPrice: 800,
  specialFromDate: null,
  specialToDate: null,
  ...over,
});

describe("effectiveSpecialPrice / finalPrice (SPEC §4 Special price)", () => {
  const cases: [string, PriceInput, number | null][] = [
    ["below original, no bounds → applies", p(), 800],
    ["no special price", p({ specialPrice: null }), null],
    ["equal to original → zeroed", p({ specialPrice: 1000 }), null],
    ["above original → zeroed", p({ specialPrice: 1200 }), null],
    ["zero → zeroed", p({ specialPrice: 0 }), null],
    ["negative → zeroed", p({ specialPrice: -5 }), null],
    ["NaN → zeroed", p({ specialPrice: NaN }), null],
    ["one cent below original → applies", p({ specialPrice: 999.99 }), 999.99],
    ["within [from, to]", p({ specialFromDate: "2024-06-01", specialToDate: "2024-06-30" }), 800],
    ["from = today (inclusive)", p({ specialFromDate: TODAY, specialToDate: "2024-06-30" }), 800],
    ["to = today (inclusive)", p({ specialFromDate: "2024-06-01", specialToDate: TODAY }), 800],
    ["from = to = today", p({ specialFromDate: TODAY, specialToDate: TODAY }), 800],
    ["starts tomorrow → zeroed", p({ specialFromDate: "2024-06-16" }), null],
    ["ended yesterday → zeroed", p({ specialToDate: "2024-06-14" }), null],
    ["only from, in the past", p({ specialFromDate: "2023-01-01" }), 800],
    ["only to, in the future", p({ specialToDate: "2025-01-01" }), 800],
    ["empty-string bounds count as missing", p({ specialFromDate: "", specialToDate: "" }), 800],
    ["bounds with a time part (platform datetime)", p({ specialFromDate: "2024-06-15 00:00:00", specialToDate: "2024-06-15 00:00:00" }), 800],
    ["malformed from bound → not applied", p({ specialFromDate: "soon" }), null],
    ["malformed to bound → not applied", p({ specialToDate: "2024-02-30" }), null],
    ["inverted window → zeroed", p({ specialFromDate: "2024-06-20", specialToDate: "2024-06-10" }), null],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(effectiveSpecialPrice(input, TODAY)).toBe(expected);
    expect(finalPrice(input, TODAY)).toBe(expected ?? input.price);
  });

  it.each(["", "15.06.2024", "2024-6-15"])("throws RangeError for today %j", (today) => {
    expect(() => effectiveSpecialPrice(p(), today)).toThrow(RangeError);
  });
});

describe("lowestPriceLast30Days", () => {
  const cases: [string, PriceHistoryEntry[], number | null][] = [
    ["empty history", [], null],
    ["single entry today", [{ date: TODAY, price: 900 }], 900],
    ["minimum inside the window", [{ date: "2024-06-01", price: 900 }, { date: "2024-06-10", price: 850 }, { date: TODAY, price: 950 }], 850],
    ["today-29 is inside (first day)", [{ date: "2024-05-17", price: 500 }, { date: TODAY, price: 900 }], 500],
    ["today-30 is outside", [{ date: "2024-05-16", price: 500 }, { date: TODAY, price: 900 }], 900],
    ["future entries are outside", [{ date: "2024-06-16", price: 500 }, { date: TODAY, price: 900 }], 900],
    ["only out-of-window entries → null", [{ date: "2024-01-01", price: 500 }], null],
    ["non-positive and non-finite prices ignored", [{ date: TODAY, price: 0 }, { date: TODAY, price: -1 }, { date: TODAY, price: NaN }, { date: TODAY, price: Infinity }, { date: TODAY, price: 700 }], 700],
    ["only invalid prices → null", [{ date: TODAY, price: 0 }], null],
    ["invalid dates ignored", [{ date: "bogus", price: 1 }, { date: TODAY, price: 700 }], 700],
    ["timestamps use their date part", [{ date: "2024-05-17T23:59:59Z", price: 400 }], 400],
    ["equal prices", [{ date: "2024-06-01", price: 700 }, { date: TODAY, price: 700 }], 700],
  ];
  it.each(cases)("%s", (_name, history, expected) => {
    expect(lowestPriceLast30Days(history, TODAY)).toBe(expected);
  });

  it("window crosses a month and leap day", () => {
    expect(lowestPriceLast30Days([{ date: "2024-02-01", price: 10 }, { date: "2024-01-31", price: 5 }], "2024-03-01")).toBe(10);
  });
});

describe("priceDisplay", () => {
  type Row = [string, PriceInput, PriceHistoryEntry[], ReturnType<typeof priceDisplay>];
  const cases: Row[] = [
    [
      "special applies, lowest differs → shown",
      p(),
      [{ date: "2024-06-01", price: 1000 }, { date: TODAY, price: 800 }, { date: "2024-06-05", price: 750 }],
      { final: 800, original: 1000, special: 800, lowest30: 750, showLowest30: true, discountPercent: 20 },
    ],
    [
      "special applies, lowest equals final → hidden",
      p(),
      [{ date: "2024-06-01", price: 1000 }, { date: TODAY, price: 800 }],
      { final: 800, original: 1000, special: 800, lowest30: 800, showLowest30: false, discountPercent: 20 },
    ],
    [
      "special applies, lowest above final → shown",
      p(),
      [{ date: "2024-06-01", price: 1000 }],
      { final: 800, original: 1000, special: 800, lowest30: 1000, showLowest30: true, discountPercent: 20 },
    ],
    [
      "special applies, no history → hidden",
      p(),
      [],
      { final: 800, original: 1000, special: 800, lowest30: null, showLowest30: false, discountPercent: 20 },
    ],
    [
      "no special, lowest differs → hidden",
      p({ specialPrice: null }),
      [{ date: "2024-06-01", price: 700 }],
      { final: 1000, original: 1000, special: null, lowest30: 700, showLowest30: false, discountPercent: null },
    ],
    [
      "special equal to price → no special, hidden",
      p({ specialPrice: 1000 }),
      [{ date: "2024-06-01", price: 700 }],
      { final: 1000, original: 1000, special: null, lowest30: 700, showLowest30: false, discountPercent: null },
    ],
    [
      "expired special → regular price",
      p({ specialToDate: "2024-06-14" }),
      [{ date: "2024-06-10", price: 800 }],
      { final: 1000, original: 1000, special: null, lowest30: 800, showLowest30: false, discountPercent: null },
    ],
    [
      "discount percent rounds half up (12.5 → 13)",
      p({ price: 1000, specialPrice: 875 }),
      [],
      { final: 875, original: 1000, special: 875, lowest30: null, showLowest30: false, discountPercent: 13 },
    ],
    [
      "discount percent rounds down below half (33.3 → 33)",
      p({ price: 12995, specialPrice: 8663 }),
      [],
      { final: 8663, original: 12995, special: 8663, lowest30: null, showLowest30: false, discountPercent: 33 },
    ],
    [
      "cent-level float noise is not a difference",
      p({ price: 1, specialPrice: 0.3 }),
      [{ date: TODAY, price: 0.1 + 0.2 }],
      { final: 0.3, original: 1, special: 0.3, lowest30: 0.1 + 0.2, showLowest30: false, discountPercent: 70 },
    ],
  ];
  it.each(cases)("%s", (_name, input, history, expected) => {
    expect(priceDisplay(input, history, TODAY)).toEqual(expected);
  });
});

describe("customOptionPrice (SPEC §5 option price adjustments)", () => {
  const cases: [number, "fixed" | "percent", number, number][] = [
    [1000, "fixed", 250, 1250],
    [1000, "fixed", 0, 1000],
    [1000, "fixed", -100, 900],
    [1000, "percent", 10, 1100],
    [12995, "percent", 10, 14294.5],
    [1000, "percent", 0, 1000],
    [1000, "percent", -50, 500],
    [0, "percent", 10, 0],
    [0.1, "fixed", 0.2, 0.3],
    [99.99, "percent", 15, 114.99],
  ];
  it.each(cases)("base %s + %s %s = %s", (base, priceType, price, expected) => {
    expect(customOptionPrice(base, { priceType, price })).toBe(expected);
  });

  it.each([
    [NaN, 10],
    [100, Infinity],
  ])("throws RangeError for base %s price %s", (base, price) => {
    expect(() => customOptionPrice(base, { priceType: "fixed", price })).toThrow(RangeError);
  });
});
