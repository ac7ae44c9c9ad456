import { useEffect } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/confirmation";
import { commerceContext, hostedCheckoutContext, storeContext } from "../context.ts";
import { OptionLabels } from "../components/option-labels.tsx";
import { TotalsList } from "../components/totals-list.tsx";
import { formatDeliveryDay, formatMoney } from "../domain/money.ts";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";
import { STORE_VIEWS, storePath } from "../stores.ts";

const ORDER_NUMBER = /^[A-Z]{2}\d{10}$/;
/** A provider session id (the built-in one issues UUIDs); never confused with a 12-character order number. */
const PROVIDER_SESSION = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * /confirmation?sid=: the shopper's receipt (never cached: a private path). The sid is our order
 * number, or the hosted checkout provider's session, whose completed payment places the order here.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const sid = url.searchParams.get("sid") ?? "";
  const store = context.get(storeContext);
  if (PROVIDER_SESSION.test(sid)) {
    const outcome = await context.get(hostedCheckoutContext).complete(sid, store.storeCode);
    if (outcome.ok) return { order: outcome.order };
    if (outcome.reason === "unknown") throw data(null, { status: 404 });
    const reason = outcome.reason === "not_paid" ? "declined" : outcome.reason === "amount" || outcome.reason === "out_of_stock" ? outcome.reason : "error";
    throw redirect(storePath(store, `/payment-failed?reason=${reason}`));
  }
  const order = ORDER_NUMBER.test(sid) ? await context.get(commerceContext).orderByIncrementId(sid) : null;
  if (!order || order.store !== store.storeCode) throw data(null, { status: 404 });
  return { order };
}

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const clearWithoutSync = useCartStore((s) => s.clearWithoutSync);
  // The order emptied the cart (SPEC §4: cleared without a sync).
  useEffect(() => clearWithoutSync(), [clearWithoutSync]);
  const { order } = loaderData;
  const money = (n: number) => formatMoney(n, STORE_VIEWS[order.store].i18n);
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
      <h2>{t("confirmation.items")}</h2>
      <ul>
        {order.items.map((i) => (
          <li key={i.sku}>
            {i.qty} × {i.name} – {money(i.rowTotalInclTax)}
            <OptionLabels options={i.options} />
          </li>
        ))}
      </ul>
      <TotalsList
        rows={[
          { label: t("checkout.shippingCost"), value: order.shippingInclTax === 0 ? t("checkout.free") : money(order.shippingInclTax) },
          { label: t("checkout.total"), value: money(order.grandTotal), grand: true },
        ]}
      />
    </section>
  );
}
