import { validateCheckout, type FieldError } from "../../app/domain/checkout-validation.ts";
import { STORE_VIEWS, type StoreCode } from "../../app/stores.ts";
import type { Env } from "../env.ts";
import type { CommercePort, OrderInput, OrderOutcome } from "./port.ts";

export type CheckoutRequest = Omit<OrderInput, "lines" | "couponCode" | "store"> & { acceptTerms: boolean };

export type CheckoutOutcome =
  | OrderOutcome
  | { ok: false; reason: "no_cart"; message: string }
  | { ok: false; reason: "form"; errors: FieldError[] };

/** The SPEC §5 form rules for a checkout in a store. */
export function checkoutFormErrors(store: StoreCode, request: CheckoutRequest): FieldError[] {
  return validateCheckout(
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
    },
    [STORE_VIEWS[store].countryId],
  );
}

/**
 * Places the order for a cart: the SPEC §5 form rules, then the backend order (prices recomputed,
 * stock decremented atomically, idempotent), then the cart emptied without a sync (SPEC §4).
 */
export async function checkoutCart(env: Pick<Env, "CART">, commerce: CommercePort, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const cart = env.CART.get(env.CART.idFromName(request.cartId));
  const info = await cart.info();
  if (!info.store) return { ok: false, reason: "no_cart", message: `no cart ${request.cartId}` };
  const errors = checkoutFormErrors(info.store, request);
  if (errors.length > 0) return { ok: false, reason: "form", errors };
  const { acceptTerms: _accepted, ...order } = request;
  const outcome = await commerce.placeOrder({
    ...order,
    store: info.store,
    lines: (await cart.lines()).map((l) => ({ sku: l.sku, qty: l.qty })),
    couponCode: info.coupon,
  });
  if (outcome.ok && !outcome.replayed) await cart.clear();
  return outcome;
}
