import { Hono } from "hono";
import { ZIP_DIGITS, type ZipCountry } from "../../app/domain/checkout-validation.ts";
import { deliveryDates, timeslotsFor, TIMESLOTS } from "../../app/domain/delivery-slots.ts";
import { compactPostcode } from "../../app/domain/pickup-points.ts";
import type { AppEnv } from "../app-env.ts";
import { reply } from "./envelope.ts";
import { storeParam } from "./store-param.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const slotResult = (slot: (typeof TIMESLOTS)[number]) => ({ code: slot.code, from: `${slot.from}:00`, to: `${slot.to}:00`, product_code: slot.productCode });

/** Home-delivery booking (SPEC §7 "Delivery, booking"): the timeslots and the days they can be booked. */
export const bookingApi = new Hono<AppEnv>();

bookingApi.get("/deliveryTimeslots", (c) => {
  const productCode = c.req.query("product_code");
  return reply(c, 200, (productCode ? timeslotsFor(productCode) : TIMESLOTS).map(slotResult));
});

bookingApi.get("/deliveryDates", (c) => {
  const store = storeParam(c.req.query("storeCode"), c.var.store);
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
