import { validateCheckout, type FieldError } from "../../../app/domain/checkout-validation.ts";
import { HOME_DELIVERY, validateDeliverySlot } from "../../../app/domain/delivery-slots.ts";
import { STORE_VIEWS, type StoreCode } from "../../../app/stores.ts";
import { cartObject } from "../../objects/cart.ts";
import { hashPassword } from "../../security/password.ts";
import type { CheckoutOutcome, CheckoutRequest } from "../port/index.ts";
import type { CoreCommerce } from "./core.ts";

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
  ), ...slotErrors];
}

/** Methods paid on delivery or by invoice: the order is placed at once. The hosted checkout is paid first. */
const PAY_LATER_METHODS: readonly string[] = ["cashondelivery", "invoice_later"];

/**
 * Places the order for a cart: the SPEC §5 form rules, then the backend order (prices recomputed,
 * stock decremented atomically, idempotent), then the cart emptied without a sync (SPEC §4).
 * `paid` is the hosted checkout's confirmed payment; without it only pay-later methods are taken.
 */
export async function checkoutCart(
  env: Pick<Env, "CART">,
  commerce: CoreCommerce,
  request: CheckoutRequest,
  paid?: { amountMinor: number },
): Promise<CheckoutOutcome> {
  const cart = cartObject(env, request.cartId);
  const { info, lines } = await cart.snapshot();
  if (!info.store) return { ok: false, reason: "no_cart", message: `no cart ${request.cartId}` };
  if (!paid && !PAY_LATER_METHODS.includes(request.paymentMethod)) {
    const message =
      request.paymentMethod === "hosted_checkout"
        ? "hosted_checkout is paid before the order is placed: pay through the hosted checkout of /checkout"
        : "must be cashondelivery, invoice_later or hosted_checkout";
    return { ok: false, reason: "invalid", field: "paymentMethod", message };
  }
  // Once paid, an account that appeared meanwhile must not stop the order (it is just not created twice).
  const prepared = await prepareCheckout(commerce, info.store, request, { checkAccount: !paid });
  if (!prepared.ok) return prepared;
  const { acceptTerms: _accepted, account, ...order } = prepared.request;
  const outcome = await commerce.orders.place({
    ...order,
    deliverySlot: order.shippingMethod === HOME_DELIVERY ? (order.deliverySlot ?? null) : null,
    store: info.store,
    lines: lines.map((l) => ({ sku: l.sku, qty: l.qty, options: l.options?.chosen ?? null })),
    couponCode: info.coupon,
    ...(paid ? { expectedGrandTotalMinor: paid.amountMinor } : {}),
  });
  if (outcome.ok && !outcome.replayed) {
    await cart.clear();
    if (account && "passwordHash" in account) {
      const { email, firstname, lastname } = order.customer;
      await commerce.customers.create({ email, firstname, lastname, store: info.store, passwordHash: account.passwordHash });
    }
  }
  return outcome;
}

/**
 * The checks every checkout starts with: the form rules, then (with checkAccount) an account
 * asked for with an email that has one already. A typed password comes back as its hash.
 */
export async function prepareCheckout(
  commerce: CoreCommerce,
  store: StoreCode,
  request: CheckoutRequest,
  options: { checkAccount: boolean },
): Promise<{ ok: true; request: CheckoutRequest } | { ok: false; reason: "form"; errors: FieldError[] } | { ok: false; reason: "account_exists" }> {
  const errors = checkoutFormErrors(store, request, commerce.catalog.today());
  if (errors.length > 0) return { ok: false, reason: "form", errors };
  if (!options.checkAccount) return { ok: true, request };
  const prepared = await withHashedPassword(commerce, request);
  return "reason" in prepared ? prepared : { ok: true, request: prepared };
}

/** Refuses an email that has an account already; replaces a typed password by its hash. */
async function withHashedPassword(commerce: CoreCommerce, request: CheckoutRequest): Promise<CheckoutRequest | { ok: false; reason: "account_exists" }> {
  const account = request.account;
  if (!account) return request;
  if (await commerce.customers.exists(request.customer.email)) return { ok: false, reason: "account_exists" };
  if ("passwordHash" in account) return request;
  return { ...request, account: { passwordHash: await hashPassword(account.password) } };
}
