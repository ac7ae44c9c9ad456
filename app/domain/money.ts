/**
 * Money, tax and date formatting (SPEC §9 "Money and tax", §3 "Store view").
 * Pure functions; Intl formatters are cached per locale/currency/digits.
 */
import { TAX_RATE, type StoreI18n } from "../stores.ts";

export type MoneyI18n = Pick<StoreI18n, "defaultLocale" | "currencyCode" | "fractionDigits">;

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

/** Intl emits U+00A0, U+202F (narrow no-break) or U+2007 (figure space) depending on ICU; unify to U+00A0. */
function normaliseSpaces(s: string): string {
  return s.replace(/[\u00a0\u202f\u2007 ]/g, "\u00a0");
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(i18n: MoneyI18n): Intl.NumberFormat {
  const key = `${i18n.defaultLocale}|${i18n.currencyCode}|${i18n.fractionDigits}`;
  let f = moneyFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(i18n.defaultLocale, {
      style: "currency",
      currency: i18n.currencyCode,
      // 'kr' rather than 'SEK'/'NOK' outside the home locale; identical to 'symbol' in the Nordic locales.
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: i18n.fractionDigits,
      maximumFractionDigits: i18n.fractionDigits,
      roundingMode: "halfExpand",
      // No sign on values that round to zero ("0 kr", not "−0 kr").
      signDisplay: "negative",
    });
    moneyFormatters.set(key, f);
  }
  return f;
}

/**
 * Formats an amount in the store currency: sv-SE/SEK "12 995 kr", fi-FI/EUR "1 234,95 €",
 * da-DK/DKK "12.995 kr.". All spaces in the result are U+00A0. Negative amounts use the
 * locale's minus sign (U+2212 in sv/nb/fi). Throws RangeError for a non-finite amount.
 */
export function formatMoney(amount: number, i18n: MoneyI18n): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format a non-finite amount: ${amount}`);
  return normaliseSpaces(moneyFormatter(i18n).format(roundHalfAwayFromZero(amount, i18n.fractionDigits)));
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let f = dateFormatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "short" });
    dateFormatters.set(locale, f);
  }
  return f;
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

/**
 * Formats an ISO date ('YYYY-MM-DD', or an ISO timestamp; with an offset it is converted
 * to UTC, without one the written date is used) as a numeric date in the locale's short
 * order with a four-digit year: sv-SE "2024-03-05", da-DK/nb-NO "05.03.2024",
 * fi-FI "5.3.2024", en-US "3/5/2024" (matches the store dateFormat values).
 * Throws RangeError for an unparseable date.
 */
export function formatDate(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Invalid ISO date: ${JSON.stringify(iso)}`);
  const year = String(date.getUTCFullYear());
  return normaliseSpaces(
    dateFormatter(locale)
      .formatToParts(date)
      .map((p) => (p.type === "year" ? year : p.value))
      .join(""),
  );
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

/** A measurement in the store's locale: "6,7 kg", "48 cm". */
export function formatMeasurement(value: number, unit: "centimeter" | "kilogram", locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value).replace(/\s/g, "\u00a0");
}
