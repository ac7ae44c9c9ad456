import { useCallback, useEffect } from "react";
import { formatMoney } from "#core/domain/money.ts";
import { SEND_QUEUED_ORDERS_AUTOMATICALLY, awaitingSend, sendsWithoutAsking } from "#core/domain/offline-orders.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useSendWhenOnline } from "../offline/use-send-when-online.ts";
import { rejectionReason } from "../offline/rejection-message.ts";
import { track } from "../analytics/track.ts";
import { beforeSignOut } from "../state/before-sign-out.ts";
import { useNotifications } from "../state/notifications.ts";
import { useQueuedOrders } from "../state/queued-orders.ts";
import { storePath } from "#core/stores.ts";

/**
 * Orders queued offline, once the browser is online again (SPEC §4 "Online again"): sent automatically
 * where that is enabled, else the shopper is asked to send them; every outcome is told in the
 * notification area with a way to the queued orders page, where each order says where it stands.
 */
export function OfflineOrderSender() {
  const t = useT();
  const store = useStoreView();
  const notify = useNotifications((s) => s.notify);
  const sendAndTell = useCallback(async () => {
    const queue = useQueuedOrders.getState();
    await queue.load(store.storeCode);
    const waiting = awaitingSend(useQueuedOrders.getState().orders).length;
    if (waiting === 0 || !navigator.onLine) return { pending: false };
    const page = storePath(store, "/offline/orders");
    const action = { label: t("queuedOrders.view"), href: page };
    const onThankYouPage = location.pathname === page;
    if (!sendsWithoutAsking(SEND_QUEUED_ORDERS_AUTOMATICALLY, onThankYouPage)) {
      notify({ type: "info", message: t("queuedOrders.ask", { count: waiting }), action: { label: t("queuedOrders.review"), href: page }, hasNoTimeout: true });
      return { pending: false };
    }
    const run = await queue.send();
    const money = (n: number) => formatMoney(n, store.i18n);
    for (const order of run.changed) {
      const { state } = order;
      if (state.status === "placed") {
        notify({ type: "success", message: t("queuedOrders.placedNotice", { number: state.incrementId, total: money(state.grandTotal) }), action, hasNoTimeout: true });
        // An order placed from the queue is a purchase like any other (told once per order).
        const lines = order.lines.map((line) => ({ sku: line.sku, name: line.name, price: line.unitPrice, qty: line.qty, options: line.options }));
        const { incrementId, grandTotal } = state;
        track((ga) => ga.trackPurchaseOnce(store.storeCode, { transactionId: incrementId, currency: store.i18n.currencyCode, value: grandTotal, tax: 0, shipping: 0, items: ga.lineItems(lines) }));
      }
      else if (state.status === "confirm") notify({ type: "warning", message: t("queuedOrders.confirmNotice", { total: money(state.newTotal) }), action, hasNoTimeout: true });
      else if (state.status === "rejected") notify({ type: "error", message: t("queuedOrders.rejectedNotice", { message: rejectionReason(state, t) }), action, hasNoTimeout: true });
    }
    if (run.lost > 0) notify({ type: "error", message: t("queuedOrders.lost"), hasNoTimeout: true });
    if (run.withdrawn > 0) notify({ type: "success", message: t("queuedOrders.withdrawnNotice") });
    return { pending: run.pending };
  }, [store, notify, t]);
  useSendWhenOnline(sendAndTell);
  // Orders a customer queued offline go to their history: sent before signing out, while that is possible.
  useEffect(() => beforeSignOut(sendAndTell), [sendAndTell]);
  return null;
}
