import { data, redirect } from "react-router";
import type { Route } from "./+types/set-cart";
import { CART_ID, cartCookie } from "#core/catalog/cart-cookie.ts";
import { cartHref } from "#core/catalog/hrefs.ts";
import { routeContext } from "../context.ts";

/**
 * SPEC §2 /set-cart?cartId=: hands a cart of this store over to this browser (a link from a mail or
 * customer service) and shows it on the cart page. It always lands there, never where a parameter
 * says. An id that is malformed, unknown or another store's makes no cart and sets nothing: the
 * page says so in the store's language.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t } = routeContext(context);
  const cartId = (url.searchParams.get("cartId") ?? "").trim();
  if (!CART_ID.test(cartId)) return data({ message: t("setCart.malformed") }, { status: 400 });
  if ((await commerce.carts.storeOf(cartId)) !== store.storeCode) return data({ message: t("setCart.unknown") }, { status: 404 });
  return redirect(cartHref(store), { status: 303, headers: { "Set-Cookie": cartCookie(store.storeCode, cartId, url.protocol === "https:") } });
}
