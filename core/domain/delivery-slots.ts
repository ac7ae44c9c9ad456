/**
 * Home delivery booking (SPEC §5 "Delivery-date lookup", §9 "Delivery window 10 to 22"):
 * which days and timeslots a shopper can choose at checkout. Pure; "today" is passed in.
 *
 * Decisions where the spec is silent: deliveries run Monday to Saturday, starting the day after
 * the order; the window 10–22 is cut into three slots of four hours.
 */

import { VALIDATION_MESSAGES, type FieldError } from "./checkout-validation.ts";
import { formatDeliveryDay } from "./money.ts";

export interface Timeslot {
  code: string;
  from: number;
  to: number;
  /** The shipping product the slot belongs to (SPEC §5: "filtered to the chosen product_code"). */
  productCode: string;
}

export const DELIVERY_WINDOW = { from: 10, to: 22 } as const;
export const DELIVERY_DAYS_AHEAD = 14;
export const HOME_DELIVERY = "home_delivery";

export const TIMESLOTS: readonly Timeslot[] = [
  { code: "10-14", from: 10, to: 14, productCode: HOME_DELIVERY },
  { code: "14-18", from: 14, to: 18, productCode: HOME_DELIVERY },
  { code: "18-22", from: 18, to: 22, productCode: HOME_DELIVERY },
];

/** The lookup strips whitespace from the postcode ("412 63" → "41263"). */
export function normalizePostcode(postcode: string): string {
  return postcode.replace(/\s+/gu, "");
}

/** A slot code as people write a time range: "10-14" → "10–14". */
export function formatTimeslot(code: string): string {
  return code.replace("-", "–");
}

/** A booked day and slot in words, as the locale writes them: sv-SE "onsdag 17 juni, 18–22". */
export function formatDeliverySlot(slot: { date: string; timeslot: string }, locale: string): string {
  return `${formatDeliveryDay(slot.date, locale)}, ${formatTimeslot(slot.timeslot)}`;
}

export function timeslotsFor(productCode: string, slots: readonly Timeslot[] = TIMESLOTS): Timeslot[] {
  return slots.filter((s) => s.productCode === productCode);
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(iso: string): number | null {
  if (!ISO_DATE.test(iso)) return null;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso ? null : time;
}

/**
 * Delivery days from the day after `today` (or from `startDate` when later) up to
 * DELIVERY_DAYS_AHEAD days after today, Sundays left out. ISO dates (YYYY-MM-DD).
 */
export function deliveryDates(today: string, startDate?: string | null): string[] {
  const base = parseDate(today);
  if (base === null) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  const start = Math.max(base + DAY_MS, (startDate ? parseDate(startDate) : null) ?? 0);
  const dates: string[] = [];
  for (let t = start; t <= base + DELIVERY_DAYS_AHEAD * DAY_MS; t += DAY_MS) {
    if (new Date(t).getUTCDay() !== 0) dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** The first day a home delivery ordered `today` can be booked for: what the checkout preselects and the product page promises. */
export function firstBookableDay(today: string): string | null {
  return deliveryDates(today)[0] ?? null;
}

const slotError = (field: "deliveryDate" | "deliveryTimeslot", key: "required" | "deliverySlot"): FieldError => ({ field, key, message: VALIDATION_MESSAGES[key] });

/** A chosen day must be one of deliveryDates(today), the slot one of the home-delivery slots. */
export function validateDeliverySlot(choice: { date: string; timeslot: string }, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const date = choice.date.trim();
  const slot = choice.timeslot.trim();
  if (date === "") errors.push(slotError("deliveryDate", "required"));
  else if (!deliveryDates(today).includes(date)) errors.push(slotError("deliveryDate", "deliverySlot"));
  if (slot === "") errors.push(slotError("deliveryTimeslot", "required"));
  else if (!timeslotsFor(HOME_DELIVERY).some((s) => s.code === slot)) errors.push(slotError("deliveryTimeslot", "deliverySlot"));
  return errors;
}
