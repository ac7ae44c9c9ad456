import type { StoreCode } from "../stores.ts";

/**
 * The cart id lives in a per-store cookie. It is readable by the page's script (the cart count
 * hydrates on the client) and marks nothing personal in cached HTML, which never shows a cart.
 */
export const cartCookieName = (store: StoreCode) => `cart_${store}`;

/**
 * A cart id as the shop hands them out: the cart's Durable Object id (64 hex digits, minted and checked by
 * the platform), or the UUID an older cart was named by (docs/decisions/0038-cart-ids-minted-by-the-platform.md).
 */
export const CART_ID = /^(?:[0-9a-f]{64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function readCartId(cookieHeader: string | null, store: StoreCode): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${cartCookieName(store)}=(${CART_ID.source.slice(1, -1)})(?:;|$)`));
  return match?.[1] ?? null;
}

const CART_COOKIE_DAYS = 30;

/**
 * The cookie that ties the browser to a cart; with null it lets go (sign-out disconnects the cart, SPEC §4
 * "User session"). Written by the server and by the page's script, so it is spelled out here rather than
 * through a cookie library in every page's JavaScript: the value is hex digits (and dashes) and needs no encoding.
 */
export function cartCookie(store: StoreCode, cartId: string | null, secure: boolean): string {
  const maxAge = cartId ? 60 * 60 * 24 * CART_COOKIE_DAYS : 0;
  return `${cartCookieName(store)}=${cartId ?? ""}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
