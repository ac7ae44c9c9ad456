import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/queued-orders";
import { OptionLabels } from "../components/option-labels.tsx";
import { routeContext } from "../context.ts";
import { formatTimeslot } from "#core/domain/delivery-slots.ts";
import { formatDeliveryDay, formatMoney } from "#core/domain/money.ts";
import { SEND_QUEUED_ORDERS_AUTOMATICALLY, awaitingSend, sendsWithoutAsking, type QueuedOrder } from "#core/domain/offline-orders.ts";
import { postalLine } from "#core/domain/postcode.ts";
import { paymentLabel, shippingLabel } from "#core/i18n/method-labels.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useOnline } from "../offline/use-online.ts";
import { rejectionMessage } from "../offline/rejection-message.ts";
import { useCartStore } from "../state/cart.ts";
import { useNotifications } from "../state/notifications.ts";
import { useQueuedOrders } from "../state/queued-orders.ts";
import { storePath } from "#core/stores.ts";

/**
 * The orders queued on this device (SPEC §1, §4 "Online again"; the thank-you page of an order queued
 * offline): each says plainly whether it is placed. Queued orders are sent from here as soon as there is
 * a connection; a changed total waits for the shopper's yes; a rejected order says why and that nothing
 * was charged. The page is the same for everyone; the orders are read from this device.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { title: routeContext(context).t("queuedOrders.title") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** Its loader gives the title only: nothing to read again after a submit (offline, nothing could be). */
export const shouldRevalidate = () => false;

function QueuedOrderCard({ order }: { order: QueuedOrder }) {
  const t = useT();
  const store = useStoreView();
  const online = useOnline();
  const notify = useNotifications((s) => s.notify);
  const { send, agree, cancel, dismiss } = useQueuedOrders.getState();
  const addToCart = useCartStore((s) => s.add);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => formatMoney(n, store.i18n);
  const deliveryDay = (iso: string) => {
    try {
      return formatDeliveryDay(iso, store.i18n.defaultLocale);
    } catch {
      return iso;
    }
  };
  const { state, form } = order;
  const act = (task: () => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
  const cancelOrder = act(async () => {
    const outcome = await cancel(order.id);
    if (outcome === "placed") notify({ type: "warning", message: t("queuedOrders.alreadyPlaced") });
    if (outcome === "failed") notify({ type: "error", message: t("queuedOrders.cancelFailed") });
    if (outcome === "unconfirmed") notify({ type: "error", message: t("queuedOrders.cancelUnconfirmed") });
  });
  const backToCart = act(async () => {
    for (const line of order.lines) {
      await addToCart({ sku: line.sku, name: line.name, price: line.unitPrice, productType: "simple", ...(line.image ? { image: line.image } : {}), ...(line.options ? { options: line.options } : {}) }, line.qty, line.chosen);
    }
    await dismiss(order.id);
    notify({ type: "success", message: t("queuedOrders.backInCart") });
  });
  const titleId = `queued-${order.id}`;

  return (
    <article className={`queued-order queued-order--${state.status}`} aria-labelledby={titleId}>
      <header className="queued-order__head">
        <h2 id={titleId}>{t("queuedOrders.queuedAt", { date: new Date(order.queuedAt).toLocaleString(store.i18n.defaultLocale, { dateStyle: "medium", timeStyle: "short" }) })}</h2>
        <p className="queued-order__status" role="status">
          {state.status === "queued" && t("queuedOrders.status.queued")}
          {state.status === "confirm" && t("queuedOrders.status.confirm")}
          {state.status === "placed" && t("queuedOrders.status.placed", { number: state.incrementId })}
          {state.status === "rejected" && t("queuedOrders.status.rejected")}
        </p>
      </header>
      {state.status === "queued" && <p>{online ? t("queuedOrders.sending") : t("queuedOrders.waiting")}</p>}
      {state.status === "confirm" && (
        <p className="notice notice--warning">{t("queuedOrders.totalChanged", { before: money(order.quotedTotal), after: money(state.newTotal) })}</p>
      )}
      {state.status === "placed" && <p className="notice notice--success">{t("queuedOrders.placedText", { email: form.customer.email, total: money(state.grandTotal) })}</p>}
      {state.status === "rejected" && (
        <p className="notice notice--error">
          {rejectionMessage(state, t)} {t("queuedOrders.nothingCharged")}
        </p>
      )}
      <ul className="queued-order__lines">
        {order.lines.map((line) => (
          <li key={`${line.sku}:${JSON.stringify(line.chosen ?? null)}`}>
            <span>
              {line.qty} × {line.name}
              <OptionLabels options={line.options ?? []} />
            </span>
            <span>{money(line.unitPrice * line.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="queued-order__facts">
        <div>
          <dt>{t("checkout.address")}</dt>
          <dd>
            {form.customer.firstname} {form.customer.lastname}, {form.shippingAddress.street}, {postalLine(form.shippingAddress.country, form.shippingAddress.zipCode, form.shippingAddress.city)}
          </dd>
        </div>
        <div>
          <dt>{t("checkout.shipping")}</dt>
          <dd>
            {shippingLabel(form.shippingMethod, t)}
            {form.shippingMethod === "home_delivery" && form.deliveryDate ? `, ${deliveryDay(form.deliveryDate)} ${formatTimeslot(form.deliveryTimeslot)}` : ""}
          </dd>
        </div>
        <div>
          <dt>{t("checkout.payment")}</dt>
          <dd>{paymentLabel(form.paymentMethod, t)}</dd>
        </div>
        <div className="queued-order__total">
          <dt>{t("checkout.total")}</dt>
          <dd>{money(state.status === "placed" ? state.grandTotal : order.quotedTotal)}</dd>
        </div>
      </dl>
      <div className="queued-order__actions">
        {state.status === "queued" && online && (
          <button type="button" className="button button--primary" disabled={busy} onClick={act(() => send(order.id))}>
            {t("queuedOrders.sendNow")}
          </button>
        )}
        {state.status === "confirm" && (
          <button type="button" className="button button--primary" disabled={busy || !online} onClick={act(() => agree(order.id))}>
            {t("queuedOrders.placeAt", { total: money(state.newTotal) })}
          </button>
        )}
        {(state.status === "queued" || state.status === "confirm") && (
          <button type="button" className="button" disabled={busy} onClick={cancelOrder}>
            {t("queuedOrders.cancel")}
          </button>
        )}
        {state.status === "rejected" && (
          <button type="button" className="button button--primary" disabled={busy} onClick={backToCart}>
            {t("queuedOrders.toCart")}
          </button>
        )}
        {(state.status === "placed" || state.status === "rejected") && (
          <button type="button" className="button" disabled={busy} onClick={act(() => dismiss(order.id))}>
            {t("queuedOrders.dismiss")}
          </button>
        )}
      </div>
    </article>
  );
}

export default function QueuedOrders() {
  const t = useT();
  const store = useStoreView();
  const online = useOnline();
  const [params] = useSearchParams();
  // Read after hydration: the page the service worker keeps was rendered without the query.
  const [justQueued, setJustQueued] = useState<string | null>(null);
  useEffect(() => setJustQueued(params.get("queued")), [params]);
  const loaded = useQueuedOrders((s) => s.loaded && s.store === store.storeCode);
  const orders = useQueuedOrders((s) => s.orders);
  const waiting = awaitingSend(orders).length;
  useEffect(() => {
    void useQueuedOrders.getState().load(store.storeCode);
  }, [store.storeCode]);
  // SPEC §4: on the thank-you page what waits is sent without asking, automatic sending or not.
  useEffect(() => {
    if (online && loaded && waiting > 0 && sendsWithoutAsking(SEND_QUEUED_ORDERS_AUTOMATICALLY, true)) void useQueuedOrders.getState().send();
  }, [online, loaded, waiting]);

  return (
    <section className="queued-orders">
      <h1>{t("queuedOrders.title")}</h1>
      {/* Why the order was just queued, while it still waits. */}
      {justQueued === "offline" && waiting > 0 && <p className="notice notice--warning">{t("queuedOrders.queuedOffline")}</p>}
      {justQueued === "server" && waiting > 0 && <p className="notice notice--warning">{t("queuedOrders.queuedServerError")}</p>}
      {!loaded ? (
        <p>{t("queuedOrders.reading")}</p>
      ) : orders.length === 0 ? (
        <p>{t("queuedOrders.none")}</p>
      ) : (
        orders.map((order) => <QueuedOrderCard key={order.id} order={order} />)
      )}
      <p>
        <Link to={storePath(store, "/")}>{t("checkout.backToShop")}</Link>
      </p>
    </section>
  );
}
