/**
 * Booking a home delivery after the order (SPEC §2 /bokning/:shipmentNumber, §5 "a booking link after
 * order allows booking up to 14 days ahead; changing the delivery day less than 1 day before may incur
 * a cancellation fee"). Pure; "today" is passed in.
 *
 * Decisions where the spec is silent: the mailed link works for 14 days from the order day; a day
 * counts as "less than 1 day before" from the day before it (the carrier plans its routes the evening
 * before), and on the delivery day itself nothing can be changed any more.
 */

import { VALIDATION_MESSAGES, type FieldError } from "./checkout-validation.ts";
import { validateDeliverySlot } from "./delivery-slots.ts";

export const BOOKING_LINK_DAYS = 14;

export interface BookedSlot {
  date: string;
  timeslot: string;
}

/** What the booking validator answers (SPEC §7 "resultCode"): bookable, booked (and movable), or neither. */
export type BookingState = "valid" | "already_booked" | "too_late";

const DAY_MS = 86_400_000;

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day the booking link of an order placed on `orderDay` works. */
export function bookingLinkLastDay(orderDay: string): string {
  return addDays(orderDay.slice(0, 10), BOOKING_LINK_DAYS);
}

/**
 * Where a shipment's booking stands today: too late once the link has run out, the order was delivered
 * or its booked day has come; otherwise booked when a day is booked, else open for booking.
 */
export function bookingState(facts: { lastDay: string; today: string; booked: BookedSlot | null; delivered: boolean }): BookingState {
  if (facts.delivered || facts.today > facts.lastDay) return "too_late";
  if (facts.booked && facts.booked.date <= facts.today) return "too_late";
  return facts.booked ? "already_booked" : "valid";
}

/** Moving a booked day from the day before it on may cost a cancellation fee (SPEC §5). */
export function isLateChange(booked: BookedSlot | null, today: string): boolean {
  return booked !== null && booked.date <= addDays(today, 1);
}

/** A move of a booked day to another day or slot that comes late (keeping the booked slot is no move). */
export function isLateMove(choice: BookedSlot, booked: BookedSlot | null, today: string): boolean {
  const unchanged = booked !== null && booked.date === choice.date.trim() && booked.timeslot === choice.timeslot.trim();
  return !unchanged && isLateChange(booked, today);
}

export interface BookingChoice extends BookedSlot {
  /** The shopper accepted that a late change may cost a cancellation fee. */
  acceptCancellationFee: boolean;
}

/**
 * A new day and timeslot for a shipment: one of the bookable days (from tomorrow, up to 14 days ahead)
 * and a home-delivery slot; a late move of a booked day needs the fee accepted.
 */
export function bookingChoiceErrors(choice: BookingChoice, booked: BookedSlot | null, today: string): FieldError[] {
  const errors = validateDeliverySlot(choice, today);
  if (isLateMove(choice, booked, today) && !choice.acceptCancellationFee) {
    errors.push({ field: "acceptCancellationFee", key: "cancellationFee", message: VALIDATION_MESSAGES.cancellationFee });
  }
  return errors;
}
