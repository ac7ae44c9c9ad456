import { Hono, type Context } from "hono";
import { z } from "zod";
import { refusal } from "#core/domain/refusal.ts";
import { isBackendOutage, OUTAGE_RETRY_AFTER_SECONDS } from "#core/errors/backend-outage.ts";
import { findShippingMethod } from "#core/domain/shipping.ts";
import { paymentMethods } from "#core/payments/payment-methods.ts";
import { priceExclTax } from "#core/domain/money.ts";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import { paymentLabel, shippingLabel } from "#core/i18n/method-labels.ts";
import { STORE_VIEWS, type StoreView } from "#core/stores.ts";
import { cartIdSchema, cartItemSchema, type CartTotalsResult } from "#core/api/cart-contract.ts";
import { handOverCart } from "#core/account/cart-handover.ts";
import type { AppEnv } from "../app-env.ts";
import type { CartSummary, Commerce } from "#core/port/index.ts";
import { accessToken, firstIssue, readJson, refuse, reply, tokenRequired } from "./envelope.ts";
import { lineProductOptions, resolveCartItem, toItem } from "./cart-lines.ts";
import { shippingChoice } from "./shipping-information.ts";
import { requestedStore } from "./store-param.ts";

/** The payment methods of SPEC §7; the hosted checkout only with a provider configured. */
const offeredPaymentMethods = (commerce: Commerce) => paymentMethods(false, commerce.hostedCheckout.available, commerce.carts.paymentMethods);

/** The ?cartId= of the request, or the 400 naming it. */
function requestedCartId(c: Context<AppEnv>): { id: string } | { error: Response } {
  const id = cartIdSchema.safeParse(c.req.query("cartId"));
  return id.success ? { id: id.data } : { error: reply(c, 400, firstIssue(id.error)) };
}

const noCart = (c: Context<AppEnv>, id: string) => refuse(c, 404, refusal("noCart", { cartId: id }), "cartId");
/** A change while the cart's order is being placed: refused, so it is never silently lost. */
export const busy = (c: Context<AppEnv>) => refuse(c, 409, refusal("checkoutInProgress"), "cartId");

/**
 * A cart the backend did not answer (down, misconfigured, too slow): 503 with Retry-After and the
 * cartUnavailable refusal, which the shop's script says as "could not add", rather than the bare outage
 * envelope. The calls an add makes: create, pull (the script's sync reads the cart first) and update.
 */
async function unlessUnavailable(c: Context<AppEnv>, change: () => Promise<Response>): Promise<Response> {
  try {
    return await change();
  } catch (error) {
    if (!isBackendOutage(error)) throw error;
    console.warn(`${c.req.method} ${c.req.path}: the cart's backend did not answer`, error);
    c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    return refuse(c, 503, refusal("cartUnavailable"));
  }
}

/** The cart of ?cartId=, created by /create, in the store it was created for; `missing` answers an unknown id. */
export async function openCart(c: Context<AppEnv>, missing: (c: Context<AppEnv>, id: string) => Response = noCart): Promise<{ id: string; store: StoreView } | { error: Response }> {
  const requested = requestedCartId(c);
  if ("error" in requested) return requested;
  const store = await c.var.commerce.carts.storeOf(requested.id);
  if (!store) return { error: missing(c, requested.id) } as const;
  return { id: requested.id, store: STORE_VIEWS[store] } as const;
}

/** SPEC §7 cart endpoints (vue-storefront-api contract): {code, result}, cartId in the query. */
export const cartApi = new Hono<AppEnv>();

/**
 * A guest cart, or with a customer token the customer's own cart in the store. An invalid token
 * answers 401, and the client retries as a guest (SPEC §4 "Cart connect").
 */
cartApi.post("/create", (c) =>
  unlessUnavailable(c, async (): Promise<Response> => {
    const store = requestedStore(c);
    if (typeof store === "string") return reply(c, 400, store);
    const token = accessToken(c);
    if (!token) return reply(c, 200, await c.var.commerce.carts.create(store.storeCode));
    const own = await handOverCart(c.var.commerce, token, store, null);
    return own ? reply(c, 200, own.cartId) : refuse(c, 401, refusal("notCustomerToken", { instead: "guestCart" }), "token");
  }),
);

/**
 * Sign-in: the guest cart of ?cartId= joins the customer's cart (same lines add up; merging the
 * same guest cart twice changes nothing). Answers the customer's cart id and what is now short.
 */
cartApi.post("/merge", async (c) => {
  const token = accessToken(c);
  if (!token) return tokenRequired(c);
  const guest = await openCart(c);
  if ("error" in guest) return guest.error;
  const handed = await handOverCart(c.var.commerce, token, guest.store, guest.id);
  if (!handed) return refuse(c, 401, refusal("notCustomerToken", { instead: "signIn" }), "token");
  return reply(c, 200, handed);
});

cartApi.get("/pull", (c) =>
  unlessUnavailable(c, async (): Promise<Response> => {
    const cart = await openCart(c);
    if ("error" in cart) return cart.error;
    const lines = await c.var.commerce.carts.lines(cart.id);
    const productOptions = await lineProductOptions(c.var.commerce, cart.store.storeCode, lines);
    return reply(c, 200, lines.map((line, i) => toItem(line, cart.id, productOptions[i])));
  }),
);

/**
 * A change's own id, from the `Idempotency-Key` header (offline changes replayed on reconnect): the
 * cart applies a change with a given id once and answers a repeat as it did the first time.
 */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function operationIdOf(c: Context<AppEnv>): { operationId?: string } | { error: Response } {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return {};
  if (!IDEMPOTENCY_KEY.test(key)) return { error: reply(c, 400, "Idempotency-Key: must be 8 to 64 letters, digits, '-' or '_'") };
  return { operationId: key };
}

cartApi.post("/update", (c) =>
  unlessUnavailable(c, async (): Promise<Response> => {
    const cart = await openCart(c);
    if ("error" in cart) return cart.error;
    const operation = operationIdOf(c);
    if ("error" in operation) return operation.error;
    const body = z.object({ cartItem: cartItemSchema }, { error: "the body must be JSON with a cartItem" }).safeParse(await readJson(c));
    if (!body.success) return reply(c, 400, firstIssue(body.error));
    const item = body.data.cartItem;
    const resolved = await resolveCartItem(c.var.commerce, cart.store.storeCode, item);
    if (!resolved.ok) return reply(c, resolved.status, `${resolved.field}: ${resolved.message}`);
    const outcome = await c.var.commerce.carts.add(cart.id, {
      sku: resolved.sku,
      qty: item.qty,
      itemId: item.item_id,
      productType: resolved.productType,
      options: resolved.options,
      ...operation,
    });
    if (!outcome.ok) return refuse(c, "notFound" in outcome ? 404 : "busy" in outcome ? 409 : 400, outcome.refusal, `cartItem.${outcome.field}`);
    const [productOption] = await lineProductOptions(c.var.commerce, cart.store.storeCode, [outcome.line]);
    return reply(c, 200, toItem(outcome.line, cart.id, productOption));
  }),
);

cartApi.post("/delete", async (c) => {
  const cart = await openCart(c);
  if ("error" in cart) return cart.error;
  const body = z.object({ cartItem: z.object({ item_id: z.int({ error: "cartItem.item_id must be a whole number" }).positive() }) }, { error: "the body must be JSON with a cartItem" }).safeParse(await readJson(c));
  if (!body.success) return reply(c, 400, firstIssue(body.error));
  const operation = operationIdOf(c);
  if ("error" in operation) return operation.error;
  const removed = await c.var.commerce.carts.remove(cart.id, body.data.cartItem.item_id, operation.operationId);
  if (removed === "missing") return refuse(c, 404, refusal("noLine", { itemId: body.data.cartItem.item_id }), "cartItem.item_id");
  if (removed === "busy") return busy(c);
  return reply(c, 200, true);
});

/** Totals of SPEC §3 "Cart totals", with the chosen shipping method's price when there is one. */
function totalsResult(summary: CartSummary): CartTotalsResult {
  const { lines, totals, shipping, coupon } = summary;
  const t = translatorFor(STORE_VIEWS[summary.info.store]);
  return {
    grand_total: totals.grandTotal,
    subtotal_incl_tax: totals.subtotalInclTax,
    discount_amount: -totals.discountAmount,
    shipping_incl_tax: totals.shippingInclTax,
    fee_amount: totals.feesInclTax,
    tax_amount: totals.taxAmount,
    items_qty: totals.itemsQty,
    // SPEC §9: max(0, limit − floor(subtotal incl. tax + discount)); null while the free-shipping bar is off (as configured).
    free_shipping_remaining: totals.freeShippingRemaining,
    coupon_code: coupon?.code ?? null,
    quote_currency_code: STORE_VIEWS[summary.info.store].i18n.currencyCode,
    items: lines.map((line) => ({ item_id: line.itemId, sku: line.sku, qty: line.qty, name: line.name, price_incl_tax: line.unitPrice, row_total_incl_tax: line.unitPrice * line.qty })),
    total_segments: [
      { code: "subtotal", title: t("checkout.subtotal"), value: totals.subtotalInclTax },
      { code: "discount", title: t("checkout.discount"), value: -totals.discountAmount },
      { code: "shipping", title: t("checkout.shippingCost"), value: totals.shippingInclTax },
      // Extra fees (carry-in, assembly...) the chosen delivery charges: /api/ext/extra-fees.
      ...(totals.feesInclTax > 0 ? [{ code: "fee" as const, title: t("fees.total"), value: totals.feesInclTax }] : []),
      // The VAT the prices contain ("Varav moms"): every price here includes it.
      { code: "tax", title: t("mail.order.vat"), value: totals.taxAmount },
      { code: "grand_total", title: t("checkout.total"), value: totals.grandTotal },
    ],
    shipping_method: shipping?.code ?? null,
  };
}

/** GET /totals and POST /collect-totals: one read of the cart (a missing cart is a 404). */
async function totals(c: Context<AppEnv>) {
  const requested = requestedCartId(c);
  if ("error" in requested) return requested.error;
  const summary = await c.var.commerce.carts.summary(requested.id);
  return summary ? reply(c, 200, totalsResult(summary)) : noCart(c, requested.id);
}

cartApi.get("/totals", totals);
cartApi.post("/collect-totals", totals);

/** The payment methods as Magento answers them: objects with a code and a title in the store's language. */
const paymentMethodsResult = (commerce: Commerce, store: StoreView) => {
  const t = translatorFor(store);
  return offeredPaymentMethods(commerce).map((m) => ({ code: m.code, title: paymentLabel(m.code, t), cost: m.cost, cost_incl_tax: m.cost, default: m.isDefault, is_server_method: true }));
};

cartApi.get("/payment-methods", async (c) => {
  const cart = await openCart(c);
  if ("error" in cart) return cart.error;
  // The embedded catalog sells physical goods only, so no cart is virtual.
  return reply(c, 200, paymentMethodsResult(c.var.commerce, cart.store));
});

const address = z.object(
  { country_id: z.string().regex(/^[A-Z]{2}$/, { error: "address.country_id must be two capital letters" }), postcode: z.string().max(12).optional(), city: z.string().max(120).optional() },
  { error: "address is required" },
);

cartApi.post("/shipping-methods", async (c) => {
  const cart = await openCart(c);
  if ("error" in cart) return cart.error;
  const body = z.object({ address }, { error: "the body must be JSON with an address" }).safeParse(await readJson(c));
  if (!body.success) return reply(c, 400, firstIssue(body.error));
  if (body.data.address.country_id !== cart.store.countryId) return refuse(c, 400, refusal("shipsOnlyTo", { store: cart.store.storeCode, country: cart.store.countryId }), "address.country_id");
  const t = translatorFor(cart.store);
  // Only what every line allows (SPEC §5 "Shipping limitation"): a sofa never goes by parcel.
  const methods = (await c.var.commerce.carts.shippingMethods(cart.id)) ?? [];
  return reply(
    c,
    200,
    methods.map((m) => ({
      carrier_code: m.carrierCode,
      method_code: m.code,
      carrier_title: shippingLabel(m.code, t),
      method_title: shippingLabel(m.code, t),
      amount: priceExclTax(m.priceInclTax, cart.store.taxRate),
      price_incl_tax: m.priceInclTax,
      available: true,
      default: m.code === "home_delivery",
    })),
  );
});

/**
 * Chooses the delivery (vue-storefront: `shippingMethodCode`/`shippingCarrierCode`, the order's
 * snake_case names too) and answers the totals with it and the payment methods. Without a method (VSF
 * syncs its payment methods with only a country) nothing changes.
 */
cartApi.post("/shipping-information", async (c) => {
  const cart = await openCart(c);
  if ("error" in cart) return cart.error;
  const choice = shippingChoice(await readJson(c), cart.store);
  if (!choice.ok) return reply(c, 400, choice.error);
  if (choice.methodCode !== null) {
    const method = findShippingMethod(cart.store.storeCode, choice.methodCode);
    if (!method || (choice.carrierCode !== null && choice.carrierCode !== method.carrierCode)) {
      return reply(c, 400, `addressInformation.${choice.fields.method}: unknown shipping method ${JSON.stringify([choice.carrierCode, choice.methodCode].filter(Boolean).join("_"))}`);
    }
    if (!(await c.var.commerce.carts.shippingMethods(cart.id))?.some((m) => m.code === method.code)) {
      return refuse(c, 400, refusal("cannotCarry", { method: method.code }), `addressInformation.${choice.fields.method}`);
    }
    if ((await c.var.commerce.carts.setShippingMethod(cart.id, method.code)) === "busy") return busy(c);
  }
  const summary = await c.var.commerce.carts.summary(cart.id);
  if (!summary) return noCart(c, cart.id);
  return reply(c, 200, { totals: totalsResult(summary), payment_methods: paymentMethodsResult(c.var.commerce, cart.store) });
});

cartApi.post("/apply-coupon", async (c) => {
  const cart = await openCart(c);
  if ("error" in cart) return cart.error;
  const applied = await c.var.commerce.carts.setCoupon(cart.id, c.req.query("coupon") ?? "");
  if (applied === "unknown") return refuse(c, 400, refusal("couponIncorrect"), "coupon");
  if (applied === "busy") return busy(c);
  return reply(c, 200, true);
});

cartApi.post("/delete-coupon", async (c) => {
  const cart = await openCart(c);
  if ("error" in cart) return cart.error;
  if ((await c.var.commerce.carts.setCoupon(cart.id, null)) === "busy") return busy(c);
  return reply(c, 200, true);
});

/** The coupon applied to the cart (vue-storefront-api's legacy read), or null. */
cartApi.get("/coupon", async (c) => {
  const requested = requestedCartId(c);
  if ("error" in requested) return requested.error;
  const summary = await c.var.commerce.carts.summary(requested.id);
  return summary ? reply(c, 200, summary.coupon?.code ?? null) : noCart(c, requested.id);
});
