import { Hono, type Context } from "hono";
import { z } from "zod";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import { describeError } from "#core/i18n/checkout-messages.ts";
import { STORE_CODES, STORE_VIEWS } from "#core/stores.ts";
import { PAYMENT_METHOD_CODES } from "#core/payments/payment-methods.ts";
import { cartIdField, cartIdSchema, productOptionSchema } from "#core/api/cart-contract.ts";
import { chosenOptions } from "./cart-lines.ts";
import { placeVsfOrder } from "./vsf-order.ts";
import type { AppEnv } from "../app-env.ts";
import type { CheckoutOutcome, CheckoutRequest, PlacedOrder } from "#core/port/index.ts";
import type { FieldError } from "#core/domain/checkout-validation.ts";
import { accessToken, firstIssue, readJson, refuse, reply } from "./envelope.ts";
import { orderRequestFingerprint } from "#core/domain/request-fingerprint.ts";
import { keyChanged } from "./key-changed.ts";

const text = (field: string, max = 120) => z.string({ error: `${field} is required` }).trim().min(1, { error: `${field} is required` }).max(max, { error: `${field} is longer than ${max} characters` });

const idempotencyKey = z
  .string({ error: "idempotencyKey is required" })
  .min(8, { error: "idempotencyKey must have at least 8 characters" })
  .max(128, { error: "idempotencyKey must have at most 128 characters" });

const orderBody = z.object(
  {
    cartId: cartIdSchema,
    idempotencyKey: idempotencyKey.optional(),
    customer: z.object(
      {
        type: z.enum(["private", "business"], { error: "customer.type must be private or business" }),
        email: z.email({ error: "Enter a valid email" }),
        firstname: text("customer.firstname"),
        lastname: text("customer.lastname"),
        phone: text("customer.phone", 40),
        company: z.string().trim().max(120).nullish(),
        taxId: z.string().trim().max(40).nullish(),
      },
      { error: "customer is required" },
    ),
    shippingAddress: z.object(
      { street: text("shippingAddress.street"), apartment: z.string().trim().max(40, { error: "shippingAddress.apartment is longer than 40 characters" }).nullish(), zipCode: text("shippingAddress.zipCode", 12), city: text("shippingAddress.city"), country: z.string().regex(/^[A-Z]{2}$/, { error: "Please select a country" }) },
      { error: "shippingAddress is required" },
    ),
    // SPEC §3 paymentDetails: where the bill goes when it is not the delivery address (in the same country); absent or null: the delivery address.
    billingAddress: z
      .object(
        {
          firstname: text("billingAddress.firstname"),
          lastname: text("billingAddress.lastname"),
          street: text("billingAddress.street"),
          apartment: z.string().trim().max(40, { error: "billingAddress.apartment is longer than 40 characters" }).nullish(),
          zipCode: text("billingAddress.zipCode", 12),
          city: text("billingAddress.city"),
        },
        { error: "billingAddress must be an object" },
      )
      .nullish(),
    shippingMethod: text("shippingMethod", 40),
    deliveryDate: z.string().max(10).optional(),
    deliveryTimeslot: z.string().max(10).optional(),
    pickupPointId: z.string().trim().max(64, { error: "pickupPointId is longer than 64 characters" }).optional(),
    paymentMethod: z.enum(PAYMENT_METHOD_CODES, { error: `paymentMethod must be one of ${PAYMENT_METHOD_CODES.join(", ")}` }),
    // A private customer's invoice: the identity number its credit decision is made on (never stored).
    personalId: z.string({ error: "personalId must be a string" }).trim().max(20, { error: "personalId is longer than 20 characters" }).nullish(),
    acceptTerms: z.literal(true, { error: "You must accept the terms" }),
    createAccount: z.boolean().optional(),
    password: z.string().max(256).optional(),
    passwordConfirmation: z.string().max(256).optional(),
    newsletter: z.boolean().optional(),
    partialDelivery: z.boolean().optional(),
    // An order queued offline brings its own lines (vue-storefront's `products`), its store and the total the shopper agreed to.
    products: z
      .array(
        z.object({
          sku: z.string({ error: "products.sku is required" }).trim().min(1, { error: "products.sku is required" }).max(64),
          qty: z.int({ error: "products.qty must be a whole number" }).min(1, { error: "products.qty must be at least 1" }).max(10_000),
          product_option: productOptionSchema,
        }),
        { error: "products must be a list of {sku, qty}" },
      )
      .min(1, { error: "products must not be empty" })
      .max(100, { error: "products must have at most 100 lines" })
      .optional(),
    storeCode: z.enum(STORE_CODES, { error: `storeCode must be one of ${STORE_CODES.join(", ")}` }).optional(),
    couponCode: z.string().trim().max(64).nullish(),
    quotedTotal: z.number({ error: "quotedTotal must be the order total the shopper agreed to" }).nonnegative().max(10_000_000).optional(),
  },
  { error: "the body must be JSON describing the order" },
);

type OrderBody = z.infer<typeof orderBody>;

type ErrorCode = "price_changed" | "out_of_stock" | "busy" | "key_reused" | "withdrawn" | "pending" | "unanswered";

/** A 409 refusal with the error_code a client acts on (an order queued offline: confirm, reject, retry, drop). */
const conflict = (c: Context<AppEnv>, code: ErrorCode, said: Refusal, field?: string, extra: Record<string, unknown> = {}) => refuse(c, 409, said, field, { error_code: code, ...extra });

/** An order the backend says is on its way (`pending`) or was sent without an answer (`unanswered`). */
const pendingCode = (outcome: { settled: boolean }) => (outcome.settled ? "unanswered" : "pending");

/** The first field the checkout form rules refused, with the key and values a client says it with. */
function formRefusal(error: FieldError, country: string): { field: string; said: Refusal } {
  const described = describeError(error, country);
  return { field: error.field, said: refusal("formField", { field: error.field, key: described.key, values: described.values ?? {}, message: error.message }) };
}

/** An order as the API answers it: placed (`POST /api/order`), read back, and in a customer's order history. */
export function orderResult(order: PlacedOrder) {
  const address = order.shippingAddress;
  return {
    increment_id: order.incrementId,
    status: order.status,
    store_code: order.store,
    currency: order.currency,
    grand_total: order.grandTotal,
    subtotal_incl_tax: order.subtotalInclTax,
    discount_amount: -order.discountAmount,
    shipping_incl_tax: order.shippingInclTax,
    /** Extra fees (SPEC §3 "additional fee"), included in grand_total. */
    fee_amount: order.feesInclTax,
    fees: order.fees.map((f) => ({ fee_id: f.feeId, options_ids: f.optionIds, amount_incl_tax: f.amountInclTax })),
    tax_amount: order.taxAmount,
    payment_method: order.paymentMethod,
    /** An approved invoice's number (buy now, pay later); null for payment on delivery. */
    payment_reference: order.paymentReference,
    shipping_method: order.shippingMethod,
    created_at: order.createdAt,
    delivery_date: order.deliverySlot?.date ?? null,
    delivery_timeslot: order.deliverySlot?.timeslot ?? null,
    /** A home delivery's booking id (/api/booking/validateOrder?bookingId=, /bokning/:id) and the last day it books. */
    booking: order.booking ? { booking_id: order.booking.shipmentNumber, last_day: order.booking.lastDay } : null,
    pickup_point: order.pickupPoint ? { agent_id: order.pickupPoint.agentId, name: order.pickupPoint.name, address: order.pickupPoint.address, postcode: order.pickupPoint.zipCode, city: order.pickupPoint.city, open_hours: order.pickupPoint.openHours } : null,
    customer_email: order.email,
    /** SPEC §3 paymentDetails: null when the bill goes to the delivery address. */
    billing_address: order.billingAddress && { firstname: order.billingAddress.firstname, lastname: order.billingAddress.lastname, street: [order.billingAddress.street, ...(order.billingAddress.apartment ? [order.billingAddress.apartment] : [])], postcode: order.billingAddress.zipCode, city: order.billingAddress.city, country_id: order.billingAddress.country },
    shipping_address: { firstname: order.recipient.firstname, lastname: order.recipient.lastname, company: order.recipient.company, street: [address.street, ...(address.apartment ? [address.apartment] : [])], postcode: address.zipCode, city: address.city, country_id: address.country },
    items: order.items.map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, price_incl_tax: i.unitPriceInclTax, row_total_incl_tax: i.rowTotalInclTax, options: i.options })),
  };
}

/** POST /api/order (SPEC §7): the server recomputes every price; a client price is never read. */
export const orderApi = new Hono<AppEnv>();

orderApi.post("/", async (c) => {
  const json = await readJson(c);
  // Vue Storefront's own order body (cart_id, addressInformation...): worker/api/vsf-order.ts.
  if (typeof json === "object" && json !== null && "addressInformation" in json) return placeVsfOrder(c, json);
  const parsed = orderBody.safeParse(json);
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const body = parsed.data;
  // The Idempotency-Key header, else the body's key: either way the same rule.
  const key = idempotencyKey.safeParse(c.req.header("Idempotency-Key") ?? body.idempotencyKey);
  if (!key.success) return reply(c, 400, firstIssue(key.error));

  // Signed in (a customer token): the order joins the customer's order history.
  const token = accessToken(c);
  const customer = token ? await c.var.commerce.customers.me(token) : null;
  if (token && !customer) return refuse(c, 401, refusal("notCustomerToken", { instead: "guestOrder" }), "token");

  const form = {
    idempotencyKey: key.data,
    requestFingerprint: await orderRequestFingerprint(body),
    cartId: body.cartId,
    customerId: customer?.id ?? null,
    customer: { ...body.customer, company: body.customer.company ?? null, taxId: body.customer.taxId ?? null },
    shippingAddress: body.shippingAddress,
    billingAddress: body.billingAddress ? { ...body.billingAddress, apartment: body.billingAddress.apartment || null, country: body.shippingAddress.country } : null,
    shippingMethod: body.shippingMethod,
    deliverySlot: body.deliveryDate || body.deliveryTimeslot ? { date: body.deliveryDate ?? "", timeslot: body.deliveryTimeslot ?? "" } : null,
    pickupPointId: body.pickupPointId ?? null,
    paymentMethod: body.paymentMethod,
    newsletter: body.newsletter ?? false,
    partialDelivery: body.partialDelivery ?? false,
    acceptTerms: body.acceptTerms,
  };
  // An order queued offline carries no identity number: no device keeps one.
  if (body.products) return placeQueued(c, form, body);
  const outcome = await c.var.commerce.carts.checkout({
    ...form,
    personalId: body.personalId ?? null,
    account: body.createAccount ? { password: body.password ?? "", passwordConfirmation: body.passwordConfirmation ?? "" } : null,
  });
  if (!outcome.ok) {
    if (outcome.reason === "no_cart") return refuse(c, 404, outcome.refusal, "cartId");
    if (outcome.reason === "form") {
      const first = formRefusal(outcome.errors[0]!, body.shippingAddress.country);
      return refuse(c, 400, first.said, first.field);
    }
    if (outcome.reason === "invalid") return refuse(c, 400, outcome.refusal, outcome.field);
    if (outcome.reason === "pending") return conflict(c, pendingCode(outcome), outcome.refusal, "idempotencyKey");
    if (outcome.reason === "key_reused" || outcome.reason === "withdrawn") return conflict(c, outcome.reason, outcome.refusal, "idempotencyKey");
    if (outcome.reason === "key_changed") return keyChanged(c, outcome, "idempotencyKey");
    if (outcome.reason === "busy") return refuse(c, 409, outcome.refusal, "cartId");
    if (outcome.reason === "price_changed") return refuse(c, 409, refusal("totalChanged"));
    if (outcome.reason === "declined") return declined(c, outcome);
    // SPEC §8: the cart stays as it was; the shopper is told what is short.
    return refuse(c, 409, refusal("notAllInStock", { lines: outcome.lines }));
  }
  return reply(c, 200, orderResult(outcome.order));
});

/**
 * An order queued offline (SPEC §4 "Online again"), placed from its own lines. Its refusals carry an
 * error_code the queue acts on: price_changed (with grand_total: the shopper confirms the new total),
 * out_of_stock (rejected, nothing charged), busy (sent again later), key_reused (another order's key),
 * withdrawn (cancelled by the shopper: never placed) and, with 422, key_changed (the key placed another request's order).
 */
async function placeQueued(c: Context<AppEnv>, form: Omit<CheckoutRequest, "account">, body: OrderBody) {
  if (!body.storeCode) return reply(c, 400, "storeCode is required with products (an order queued offline)");
  if (body.quotedTotal === undefined) return reply(c, 400, "quotedTotal is required with products: the total the shopper agreed to");
  if (body.createAccount) return reply(c, 400, "createAccount: an account is made online, not with an order queued offline");
  const outcome = await c.var.commerce.carts.placeQueued({
    ...form,
    store: body.storeCode,
    lines: body.products!.map((p) => ({ sku: p.sku, qty: p.qty, options: chosenOptions(p.product_option) })),
    couponCode: body.couponCode || null,
    quotedGrandTotal: body.quotedTotal,
  });
  if (outcome.ok) return reply(c, 200, orderResult(outcome.order));
  switch (outcome.reason) {
    case "price_changed":
      return conflict(c, "price_changed", refusal("quotedTotalChanged", { grandTotal: outcome.grandTotal, quotedTotal: outcome.quotedGrandTotal }), "quotedTotal", { grand_total: outcome.grandTotal });
    case "out_of_stock":
      return conflict(c, "out_of_stock", refusal("notAllInStock", { lines: outcome.lines }), undefined, { lines: outcome.lines });
    case "pending":
      return conflict(c, pendingCode(outcome), outcome.refusal, "idempotencyKey");
    case "busy":
    case "key_reused":
    case "withdrawn":
      return conflict(c, outcome.reason, outcome.refusal, "idempotencyKey");
    case "key_changed":
      return keyChanged(c, outcome, "idempotencyKey");
    case "form": {
      const first = formRefusal(outcome.errors[0]!, body.shippingAddress.country);
      return refuse(c, 400, first.said, first.field);
    }
    case "invalid": {
      // The backend names order lines; this request calls them products.
      const field = outcome.field.replace(/^lines\./, "products.");
      return refuse(c, 400, outcome.refusal, field);
    }
    case "no_cart":
      return refuse(c, 404, outcome.refusal, "cartId");
    case "declined":
      return declined(c, outcome);
  }
}

/**
 * 402: the invoice provider declined the order, nothing was placed; decline_reason says why (over_limit,
 * credit_check). A provider that could not be reached is a 503: the order may be sent again (the offline queue does).
 */
const declined = (c: Context<AppEnv>, outcome: Extract<CheckoutOutcome, { reason: "declined" }>) =>
  refuse(c, outcome.decline === "unavailable" ? 503 : 402, outcome.refusal, "paymentMethod", { error_code: "declined", decline_reason: outcome.decline });

const withdrawBody = z.object(
  {
    idempotencyKey,
    cartId: cartIdField("cartId must be the id the queued order was filed under"),
  },
  { error: "the body must be JSON: {idempotencyKey, cartId}" },
);

/**
 * POST /api/order/withdraw: the shopper cancels an order queued offline whose send may have reached
 * the server unanswered. 200 when it is withdrawn (it is never placed from now on, however late a
 * send arrives); 409 `placed` with the order when it was placed after all.
 */
orderApi.post("/withdraw", async (c) => {
  const parsed = withdrawBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const outcome = await c.var.commerce.orders.withdraw(parsed.data.idempotencyKey, parsed.data.cartId);
  if (outcome.ok) return reply(c, 200, { withdrawn: true });
  // Placed after all: the answer is the order, not a refusal.
  if (outcome.reason === "placed") return c.json({ code: 409, result: orderResult(outcome.order), error_code: "placed" }, 409);
  if (outcome.reason === "invalid") return refuse(c, 400, outcome.refusal, "idempotencyKey");
  if (outcome.reason === "pending") return conflict(c, pendingCode(outcome), outcome.refusal, "idempotencyKey");
  return conflict(c, "key_reused", outcome.refusal, "idempotencyKey");
});

/** An order by its number, for the cart that placed it (?cartId=): an order number alone reads nothing. */
orderApi.get("/:incrementId", async (c) => {
  const cartId = cartIdField("cartId must be the id of the cart that placed the order").safeParse(c.req.query("cartId"));
  if (!cartId.success) return reply(c, 400, `cartId: ${firstIssue(cartId.error)}`);
  const order = await c.var.commerce.orders.byIncrementId(c.req.param("incrementId"));
  if (!order || order.cartId !== cartId.data) return reply(c, 404, `incrementId: no order ${c.req.param("incrementId")} for this cart`);
  return reply(c, 200, { ...orderResult(order), store_name: STORE_VIEWS[order.store].name });
});
