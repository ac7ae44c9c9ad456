import type { PlacedOrder } from "#core/port/index.ts";
import { Link } from "react-router";
import { formatDeliverySlot } from "#core/domain/delivery-slots.ts";
import { formatMoney, formatNumber } from "#core/domain/money.ts";
import { streetLine } from "#core/domain/checkout-validation.ts";
import { postalLine } from "#core/domain/postcode.ts";
import { useT } from "../i18n/use-shell.ts";
import { STORE_VIEWS, storePath } from "#core/stores.ts";
import { OptionLabels } from "./option-labels.tsx";
import { TotalsList } from "./totals-list.tsx";

/** "SE" → "Sverige": the store that ships there names the country. */
const countryName = (code: string) => Object.values(STORE_VIEWS).find((s) => s.countryId === code)?.name ?? code;

/** An order's lines, totals, payment and delivery address: the receipt page and the account's order detail. */
export function OrderSummary({ order, shippingLabel, paymentLabel, today }: { order: Omit<PlacedOrder, "cartId" | "productIds">; shippingLabel: string; paymentLabel: string; today: string }) {
  const t = useT();
  const store = STORE_VIEWS[order.store];
  const money = (n: number) => formatMoney(n, store.i18n);
  return (
    <>
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
          { label: `${t("checkout.shippingCost")} · ${shippingLabel}`, value: order.shippingInclTax === 0 ? t("checkout.free") : money(order.shippingInclTax) },
          ...order.fees.map((fee) => ({ label: t(`fees.${fee.feeId}.title`), value: money(fee.amountInclTax) })),
          { label: t("checkout.total"), value: money(order.grandTotal), grand: true },
          // A store taxes every line at its one rate (cartTotals), so the order's tax is all at that rate.
          { label: t("checkout.vatAtRate", { rate: formatNumber(store.taxRate * 100, store.i18n, 1, false) }), value: money(order.taxAmount) },
        ]}
      />
      <dl className="confirmation__details">
        <dt>{t("checkout.payment")}</dt>
        <dd>
          {paymentLabel}
          {order.paymentReference && ` · ${t("checkout.invoiceNumber", { number: order.paymentReference })}`}
        </dd>
        {order.deliverySlot && (
          <>
            <dt>{t("booking.current")}</dt>
            <dd className="confirmation__delivery">
              {formatDeliverySlot(order.deliverySlot, store.i18n.defaultLocale)}
              {/* The booking link works until its last day, and never on the delivery day. */}
              {order.booking && today <= order.booking.lastDay && today < order.deliverySlot.date && (
                <>
                  {" · "}
                  <Link to={storePath(store, `/bokning/${order.booking.shipmentNumber}`)}>{t("booking.move")}</Link>
                </>
              )}
            </dd>
          </>
        )}
        {order.pickupPoint && (
          <>
            <dt>{t("checkout.pickup.title")}</dt>
            <dd>
              {[order.pickupPoint.name, order.pickupPoint.address, postalLine(order.shippingAddress.country, order.pickupPoint.zipCode, order.pickupPoint.city)].map((line) => (
                <span key={line} className="confirmation__address-line">
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>{t("checkout.address")}</dt>
        <dd>
          {[order.recipient.company, `${order.recipient.firstname} ${order.recipient.lastname}`, streetLine(order.shippingAddress), postalLine(order.shippingAddress.country, order.shippingAddress.zipCode, order.shippingAddress.city), countryName(order.shippingAddress.country)]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="confirmation__address-line">
                {line}
              </span>
            ))}
        </dd>
        {order.billingAddress && (
          <>
            <dt>{t("checkout.billingAddress")}</dt>
            <dd>
              {[`${order.billingAddress.firstname} ${order.billingAddress.lastname}`, streetLine(order.billingAddress), `${order.billingAddress.zipCode} ${order.billingAddress.city}`, countryName(order.billingAddress.country)].map((line) => (
                <span key={line} className="confirmation__address-line">
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
