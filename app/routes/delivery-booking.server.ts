import { data, redirect } from "react-router";
import type { Route } from "./+types/delivery-booking";
import { submitBooking, viewBooking, type BookingView } from "#core/booking/shipment-booking.ts";
import { routeContext } from "../context.ts";
import { deliveryDates, formatDeliverySlot, formatTimeslot, timeslotsFor } from "#core/domain/delivery-slots.ts";
import { formatDeliveryDay } from "#core/domain/money.ts";
import { STORE_VIEWS, storePath, type StoreView } from "#core/stores.ts";
import { postalLine } from "#core/domain/postcode.ts";
import { readForm } from "./form-body.server.ts";

export type BookingPageState = BookingView["state"];

export interface BookingActionData {
  done: boolean;
  /** The booked day and slot in words, once done. */
  booked?: string;
  lateChange?: boolean;
  errors: Record<string, string>;
  formError: string | null;
  values: { date: string; timeslot: string };
}

const dayLabel = (store: StoreView, iso: string) => formatDeliveryDay(iso, store.i18n.defaultLocale);
/** A day tile's two lines, as the locale abbreviates: "tis" over "1 dec.". */
function dayTile(store: StoreView, iso: string): { weekday: string; day: string } {
  const date = new Date(`${iso}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(store.i18n.defaultLocale, { ...options, timeZone: "UTC" }).format(date);
  return { weekday: part({ weekday: "short" }), day: part({ day: "numeric", month: "short" }) };
}

/**
 * /bokning/:shipmentNumber — where the confirmation mail's booking link leads (SPEC §2): the shipment's
 * booking, and the days and slots it can move to. Never cached (a private path): the link is personal.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { commerce, store, t } = routeContext(context);
  const view = await viewBooking(commerce, params.shipmentNumber);
  const title = t("booking.title");
  if (view.state === "unknown") return data({ title, state: view.state, booking: null }, { status: 404 });
  const { shipment } = view;
  // The link of another store's order (an edited address): its own store's page, in its language.
  if (shipment.store !== store.storeCode) throw redirect(storePath(STORE_VIEWS[shipment.store], `/bokning/${shipment.shipmentNumber}`));
  return {
    title,
    state: view.state,
    booking: {
      orderNumber: shipment.orderNumber,
      address: `${shipment.address.street}, ${postalLine(shipment.address.country, shipment.address.zipCode, shipment.address.city)}`,
      booked: shipment.booked && { ...shipment.booked, label: formatDeliverySlot(shipment.booked, store.i18n.defaultLocale) },
      lastDay: dayLabel(store, shipment.lastDay),
      lateChange: view.lateChange,
      days: deliveryDates(view.today).map((date) => ({ date, label: dayLabel(store, date), ...dayTile(store, date) })),
      timeslots: timeslotsFor(shipment.productCode).map((slot) => ({ code: slot.code, label: formatTimeslot(slot.code) })),
    },
  };
}

/** Books or moves the delivery; works without JavaScript. Ends with the success or failure message (SPEC §4, §8). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { commerce, store, t } = routeContext(context);
  const form = await readForm(request);
  const values = { date: String(form.get("date") ?? ""), timeslot: String(form.get("timeslot") ?? "") };
  const answer = (status: number, rest: Partial<BookingActionData>) =>
    data<BookingActionData>({ done: false, errors: {}, formError: null, values, ...rest }, { status });
  try {
    const outcome = await submitBooking(commerce, params.shipmentNumber, { ...values, acceptCancellationFee: form.get("acceptCancellationFee") === "on" });
    if (outcome.ok) {
      const { booked } = outcome.shipment;
      return answer(200, { done: true, booked: booked ? formatDeliverySlot(booked, store.i18n.defaultLocale) : "", lateChange: outcome.lateChange });
    }
    if (outcome.reason === "invalid") {
      const errors = Object.fromEntries(outcome.errors.map((e) => [e.field, t(`booking.errors.${e.key}`)]));
      return answer(400, { errors, formError: t("booking.fixErrors") });
    }
    if (outcome.reason === "changed") return answer(409, { formError: t("booking.changed") });
    return answer(outcome.reason === "unknown" ? 404 : 409, { formError: t(`booking.state.${outcome.reason}`) });
  } catch (error) {
    console.error("Error during the booking submit", error);
    return answer(503, { formError: t("booking.failed") });
  }
}
