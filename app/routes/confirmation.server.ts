import { data, redirect } from "react-router";
import type { Route } from "./+types/confirmation";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { ORDER_NUMBER } from "#core/domain/order-number.ts";
import type { PlacedOrder } from "#core/port/index.ts";
import { routeContext } from "../context.ts";
import { paymentLabel, shippingLabel } from "#core/i18n/method-labels.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import { nextLook } from "./order-wait.server.ts";

/** A provider session id (the built-in one issues UUIDs); never confused with a 12-character order number. */
const PROVIDER_SESSION = /^[A-Za-z0-9_-]{16,128}$/;
/** The longest order key the shop takes (the order API's limit). */
const ORDER_KEY_MAX = 128;

/** The URL of the page that says what became of the order of `key`: where a checkout whose answer is out sends the shopper. */
export const orderKeyPage = (store: StoreView, key: string) => storePath(store, `/confirmation?order=${encodeURIComponent(key)}`);

/**
 * An order that is not confirmed: its answer is still out (`placing`: the page looks again by itself, a
 * bounded number of times) or was lost, so it may have been placed and customer service will confirm it.
 * `paid`: the payment provider took the payment. `reference` names it for customer service.
 */
function unconfirmed(url: URL, outcome: { settled: boolean }, said: { paid: boolean; reference: string }) {
  const refresh = nextLook(url, outcome);
  const page = { kind: "unconfirmed" as const, ...said, placing: refresh !== null };
  // 202: the order was taken on, its outcome is not known yet. Never the outage page: nothing here is down.
  return data(page, { status: refresh ? 202 : 200, headers: refresh ? { Refresh: refresh } : {} });
}

/**
 * /confirmation: what became of an order (never cached: a private path). ?sid= is our order number (the
 * receipt), or the hosted checkout provider's session, whose completed payment places the order here;
 * ?order= is the key of an order whose answer was out when the checkout form was sent.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const sid = url.searchParams.get("sid") ?? "";
  const key = url.searchParams.get("order");
  const { store, commerce, t } = routeContext(context);
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  // A receipt opened again after the order has shipped shows the carrier's tracking.
  const receipt = async ({ cartId: _cart, productIds: _products, ...order }: PlacedOrder) => ({
    kind: "receipt" as const,
    order,
    shippingLabel: shippingLabel(order.shippingMethod, t),
    paymentLabel: paymentLabel(order.paymentMethod, t),
    today: commerce.catalog.today(),
    tracking: await commerce.delivery.tracking(order.incrementId),
  });
  if (key !== null) {
    // Read, never sent: a reload of this page, like a second submit of the form, sends nothing. Only the cart that sent it may look.
    const earlier = cartId && key && key.length <= ORDER_KEY_MAX ? await commerce.orders.earlier({ idempotencyKey: key, cartId }) : null;
    if (earlier?.ok && earlier.order.store === store.storeCode) throw redirect(storePath(store, `/confirmation?sid=${encodeURIComponent(earlier.order.incrementId)}`));
    if (earlier?.ok === false && earlier.reason === "pending") return unconfirmed(url, earlier, { paid: false, reference: key });
    throw data(null, { status: 404 });
  }
  if (PROVIDER_SESSION.test(sid)) {
    const outcome = await commerce.hostedCheckout.complete(sid, store.storeCode);
    if (outcome.ok) return receipt(outcome.order);
    if (outcome.reason === "unknown") throw data(null, { status: 404 });
    // Paid, and its order on its way to the backend (another visit sent it) or sent without an answer: the payment stays.
    if (outcome.reason === "pending") return unconfirmed(url, outcome, { paid: true, reference: sid });
    const reason = outcome.reason === "not_paid" ? "declined" : outcome.reason === "amount" || outcome.reason === "out_of_stock" ? outcome.reason : "error";
    throw redirect(storePath(store, `/payment-failed?reason=${reason}`));
  }
  // An order number is guessable: only the cart that placed the order may see it.
  const order = ORDER_NUMBER.test(sid) ? await commerce.orders.byIncrementId(sid) : null;
  if (!order || order.store !== store.storeCode || order.cartId !== cartId) throw data(null, { status: 404 });
  return receipt(order);
}
