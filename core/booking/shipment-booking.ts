import type { Commerce, Shipment } from "../port/index.ts";
import type { FieldError } from "../domain/checkout-validation.ts";
import { bookingChoiceErrors, bookingState, isLateChange, isLateMove, type BookingChoice, type BookingState } from "../domain/delivery-booking.ts";

/** A shipment as its booking link finds it today: what can be done, until when, and whether a move is late. */
export type BookingView =
  | { state: "unknown" }
  | { state: BookingState; shipment: Shipment; lateChange: boolean; today: string };

/** What the booking validator, the booking page and the submission all start from (SPEC §7 /api/booking/validateOrder). */
export async function viewBooking(commerce: Commerce, shipmentNumber: string): Promise<BookingView> {
  const shipment = await commerce.delivery.shipment(shipmentNumber.trim().toUpperCase());
  if (!shipment) return { state: "unknown" };
  const today = commerce.catalog.today();
  return {
    state: bookingState({ lastDay: shipment.lastDay, today, booked: shipment.booked, delivered: shipment.delivered }),
    shipment,
    lateChange: isLateChange(shipment.booked, today),
    today,
  };
}

export type BookingOutcome =
  | { ok: true; shipment: Shipment; lateChange: boolean }
  /** Unknown; too late; or changed meanwhile (another tab booked, the order was delivered): read it again. */
  | { ok: false; reason: "unknown" | "too_late" | "changed" }
  | { ok: false; reason: "invalid"; errors: FieldError[] };

/** Books or moves a home delivery through its link (SPEC §7 POST /api/booking/submission). */
export async function submitBooking(commerce: Commerce, shipmentNumber: string, choice: BookingChoice): Promise<BookingOutcome> {
  const view = await viewBooking(commerce, shipmentNumber);
  if (view.state === "unknown") return { ok: false, reason: "unknown" };
  if (view.state === "too_late") return { ok: false, reason: "too_late" };
  const errors = bookingChoiceErrors(choice, view.shipment.booked, view.today);
  if (errors.length > 0) return { ok: false, reason: "invalid", errors };
  const slot = { date: choice.date.trim(), timeslot: choice.timeslot.trim() };
  const booked = view.shipment.booked;
  // The booked slot again (a reload of the answer, an unchanged form) is no new booking.
  if (booked?.date === slot.date && booked.timeslot === slot.timeslot) return { ok: true, shipment: view.shipment, lateChange: false };
  const lateChange = isLateMove(slot, booked, view.today);
  const shipment = await commerce.delivery.bookShipment(view.shipment.shipmentNumber, { from: booked, to: slot, today: view.today, lateChange });
  return shipment ? { ok: true, shipment, lateChange } : { ok: false, reason: "changed" };
}
