import { useEffect } from "react";
import type { Route } from "./+types/confirmation";
import { OrderSummary } from "../components/order-summary.tsx";
import { formatDeliveryDay } from "../domain/money.ts";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";
import { STORE_VIEWS } from "../stores.ts";

export { loader } from "./confirmation.server.ts";

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const clearWithoutSync = useCartStore((s) => s.clearWithoutSync);
  // The order emptied the cart (SPEC §4: cleared without a sync).
  useEffect(() => clearWithoutSync(), [clearWithoutSync]);
  const { order } = loaderData;
  return (
    <section className="confirmation">
      <title>{t("confirmation.title")}</title>
      <h1>{t("confirmation.title")}</h1>
      <p className="confirmation__number">{t("confirmation.number", { number: order.incrementId })}</p>
      {order.deliverySlot && (
        <p className="confirmation__delivery">
          {t("confirmation.delivery", {
            date: formatDeliveryDay(order.deliverySlot.date, STORE_VIEWS[order.store].i18n.defaultLocale),
            slot: order.deliverySlot.timeslot.replace("-", "–"),
          })}
        </p>
      )}
      <p>{t("confirmation.email")}</p>
      <OrderSummary order={order} shippingLabel={loaderData.shippingLabel} paymentLabel={loaderData.paymentLabel} />
    </section>
  );
}
