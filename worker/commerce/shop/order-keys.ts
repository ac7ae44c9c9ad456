/**
 * The order-key protocol every backend keeps: an order is placed once per idempotency key, a key
 * belongs to one cart, a paid order's key is hosted:{provider session id}, and a key withdrawn by the
 * shopper never places an order.
 */
import { refusal } from "#core/domain/refusal.ts";
import type { OrderInput, OrderOutcome, PlacedOrder, WithdrawOutcome } from "#core/port/index.ts";

/** The idempotency key of the order a hosted-checkout payment places: hosted:{provider session id}. */
export const HOSTED_KEY_PREFIX = "hosted:";

export const hostedOrderKey = (sid: string) => `${HOSTED_KEY_PREFIX}${sid}`;

export const KEY_REUSED = { ok: false, reason: "key_reused", refusal: refusal("keyReused") } as const;

export const WITHDRAWN: OrderOutcome = { ok: false, reason: "withdrawn", refusal: refusal("withdrawn") };

/** Another order is being placed from this cart right now. */
export const CART_BUSY: OrderOutcome = { ok: false, reason: "busy", refusal: refusal("checkoutInProgress") };

/**
 * A key's first order, for a retried submission of the same request; a key is never shared between carts,
 * and a key sent again with another request (other lines, store, total) names its first use instead of
 * answering an order that is not what was asked (decision 0032). Either side without a fingerprint (an
 * order placed before them, a paid hosted checkout) is a retry.
 */
export function replay(first: PlacedOrder, input: Pick<OrderInput, "cartId" | "requestFingerprint">): OrderOutcome {
  if (first.cartId !== input.cartId) return KEY_REUSED;
  if (first.requestFingerprint && input.requestFingerprint && first.requestFingerprint !== input.requestFingerprint) return keyChanged(first);
  return { ok: true, order: first, replayed: true };
}

export function keyChanged(first: Pick<PlacedOrder, "createdAt" | "incrementId">): OrderOutcome {
  const firstUse = { at: first.createdAt, incrementId: first.incrementId };
  return { ok: false, reason: "key_changed", firstUse, refusal: refusal("keyChanged", firstUse) };
}

/** Only an order queued offline is withdrawn: a paid order's key is refused, any other key may be. */
export function withdrawRefusal(key: string): WithdrawOutcome | null {
  return key.startsWith(HOSTED_KEY_PREFIX) ? { ok: false, reason: "invalid", refusal: refusal("paidOrderNotWithdrawn") } : null;
}
