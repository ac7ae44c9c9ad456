import { data, redirect } from "react-router";
import type { Route } from "./+types/confirmation";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { ORDER_NUMBER } from "#core/domain/order-number.ts";
import type { PlacedOrder } from "#core/port/index.ts";
import { routeContext } from "../context.ts";
import { paymentLabel, shippingLabel } from "#core/i18n/method-labels.ts";
import { storePath } from "#core/stores.ts";

/** A provider session id (the built-in one issues UUIDs); never confused with a 12-character order number. */
const PROVIDER_SESSION = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * /confirmation?sid=: the shopper's receipt (never cached: a private path). The sid is our order
 * number, or the hosted checkout provider's session, whose completed payment places the order here.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const sid = url.searchParams.get("sid") ?? "";
  const { store, commerce, t } = routeContext(context);
  const receipt = ({ cartId: _cart, productIds: _products, ...order }: PlacedOrder) => ({
    order,
    shippingLabel: shippingLabel(order.shippingMethod, t),
    paymentLabel: paymentLabel(order.paymentMethod, t),
    today: commerce.catalog.today(),
  });
  if (PROVIDER_SESSION.test(sid)) {
    const outcome = await commerce.hostedCheckout.complete(sid, store.storeCode);
    if (outcome.ok) return receipt(outcome.order);
    if (outcome.reason === "unknown") throw data(null, { status: 404 });
    // Paid, and its order on its way to the backend: the page comes back by itself in a moment.
    if (outcome.reason === "pending") throw data(null, { status: 503, headers: { "Retry-After": "5", Refresh: "5", "Cache-Control": "no-store" } });
    const reason = outcome.reason === "not_paid" ? "declined" : outcome.reason === "amount" || outcome.reason === "out_of_stock" ? outcome.reason : "error";
    throw redirect(storePath(store, `/payment-failed?reason=${reason}`));
  }
  // An order number is guessable: only the cart that placed the order may see it.
  const order = ORDER_NUMBER.test(sid) ? await commerce.orders.byIncrementId(sid) : null;
  if (!order || order.store !== store.storeCode || order.cartId !== readCartId(request.headers.get("Cookie"), store.storeCode)) throw data(null, { status: 404 });
  return receipt(order);
}
