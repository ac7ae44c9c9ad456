import { Link } from "react-router";
import type { Route } from "./+types/account-order";
import { STATUS_KEY } from "./account-orders.tsx";
import { OrderTracking } from "../components/order-tracking.tsx";
import { OrderSummary } from "../components/order-summary.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { loader } from "./account-order.server.ts";

/** An order's detail in the account: status, lines, totals, address and how to follow the delivery. */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  if (!loaderData) return null;
  const { order } = loaderData;
  return (
    <section className="account__card" aria-labelledby="order-title">
      <p>
        <Link to={storePath(store, "/my-account/orders")}>← {t("account.orders.back")}</Link>
      </p>
      <h2 id="order-title">{t("account.orders.detailTitle", { number: order.incrementId })}</h2>
      <p>
        {t("account.orders.placed", { date: loaderData.placed })} · <span className={`badge badge--${order.status}`}>{t(STATUS_KEY[order.status])}</span>
      </p>
      <OrderSummary order={order} shippingLabel={loaderData.shippingLabel} paymentLabel={loaderData.paymentLabel} today={loaderData.today} />
      <OrderTracking tracking={loaderData.tracking} />
    </section>
  );
}
