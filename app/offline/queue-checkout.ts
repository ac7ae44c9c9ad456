import { redirectDocument } from "react-router";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { queuedOrderFrom, type QueueRefusal } from "#core/domain/offline-orders.ts";
import { keepCoupon } from "./kept-coupon.ts";
import { findShippingMethod } from "#core/domain/shipping.ts";
import { describeError, type DescribedError } from "#core/i18n/checkout-messages.ts";
import { useCartStore } from "../state/cart.ts";
import { useQueuedOrders } from "../state/queued-orders.ts";
import { useUserStore } from "../state/user.ts";
import { storeFromPath } from "#core/store-prefixes.ts";
import { storePath } from "#core/stores.ts";

/** Why a checkout form was not queued: the fields to fix, or what needs a connection. The form's values come back. */
export type QueueAnswer = { values: Record<string, string> } & ({ queueErrors: DescribedError[] } | { queueRefusal: QueueRefusal | "storage" });

/**
 * Queues a checkout form's order on this device (SPEC §1): the cart's lines as the shopper sees them,
 * the form, and the total it shows. Queued, the shopper lands on the queued orders page, which says it
 * is not placed yet; otherwise the form comes back with what stands in the way.
 */
export async function queueCheckoutForm(form: FormData, pathname: string, sendTried: boolean): Promise<QueueAnswer> {
  const store = storeFromPath(pathname);
  const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  const values = { ...fields, password: "", passwordConfirmation: "" };
  const cart = useCartStore.getState();
  const lines = cart.items
    .filter((item) => item.qty > 0)
    .map((item) => ({
      sku: item.sku,
      qty: item.qty,
      name: item.name,
      unitPrice: item.price,
      ...(item.chosen ? { chosen: item.chosen } : {}),
      ...(item.options ? { options: item.options } : {}),
      ...(item.image ? { image: item.image } : {}),
    }));
  const shipping = findShippingMethod(store.storeCode, fields.shippingMethod ?? "");
  const made = queuedOrderFrom(fields, {
    // The form's own key: should the server have placed it after all (its answer lost), sending it again answers that order.
    id: fields.idempotencyKey || crypto.randomUUID(),
    fileId: readCartId(document.cookie, store.storeCode) ?? crypto.randomUUID(),
    store: store.storeCode,
    country: store.countryId,
    today: new Date().toISOString().slice(0, 10),
    now: new Date().toISOString(),
    lines,
    couponCode: fields.appliedCoupon || null,
    discount: Number(fields.discount) || 0,
    shippingPrice: shipping?.priceInclTax ?? 0,
    customerEmail: useUserStore.getState().current?.email ?? null,
    sendTried,
  });
  if (!made.ok) return "errors" in made ? { values, queueErrors: made.errors.map((error) => describeError(error, store.countryId)) } : { values, queueRefusal: made.refusal };
  if (!(await useQueuedOrders.getState().queue(made.order))) return { values, queueRefusal: "storage" };
  // The code went with this order; the next one starts without it.
  keepCoupon(store.storeCode, null, null);
  // Online but unanswered (the server in trouble) or offline: the queued orders page says which, as a document load the service worker has.
  throw redirectDocument(`${storePath(store, "/offline/orders")}?queued=${navigator.onLine ? "server" : "offline"}`);
}
