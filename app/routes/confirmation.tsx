import { useEffect } from "react";
import type { Route } from "./+types/confirmation";
import { OptionLabels } from "../components/option-labels.tsx";
import { TotalsList } from "../components/totals-list.tsx";
import { formatDeliveryDay, formatMoney } from "../domain/money.ts";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";
import { STORE_VIEWS } from "../stores.ts";

export { loader } from "./confirmation.server.ts";

/** "SE" → "Sverige": the store that ships there names the country. */
const countryName = (code: string) => Object.values(STORE_VIEWS).find((s) => s.countryId === code)?.name ?? code;

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
          { label: t("checkout.subtotal"), value: money(order.subtotalInclTax) },
          ...(order.discountAmount > 0 ? [{ label: t("checkout.discount"), value: money(-order.discountAmount) }] : []),
          { label: `${t("checkout.shippingCost")} · ${loaderData.shippingLabel}`, value: order.shippingInclTax === 0 ? t("checkout.free") : money(order.shippingInclTax) },
          { label: t("checkout.total"), value: money(order.grandTotal), grand: true },
        ]}
      />
      <dl className="confirmation__details">
        <dt>{t("checkout.payment")}</dt>
        <dd>{loaderData.paymentLabel}</dd>
        <dt>{t("checkout.address")}</dt>
        <dd>
          {[order.recipient.company, `${order.recipient.firstname} ${order.recipient.lastname}`, order.shippingAddress.street, `${order.shippingAddress.zipCode} ${order.shippingAddress.city}`, countryName(order.shippingAddress.country)]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="confirmation__address-line">
                {line}
              </span>
            ))}
        </dd>
      </dl>
    </section>
  );
}
