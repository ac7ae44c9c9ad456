import { refusal } from "#core/domain/refusal.ts";
import { INVOICE_METHOD } from "#core/domain/invoice-credit.ts";
import type { CheckoutOutcome, CheckoutRequest, OrderOutcome } from "#core/port/index.ts";
import { cartObject } from "../../objects/cart.ts";
import type { CoreCommerce } from "../shop/core-commerce.ts";
import { invoiceApproval } from "../shop/invoice-approval.ts";
import { openingChecks } from "../shop/opening-checks.ts";
import { CART_BUSY } from "../shop/order-keys.ts";
import { cartOrderTotal, deliverySlotOf } from "../shop/order-terms.ts";
import { prepareCheckout } from "../shop/prepare-checkout.ts";

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
  if (!store) return { ok: false, reason: "no_cart", refusal: refusal("noCart", { cartId: request.cartId }) };
  const prepared = await prepareCheckout(commerce, store, request);
  if (!prepared.ok) return prepared;
  const { acceptTerms: _accepted, account, ...order } = prepared.request;
  const amount = order.paymentMethod === INVOICE_METHOD ? ((await totalOf?.()) ?? null) : null;
  const invoice = await invoiceApproval(commerce, store, prepared.request, amount);
  if (!("reference" in invoice)) return invoice;

  const held = await cart.beginCheckout(request.idempotencyKey);
  if (!held.ok) {
    if (held.reason === "no_cart") return { ok: false, reason: "no_cart", refusal: refusal("noCart", { cartId: request.cartId }) };
    if (held.reason === "busy") return CART_BUSY;
    return { ok: false, reason: "invalid", field: "cartId", refusal: refusal("cartEmpty") };
  }
  let outcome: OrderOutcome | undefined;
  try {
    outcome = await commerce.orders.place({
      ...order,
      deliverySlot: deliverySlotOf(order),
      store: held.info.store,
      lines: held.lines.map((l) => ({ sku: l.sku, qty: l.qty, options: l.options?.chosen ?? null })),
      couponCode: held.info.coupon,
      // The form's fees (the checkout page sends them all), else the ones applied to the cart (the API).
      fees: order.fees ?? held.info.fees,
      ...cartOrderTotal(paid, { reference: invoice.reference, amount }),
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
