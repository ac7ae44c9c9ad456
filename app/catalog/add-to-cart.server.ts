import { data } from "react-router";
import { chosenFromForm } from "../domain/cart-options.ts";
import { cartRefusalMessage } from "../i18n/cart-messages.ts";
import type { Translate } from "../i18n/translator.ts";
import type { StoreView } from "../stores.ts";
import type { CartService } from "../../worker/commerce/cart-service.ts";
import { cartCookie, readCartId } from "./cart-cookie.ts";

export type AddToCartAnswer = { ok: boolean; message: string };

/** The product page's action: adds the chosen sku to this store's cart, creating the cart on first use. */
export async function addToCart(args: { request: Request; url: URL; store: StoreView; carts: CartService; t: Translate }) {
  const { request, store, carts, t } = args;
  const form = await request.formData();
  const sku = String(form.get("sku") ?? "").trim();
  let cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const headers = new Headers();
  if (!cartId || (await carts.storeOf(cartId)) !== store.storeCode) {
    cartId = await carts.create(store.storeCode);
    headers.append("Set-Cookie", cartCookie(store.storeCode, cartId, args.url.protocol === "https:"));
  }
  const outcome = await carts.add(cartId, { sku, qty: form.get("qty"), options: chosenFromForm(form.entries()) });
  if (!outcome.ok) return data<AddToCartAnswer>({ ok: false, message: cartRefusalMessage(outcome.message, t) }, { status: outcome.field === "cartId" ? 404 : 400, headers });
  return data<AddToCartAnswer>({ ok: true, message: t("cart.added") }, { headers });
}
