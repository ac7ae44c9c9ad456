import { useEffect } from "react";
import type { Route } from "./+types/confirmation";
import { OrderSummary } from "../components/order-summary.tsx";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";
import { track } from "../analytics/track.ts";

export { loader } from "./confirmation.server.ts";

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const clearWithoutSync = useCartStore((s) => s.clearWithoutSync);
  // The order emptied the cart (SPEC §4: cleared without a sync).
  useEffect(() => clearWithoutSync(), [clearWithoutSync]);
  const { order } = loaderData;
  // GA4 purchase, once per order in this browser (a reload of the receipt tells nothing again); nothing personal.
  useEffect(() => {
    const items = order.items.map((line) => ({ item_id: line.sku, item_name: line.name, item_variant: line.options.map((o) => o.value).join(" / ") || undefined, price: line.unitPriceInclTax, quantity: line.qty }));
    const purchase = { transactionId: order.incrementId, currency: order.currency, value: order.grandTotal, tax: order.taxAmount, shipping: order.shippingInclTax, items };
    track((ga) => ga.trackPurchaseOnce(order.store, purchase));
    // Once per order shown, not per revalidation (the order object is new each time).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.incrementId]);
  return (
    <section className="confirmation">
      <title>{t("confirmation.title")}</title>
      <h1>{t("confirmation.title")}</h1>
      <p className="confirmation__number">{t("confirmation.number", { number: order.incrementId })}</p>
      <p>{t("confirmation.email")}</p>
      <OrderSummary order={order} shippingLabel={loaderData.shippingLabel} paymentLabel={loaderData.paymentLabel} today={loaderData.today} />
    </section>
  );
}
