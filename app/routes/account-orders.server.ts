import type { Route } from "./+types/account-orders";
import { accountContext } from "../account/session.server.ts";
import { ORDER_HISTORY_PAGE_SIZE } from "#core/domain/customer-session.ts";
import { formatDate, formatMoney } from "#core/domain/money.ts";
import { routeContext } from "../context.ts";
import { STORE_VIEWS } from "#core/stores.ts";

/** The customer's orders, newest first, 20 per page (SPEC §9), ?page= for the rest. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { commerce, store } = routeContext(context);
  const { customer } = context.get(accountContext);
  if (!customer) return null;
  const requested = Number(url.searchParams.get("page") ?? "1");
  const currentPage = Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const history = await commerce.customers.orderHistory(customer.token, { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage });
  if (!history) return null;
  return {
    orders: history.items.map((o) => ({
      number: o.incrementId,
      date: formatDate(o.createdAt, store.i18n.dateFormat),
      status: o.status,
      total: formatMoney(o.grandTotal, STORE_VIEWS[o.store].i18n),
      items: o.items.reduce((sum, i) => sum + i.qty, 0),
    })),
    page: currentPage,
    pages: Math.max(1, Math.ceil(history.total / ORDER_HISTORY_PAGE_SIZE)),
  };
}
