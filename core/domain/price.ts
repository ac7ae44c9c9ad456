/**
 * Price rules: special price (SPEC §4 "Special price"), the lowest price of the 30 days before
 * a reduction (SPEC §1, EU price indication), option price adjustments (SPEC §5).
 * All dates are calendar days 'YYYY-MM-DD' (a trailing time part is ignored); pass `today`.
 */
import { roundHalfAwayFromZero } from "./money.ts";

export type PriceInput = {
  price: number;
  specialPrice: number | null;
  /** Inclusive first day, 'YYYY-MM-DD'; null or '' = no lower bound. */
  specialFromDate: string | null;
  /** Inclusive last day, 'YYYY-MM-DD'; null or '' = no upper bound. */
  specialToDate: string | null;
};

export type PriceHistoryEntry = { date: string; price: number };

export type PriceDisplay = {
  final: number;
  original: number;
  special: number | null;
  lowest30: number | null;
  showLowest30: boolean;
  discountPercent: number | null;
};

export type CustomOptionValuePrice = { priceType: "fixed" | "percent"; price: number };

/** Days before a reduction whose lowest price is shown with it (EU price indication). */
export const LOWEST_PRICE_WINDOW_DAYS = 30;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** 'YYYY-MM-DD' (optionally followed by a time) → 'YYYY-MM-DD', or null when not a real calendar date. */
function dayKey(s: string): string | null {
  const m = DAY_KEY.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function requireToday(today: string): string {
  const key = dayKey(today);
  if (!key) throw new RangeError(`today must be a 'YYYY-MM-DD' date, got ${JSON.stringify(today)}`);
  return key;
}

function addDays(key: string, days: number): string {
  const t = new Date(`${key}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/**
 * The special price when it applies, else null ("zeroed"). It applies only when it is a
 * positive finite number strictly below the original price and today lies within
 * [specialFromDate, specialToDate] (both inclusive, either optional; '' counts as absent).
 * A bound that is present but not a valid date makes the special price not apply.
 * Throws RangeError when `today` is not a valid date.
 */
export function effectiveSpecialPrice(p: PriceInput, today: string): number | null {
  const day = requireToday(today);
  const sp = p.specialPrice;
  if (sp === null || !Number.isFinite(sp) || sp <= 0) return null;
  if (!Number.isFinite(p.price) || sp >= p.price) return null;
  if (p.specialFromDate !== null && p.specialFromDate.trim() !== "") {
    const from = dayKey(p.specialFromDate);
    if (!from || day < from) return null;
  }
  if (p.specialToDate !== null && p.specialToDate.trim() !== "") {
    const to = dayKey(p.specialToDate);
    if (!to || day > to) return null;
  }
  return sp;
}

/** The price the shopper pays: the effective special price, else the regular price. */
export function finalPrice(p: PriceInput, today: string): number {
  return effectiveSpecialPrice(p, today) ?? p.price;
}

/** Valid history entries by day: a real date and a positive, finite price. */
function pricesByDay(history: readonly PriceHistoryEntry[]): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const e of history) {
    const d = dayKey(e.date);
    if (d && Number.isFinite(e.price) && e.price > 0) byDay.set(d, Math.min(e.price, byDay.get(d) ?? Infinity));
  }
  return byDay;
}

/** Prices are compared at cent precision. */
function samePrice(a: number, b: number): boolean {
  return roundHalfAwayFromZero(a, 2) === roundHalfAwayFromZero(b, 2);
}

/**
 * The day the current reduction started: specialFromDate when it is set, else the first day of
 * the run of days, ending today, on which the special price was charged (per the history).
 */
export function reductionStart(p: PriceInput, special: number, history: readonly PriceHistoryEntry[], today: string): string {
  return startOfReduction(p, special, pricesByDay(history), today);
}

function startOfReduction(p: PriceInput, special: number, byDay: ReadonlyMap<string, number>, today: string): string {
  const from = p.specialFromDate?.trim() ? dayKey(p.specialFromDate) : null;
  if (from) return from;
  let start = requireToday(today);
  for (let before = addDays(start, -1); byDay.has(before) && samePrice(byDay.get(before)!, special); before = addDays(before, -1)) start = before;
  return start;
}

/**
 * The EU price indication for a reduced price: the lowest price charged in the 30 days before the
 * reduction started (not during it). Days the history does not cover count at the regular price,
 * the price before any reduction on record; so with no history it is the regular price.
 */
export function lowestPriceBeforeReduction(p: PriceInput, special: number, history: readonly PriceHistoryEntry[], today: string): number {
  const byDay = pricesByDay(history);
  const start = startOfReduction(p, special, byDay, today);
  let lowest = p.price;
  for (let day = addDays(start, -LOWEST_PRICE_WINDOW_DAYS); day < start; day = addDays(day, 1)) lowest = Math.min(lowest, byDay.get(day) ?? p.price);
  return lowest;
}

/**
 * Everything a price block shows. While a special price applies, the lowest price of the 30 days
 * before the reduction is always shown (EU price indication); discountPercent =
 * round((original - special) / original * 100) while a special price applies, else null.
 */
export function priceDisplay(p: PriceInput, history: readonly PriceHistoryEntry[], today: string): PriceDisplay {
  const special = effectiveSpecialPrice(p, today);
  const final = special ?? p.price;
  const lowest30 = special === null ? null : lowestPriceBeforeReduction(p, special, history, today);
  return {
    final,
    original: p.price,
    special,
    lowest30,
    showLowest30: lowest30 !== null,
    discountPercent: special === null ? null : roundHalfAwayFromZero(((p.price - special) / p.price) * 100, 0),
  };
}

/**
 * Base price plus one chosen custom-option value (SPEC §5): 'fixed' adds the value's
 * price, 'percent' adds basePrice × price / 100. Result rounded to 2 decimals.
 * Throws RangeError for non-finite inputs.
 */
export function customOptionPrice(basePrice: number, value: CustomOptionValuePrice): number {
  if (!Number.isFinite(basePrice) || !Number.isFinite(value.price)) {
    throw new RangeError(`customOptionPrice needs finite numbers, got base ${basePrice} and price ${value.price}`);
  }
  const add = value.priceType === "percent" ? (basePrice * value.price) / 100 : value.price;
  return roundHalfAwayFromZero(basePrice + add, 2);
}
