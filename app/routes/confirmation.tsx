import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/confirmation";
import { OrderTracking } from "../components/order-tracking.tsx";
import { OrderSummary } from "../components/order-summary.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { lastCategory } from "../state/last-category.ts";
import { storePath } from "#core/stores.ts";
import { useCartStore } from "../state/cart.ts";
import { track } from "../analytics/track.ts";

export { loader } from "./confirmation.server.ts";

/** The page of an order still on its way looks again by itself: its loader's Refresh header reaches the document. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) merged.set(name, value);
  return merged;
};

type Receipt = Extract<Route.ComponentProps["loaderData"], { kind: "receipt" }>;
type Unconfirmed = Extract<Route.ComponentProps["loaderData"], { kind: "unconfirmed" }>;

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "receipt" ? <PlacedOrderReceipt receipt={loaderData} /> : <UnconfirmedOrder page={loaderData} />;
}

function PlacedOrderReceipt({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const clearWithoutSync = useCartStore((s) => s.clearWithoutSync);
  // The order emptied the cart (SPEC §4: cleared without a sync).
  useEffect(() => clearWithoutSync(), [clearWithoutSync]);
  const { order } = receipt;
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
      <OrderSummary order={order} shippingLabel={receipt.shippingLabel} paymentLabel={receipt.paymentLabel} today={receipt.today} />
      {receipt.tracking && <OrderTracking tracking={receipt.tracking} />}
      <ContinueShopping />
    </section>
  );
}

/** Back to the last category this tab showed in the store once the page has hydrated; the store's home before (and without JavaScript). */
function ContinueShopping() {
  const t = useT();
  const store = useStoreView();
  const [href, setHref] = useState(() => storePath(store, "/"));
  useEffect(() => {
    const category = lastCategory(store.storeCode);
    if (category) setHref(category);
  }, [store]);
  return (
    <p className="confirmation__continue">
      <Link to={href} className="button">
        {t("checkout.backToShop")}
      </Link>
    </p>
  );
}

/** An order whose answer is out or lost: neither a receipt nor a refusal. The cart is left as the server has it. */
function UnconfirmedOrder({ page }: { page: Unconfirmed }) {
  const t = useT();
  return (
    <section className="confirmation">
      <title>{t("confirmation.unconfirmed.title")}</title>
      <h1>{t("confirmation.unconfirmed.title")}</h1>
      {page.paid && <p>{t("confirmation.unconfirmed.paymentReceived")}</p>}
      <p className="notice notice--warning" role="status">
        {page.placing ? t("confirmation.unconfirmed.placing") : page.paid ? t("confirmation.unconfirmed.paidUnanswered") : t("checkout.refused.unanswered")}
      </p>
      <p className="confirmation__number">{t("confirmation.unconfirmed.reference", { reference: page.reference })}</p>
    </section>
  );
}
