/**
 * A signed-in browser's session: the access and refresh tokens in one HttpOnly cookie, so no page
 * script can read the refresh token, plus a readable marker that only says "someone is signed in"
 * (the page script then asks /api/user/session; cached HTML never knows who).
 */
import { parse, serialize } from "hono/utils/cookie";
import { cartCookie } from "../catalog/cart-cookie.ts";
import { REFRESH_TOKEN_SECONDS } from "../domain/customer-session.ts";
import { STORE_CODES } from "../stores.ts";

export const SESSION_COOKIE = "customer_session";
export const SIGNED_IN_COOKIE = "signed_in";

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

const TOKEN = /^[A-Za-z0-9._-]{1,2048}$/;

/** Cookies get `Secure` whenever the shop is served over https. */
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:";

const cookieValue = (cookieHeader: string | null, name: string): string | null => (cookieHeader ? (parse(cookieHeader, name)[name] ?? null) : null);

export function readSessionCookie(cookieHeader: string | null): SessionTokens | null {
  const [token, refreshToken, ...rest] = (cookieValue(cookieHeader, SESSION_COOKIE) ?? "").split("~");
  if (!token || !refreshToken || rest.length > 0 || !TOKEN.test(token) || !TOKEN.test(refreshToken)) return null;
  return { token, refreshToken };
}

export const hasSignedInMarker = (cookieHeader: string | null) => cookieValue(cookieHeader, SIGNED_IN_COOKIE) === "1";

/**
 * The Set-Cookie values that start the browser's session, or (with null) end it: then the carts of
 * every store let go too, so the next person at a shared browser never shops in the customer's cart.
 */
export function sessionCookies(session: SessionTokens | null, secure: boolean): string[] {
  const options = { path: "/", sameSite: "Lax", secure, maxAge: session ? REFRESH_TOKEN_SECONDS : 0 } as const;
  return [
    serialize(SESSION_COOKIE, session ? `${session.token}~${session.refreshToken}` : "", { ...options, httpOnly: true }),
    serialize(SIGNED_IN_COOKIE, session ? "1" : "", options),
    ...(session ? [] : STORE_CODES.map((store) => cartCookie(store, null, secure))),
  ];
}
