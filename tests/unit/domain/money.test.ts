import { describe, it, expect } from "vitest";
import { formatBoxMeasures, formatDate, formatMeasurement, formatMoney, formatNumber, priceExclTax, priceInclTax, roundHalfAwayFromZero, type MoneyI18n } from "#core/domain/money.ts";
import { STORE_VIEWS, type StoreCode, type StoreI18n } from "#core/stores.ts";

const { se: SE, dk: DK, no: NO, fi: FI } = Object.fromEntries(Object.entries(STORE_VIEWS).map(([code, store]) => [code, store.i18n])) as Record<StoreCode, StoreI18n>;

/** What ICU writes for a store (the oracle the store's separators, sign and minus are held to), spaces unified. */
const intlMoney = (amount: number, i18n: StoreI18n) =>
  new Intl.NumberFormat(i18n.defaultLocale, { style: "currency", currency: i18n.currencyCode, currencyDisplay: "narrowSymbol", minimumFractionDigits: i18n.fractionDigits, maximumFractionDigits: i18n.fractionDigits, roundingMode: "halfExpand", signDisplay: "negative" })
    .format(amount)
    .replace(/[ \u202f\u2007]/g, "\u00a0");

describe("formatMoney", () => {
  const cases: [string, number, MoneyI18n, string][] = [
    ["SEK: amount then sign, no decimals, NBSP group", 12995, SE, "12\u00a0995\u00a0kr"],
    ["SEK below a thousand", 995, SE, "995\u00a0kr"],
    ["SEK four digits are grouped", 1234, SE, "1\u00a0234\u00a0kr"],
    ["SEK zero", 0, SE, "0\u00a0kr"],
    ["SEK million", 1234567, SE, "1\u00a0234\u00a0567\u00a0kr"],
    ["SEK rounds half away from zero (up)", 12994.5, SE, "12\u00a0995\u00a0kr"],
    ["SEK rounds below half down", 12994.49, SE, "12\u00a0994\u00a0kr"],
    ["SEK negative rounds half away from zero, U+2212 minus", -2.5, SE, "\u22123\u00a0kr"],
    ["SEK tiny negative rounds to unsigned zero", -0.4, SE, "0\u00a0kr"],
    ["DKK uses '.' grouping and 'kr.'", 12995, DK, "12.995\u00a0kr."],
    ["DKK negative uses a hyphen-minus", -12995, DK, "-12.995\u00a0kr."],
    ["NOK", 12995, NO, "12\u00a0995\u00a0kr"],
    ["EUR fi-FI two decimals", 1234.95, FI, "1\u00a0234,95\u00a0€"],
    ["EUR pads decimals", 5, FI, "5,00\u00a0€"],
    ["EUR rounds 1.005 half away from zero despite float repr", 1.005, FI, "1,01\u00a0€"],
    ["EUR negative", -1234567.5, FI, "\u22121\u00a0234\u00a0567,50\u00a0€"],
    ["two decimals in a store without them", 100, { ...SE, fractionDigits: 2 }, "100,00\u00a0kr"],
  ];
  it.each(cases)("%s", (_name, amount, i18n, expected) => {
    expect(formatMoney(amount, i18n)).toBe(expected);
  });

  const amounts = [0, 1, 9.99, 999, 1000, 1234, 12995, 99999.5, 1234567.891, -0.4, -2.5, -1234, -1234567.5];
  it.each(Object.values(STORE_VIEWS))("store $storeCode writes every amount as ICU does for its locale and currency", (store) => {
    for (const amount of amounts) expect(formatMoney(amount, store.i18n)).toBe(intlMoney(amount, store.i18n));
  });

  it.each(Object.values(STORE_VIEWS))("store $storeCode output uses only U+00A0 as space", (store) => {
    const s = formatMoney(1234567.891, store.i18n);
    expect(s).not.toMatch(/[ \u202f\u2007]/);
    expect(s).toContain(store.i18n.currencySign);
  });

  it.each([NaN, Infinity, -Infinity])("throws RangeError for %s", (amount) => {
    expect(() => formatMoney(amount, SE)).toThrow(RangeError);
  });
});

describe("formatNumber", () => {
  it.each([
    ["one decimal, zeros dropped", 4.0, SE, 1, false, "4"],
    ["one decimal kept", 4.25, SE, 1, false, "4,3"],
    ["zeros kept", 4, FI, 2, true, "4,00"],
    ["Danish grouping", 1234.5, DK, 1, false, "1.234,5"],
    ["negative zero is zero", -0.01, NO, 1, false, "0"],
  ] as const)("%s", (_name, value, i18n, digits, zeros, expected) => {
    expect(formatNumber(value, i18n, digits, zeros)).toBe(expected);
  });
});

describe("formatDate", () => {
  const cases: [string, StoreI18n, string][] = [
    ["2024-03-05", SE, "2024-03-05"],
    ["2024-03-05", DK, "05.03.2024"],
    ["2024-03-05", NO, "05.03.2024"],
    ["2024-03-05", FI, "5.3.2024"],
    ["2024-12-31T23:30:00Z", SE, "2024-12-31"],
    ["2024-12-31T23:30:00-02:00", SE, "2025-01-01"],
    ["2025-01-01T00:30:00+01:00", SE, "2024-12-31"],
    ["2024-03-05 23:59:59", SE, "2024-03-05"],
    ["2024-02-29", FI, "29.2.2024"],
  ];
  it.each(cases)("%s in %s", (iso, i18n, expected) => {
    expect(formatDate(iso, i18n.dateFormat)).toBe(expected);
  });

  it.each(Object.values(STORE_VIEWS))("store $storeCode's pattern writes dates as ICU does for its locale", (store) => {
    const intl = new Intl.DateTimeFormat(store.i18n.defaultLocale, { timeZone: "UTC", year: "numeric", month: store.i18n.dateFormat.includes("MM") ? "2-digit" : "numeric", day: store.i18n.dateFormat.includes("DD") ? "2-digit" : "numeric" });
    for (const iso of ["2024-03-05", "2024-11-27", "2025-01-31"]) expect(formatDate(iso, store.i18n.dateFormat)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
  });

  it.each(["", "2024-13-01", "2024-02-30", "05.03.2024", "yesterday", "2024-3-5"])("throws RangeError for %j", (iso) => {
    expect(() => formatDate(iso, SE.dateFormat)).toThrow(RangeError);
  });

  // The order history printed "sv-SE" where the date belongs: it passed the locale tag for the pattern.
  it.each(Object.values(STORE_VIEWS))("refuses store $storeCode's locale tag where its pattern belongs", (store) => {
    expect(() => formatDate("2024-03-05", store.i18n.defaultLocale as StoreI18n["dateFormat"])).toThrow(/Not a date pattern/);
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
    [48, "centimeter", SE, "48\u00a0cm"],
    [6.7, "kilogram", SE, "6,7\u00a0kg"],
    [6.75, "kilogram", NO, "6,8\u00a0kg"],
    [120, "centimeter", FI, "120\u00a0cm"],
    [1234.5, "centimeter", DK, "1.234,5\u00a0cm"],
  ] as const)("%d %s reads %s", (value, unit, i18n, expected) => {
    expect(formatMeasurement(value, unit, i18n)).toBe(expected);
  });
});

describe("formatBoxMeasures", () => {
  it.each([
    [{ width: 80, height: 45, depth: 60 }, SE, "80\u00a0×\u00a045\u00a0×\u00a060\u00a0cm"],
    [{ width: 62.5, height: 12.25, depth: 1200 }, DK, "62,5\u00a0×\u00a012,3\u00a0×\u00a01.200\u00a0cm"],
    [{ width: 210, height: 90.04, depth: 95 }, FI, "210\u00a0×\u00a090\u00a0×\u00a095\u00a0cm"],
  ] as const)("%o reads %s", (box, i18n, expected) => {
    expect(formatBoxMeasures(box, i18n)).toBe(expected);
  });
});
