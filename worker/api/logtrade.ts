import { Hono, type Context } from "hono";
import { z } from "zod";
import { cartIdSchema } from "#core/api/cart-contract.ts";
import { ZIP_DIGITS, zipDigitsMessage, type ZipCountry } from "#core/domain/checkout-validation.ts";
import { PICKUP_POINTS_LISTED, compactPostcode } from "#core/domain/pickup-points.ts";
import { LEAD_TIME_DAYS, shippingMethods, type ShippingMethod } from "#core/domain/shipping.ts";
import { firstBookableDay } from "#core/domain/delivery-slots.ts";
import type { StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { firstIssue, readJson, reply } from "./envelope.ts";
import { storeParam } from "./store-param.ts";

const COUNTRIES = Object.keys(ZIP_DIGITS) as ZipCountry[];

const where = {
  postcode: z.string({ error: "postcode is required" }).trim().min(1, { error: "postcode is required" }).max(12, { error: "postcode is longer than 12 characters" }),
  countryCode: z.enum(COUNTRIES, { error: `countryCode must be one of ${COUNTRIES.join(", ")}` }).optional(),
  storeCode: z.string().optional(),
};

const storesBody = z.object(
  { ...where, limit: z.int({ error: "limit must be a whole number" }).min(1, { error: "limit must be at least 1" }).max(20, { error: "limit must be at most 20" }).optional() },
  { error: "the body must be JSON: {postcode, countryCode}" },
);

const deliveryBody = z.object({ ...where, cartId: cartIdSchema.optional() }, { error: "the body must be JSON: {postcode, countryCode, cartId}" });

/** The store and country of a request, or what is wrong with them: a store delivers in its own country. */
function placeOf(c: Context<AppEnv>, body: { storeCode?: string | undefined; countryCode?: ZipCountry | undefined; postcode: string }): { store: StoreView; country: ZipCountry; postcode: string } | string {
  const store = storeParam(body.storeCode, c.var.store);
  if (typeof store === "string") return `storeCode: ${store}`;
  const country = body.countryCode ?? (store.countryId as ZipCountry);
  if (country !== store.countryId) return `countryCode: ${store.name} delivers in ${store.countryId} only`;
  const postcode = compactPostcode(country, body.postcode);
  return postcode ? { store, country, postcode } : `postcode: ${zipDigitsMessage(country)}`;
}

/** The deliveries and stores APIs of SPEC §7 (paths /api/logtrade/delivery and /api/logtrade/stores). */
export const logtradeApi = new Hono<AppEnv>();

const oneStoreBody = z.object({
  agentId: z.string().trim().min(1).max(40, { error: "agentId is longer than 40 characters" }),
  countryCode: where.countryCode,
  storeCode: where.storeCode,
});

/** The carrier's pickup points nearest to a postcode (SPEC §3 "Pickup store"), nearest first; or one by {agentId}. */
logtradeApi.post("/stores", async (c) => {
  const body = await readJson(c);
  const one = oneStoreBody.safeParse(body);
  if (one.success) {
    const store = storeParam(one.data.storeCode, c.var.store);
    if (typeof store === "string") return reply(c, 400, `storeCode: ${store}`);
    const point = await c.var.commerce.delivery.pickupPoint(one.data.countryCode ?? (store.countryId as ZipCountry), one.data.agentId);
    return point ? reply(c, 200, [{ ...point, distance: 0 }]) : reply(c, 404, `agentId: the carrier has no pickup point ${JSON.stringify(one.data.agentId)}`);
  }
  const parsed = storesBody.safeParse(body);
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const place = placeOf(c, parsed.data);
  if (typeof place === "string") return reply(c, 400, place);
  const points = await c.var.commerce.delivery.pickupPoints(place.country, place.postcode, parsed.data.limit ?? PICKUP_POINTS_LISTED);
  if (points === null) return reply(c, 400, `postcode: ${place.country} has no postcode ${place.postcode}`);
  return reply(c, 200, points);
});

/**
 * The delivery options for an address (and a cart: its packages rule out parcel carriers for a sofa,
 * SPEC §5 "Shipping limitation"): carrier, price incl. tax, lead time; home delivery with its first day.
 */
logtradeApi.post("/delivery", async (c) => {
  const parsed = deliveryBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const place = placeOf(c, parsed.data);
  if (typeof place === "string") return reply(c, 400, place);
  const { cartId } = parsed.data;
  if (cartId) {
    const cartStore = await c.var.commerce.carts.storeOf(cartId);
    if (!cartStore) return reply(c, 404, `cartId: no cart ${cartId}`);
    if (cartStore !== place.store.storeCode) return reply(c, 400, `cartId: the cart belongs to the ${cartStore} store, not ${place.store.storeCode}`);
  }
  const methods = cartId ? await c.var.commerce.carts.shippingMethods(cartId) : shippingMethods(place.store.storeCode);
  if (!methods) return reply(c, 404, `cartId: no cart ${cartId}`);
  const firstHomeDay = firstBookableDay(c.var.commerce.catalog.today());
  return reply(
    c,
    200,
    methods.map((method: ShippingMethod) => ({
      option_id: method.code,
      carrier_code: method.carrierCode,
      price_incl_tax: method.priceInclTax,
      currency: place.store.i18n.currencyCode,
      lead_time_days: LEAD_TIME_DAYS[method.carrierCode],
      ...(method.carrierCode === "home" ? { first_delivery_date: firstHomeDay } : {}),
      ...(method.showroomId ? { showroom_id: method.showroomId } : {}),
    })),
  );
});
