import { redirect } from "react-router";
import type { Route } from "./+types/checkout-payment";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { routeContext } from "../context.ts";
import { storePath } from "#core/stores.ts";

/** /checkout/payment: the hosted checkout provider's payment form (its snippet) for the shopper's cart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, commerce } = routeContext(context);
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const payment = cartId ? await commerce.hostedCheckout.payment(cartId) : null;
  if (!payment) throw redirect(storePath(store, "/checkout"));
  return payment;
}
