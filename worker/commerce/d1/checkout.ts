import { validateCheckout, type FieldError, type ZipCountry } from "#core/domain/checkout-validation.ts";
import { PICKUP_POINT_METHOD } from "#core/domain/shipping.ts";
import { distanceKm, pickupPointErrors, postcodeArea } from "#core/domain/pickup-points.ts";
import { HOME_DELIVERY, validateDeliverySlot } from "#core/domain/delivery-slots.ts";
import { INVOICE_METHOD, invoiceFormErrors, normalizeVatId, type DeclineReason } from "#core/domain/invoice-credit.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { cartObject } from "../../objects/cart.ts";
import { hashPassword } from "../../security/password.ts";
import { MESSAGES } from "#core/domain/cart.ts";
import type { CheckoutOutcome, CheckoutRequest, OrderOutcome, QueuedOrderRequest } from "#core/port/index.ts";
import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import type { CoreCommerce } from "./core.ts";
import { HOSTED_KEY_PREFIX, replay } from "./orders.ts";

/** The SPEC §5 form rules for a checkout in a store, and a bookable slot for a home delivery. */
function checkoutFormErrors(store: StoreCode, request: CheckoutRequest, today: string): FieldError[] {
  const slotErrors =
    request.shippingMethod === HOME_DELIVERY ? validateDeliverySlot(request.deliverySlot ?? { date: "", timeslot: "" }, today) : [];
  return [...validateCheckout(
    {
      customerType: request.customer.type,
      firstName: request.customer.firstname,
      lastName: request.customer.lastname,
      emailAddress: request.customer.email,
      phoneNumber: request.customer.phone,
      streetAddress: request.shippingAddress.street,
      zipCode: request.shippingAddress.zipCode,
      city: request.shippingAddress.city,
      country: request.shippingAddress.country,
      company: request.customer.company ?? "",
      taxId: request.customer.taxId ?? "",
      acceptTerms: request.acceptTerms,
      ...(request.account && "password" in request.account
        ? { createAccount: true, password: request.account.password, passwordConfirmation: request.account.passwordConfirmation }
        : {}),
    },
    [STORE_VIEWS[store].countryId],
  ), ...slotErrors, ...invoiceFormErrors(request.paymentMethod, request.customer.type, request.customer.taxId ?? "", STORE_VIEWS[store].countryId as ZipCountry)];
}

const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  over_limit: "the invoice was declined: the amount is above the invoice limit",
  credit_check: "the invoice was declined by the credit check",
  unavailable: "the invoice provider could not be reached; choose another payment method or try again",
};

/**
 * An invoice order's credit decision for the total it will be placed at (issue 17): the order is placed
 * only after an approval, with the invoice's number; other methods need none.
 */
export async function invoiceApproval(
  commerce: CoreCommerce,
  store: StoreCode,
  request: CheckoutRequest,
  amount: number | null,
): Promise<{ ok: true; reference: string | null } | Extract<CheckoutOutcome, { reason: "declined" }> | OrderOutcome> {
  if (request.paymentMethod !== INVOICE_METHOD) return { ok: true, reference: null };
  const c = request.customer;
  const business = c.type === "business";
  const decision =
    amount === null
      ? ({ approved: false, reason: "unavailable" } as const)
      : await commerce.invoice.decide({
          store,
          customerType: c.type,
          email: c.email,
          name: `${c.firstname} ${c.lastname}`.trim(),
          company: business ? (c.company ?? null) : null,
          vatId: business ? normalizeVatId(c.taxId ?? "") : null,
          amount,
          currency: STORE_VIEWS[store].i18n.currencyCode,
          // One decision per order and amount: the same form sent at a new total is asked about anew.
          reference: `${request.idempotencyKey}/${toMinorUnits(amount)}`,
        });
  if (decision.approved) return { ok: true, reference: decision.invoiceReference };
  // A double submit whose twin was placed meanwhile answers that order, not a decline.
  const placed = await commerce.orders.byIdempotencyKey(request.idempotencyKey);
  if (placed) return replay(placed, request);
  return { ok: false, reason: "declined", decline: decision.reason, message: DECLINE_MESSAGES[decision.reason] };
}

/** Methods paid on delivery or by invoice: the order is placed at once. The hosted checkout is paid first. */
const PAY_LATER_METHODS: readonly string[] = ["cashondelivery", "invoice_later"];

/**
 * Places the order for a cart: a replayed submission gets its first order; then the SPEC §5 form
 * rules; then the cart is held (its lines as they are now, no change until the order is placed or
 * refused), the backend order is placed (prices recomputed, stock decremented atomically,
 * idempotent) and the cart emptied without a sync (SPEC §4). `paid` is the hosted checkout's
 * confirmed payment; without it only pay-later methods are taken.
 */
export async function checkoutCart(
  env: Pick<Env, "CART">,
  commerce: CoreCommerce,
  request: CheckoutRequest,
  paid?: { amountMinor: number },
  /** The cart's grand total now (with the request's delivery), for an invoice's credit decision. */
  totalOf?: () => Promise<number | null>,
): Promise<CheckoutOutcome> {
  const opening = await openingChecks(commerce, request, paid !== undefined);
  if (opening) return opening;
  const cart = cartObject(env, request.cartId);
  const store = (await cart.info()).store;
  if (!store) return { ok: false, reason: "no_cart", message: `no cart ${request.cartId}` };
  const prepared = await prepareCheckout(commerce, store, request);
  if (!prepared.ok) return prepared;
  const { acceptTerms: _accepted, account, ...order } = prepared.request;
  const amount = order.paymentMethod === INVOICE_METHOD ? ((await totalOf?.()) ?? null) : null;
  const invoice = await invoiceApproval(commerce, store, prepared.request, amount);
  if (!("reference" in invoice)) return invoice;

  const held = await cart.beginCheckout(request.idempotencyKey);
  if (!held.ok) {
    if (held.reason === "no_cart") return { ok: false, reason: "no_cart", message: `no cart ${request.cartId}` };
    if (held.reason === "busy") return { ok: false, reason: "busy", message: MESSAGES.checkoutInProgress };
    return { ok: false, reason: "invalid", field: "cartId", message: "the cart is empty" };
  }
  let outcome: OrderOutcome | undefined;
  try {
    outcome = await commerce.orders.place({
      ...order,
      deliverySlot: order.shippingMethod === HOME_DELIVERY ? (order.deliverySlot ?? null) : null,
      store: held.info.store,
      lines: held.lines.map((l) => ({ sku: l.sku, qty: l.qty, options: l.options?.chosen ?? null })),
      couponCode: held.info.coupon,
      // The form's fees (the checkout page sends them all), else the ones applied to the cart (the API).
      fees: order.fees ?? held.info.fees,
      ...(paid ? { expectedGrandTotalMinor: paid.amountMinor } : {}),
      // An invoice is approved for one amount: a cart changed since is refused (price_changed), never placed at another.
      ...(invoice.reference && amount !== null ? { paymentReference: invoice.reference, quotedGrandTotalMinor: toMinorUnits(amount) } : {}),
    });
  } finally {
    await cart.finishCheckout(request.idempotencyKey, outcome?.ok === true);
  }
  if (outcome.ok && !outcome.replayed && account && "passwordHash" in account) {
    // No second account for a known email, and no word of it: the shopper signs in with the one they have.
    const { email, firstname, lastname } = order.customer;
    await commerce.customers.create({ email, firstname, lastname, store: held.info.store, password: { hash: account.passwordHash } });
  }
  return outcome;
}

/**
 * What every order starts with: hosted:{sid} keys belong to paid hosted-checkout orders only; a key
 * already used answers its first order (a retried submission); unpaid orders take pay-later methods.
 */
export async function openingChecks(commerce: CoreCommerce, request: Pick<CheckoutRequest, "idempotencyKey" | "cartId" | "paymentMethod">, paid: boolean): Promise<CheckoutOutcome | null> {
  if (!paid && request.idempotencyKey.startsWith(HOSTED_KEY_PREFIX)) return { ok: false, reason: "invalid", field: "idempotencyKey", message: `must not start with ${HOSTED_KEY_PREFIX}` };
  const replayed = await commerce.orders.byIdempotencyKey(request.idempotencyKey);
  if (replayed) return replay(replayed, request);
  if (!paid && !PAY_LATER_METHODS.includes(request.paymentMethod)) {
    const message =
      request.paymentMethod === "hosted_checkout"
        ? "hosted_checkout is paid before the order is placed: pay through the hosted checkout of /checkout"
        : "must be cashondelivery, invoice_later or hosted_checkout";
    return { ok: false, reason: "invalid", field: "paymentMethod", message };
  }
  return null;
}

/**
 * Places an order queued offline (SPEC §4 "Online again"): its own lines at today's prices and stock,
 * once per idempotency key (sent again, it answers the order it placed). A total other than the one the
 * shopper agreed to is refused as price_changed: they confirm the new one, and the order is sent again.
 */
export async function placeQueuedOrder(commerce: CoreCommerce, request: QueuedOrderRequest): Promise<CheckoutOutcome> {
  const opening = await openingChecks(commerce, request, false);
  if (opening) return opening;
  const prepared = await prepareCheckout(commerce, request.store, { ...request, account: null });
  if (!prepared.ok) return prepared;
  const { acceptTerms: _accepted, quotedGrandTotal, ...order } = request;
  // Placed at the quoted total or refused: the invoice is asked for that total.
  const invoice = await invoiceApproval(commerce, request.store, prepared.request, quotedGrandTotal);
  if (!("reference" in invoice)) return invoice;
  return commerce.orders.place({
    ...order,
    deliverySlot: order.shippingMethod === HOME_DELIVERY ? (order.deliverySlot ?? null) : null,
    pickupPoint: prepared.request.pickupPoint ?? null,
    quotedGrandTotalMinor: toMinorUnits(quotedGrandTotal),
    paymentReference: invoice.reference,
  });
}

/**
 * The checks every checkout starts with: the form rules, and the pickup point a pickup-point delivery
 * names (looked up at the carrier, kept on the order as it is now). A typed password comes back as its hash.
 */
export async function prepareCheckout(
  commerce: CoreCommerce,
  store: StoreCode,
  request: CheckoutRequest,
): Promise<{ ok: true; request: CheckoutRequest } | { ok: false; reason: "form"; errors: FieldError[] }> {
  const pickupPointId = (request.pickupPointId ?? "").trim();
  // A request prepared before (a hosted checkout's, stored until the payment) keeps the point it was paid with.
  const country = STORE_VIEWS[store].countryId as ZipCountry;
  const kept = request.pickupPoint?.agentId === pickupPointId ? request.pickupPoint : null;
  const looked = !kept && request.shippingMethod === PICKUP_POINT_METHOD && pickupPointId ? await commerce.delivery.pickupPoint(country, pickupPointId) : null;
  const point = kept ?? looked;
  const pickupPoint = point && { agentId: point.agentId, name: point.name, address: point.address, zipCode: point.zipCode, city: point.city, openHours: point.openHours };
  // A point looked up now must be near the delivery postcode (a list shown for an old postcode is stale).
  const area = looked ? postcodeArea(country, request.shippingAddress.zipCode) : null;
  const distance = looked && area ? distanceKm(area, looked) : null;
  const errors = [...checkoutFormErrors(store, request, commerce.catalog.today()), ...pickupPointErrors(request.shippingMethod, pickupPointId, pickupPoint, distance)];
  if (errors.length > 0) return { ok: false, reason: "form", errors };
  const account = request.account;
  // A business invoice's VAT id is kept as the provider was asked about it (normalized).
  const invoicedCompany = request.paymentMethod === INVOICE_METHOD && request.customer.type === "business";
  const customer = invoicedCompany ? { ...request.customer, taxId: normalizeVatId(request.customer.taxId ?? "") } : request.customer;
  const prepared = { ...request, customer, pickupPoint };
  if (!account || "passwordHash" in account) return { ok: true, request: prepared };
  return { ok: true, request: { ...prepared, account: { passwordHash: await hashPassword(account.password) } } };
}
