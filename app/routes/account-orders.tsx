import { Link } from "react-router";
import type { Route } from "./+types/account-orders";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { loader } from "./account-orders.server.ts";

export const STATUS_KEY = { active: "account.orders.statusActive", invoiced: "account.orders.statusInvoiced", delivered: "account.orders.statusDelivered" } as const;

/** Order history: number, date, status and total, each order linked to its detail. */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  if (!loaderData) return null;
  const { orders, page, pages } = loaderData;
  const pageHref = (n: number) => `${storePath(store, "/my-account/orders")}${n > 1 ? `?page=${n}` : ""}`;
  return (
    <section className="account__card" aria-labelledby="orders-title">
      <h2 id="orders-title">{t("account.orders.title")}</h2>
      {orders.length === 0 ? (
        <p>{t("account.orders.empty")}</p>
      ) : (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t("account.orders.number")}</th>
              <th scope="col">{t("account.orders.date")}</th>
              <th scope="col">{t("account.orders.status")}</th>
              <th scope="col" className="orders-table__total">
                {t("account.orders.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number}>
                <th scope="row">
                  <Link to={storePath(store, `/my-account/orders/${order.number}`)} aria-label={t("account.orders.show", { number: order.number })}>
                    {order.number}
                  </Link>
                </th>
                <td>{order.date}</td>
                <td>
                  <span className={`badge badge--${order.status}`}>{t(STATUS_KEY[order.status])}</span>
                </td>
                <td className="orders-table__total">{order.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t("account.orders.page", { page, pages })}>
          {page > 1 && <Link to={pageHref(page - 1)}>{t("account.orders.previous")}</Link>}
          <span>{t("account.orders.page", { page, pages })}</span>
          {page < pages && <Link to={pageHref(page + 1)}>{t("account.orders.next")}</Link>}
        </nav>
      )}
    </section>
  );
}
