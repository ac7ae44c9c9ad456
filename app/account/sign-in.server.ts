import type { Commerce, CustomerTokens } from "../../worker/commerce/port/index.ts";
import { cartCookie, readCartId } from "../catalog/cart-cookie.ts";
import type { StoreView } from "../stores.ts";
import { handOverCart } from "./cart-handover.ts";
import { isSecureRequest } from "./session-cookie.ts";
import { cookieHeaders, signInCookies, signOutCookies } from "./session.server.ts";

/** The response headers of a sign-in: the session cookies, and the cart cookie of the customer's cart after the guest cart joined it. */
export async function signedInHeaders(request: Request, commerce: Commerce, store: StoreView, session: CustomerTokens): Promise<Headers> {
  const headers = cookieHeaders(signInCookies(request, session));
  const handed = await handOverCart(commerce, session.token, store, readCartId(request.headers.get("Cookie"), store.storeCode));
  if (handed) headers.append("Set-Cookie", cartCookie(store.storeCode, handed.cartId, isSecureRequest(request)));
  return headers;
}

/** The response headers of a sign-out: the session ends and the carts disconnect (they stay the customer's for the next sign-in). */
export const signedOutHeaders = (request: Request) => cookieHeaders(signOutCookies(request));
