import { Hono, type Context } from "hono";
import { z } from "zod";
import { FEE_ITEMS, checkFeeChoice, feesOffered, findFee, type AppliedFee, type FeeItem } from "#core/domain/extra-fees.ts";
import { refusal } from "#core/domain/refusal.ts";
import { findShippingMethod } from "#core/domain/shipping.ts";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import { STORE_VIEWS, type StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { busy, openCart } from "./cart.ts";
import { firstIssue, readJson, refuse, reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

/** A fee in the API's words: ids, titles in the store's language, option prices including tax. */
function feeResult(fee: FeeItem, store: StoreView) {
  const t = translatorFor(store);
  return {
    fee_id: fee.id,
    title: t(`fees.${fee.id}.title`),
    description: t(`fees.${fee.id}.description`),
    multiple: fee.multiple,
    shipping_carrier_codes: [...fee.carriers],
    options: fee.options.map((o) => ({ option_id: o.id, title: t(`fees.${fee.id}.options.${o.id}`), price_incl_tax: o.prices[store.storeCode], currency: store.i18n.currencyCode })),
  };
}

const appliedResult = (fees: AppliedFee[], store: StoreView) => {
  const t = translatorFor(store);
  return fees.map((f) => ({ fee_id: f.feeId, options_ids: f.optionIds, title: t(`fees.${f.feeId}.title`), amount_incl_tax: f.amountInclTax }));
};

/** SPEC §4 "Applied fees": the refusal the browser reconnects its cart on. */
const notYours = (c: Context<AppEnv>, id: string) => refuse(c, 404, refusal("cartNotYours", { cartId: id }), "cartId");

/** The extra-fees extension of SPEC §7 "Fees" (under /api/ext/extra-fees). */
export const extraFeesApi = new Hono<AppEnv>();

/** GET list of fee items: every fee of the store with its options and prices. */
extraFeesApi.get("/list", (c) => {
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, `storeCode: ${store}`);
  return reply(c, 200, FEE_ITEMS.map((fee) => feeResult(fee, store)));
});

/** GET fee options with storeId and feeId. */
extraFeesApi.get("/options", (c) => {
  const storeId = c.req.query("storeId");
  const store = storeId === undefined ? c.var.store : Object.values(STORE_VIEWS).find((s) => String(s.storeId) === storeId.trim());
  if (!store) return reply(c, 400, `storeId: no store ${JSON.stringify(storeId)}; the stores are ${Object.values(STORE_VIEWS).map((s) => s.storeId).join(", ")}`);
  const feeId = c.req.query("feeId")?.trim();
  if (!feeId) return reply(c, 400, "feeId: Field is required");
  const fee = findFee(feeId);
  if (!fee) return reply(c, 404, `feeId: no fee ${JSON.stringify(feeId)}; the fees are ${FEE_ITEMS.map((f) => f.id).join(", ")}`);
  return reply(c, 200, feeResult(fee, store).options);
});

/** GET fee items for quote: the fees the cart's delivery (?shippingMethod=, else the one chosen) offers. */
extraFeesApi.get("/quote-items", async (c) => {
  const cart = await openCart(c, notYours);
  if ("error" in cart) return cart.error;
  const summary = await c.var.commerce.carts.summary(cart.id, c.req.query("shippingMethod") ?? null);
  if (!summary) return notYours(c, cart.id);
  const method = c.req.query("shippingMethod");
  if (method !== undefined && !summary.shipping) return reply(c, 400, `shippingMethod: unknown shipping method ${JSON.stringify(method)}`);
  return reply(c, 200, feesOffered(summary.shipping?.carrierCode ?? null).map((fee) => feeResult(fee, cart.store)));
});

/** GET applied fee options: the cart's fees as its delivery (?shippingMethod=, else the one chosen) charges them, and their sum. */
extraFeesApi.get("/applied", async (c) => {
  const cart = await openCart(c, notYours);
  if ("error" in cart) return cart.error;
  const method = c.req.query("shippingMethod");
  if (method !== undefined && !findShippingMethod(cart.store.storeCode, method)) return reply(c, 400, `shippingMethod: unknown shipping method ${JSON.stringify(method)}`);
  const summary = await c.var.commerce.carts.summary(cart.id, method ?? null);
  if (!summary) return notYours(c, cart.id);
  return reply(c, 200, { fees: appliedResult(summary.fees, cart.store), fees_incl_tax: summary.totals.feesInclTax, grand_total: summary.totals.grandTotal });
});

const applyBody = z.object(
  {
    addressInformation: z.object(
      {
        address: z.object({ countryId: z.string().max(2, { error: "use the two-letter country code" }).optional(), postcode: z.string().max(12).optional() }).optional(),
        shipping_carrier_code: z.string().max(40).optional(),
        shipping_method_code: z.string({ error: "Field is required" }).max(40),
      },
      { error: "Field is required: {address, shipping_carrier_code, shipping_method_code}" },
    ),
    information: z.object(
      { fee_id: z.string({ error: "Field is required" }).max(40), options_ids: z.array(z.string().max(40), { error: "must be a list of option ids" }).max(10) },
      { error: "Field is required: {fee_id, options_ids}" },
    ),
  },
  { error: "the body must be JSON: {addressInformation, information}" },
);

/** POST apply fee: one fee's options for the cart and its delivery (no options removes the fee). */
extraFeesApi.post("/apply", async (c) => {
  const cart = await openCart(c, notYours);
  if ("error" in cart) return cart.error;
  const parsed = applyBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { addressInformation: where, information } = parsed.data;
  const country = where.address?.countryId?.toUpperCase();
  if (country && country !== cart.store.countryId) return reply(c, 400, `addressInformation.address.countryId: ${cart.store.name} delivers in ${cart.store.countryId} only`);
  const method = findShippingMethod(cart.store.storeCode, where.shipping_method_code);
  if (!method) return reply(c, 400, `addressInformation.shipping_method_code: unknown shipping method ${JSON.stringify(where.shipping_method_code)}`);
  const checked = checkFeeChoice([{ feeId: information.fee_id, optionIds: information.options_ids }]);
  if (!checked.ok) return reply(c, 400, `information.${checked.field}: ${checked.message}`);
  if (information.options_ids.length > 0 && !feesOffered(method.carrierCode).some((f) => f.id === information.fee_id)) {
    return reply(c, 400, `information.fee_id: ${information.fee_id} is not offered with ${method.code}`);
  }
  const set = await c.var.commerce.carts.applyFee(cart.id, { feeId: information.fee_id, optionIds: information.options_ids });
  if (set === "missing") return notYours(c, cart.id);
  if (set === "busy") return busy(c);
  // Priced as the requested delivery charges them (the cart's chosen delivery is set with /api/cart/shipping-information).
  const after = (await c.var.commerce.carts.summary(cart.id, method.code))!;
  return reply(c, 200, { fees: appliedResult(after.fees, cart.store), fees_incl_tax: after.totals.feesInclTax, grand_total: after.totals.grandTotal });
});
