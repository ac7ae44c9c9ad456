import { describe, it, expect } from "vitest";
import { formatDate, formatMoney, priceExclTax, priceInclTax, roundHalfAwayFromZero, type MoneyI18n } from "../../../app/domain/money.ts";
import { formatMeasurement } from "../../../app/domain/money.ts";
import { STORE_VIEWS } from "../../../app/stores.ts";

const SE: MoneyI18n = { defaultLocale: "sv-SE", currencyCode: "SEK", fractionDigits: 0 };
const DK: MoneyI18n = { defaultLocale: "da-DK", currencyCode: "DKK", fractionDigits: 0 };
const NO: MoneyI18n = { defaultLocale: "nb-NO", currencyCode: "NOK", fractionDigits: 0 };
const FI: MoneyI18n = { defaultLocale: "fi-FI", currencyCode: "EUR", fractionDigits: 2 };

describe("formatMoney", () => {
  const cases: [string, number, MoneyI18n, string][] = [
    ["SEK: amount then sign, no decimals, NBSP group", 12995, SE, "12\u00a0995\u00a0kr"],
    ["SEK below a thousand", 995, SE, "995\u00a0kr"],
    ["SEK zero", 0, SE, "0\u00a0kr"],
    ["SEK million", 1234567, SE, "1\u00a0234\u00a0567\u00a0kr"],
    ["SEK rounds half away from zero (up)", 12994.5, SE, "12\u00a0995\u00a0kr"],
    ["SEK rounds below half down", 12994.49, SE, "12\u00a0994\u00a0kr"],
    ["SEK negative rounds half away from zero", -2.5, SE, "\u22123\u00a0kr"],
    ["SEK tiny negative rounds to unsigned zero", -0.4, SE, "0\u00a0kr"],
    ["DKK uses '.' grouping and 'kr.'", 12995, DK, "12.995\u00a0kr."],
    ["NOK", 12995, NO, "12\u00a0995\u00a0kr"],
    ["EUR fi-FI two decimals", 1234.95, FI, "1\u00a0234,95\u00a0€"],
    ["EUR pads decimals", 5, FI, "5,00\u00a0€"],
    ["EUR rounds 1.005 half away from zero despite float repr", 1.005, FI, "1,01\u00a0€"],
    ["EUR sv-FI", 1234.5, { defaultLocale: "sv-FI", currencyCode: "EUR", fractionDigits: 2 }, "1\u00a0234,50\u00a0€"],
    ["en-US shows 'kr', sign first (narrowSymbol)", 12995, { defaultLocale: "en-US", currencyCode: "SEK", fractionDigits: 0 }, "kr\u00a012,995"],
  ];
  it.each(cases)("%s", (_name, amount, i18n, expected) => {
    expect(formatMoney(amount, i18n)).toBe(expected);
  });

  it.each(Object.values(STORE_VIEWS))("store $storeCode output uses only U+00A0 as space", (store) => {
    const s = formatMoney(1234567.891, store.i18n);
    expect(s).not.toMatch(/[ \u202f\u2007]/);
    expect(s).toContain(store.i18n.currencySign);
  });

  it("returns the same result from the cached formatter", () => {
    expect(formatMoney(100, SE)).toBe(formatMoney(100, SE));
    expect(formatMoney(100, { ...SE, fractionDigits: 2 })).toBe("100,00\u00a0kr");
  });

  it.each([NaN, Infinity, -Infinity])("throws RangeError for %s", (amount) => {
    expect(() => formatMoney(amount, SE)).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  const cases: [string, string, string][] = [
    ["2024-03-05", "sv-SE", "2024-03-05"],
    ["2024-03-05", "da-DK", "05.03.2024"],
    ["2024-03-05", "nb-NO", "05.03.2024"],
    ["2024-03-05", "fi-FI", "5.3.2024"],
    ["2024-03-05", "sv-FI", "5.3.2024"],
    ["2024-03-05", "en-US", "3/5/2024"],
    ["2024-12-31T23:30:00Z", "sv-SE", "2024-12-31"],
    ["2024-12-31T23:30:00-02:00", "sv-SE", "2025-01-01"],
    ["2025-01-01T00:30:00+01:00", "sv-SE", "2024-12-31"],
    ["2024-03-05 23:59:59", "sv-SE", "2024-03-05"],
    ["2024-02-29", "fi-FI", "29.2.2024"],
  ];
  it.each(cases)("%s in %s → %s", (iso, locale, expected) => {
    expect(formatDate(iso, locale)).toBe(expected);
  });

  it.each(["", "2024-13-01", "2024-02-30", "05.03.2024", "yesterday", "2024-3-5"])("throws RangeError for %j", (iso) => {
    expect(() => formatDate(iso, "sv-SE")).toThrow(RangeError);
  });
});

describe("priceExclTax / priceInclTax", () => {
  const excl: [number, number | undefined, number][] = [
    [125, undefined, 100],
    [12995, undefined, 10396],
    [999, undefined, 799.2],
    [100, undefined, 80],
    [1, undefined, 0.8],
    [10, undefined, 8],
    [0.01, undefined, 0.01],
    [0, undefined, 0],
    [-125, undefined, -100],
    [125.5, 0.255, 100],
    [100, 0, 100],
  ];
  it.each(excl)("priceExclTax(%s, %s) = %s", (amount, rate, expected) => {
    expect(priceExclTax(amount, rate)).toBe(expected);
  });

  const incl: [number, number | undefined, number][] = [
    [100, undefined, 125],
    [4, undefined, 5],
    [10396, undefined, 12995],
    [799.2, undefined, 999],
    [0.1, undefined, 0.13],
    [0.02, undefined, 0.03],
    [100, 0.255, 125.5],
    [0, undefined, 0],
    [-4, undefined, -5],
  ];
  it.each(incl)("priceInclTax(%s, %s) = %s", (amount, rate, expected) => {
    expect(priceInclTax(amount, rate)).toBe(expected);
  });

  it.each([
    [NaN, 0.25],
    [Infinity, 0.25],
    [100, NaN],
    [100, -0.1],
  ])("throws RangeError for amount %s rate %s", (amount, rate) => {
    expect(() => priceExclTax(amount, rate)).toThrow(RangeError);
    expect(() => priceInclTax(amount, rate)).toThrow(RangeError);
  });
});

describe("roundHalfAwayFromZero", () => {
  const cases: [number, number, number][] = [
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [2.49, 0, 2],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [1.004, 2, 1],
    [-0.001, 2, 0],
    [123.456, 1, 123.5],
  ];
  it.each(cases)("round(%s, %s) = %s", (value, digits, expected) => {
    expect(Object.is(roundHalfAwayFromZero(value, digits), expected)).toBe(true);
  });
});

describe("formatMeasurement", () => {
  it.each([
    [48, "centimeter", "sv-SE", "48\u00a0cm"],
    [6.7, "kilogram", "sv-SE", "6,7\u00a0kg"],
    [6.75, "kilogram", "en-US", "6.8\u00a0kg"],
    [120, "centimeter", "fi-FI", "120\u00a0cm"],
  ] as const)("%d %s in %s reads %s", (value, unit, locale, expected) => {
    expect(formatMeasurement(value, unit, locale)).toBe(expected);
  });
});
