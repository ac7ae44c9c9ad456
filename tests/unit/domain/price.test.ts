import { describe, it, expect } from "vitest";
import {
  customOptionPrice,
  effectiveSpecialPrice,
  finalPrice,
  lowestPriceBeforeReduction,
  priceDisplay,
  reductionStart,
  type PriceHistoryEntry,
  type PriceInput,
} from "#core/domain/price.ts";

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

describe("lowestPriceBeforeReduction (EU price indication: the 30 days before the reduction)", () => {
  // Regular 1000, special 800; `days(from, to, price)` fills a run of history.
  const days = (from: string, to: string, price: number): PriceHistoryEntry[] => {
    const out: PriceHistoryEntry[] = [];
    for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) out.push({ date: d.toISOString().slice(0, 10), price });
    return out;
  };
  const cases: [string, PriceInput, PriceHistoryEntry[], string, number][] = [
    ["no history: the regular price", p(), [], TODAY, 1000],
    ["reduction inside the history: the sale itself is not in the window", p(), [...days("2024-05-17", "2024-06-09", 1000), ...days("2024-06-10", TODAY, 800)], "2024-06-10", 1000],
    ["an earlier, deeper sale within the 30 days before counts", p(), [...days("2024-05-17", "2024-05-20", 700), ...days("2024-05-21", "2024-06-09", 1000), ...days("2024-06-10", TODAY, 800)], "2024-06-10", 700],
    ["a deeper sale more than 30 days before the reduction does not", p(), [...days("2024-05-01", "2024-05-10", 600), ...days("2024-05-11", "2024-06-09", 1000), ...days("2024-06-10", TODAY, 800)], "2024-06-10", 1000],
    ["specialFromDate decides the start, whatever the history says", p({ specialFromDate: "2024-06-12" }), [...days("2024-05-17", "2024-06-11", 900), ...days("2024-06-12", TODAY, 800)], "2024-06-12", 900],
    ["the sale ran the whole history: before it, the regular price", p(), days("2024-05-17", TODAY, 800), "2024-05-17", 1000],
    ["several entries on one day: the lowest counts", p(), [...days("2024-05-17", "2024-06-09", 1000), { date: "2024-06-01", price: 650 }, ...days("2024-06-10", TODAY, 800)], "2024-06-10", 650],
    ["invalid entries are ignored", p(), [{ date: "bogus", price: 1 }, { date: "2024-06-01", price: 0 }, ...days("2024-06-10", TODAY, 800)], "2024-06-10", 1000],
  ];
  it.each(cases)("%s", (_name, input, history, start, expected) => {
    expect(reductionStart(input, 800, history, TODAY)).toBe(start);
    expect(lowestPriceBeforeReduction(input, 800, history, TODAY)).toBe(expected);
  });
});

describe("priceDisplay", () => {
  type Row = [string, PriceInput, PriceHistoryEntry[], ReturnType<typeof priceDisplay>];
  const cases: Row[] = [
    [
      "special applies, a lower price within the 30 days before the reduction → that price",
      p(),
      [{ date: "2024-06-01", price: 750 }, { date: TODAY, price: 800 }],
      { final: 800, original: 1000, special: 800, lowest30: 750, showLowest30: true, discountPercent: 20 },
    ],
    [
      "special applies, the sale price itself is never the reference",
      p(),
      [{ date: "2024-06-01", price: 1000 }, { date: "2024-06-14", price: 800 }, { date: TODAY, price: 800 }],
      { final: 800, original: 1000, special: 800, lowest30: 1000, showLowest30: true, discountPercent: 20 },
    ],
    [
      "special applies, no history → the regular price, shown",
      p(),
      [],
      { final: 800, original: 1000, special: 800, lowest30: 1000, showLowest30: true, discountPercent: 20 },
    ],
    [
      "no special → nothing shown",
      p({ specialPrice: null }),
      [{ date: "2024-06-01", price: 700 }],
      { final: 1000, original: 1000, special: null, lowest30: null, showLowest30: false, discountPercent: null },
    ],
    [
      "special equal to price → no special, nothing shown",
      p({ specialPrice: 1000 }),
      [{ date: "2024-06-01", price: 700 }],
      { final: 1000, original: 1000, special: null, lowest30: null, showLowest30: false, discountPercent: null },
    ],
    [
      "expired special → regular price, nothing shown",
      p({ specialToDate: "2024-06-14" }),
      [{ date: "2024-06-10", price: 800 }],
      { final: 1000, original: 1000, special: null, lowest30: null, showLowest30: false, discountPercent: null },
    ],
    [
      "discount percent rounds half up (12.5 → 13)",
      p({ price: 1000, specialPrice: 875 }),
      [],
      { final: 875, original: 1000, special: 875, lowest30: 1000, showLowest30: true, discountPercent: 13 },
    ],
    [
      "discount percent rounds down below half (33.3 → 33)",
      p({ price: 12995, specialPrice: 8663 }),
      [],
      { final: 8663, original: 12995, special: 8663, lowest30: 12995, showLowest30: true, discountPercent: 33 },
    ],
    [
      "cent-level float noise does not break the run of sale days",
      p({ price: 1, specialPrice: 0.3 }),
      [{ date: "2024-06-13", price: 0.5 }, { date: "2024-06-14", price: 0.1 + 0.2 }, { date: TODAY, price: 0.3 }],
      { final: 0.3, original: 1, special: 0.3, lowest30: 0.5, showLowest30: true, discountPercent: 70 },
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
