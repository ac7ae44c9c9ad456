import type { BillingAddress } from "./billing-address.ts";
import { toProductOption, type ChosenOptions, type OptionLabel } from "./cart-options.ts";
import { VALIDATION_MESSAGES, checkoutCustomer, checkoutFormFromFields, validateCheckout, type FieldError } from "./checkout-validation.ts";
import { HOME_DELIVERY, validateDeliverySlot } from "./delivery-slots.ts";
import { PICKUP_POINT_METHOD } from "./shipping.ts";
import { DEFAULT_PAYMENT_METHOD, isQueueableOffline, paymentMethodThrough, type PaymentMethodCode } from "../payments/payment-methods.ts";
import { roundHalfAwayFromZero } from "./money.ts";
import { STORE_VIEWS, isStoreCode } from "../stores.ts";
import type { Refusal } from "./refusal.ts";
import { readRefusal } from "../i18n/refusals.ts";

/**
 * Orders queued without a connection (SPEC §1, §4 "Online again", §8): kept in IndexedDB with the
 * idempotency key made when the shopper queued them, shown as queued — never as placed — until the
 * server answers. Sent again, a key places nothing twice; a changed total waits for the shopper's yes.
 */

/** SPEC §4: untransmitted offline orders are sent automatically if enabled (vue-storefront's orders.offline_orders.automatic_transmission_enabled). */
export const SEND_QUEUED_ORDERS_AUTOMATICALLY = true;

export interface QueuedOrderLine {
  sku: string;
  qty: number;
  /** Custom options or bundle selections, priced again by the server. */
  chosen?: ChosenOptions;
  /** As the shopper saw it when queuing: name, unit price incl. tax, option labels, picture. */
  name: string;
  unitPrice: number;
  options?: OptionLabel[];
  image?: string;
}

/** The checkout form as queued: who, where, how (no password: an account is made online). */
export interface QueuedOrderForm {
  customer: { type: "private" | "business"; email: string; firstname: string; lastname: string; phone: string; company: string | null; taxId: string | null };
  shippingAddress: { street: string; apartment?: string | null; zipCode: string; city: string; country: string };
  /** A billing address apart from the delivery address; absent in orders queued before there were any. */
  billingAddress?: BillingAddress | null;
  shippingMethod: string;
  deliveryDate: string;
  deliveryTimeslot: string;
  /** The pickup point of a pickup-point delivery (its agentId, checked by the server when sent); "" otherwise. */
  pickupPointId: string;
  paymentMethod: PaymentMethodCode;
  newsletter: boolean;
  partialDelivery: boolean;
}

export type QueuedOrderState =
  /** Waiting for a connection (or for the shopper's go, when not sent automatically). */
  | { status: "queued" }
  /** The total changed meanwhile: placed only when the shopper agrees to `newTotal`. */
  | { status: "confirm"; newTotal: number }
  | { status: "placed"; incrementId: string; grandTotal: number }
  /**
   * Refused for good (sold out, a rule): nothing placed, nothing charged. `message` is the server's English; `refusal`
   * says it as a code, when the server gave one (entries stored by earlier builds have none).
   */
  | { status: "rejected"; reason: "out_of_stock" | "refused"; message: string; refusal?: Refusal };

export interface QueuedOrder {
  /** The idempotency key: made when the order was queued, the same however often it is sent. */
  id: string;
  store: string;
  /** The id the order is filed under (it reads the order back); no cart id, as the cart is not sent. */
  fileId: string;
  queuedAt: string;
  lines: QueuedOrderLine[];
  form: QueuedOrderForm;
  couponCode: string | null;
  /** The total the shopper saw and agreed to. */
  quotedTotal: number;
  /** The signed-in customer who queued it (their order history gets it); null for a guest. */
  customerEmail: string | null;
  /**
   * A send was tried (a checkout submit or a queue send that got no answer): the server may have placed
   * it, so cancelling asks the server to withdraw it first.
   */
  sendTried: boolean;
  state: QueuedOrderState;
}

/**
 * The total the shopper agrees to, rounded as the server rounds a cart's totals (to the store's
 * currency digits: whole kronor, cents for euro): the lines, less the discount, plus delivery.
 */
export function quotedTotal(lines: readonly Pick<QueuedOrderLine, "qty" | "unitPrice">[], discount: number, shippingPrice: number, fractionDigits = 2): number {
  const round = (amount: number) => roundHalfAwayFromZero(amount, fractionDigits);
  const subtotal = round(lines.reduce((total, line) => total + line.unitPrice * line.qty, 0));
  return Math.max(0, round(subtotal - round(discount) + round(shippingPrice)));
}

/**
 * Why a checkout cannot be queued as it is: it pays first (online), makes an account (online), is a
 * private invoice (its credit decision needs the personal identity number, which no device keeps), or has no lines.
 */
export type QueueRefusal = "payment" | "account" | "identity" | "empty";

/**
 * The order a checkout form queues (SPEC §5 form rules, as the server will apply them, and a bookable
 * delivery slot), or what stands in its way. `fields` are the form's named values.
 */
export function queuedOrderFrom(
  fields: Record<string, string | undefined>,
  context: { id: string; fileId: string; store: string; country: string; today: string; now: string; lines: QueuedOrderLine[]; couponCode: string | null; discount: number; shippingPrice: number; customerEmail: string | null; sendTried: boolean },
): { ok: true; order: QueuedOrder } | { ok: false; errors: FieldError[] } | { ok: false; refusal: QueueRefusal } {
  const text = (name: string) => (fields[name] ?? "").trim();
  if (context.lines.length === 0) return { ok: false, refusal: "empty" };
  const shippingMethod = text("shippingMethod") || HOME_DELIVERY;
  const slot = { date: text("deliveryDate"), timeslot: text("deliveryTimeslot") };
  // The account fields are the server's to check, online: offline the box is refused below, not validated.
  const form = { ...checkoutFormFromFields({ ...fields, country: context.country }), createAccount: false };
  const pickupPointId = shippingMethod === PICKUP_POINT_METHOD ? text("pickupPointId") : "";
  const errors = [
    ...validateCheckout(form, [context.country]),
    ...(shippingMethod === HOME_DELIVERY ? validateDeliverySlot(slot, context.today) : []),
    // Whether the point exists is the server's to say when the order is sent; here it must be there.
    ...(shippingMethod === PICKUP_POINT_METHOD && pickupPointId === "" ? [{ field: "pickupPointId" as const, key: "required" as const, message: VALIDATION_MESSAGES.required }] : []),
  ];
  if (errors.length > 0) return { ok: false, errors };
  const paymentMethod = text("paymentMethod") || DEFAULT_PAYMENT_METHOD;
  if (!isQueueableOffline(paymentMethod)) return { ok: false, refusal: "payment" };
  if (fields.createAccount === "on") return { ok: false, refusal: "account" };
  if (paymentMethod === paymentMethodThrough("invoice") && checkoutCustomer(fields).type === "private") return { ok: false, refusal: "identity" };
  return {
    ok: true,
    order: {
      id: context.id,
      store: context.store,
      fileId: context.fileId,
      queuedAt: context.now,
      lines: context.lines,
      form: {
        customer: checkoutCustomer(fields),
        shippingAddress: { street: text("street"), apartment: text("apartment") || null, zipCode: text("zipCode"), city: text("city"), country: context.country },
        billingAddress: form.billingAddress ?? null,
        shippingMethod,
        deliveryDate: slot.date,
        deliveryTimeslot: slot.timeslot,
        pickupPointId,
        paymentMethod,
        newsletter: fields.newsletter === "on",
        partialDelivery: fields.partialDelivery === "on",
      },
      couponCode: context.couponCode,
      quotedTotal: quotedTotal(context.lines, context.discount, context.shippingPrice, isStoreCode(context.store) ? STORE_VIEWS[context.store].i18n.fractionDigits : 2),
      customerEmail: context.customerEmail,
      sendTried: context.sendTried,
      state: { status: "queued" },
    },
  };
}

/** SPEC §4 "Online again": sent automatically if enabled, or on the thank-you page; otherwise the shopper is asked. */
export function sendsWithoutAsking(automatic: boolean, onThankYouPage: boolean): boolean {
  return automatic || onThankYouPage;
}

/** Orders still to be sent: queued ones (a changed total waits for the shopper, placed and rejected ones are done). */
export const awaitingSend = (orders: readonly QueuedOrder[]) => orders.filter((o) => o.state.status === "queued");

/** The body of POST /api/order for a queued order (SPEC §7, vue-storefront's `products`). */
export function orderRequestBody(order: QueuedOrder) {
  const { form } = order;
  return {
    idempotencyKey: order.id,
    cartId: order.fileId,
    storeCode: order.store,
    products: order.lines.map((l) => ({ sku: l.sku, qty: l.qty, ...(l.chosen ? { product_option: toProductOption(l.chosen) } : {}) })),
    couponCode: order.couponCode,
    quotedTotal: order.quotedTotal,
    customer: form.customer,
    shippingAddress: form.shippingAddress,
    ...(form.billingAddress ? { billingAddress: form.billingAddress } : {}),
    shippingMethod: form.shippingMethod,
    ...(form.shippingMethod === HOME_DELIVERY ? { deliveryDate: form.deliveryDate, deliveryTimeslot: form.deliveryTimeslot } : {}),
    ...(form.shippingMethod === PICKUP_POINT_METHOD ? { pickupPointId: form.pickupPointId } : {}),
    paymentMethod: form.paymentMethod,
    acceptTerms: true,
    newsletter: form.newsletter,
    partialDelivery: form.partialDelivery,
  };
}

/** What POST /api/order answered: its status and JSON (null when it was not JSON, or nothing answered: status 0). */
export interface OrderAnswer {
  status: number;
  body: { result?: unknown; refusal?: unknown; error_code?: unknown; grand_total?: unknown } | null;
}

/**
 * What an answer means for a queued order: its new state; `retry` (no connection, the server in
 * trouble, too many requests, another order from the same key under way): kept queued, sent again later;
 * or `withdrawn`: the shopper cancelled it and the server will never place it.
 */
export function stateAfterSend(answer: OrderAnswer): QueuedOrderState | "retry" | "withdrawn" {
  const { status, body } = answer;
  const result = body?.result;
  const message = typeof result === "string" ? result : "";
  const said = readRefusal(body?.refusal);
  const rejected = (reason: "out_of_stock" | "refused"): QueuedOrderState => ({ status: "rejected", reason, message, ...(said ? { refusal: said } : {}) });
  if (status === 200) return placedState(result) ?? "retry";
  if (status === 409 && body?.error_code === "price_changed" && typeof body.grand_total === "number") return { status: "confirm", newTotal: body.grand_total };
  if (status === 409 && body?.error_code === "out_of_stock") return rejected("out_of_stock");
  // Cancelled by the shopper (a withdrawal whose answer was lost): it is never placed; it leaves the queue.
  if (status === 409 && body?.error_code === "withdrawn") return "withdrawn";
  // The key belongs to another order (never one of ours): sending it again can only be refused again.
  if (status === 409 && body?.error_code === "key_reused") return rejected("refused");
  // Sent to the shop system without an answer: never sent again; the message says where to ask. (A "pending"
  // order, on its way right now, is sent again later like any 409, and then answers as placed.)
  if (status === 409 && body?.error_code === "unanswered") return rejected("refused");
  // 422 key_changed: the key placed an order from another body (decision 0032): the message names that order; sent again it is refused again.
  // 401: the session ended meanwhile; the next send goes as a guest.
  if (status === 0 || status === 401 || status === 408 || status === 409 || status === 429 || status >= 500 || body === null) return "retry";
  return rejected("refused");
}

/** The placed order an answer's result describes (its number and total); null when it describes none. */
function placedState(result: unknown): QueuedOrderState | null {
  const placed = result as { increment_id?: unknown; grand_total?: unknown } | undefined;
  return typeof placed?.increment_id === "string" && typeof placed.grand_total === "number" ? { status: "placed", incrementId: placed.increment_id, grandTotal: placed.grand_total } : null;
}

/**
 * What POST /api/order/withdraw answered means for cancelling a queued order: `withdrawn` (it can never
 * be placed: drop it), `placed` after all (its state), or `unconfirmed` (no answer to trust: keep it).
 */
export function outcomeOfWithdraw(answer: OrderAnswer): { outcome: "withdrawn" } | { outcome: "placed"; state: QueuedOrderState } | { outcome: "unconfirmed" } {
  const { status, body } = answer;
  if (status === 200) return { outcome: "withdrawn" };
  if (status === 409 && body?.error_code === "placed") {
    const state = placedState(body.result);
    return state ? { outcome: "placed", state } : { outcome: "unconfirmed" };
  }
  // The key is another order's (filed under another id): an order of ours can never be placed under it.
  if (status === 409 && body?.error_code === "key_reused") return { outcome: "withdrawn" };
  return { outcome: "unconfirmed" };
}

const isText = (value: unknown, max = 200): value is string => typeof value === "string" && value.length <= max;
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readLine(value: unknown): QueuedOrderLine | null {
  if (!isRecord(value) || !isText(value.sku) || value.sku === "" || !isText(value.name) || !isAmount(value.unitPrice)) return null;
  if (typeof value.qty !== "number" || !Number.isInteger(value.qty) || value.qty < 1 || value.qty > 10_000) return null;
  const chosen = value.chosen;
  if (chosen !== undefined && !(isRecord(chosen) && isRecord(chosen.custom) && isRecord(chosen.bundle))) return null;
  const options = Array.isArray(value.options) ? value.options.filter((o): o is OptionLabel => isRecord(o) && isText(o.label) && isText(o.value)) : undefined;
  return {
    sku: value.sku,
    qty: value.qty,
    name: value.name,
    unitPrice: value.unitPrice,
    ...(chosen ? { chosen: chosen as unknown as ChosenOptions } : {}),
    ...(options ? { options } : {}),
    ...(isText(value.image, 500) ? { image: value.image } : {}),
  };
}

/** A queued order's billing address as this device kept it; none when it is not one. */
function readBillingAddress(value: unknown): BillingAddress | null {
  if (!isRecord(value) || ![value.firstname, value.lastname, value.street, value.zipCode, value.city, value.country].every((v) => isText(v))) return null;
  return {
    firstname: value.firstname as string,
    lastname: value.lastname as string,
    street: value.street as string,
    apartment: isText(value.apartment) && value.apartment !== "" ? value.apartment : null,
    zipCode: value.zipCode as string,
    city: value.city as string,
    country: value.country as string,
  };
}

function readForm(value: unknown): QueuedOrderForm | null {
  if (!isRecord(value) || !isRecord(value.customer) || !isRecord(value.shippingAddress)) return null;
  const c = value.customer;
  const a = value.shippingAddress;
  if (c.type !== "private" && c.type !== "business") return null;
  if (![c.email, c.firstname, c.lastname, c.phone, a.street, a.zipCode, a.city, a.country, value.shippingMethod, value.deliveryDate, value.deliveryTimeslot].every((v) => isText(v))) return null;
  if (typeof value.paymentMethod !== "string" || !isQueueableOffline(value.paymentMethod)) return null;
  const optional = (v: unknown) => (isText(v) && v !== "" ? v : null);
  return {
    customer: { type: c.type, email: c.email as string, firstname: c.firstname as string, lastname: c.lastname as string, phone: c.phone as string, company: optional(c.company), taxId: optional(c.taxId) },
    shippingAddress: { street: a.street as string, apartment: optional(a.apartment), zipCode: a.zipCode as string, city: a.city as string, country: a.country as string },
    billingAddress: readBillingAddress(value.billingAddress),
    shippingMethod: value.shippingMethod as string,
    deliveryDate: value.deliveryDate as string,
    deliveryTimeslot: value.deliveryTimeslot as string,
    // Stored before pickup points existed: none.
    pickupPointId: isText(value.pickupPointId, 64) ? value.pickupPointId : "",
    paymentMethod: value.paymentMethod,
    newsletter: value.newsletter === true,
    partialDelivery: value.partialDelivery === true,
  };
}

function readState(value: unknown): QueuedOrderState | null {
  if (!isRecord(value)) return null;
  switch (value.status) {
    case "queued":
      return { status: "queued" };
    case "confirm":
      return isAmount(value.newTotal) ? { status: "confirm", newTotal: value.newTotal } : null;
    case "placed":
      return isText(value.incrementId) && isAmount(value.grandTotal) ? { status: "placed", incrementId: value.incrementId, grandTotal: value.grandTotal } : null;
    case "rejected": {
      if ((value.reason !== "out_of_stock" && value.reason !== "refused") || !isText(value.message, 2000)) return null;
      const said = readRefusal(value.refusal);
      return { status: "rejected", reason: value.reason, message: value.message, ...(said ? { refusal: said } : {}) };
    }
    default:
      return null;
  }
}

/** A stored order read back: null for a damaged entry or one from a build that stored another shape. */
export function readQueuedOrder(value: unknown): QueuedOrder | null {
  if (!isRecord(value) || !isText(value.id) || value.id.length < 8 || !isText(value.store) || !isText(value.fileId) || !isText(value.queuedAt)) return null;
  if (!Array.isArray(value.lines) || value.lines.length === 0 || value.lines.length > 100 || !isAmount(value.quotedTotal)) return null;
  const lines = value.lines.map(readLine);
  const form = readForm(value.form);
  const state = readState(value.state);
  if (lines.some((l) => l === null) || !form || !state) return null;
  const couponCode = isText(value.couponCode, 64) && value.couponCode !== "" ? value.couponCode : null;
  const customerEmail = isText(value.customerEmail) && value.customerEmail !== "" ? value.customerEmail : null;
  // An entry from before sendTried was kept may have been sent: only a stored false says it never was.
  const sendTried = value.sendTried !== false;
  return { id: value.id, store: value.store, fileId: value.fileId, queuedAt: value.queuedAt, lines: lines as QueuedOrderLine[], form, couponCode, quotedTotal: value.quotedTotal, customerEmail, sendTried, state };
}
