/**
 * The discount code the checkout last showed applied to a cart, kept on this device for the offline
 * checkout: an order queued offline carries it, and the server prices it again when the order is sent
 * (a code that no longer applies changes the total, which the shopper then confirms).
 */
export interface KeptCoupon {
  code: string;
  discount: number;
}

const keyOf = (store: string) => `${store}-checkout-coupon`;

export function keepCoupon(store: string, cartId: string | null, coupon: KeptCoupon | null): void {
  try {
    if (cartId && coupon) localStorage.setItem(keyOf(store), JSON.stringify({ cartId, ...coupon }));
    else localStorage.removeItem(keyOf(store));
  } catch {
    // Storage disabled: an order queued offline then goes without the code.
  }
}

/** The code kept for this cart; null for another cart's (an order placed since, another shopper). */
export function keptCoupon(store: string, cartId: string | null): KeptCoupon | null {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(store)) ?? "null") as Record<string, unknown> | null;
    if (kept && cartId && kept.cartId === cartId && typeof kept.code === "string" && typeof kept.discount === "number" && kept.discount >= 0) return { code: kept.code, discount: kept.discount };
  } catch {
    // Unreadable: no code.
  }
  return null;
}
