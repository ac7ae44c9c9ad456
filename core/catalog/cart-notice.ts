import { parse, serialize } from "hono/utils/cookie";
import type { Refusal } from "../domain/refusal.ts";
import { readRefusal } from "../i18n/refusals.ts";

/**
 * The answer to an add-to-cart posted without JavaScript, carried across its redirect (POST-redirect-GET,
 * so a reload does not add again) for the next page only. Its presence makes that request personal: the
 * page is rendered for this shopper (message and cart count) and never cached.
 */
export const CART_NOTICE_COOKIE = "cart_notice";
const LIFETIME_SECONDS = 60;

/** An add that went in, or the rule that refused it (said in the store's language when shown). */
export type CartNotice = { ok: true } | { ok: false; refusal: Refusal };

/** What a cookie keeps of a text a refusal names (an unknown sku as typed): enough to recognize it. */
const KEPT_CHARACTERS = 120;
/** Longer than any notice this module writes: a longer cookie was not written here. */
const MAX_COOKIE_LENGTH = 1000;

/** The refusal with the texts it names cut short: a cookie is no place for a whole request. */
function shortened(refusal: Refusal): Refusal {
  const params = Object.fromEntries(Object.entries(refusal.params).map(([name, value]) => [name, typeof value === "string" ? value.slice(0, KEPT_CHARACTERS) : value]));
  return { code: refusal.code, params } as Refusal;
}

export function cartNoticeCookie(notice: CartNotice | null, secure: boolean): string {
  const value = notice ? JSON.stringify(notice.ok ? notice : { ok: false, refusal: shortened(notice.refusal) }) : "";
  return serialize(CART_NOTICE_COOKIE, value, { path: "/", maxAge: notice ? LIFETIME_SECONDS : 0, httpOnly: true, sameSite: "Lax", secure });
}

export function readCartNotice(cookieHeader: string | null): CartNotice | null {
  const raw = cookieHeader ? parse(cookieHeader, CART_NOTICE_COOKIE)[CART_NOTICE_COOKIE] : undefined;
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return null;
  try {
    const value = JSON.parse(raw) as { ok?: unknown; refusal?: unknown };
    if (value.ok === true) return { ok: true };
    const refusal = value.ok === false ? readRefusal(value.refusal) : null;
    return refusal ? { ok: false, refusal } : null;
  } catch {
    return null;
  }
}
