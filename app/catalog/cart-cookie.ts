import type { StoreCode } from "../stores.ts";

/**
 * The cart id lives in a per-store cookie. It is readable by the page's script (the cart count
 * hydrates on the client) and marks nothing personal in cached HTML, which never shows a cart.
 */
export const cartCookieName = (store: StoreCode) => `cart_${store}`;

export function readCartId(cookieHeader: string | null, store: StoreCode): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${cartCookieName(store)}=([0-9a-f-]{36})(?:;|$)`));
  return match?.[1] ?? null;
}

export function cartCookie(store: StoreCode, cartId: string, secure: boolean): string {
  return `${cartCookieName(store)}=${cartId}; Path=/; Max-Age=${60 * 60 * 24 * 30}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Ends the browser's tie to a cart (sign-out disconnects the cart, SPEC §4 "User session"). */
export function clearedCartCookie(store: StoreCode, secure: boolean): string {
  return `${cartCookieName(store)}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}
