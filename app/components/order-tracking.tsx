import type { ShipmentTracking } from "#core/port/index.ts";
import { useT } from "../i18n/use-shell.ts";

/** The carrier's status of the order's parcel and its tracking link once it has shipped; before, when the link will come. */
export function OrderTracking({ tracking }: { tracking: ShipmentTracking | null }) {
  const t = useT();
  if (!tracking) return <p className="order-tracking">{t("account.orders.trackingLater")}</p>;
  return (
    <p className="order-tracking" role="status">
      <span className={`badge badge--${tracking.status}`}>{t(`account.orders.shipment.${tracking.status}`)}</span>{" "}
      {tracking.url ? (
        <a href={tracking.url} rel="noopener noreferrer">
          {t("account.orders.tracking")} ({tracking.number})
        </a>
      ) : (
        t("account.orders.trackingNumber", { number: tracking.number })
      )}
    </p>
  );
}
