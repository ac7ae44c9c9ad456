import { parse, serialize } from "hono/utils/cookie";

/**
 * The answer to an add-to-cart posted without JavaScript, carried across its redirect (POST-redirect-GET,
 * so a reload does not add again) for the next page only. Its presence makes that request personal: the
 * page is rendered for this shopper (message and cart count) and never cached.
 */
export const CART_NOTICE_COOKIE = "cart_notice";
const LIFETIME_SECONDS = 60;

/** `message`: "added", or the cart's refusal as the cart API words it (translated when shown). */
export interface CartNotice {
  ok: boolean;
  message: string;
}

export function cartNoticeCookie(notice: CartNotice | null, secure: boolean): string {
  const value = notice ? JSON.stringify(notice) : "";
  return serialize(CART_NOTICE_COOKIE, value, { path: "/", maxAge: notice ? LIFETIME_SECONDS : 0, httpOnly: true, sameSite: "Lax", secure });
}

export function readCartNotice(cookieHeader: string | null): CartNotice | null {
  const raw = cookieHeader ? parse(cookieHeader, CART_NOTICE_COOKIE)[CART_NOTICE_COOKIE] : undefined;
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CartNotice>;
    return typeof value.ok === "boolean" && typeof value.message === "string" && value.message.length <= 200 ? { ok: value.ok, message: value.message } : null;
  } catch {
    return null;
  }
}
