/**
 * POST /api/order with the body Vue Storefront 1.12.3 sends (`cart_id`, `user_id`, `products`,
 * `addressInformation` in snake_case, `store_code`, optional `order_id`): the cart of `cart_id` is
 * placed, its lines and prices the server's own (`products` is not read). Answered
 * `{magentoOrderId, orderNumber, backendOrderId, transferedAt}` as vue-storefront-api does.
 *
 * Statuses as VSF acts on them (core/modules/order): 200 placed; 400 a definite refusal (VSF drops the
 * order and tells the shopper); any other code is sent again later, with the same body, so only what
 * may succeed on a later try answers so (409 the cart is busy or the first send is still unanswered,
 * 503 the invoice provider cannot be reached). The order's idempotency key is the cart's, so a
 * re-sent order is placed once and answered as the first time.
 */
import type { Context } from "hono";
import { z } from "zod";
import { cartIdField } from "#core/api/cart-contract.ts";
import { PAYMENT_METHOD_CODES } from "#core/payments/payment-methods.ts";
import { STORE_CODES } from "#core/stores.ts";
import type { CheckoutOutcome, PlacedOrder } from "#core/port/index.ts";
import type { CheckoutField } from "#core/domain/checkout-validation.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import type { AppEnv } from "../app-env.ts";
import { accessToken, firstIssue, refuse, reply } from "./envelope.ts";
import { orderRequestFingerprint } from "#core/domain/request-fingerprint.ts";
import { keyChanged } from "./key-changed.ts";

const text = (max: number) => z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(max, { error: `is longer than ${max} characters` });
const optionalText = (max: number) => z.string({ error: "must be text" }).trim().max(max, { error: `is longer than ${max} characters` }).nullish();

const address = z.object(
  {
    firstname: text(100),
    lastname: text(100),
    street: z.array(z.string({ error: "must be text lines" }).max(200), { error: "must be a list of lines" }).min(1, { error: "is required" }).max(3, { error: "has at most 3 lines" }),
    city: text(100),
    postcode: text(12),
    country_id: z.string({ error: "is required" }).regex(/^[A-Z]{2}$/, { error: "must be two capital letters" }),
    telephone: optionalText(40),
    company: optionalText(120),
    email: z.email({ error: "must be an e-mail address" }).max(254).nullish(),
    vat_id: optionalText(40),
  },
  { error: "is required" },
);

const body = z.object(
  {
    cart_id: cartIdField("must be the cart id /api/cart/create returned"),
    user_id: z.union([z.string(), z.int()]).nullish(),
    store_code: z.enum(STORE_CODES, { error: `must be one of ${STORE_CODES.join(", ")}` }).nullish(),
    order_id: z.union([z.string().max(128), z.int()]).nullish(),
    addressInformation: z.object(
      {
        billingAddress: address,
        shippingAddress: address.nullish(),
        shipping_method_code: text(40),
        shipping_carrier_code: optionalText(40),
        payment_method_code: z.enum(PAYMENT_METHOD_CODES, { error: `must be one of ${PAYMENT_METHOD_CODES.join(", ")}` }),
        /** VSF's free-form paymentMethodAdditional: a private invoice's identity number travels here (never stored). */
        payment_method_additional: z.object({ personal_id: z.string().trim().max(20).nullish() }, { error: "must be an object" }).nullish(),
        /** What a delivery needs beyond the address: a home delivery's day and slot, a pickup point. */
        shippingExtraFields: z
          .object({ deliveryDate: z.string().max(10).nullish(), deliveryTimeslot: z.string().max(10).nullish(), pickupPointId: z.string().trim().max(64).nullish() }, { error: "must be an object" })
          .nullish(),
      },
      { error: "is required" },
    ),
  },
  { error: "the body must be JSON describing the order" },
);

/** The order's key: the client's Idempotency-Key, else the cart's own (a cart is placed once). */
const keyOf = (c: Context<AppEnv>, cartId: string) => c.req.header("Idempotency-Key") ?? `vsf-order-${cartId}`;

/** What the order asks for: VSF's queue adds order_id when it sends an order again, which changes nothing it asks (decision 0032). */
const meaningOf = ({ order_id: _addedOnResend, ...order }: z.infer<typeof body>) => order;

/** vue-storefront-api's answer for a placed order (o2m): Magento's ids; here the order number stands for each. */
export function vsfOrderResult(order: PlacedOrder) {
  return { magentoOrderId: order.incrementId, orderNumber: order.incrementId, backendOrderId: order.incrementId, transferedAt: new Date().toISOString() };
}

/** The checkout rules' fields as this body names them. */
const FIELDS: Partial<Record<CheckoutField, string>> = {
  firstName: "addressInformation.billingAddress.firstname",
  lastName: "addressInformation.billingAddress.lastname",
  emailAddress: "addressInformation.billingAddress.email",
  phoneNumber: "addressInformation.billingAddress.telephone",
  streetAddress: "addressInformation.shippingAddress.street",
  zipCode: "addressInformation.shippingAddress.postcode",
  city: "addressInformation.shippingAddress.city",
  country: "addressInformation.shippingAddress.country_id",
  company: "addressInformation.billingAddress.company",
  taxId: "addressInformation.billingAddress.vat_id",
  personalId: "addressInformation.payment_method_additional.personal_id",
  billingFirstName: "addressInformation.billingAddress.firstname",
  billingLastName: "addressInformation.billingAddress.lastname",
  billingStreet: "addressInformation.billingAddress.street",
  billingZipCode: "addressInformation.billingAddress.postcode",
  billingCity: "addressInformation.billingAddress.city",
};
const fieldOf = (field: string) => FIELDS[field as CheckoutField] ?? field.replace(/^(deliveryDate|deliveryTimeslot|pickupPointId)$/, "addressInformation.shippingExtraFields.$1").replace(/^shippingMethod$/, "addressInformation.shipping_method_code").replace(/^paymentMethod$/, "addressInformation.payment_method_code");

/** A refusal in words of this route's own (VSF reads `result`), with the refusal a client says in its shopper's language. */
const refusedAs = (c: Context<AppEnv>, code: ContentfulStatusCode, result: string, said: Refusal) => c.json({ code, result, refusal: said }, code);

/** A refusal VSF reads: 400 drops the order (definite), others are sent again later. */
function refused(c: Context<AppEnv>, outcome: Exclude<CheckoutOutcome, { ok: true }>) {
  switch (outcome.reason) {
    case "form": {
      const first = outcome.errors[0]!;
      return reply(c, 400, `${fieldOf(first.field)}: ${first.message}`);
    }
    case "invalid":
      return refuse(c, 400, outcome.refusal, fieldOf(outcome.field));
    case "no_cart":
      return refusedAs(c, 400, "cart_id: no cart with this id", outcome.refusal);
    case "out_of_stock":
      return refusedAs(c, 400, `products: not all in stock: ${outcome.lines.map((l) => `${l.sku} (${l.available} available)`).join(", ")}`, refusal("notAllInStock", { lines: outcome.lines }));
    case "declined":
      return refuse(c, outcome.decline === "unavailable" ? 503 : 400, outcome.refusal, "addressInformation.payment_method_code");
    case "key_reused":
    case "withdrawn":
      return refuse(c, 400, outcome.refusal, "order");
    case "key_changed":
      // A definite refusal VSF does not send again: the key's order is another request's (decision 0032).
      return keyChanged(c, outcome, "order", 400);
    case "price_changed":
      return refusedAs(c, 400, "order: the cart's total changed", refusal("totalChanged"));
    case "busy":
      return refusedAs(c, 409, "cart_id: an order is being placed from this cart right now; send it again in a moment", outcome.refusal);
    case "pending":
      return refuse(c, 409, outcome.refusal, "order");
  }
}

/** Places the cart of a Vue Storefront order body. */
export async function placeVsfOrder(c: Context<AppEnv>, json: unknown) {
  const parsed = body.safeParse(json);
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const order = parsed.data;
  const info = order.addressInformation;
  const store = await c.var.commerce.carts.storeOf(order.cart_id);
  if (!store) return reply(c, 400, `cart_id: no cart ${order.cart_id}`);
  if (order.store_code && order.store_code !== store) return reply(c, 400, `store_code: the cart belongs to store ${store}`);

  // The order joins an account by the customer's token (?token= or Bearer), never by user_id alone.
  const token = accessToken(c);
  const customer = token ? await c.var.commerce.customers.me(token) : null;
  if (token && !customer) return refuse(c, 401, refusal("notCustomerToken", { instead: "guestOrder" }), "token");
  if (customer && order.user_id && String(order.user_id) !== String(customer.id)) return reply(c, 400, "user_id: not the customer the token belongs to");

  const billing = info.billingAddress;
  const shipping = info.shippingAddress ?? billing;
  const email = billing.email ?? shipping.email ?? customer?.email;
  if (!email) return reply(c, 400, "addressInformation.billingAddress.email: is required");
  // The bill goes to an address in the delivery's country (the store's invoice provider decides in it).
  if (billing.country_id !== shipping.country_id) return reply(c, 400, `addressInformation.billingAddress.country_id: must be the delivery address's country (${shipping.country_id})`);
  const business = Boolean(billing.company && billing.vat_id);
  const extra = info.shippingExtraFields;
  const outcome = await c.var.commerce.carts.checkout({
    idempotencyKey: keyOf(c, order.cart_id),
    requestFingerprint: await orderRequestFingerprint(meaningOf(order)),
    cartId: order.cart_id,
    customerId: customer?.id ?? null,
    customer: {
      type: business ? "business" : "private",
      email,
      firstname: billing.firstname,
      lastname: billing.lastname,
      phone: billing.telephone ?? shipping.telephone ?? "",
      company: business ? billing.company! : null,
      taxId: business ? billing.vat_id! : null,
    },
    shippingAddress: { street: shipping.street.filter(Boolean).join(" "), zipCode: shipping.postcode, city: shipping.city, country: shipping.country_id },
    // Kept on the order only where it is not the delivery address (VSF sends both, the same when the shopper did not choose another).
    billingAddress: info.shippingAddress ? { firstname: billing.firstname, lastname: billing.lastname, street: billing.street.filter(Boolean).join(" "), apartment: null, zipCode: billing.postcode, city: billing.city, country: billing.country_id } : null,
    shippingMethod: info.shipping_method_code,
    deliverySlot: extra?.deliveryDate || extra?.deliveryTimeslot ? { date: extra.deliveryDate ?? "", timeslot: extra.deliveryTimeslot ?? "" } : null,
    pickupPointId: extra?.pickupPointId ?? null,
    paymentMethod: info.payment_method_code,
    personalId: info.payment_method_additional?.personal_id ?? null,
    newsletter: false,
    partialDelivery: false,
    // VSF's checkout has the shopper accept the terms before it sends the order.
    acceptTerms: true,
    account: null,
  });
  return outcome.ok ? reply(c, 200, vsfOrderResult(outcome.order)) : refused(c, outcome);
}
