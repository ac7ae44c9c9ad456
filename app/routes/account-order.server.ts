import { data } from "react-router";
import { ORDER_NUMBER } from "#core/domain/order-number.ts";
import type { Route } from "./+types/account-order";
import { accountContext } from "../account/session.server.ts";
import { formatDate } from "#core/domain/money.ts";
import { routeContext } from "../context.ts";
import { paymentLabel, shippingLabel } from "#core/i18n/method-labels.ts";

/** One of the customer's own orders; another's number is a 404 like an unknown one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { commerce, store, t } = routeContext(context);
  const { customer } = context.get(accountContext);
  if (!customer) return null;
  const number = params.number;
  const order = ORDER_NUMBER.test(number) ? await commerce.customers.order(customer.token, number) : null;
  if (!order) throw data({ message: `number: no order ${number} in your account` }, { status: 404 });
  return {
    order,
    placed: formatDate(order.createdAt, store.i18n.dateFormat),
    shippingLabel: shippingLabel(order.shippingMethod, t),
    paymentLabel: paymentLabel(order.paymentMethod, t),
    today: commerce.catalog.today(),
    tracking: await commerce.delivery.tracking(order.incrementId),
  };
}
