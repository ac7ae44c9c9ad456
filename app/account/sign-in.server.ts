import type { Commerce, CustomerTokens } from "#core/port/index.ts";
import { cartCookie, readCartId } from "#core/catalog/cart-cookie.ts";
import type { StoreView } from "#core/stores.ts";
import { handOverCart } from "#core/account/cart-handover.ts";
import { isSecureRequest } from "#core/account/session-cookie.ts";
import { cookieHeaders, signInCookies, signOutCookies } from "#core/account/account-session.ts";

/** The response headers of a sign-in: the session cookies, and the cart cookie of the customer's cart after the guest cart joined it. */
export async function signedInHeaders(request: Request, commerce: Commerce, store: StoreView, session: CustomerTokens): Promise<Headers> {
  const headers = cookieHeaders(signInCookies(request, session));
  const handed = await handOverCart(commerce, session.token, store, readCartId(request.headers.get("Cookie"), store.storeCode));
  if (handed) headers.append("Set-Cookie", cartCookie(store.storeCode, handed.cartId, isSecureRequest(request)));
  return headers;
}

/** The response headers of a sign-out: the session ends and the carts disconnect (they stay the customer's for the next sign-in). */
export const signedOutHeaders = (request: Request) => cookieHeaders(signOutCookies(request));
