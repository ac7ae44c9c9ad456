/**
 * Money, tax and date formatting (SPEC §9 "Money and tax", §3 "Store view").
 * Pure functions. Amounts, measures and dates are written with the store view's own separators,
 * sign and date pattern, the same on the server and in the browser: a page hydrates without
 * loading ICU's number and date data (20 ms or more of a phone's first second). Unit tests hold
 * every store's output to Intl's.
 */
import { TAX_RATE, type StoreI18n } from "../stores.ts";

export type NumberI18n = Pick<StoreI18n, "currencyDecimal" | "currencyGroup" | "minusSign">;
export type MoneyI18n = NumberI18n & Pick<StoreI18n, "currencySign" | "fractionDigits">;

/**
 * Rounds half away from zero at `digits` decimals. Float noise is removed
 * first (15 significant digits), so 1.005 → 1.01 and -2.5 → -3. Never returns -0.
 */
export function roundHalfAwayFromZero(value: number, digits = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round a non-finite number: ${value}`);
  if (!Number.isInteger(digits) || digits < 0 || digits > 10) {
    throw new RangeError(`digits must be an integer from 0 to 10, got ${digits}`);
  }
  const factor = 10 ** digits;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

const NBSP = "\u00a0";

/**
 * A number rounded at `digits` decimals (half away from zero), grouped in threes, with the store's
 * separators and minus; `trailingZeros: false` drops the zeros a fraction ends with (6.0 → "6").
 * Every space is U+00A0, so an amount never breaks across lines.
 */
export function formatNumber(value: number, i18n: NumberI18n, digits: number, trailingZeros = true): string {
  const rounded = roundHalfAwayFromZero(value, digits);
  const [whole = "", fraction = ""] = Math.abs(rounded).toFixed(digits).split(".");
  const group = i18n.currencyGroup.replace(/\s/g, NBSP);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const decimals = trailingZeros ? fraction : fraction.replace(/0+$/, "");
  return `${rounded < 0 ? i18n.minusSign : ""}${grouped}${decimals ? i18n.currencyDecimal + decimals : ""}`;
}

/**
 * An amount in the store currency, the amount then the sign: se "12 995 kr", dk "12.995 kr.",
 * fi "1 234,95 €", negative "−3 kr". Throws RangeError for a non-finite amount.
 */
export function formatMoney(amount: number, i18n: MoneyI18n): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format a non-finite amount: ${amount}`);
  return `${formatNumber(amount, i18n, i18n.fractionDigits)}${NBSP}${i18n.currencySign}`;
}

/** A measurement with at most one decimal: "6,7 kg", "48 cm". */
export function formatMeasurement(value: number, unit: "centimeter" | "kilogram", i18n: NumberI18n): string {
  return `${formatNumber(value, i18n, 1, false)}${NBSP}${unit === "kilogram" ? "kg" : "cm"}`;
}

/** A package's width × height × depth in cm, one unit at the end: "80 × 45 × 62,5 cm". */
export function formatBoxMeasures(box: { width: number; height: number; depth: number }, i18n: NumberI18n): string {
  return `${[box.width, box.height, box.depth].map((cm) => formatNumber(cm, i18n, 1, false)).join(`${NBSP}×${NBSP}`)}${NBSP}cm`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Parses 'YYYY-MM-DD' or an ISO timestamp to a UTC Date; a timestamp without a zone is read as UTC. */
function parseIsoDate(iso: string): Date | null {
  const m = ISO_DATE.exec(iso.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  // Reject rolled-over dates such as 2024-02-30.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return null;
  if (!m[5]) return day; // date only, or a zone-less timestamp: the calendar date as written
  const ts = new Date(iso.trim().replace(" ", "T"));
  return Number.isNaN(ts.getTime()) ? null : ts;
}

const DATE_PATTERN = /^(?=.*YYYY)(?=.*M)(?=.*D)/;

/**
 * An ISO date ('YYYY-MM-DD', or an ISO timestamp; with an offset it is converted to UTC, without
 * one the written date is used) in the store's date pattern (SPEC §3 dateFormat: YYYY, MM, M, DD
 * and D; anything else is kept): se "2024-03-05", dk and no "05.03.2024", fi "5.3.2024".
 * Throws RangeError for an unparseable date or a pattern that is not one (a locale tag such as "sv-SE").
 */
export function formatDate(iso: string, dateFormat: StoreI18n["dateFormat"]): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Invalid ISO date: ${JSON.stringify(iso)}`);
  if (!DATE_PATTERN.test(dateFormat)) throw new RangeError(`Not a date pattern (YYYY with M or MM and D or DD): ${JSON.stringify(dateFormat)}`);
  const parts: Record<string, string> = {
    YYYY: String(date.getUTCFullYear()).padStart(4, "0"),
    MM: String(date.getUTCMonth() + 1).padStart(2, "0"),
    M: String(date.getUTCMonth() + 1),
    DD: String(date.getUTCDate()).padStart(2, "0"),
    D: String(date.getUTCDate()),
  };
  return dateFormat.replace(/YYYY|MM|M|DD|D/g, (token) => parts[token] ?? token);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A delivery day in words, as the locale writes it: sv-SE "tisdag 16 juni". Throws RangeError for an unparseable date. */
export function formatDeliveryDay(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Invalid ISO date: ${JSON.stringify(iso)}`);
  let f = dayFormatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
    dayFormatters.set(locale, f);
  }
  return f.format(date);
}

function checkTaxArgs(amount: number, rate: number): void {
  if (!Number.isFinite(amount)) throw new RangeError(`Amount must be finite, got ${amount}`);
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Tax rate must be a finite number ≥ 0, got ${rate}`);
}

/** Price without tax from a tax-inclusive price, rounded to 2 decimals (half away from zero). */
export function priceExclTax(inclTax: number, rate: number = TAX_RATE): number {
  checkTaxArgs(inclTax, rate);
  return roundHalfAwayFromZero(inclTax / (1 + rate), 2);
}

/** Tax-inclusive price from a price without tax, rounded to 2 decimals (half away from zero). */
export function priceInclTax(exclTax: number, rate: number = TAX_RATE): number {
  checkTaxArgs(exclTax, rate);
  return roundHalfAwayFromZero(exclTax * (1 + rate), 2);
}
