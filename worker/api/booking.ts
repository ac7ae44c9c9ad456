import { Hono, type Context } from "hono";
import { z } from "zod";
import { submitBooking, viewBooking, type BookingView } from "#core/booking/shipment-booking.ts";
import { VALIDATION_MESSAGES, ZIP_DIGITS, type ZipCountry } from "#core/domain/checkout-validation.ts";
import { deliveryDates, timeslotsFor, TIMESLOTS } from "#core/domain/delivery-slots.ts";
import { compactPostcode } from "#core/domain/pickup-points.ts";
import type { AppEnv } from "../app-env.ts";
import { firstIssue, readJson, reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const slotResult = (slot: (typeof TIMESLOTS)[number]) => ({ code: slot.code, from: `${slot.from}:00`, to: `${slot.to}:00`, product_code: slot.productCode });

/** Home-delivery booking (SPEC §7 "Delivery, booking"): the timeslots and the days they can be booked. */
export const bookingApi = new Hono<AppEnv>();

bookingApi.get("/deliveryTimeslots", (c) => {
  const productCode = c.req.query("product_code");
  return reply(c, 200, (productCode ? timeslotsFor(productCode) : TIMESLOTS).map(slotResult));
});

bookingApi.get("/deliveryDates", (c) => {
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const country = store.countryId as ZipCountry;
  const postcode = compactPostcode(country, c.req.query("postcode") ?? "");
  if (!postcode) return reply(c, 400, `postcode: enter a ${ZIP_DIGITS[country]}-digit postcode for ${store.name}`);
  const startDate = c.req.query("startDate");
  const nextDate = c.req.query("nextDate");
  for (const [name, value] of [["startDate", startDate], ["nextDate", nextDate]] as const) {
    if (value && !ISO_DATE.test(value)) return reply(c, 400, `${name}: use the form YYYY-MM-DD`);
  }
  const slots = timeslotsFor("home_delivery").map(slotResult);
  const dates = deliveryDates(c.var.commerce.catalog.today(), startDate).filter((date) => !nextDate || date < nextDate);
  return reply(c, 200, dates.map((date) => ({ date, postcode, timeslots: slots })));
});

/** What the validator says of each state (SPEC §7: "resultCode and result.message"). */
const VALIDATOR_MESSAGES: Record<BookingView["state"], string> = {
  valid: "The home delivery can be booked",
  already_booked: "The home delivery is booked; another day can still be chosen",
  too_late: "The booking link has expired or the delivery is under way: contact customer service to change it",
  unknown: "No home delivery has this booking id: use the link in the order confirmation",
};

const REQUIRED = VALIDATION_MESSAGES.required;

/** The validator's answer: {code, resultCode, result: {message, ...the shipment's booking}}. */
function validatorReply(c: Context<AppEnv>, view: BookingView) {
  const message = VALIDATOR_MESSAGES[view.state];
  if (view.state === "unknown") return c.json({ code: 404, resultCode: view.state, result: { message } }, 404);
  const { shipment } = view;
  return c.json({
    code: 200,
    resultCode: view.state,
    result: {
      message,
      bookingId: shipment.shipmentNumber,
      orderNumber: shipment.orderNumber,
      product_code: shipment.productCode,
      postcode: shipment.address.zipCode,
      booked: shipment.booked && { date: shipment.booked.date, timeslot: shipment.booked.timeslot },
      lastBookingDay: shipment.lastDay,
      cancellationFeeMayApply: view.lateChange,
    },
  });
}

/** Whether a mailed booking link can still be used, and what it books (GET /api/booking/validateOrder?bookingId=). */
bookingApi.get("/validateOrder", async (c) => {
  const bookingId = c.req.query("bookingId")?.trim();
  if (!bookingId) return reply(c, 400, `bookingId: ${REQUIRED}`);
  return validatorReply(c, await viewBooking(c.var.commerce, bookingId));
});

const submission = z.object(
  {
    bookingId: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(40, { error: "is longer than 40 characters" }),
    date: z.string({ error: REQUIRED }).max(10, { error: "use the form YYYY-MM-DD" }),
    timeslot: z.string({ error: REQUIRED }).max(10, { error: "use a code from /api/booking/deliveryTimeslots" }),
    acceptCancellationFee: z.boolean({ error: "must be true or false" }).optional(),
  },
  { error: "the body must be JSON: {bookingId, date, timeslot, acceptCancellationFee}" },
);

/** The submission's field names for the domain's (the checkout calls them deliveryDate and deliveryTimeslot). */
const SUBMISSION_FIELD: Record<string, string> = { deliveryDate: "date", deliveryTimeslot: "timeslot" };

/** Books or moves a home delivery (POST /api/booking/submission; success is code 200). */
bookingApi.post("/submission", async (c) => {
  const parsed = submission.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { bookingId, date, timeslot, acceptCancellationFee = false } = parsed.data;
  const outcome = await submitBooking(c.var.commerce, bookingId, { date, timeslot, acceptCancellationFee });
  if (outcome.ok) {
    const { booked, shipmentNumber } = outcome.shipment;
    return reply(c, 200, { message: "The home delivery is booked", bookingId: shipmentNumber, booked, cancellationFeeMayApply: outcome.lateChange });
  }
  if (outcome.reason === "invalid") {
    const [first] = outcome.errors;
    return reply(c, 400, `${SUBMISSION_FIELD[first!.field] ?? first!.field}: ${first!.message}`);
  }
  if (outcome.reason === "changed") return reply(c, 409, "bookingId: the booking changed meanwhile (booked elsewhere, delivered or due today); read it again with /api/booking/validateOrder");
  return reply(c, outcome.reason === "unknown" ? 404 : 409, VALIDATOR_MESSAGES[outcome.reason]);
});
