import { useMemo, useState } from "react";
import { Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/offline-checkout";
import { CheckoutForm, CheckoutSummary, useCheckoutAnswer, type CheckoutChoices } from "../components/checkout-form.tsx";
import { routeContext } from "../context.ts";
import { HOME_DELIVERY, deliveryDates, timeslotsFor } from "#core/domain/delivery-slots.ts";
import { formatDeliveryDay } from "#core/domain/money.ts";
import { shippingMethodsForAnyPackage } from "#core/domain/shipping.ts";
import { QUEUEABLE_PAYMENT_METHODS } from "#core/payments/payment-methods.ts";
import { paymentChoice, shippingLabel } from "#core/i18n/method-labels.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { keptCoupon } from "../offline/kept-coupon.ts";
import type { QueueAnswer } from "../offline/queue-checkout.ts";
import { useOnline } from "../offline/use-online.ts";
import { useCartStore } from "../state/cart.ts";
import { storePath, type StoreView } from "#core/stores.ts";

/**
 * The checkout without a connection (SPEC §1): the same form, filled in from this device's cart, that
 * queues the order here instead of placing it. The page is the same for everyone (the service worker
 * keeps it from the start); the cart and the queue are read in the browser.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { title: routeContext(context).t("queuedOrders.checkoutTitle") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** Its loader gives the title only: nothing to read again after a submit (offline, nothing could be). */
export const shouldRevalidate = () => false;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { queueCheckoutForm } = await import("../offline/queue-checkout.ts");
  return queueCheckoutForm(await request.formData(), new URL(request.url).pathname, false);
}

/**
 * What can be chosen without the server: the methods that carry any package (the lines' packages are
 * not known here), pay-later payment, the delivery days from today on this device.
 */
function offlineChoices(store: StoreView, t: Translate): CheckoutChoices {
  const today = new Date().toISOString().slice(0, 10);
  return {
    country: store.countryId,
    shippingMethods: shippingMethodsForAnyPackage(store.storeCode).map((m) => ({ code: m.code, price: m.priceInclTax, label: shippingLabel(m.code, t) })),
    paymentMethods: QUEUEABLE_PAYMENT_METHODS.map((code, i) => paymentChoice({ code, isDefault: i === 0 }, t)),
    deliveryDates: deliveryDates(today).map((date) => ({ date, label: formatDeliveryDay(date, store.i18n.defaultLocale) })),
    timeslots: timeslotsFor(HOME_DELIVERY).map((s) => ({ code: s.code, label: `${s.from}–${s.to}` })),
    defaultShipping: HOME_DELIVERY,
    offerAccount: false,
    offerSaveAddress: false,
    savedAddresses: [],
  };
}

export default function OfflineCheckout() {
  const t = useT();
  const store = useStoreView();
  const online = useOnline();
  const connected = useCartStore((s) => s.connected);
  const items = useCartStore((s) => s.items);
  const cartId = useCartStore((s) => s.cartId);
  const answer = useCheckoutAnswer(useActionData<QueueAnswer>());
  const navigation = useNavigation();
  const choices = useMemo(() => offlineChoices(store, t), [store, t]);
  const values = answer?.values ?? {};
  const [shippingCode, setShippingCode] = useState(values.shippingMethod ?? HOME_DELIVERY);
  const lines = items.filter((item) => item.qty > 0);
  const shipping = choices.shippingMethods.find((m) => m.code === shippingCode) ?? choices.shippingMethods[0]!;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  // The code applied online to this cart, at the discount last shown; the server prices it again.
  const coupon = useMemo(() => (connected ? keptCoupon(store.storeCode, cartId) : null), [connected, store.storeCode, cartId]);
  const discount = Math.min(coupon?.discount ?? 0, subtotal);

  let body: React.ReactNode;
  if (!connected) body = <p className="checkout__loading">{t("queuedOrders.reading")}</p>;
  else if (lines.length === 0) {
    body = (
      <>
        <p>{t("checkout.empty")}</p>
        <p className="checkout__links">
          <Link className="button" to={storePath(store, "/")}>
            {t("checkout.backToShop")}
          </Link>{" "}
          <Link to={storePath(store, "/offline/orders")}>{t("queuedOrders.title")}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <div className="checkout__layout">
        <div className="checkout__main">
          <CheckoutForm
            choices={choices}
            values={values}
            refused={answer}
            hidden={coupon ? { appliedCoupon: coupon.code, discount: String(discount) } : {}}
            shippingCode={shipping.code}
            onShippingChange={setShippingCode}
            total={subtotal - discount + shipping.price}
            submitLabel={t("queuedOrders.queue")}
            submitting={navigation.state === "submitting"}
            finishNote={<p className="checkout__queue-note">{t("queuedOrders.queueNote")}</p>}
          />
        </div>
        <CheckoutSummary
          lines={lines.map((l) => ({ key: `${l.sku}:${l.checksum ?? ""}`, name: l.name, qty: l.qty, rowTotal: l.price * l.qty, options: l.options ?? [], image: l.image ?? null }))}
          subtotal={subtotal}
          discount={discount}
          shippingPrice={shipping.price}
        />
      </div>
    );
  }

  return (
    <section className="checkout checkout--offline">
      <h1>{t("queuedOrders.checkoutTitle")}</h1>
      {online ? (
        <p className="notice notice--success" role="status">
          {t("queuedOrders.onlineAgain")} <Link to={storePath(store, "/checkout")}>{t("queuedOrders.toCheckout")}</Link>
        </p>
      ) : (
        <p className="notice notice--warning">{t("queuedOrders.offlineIntro")}</p>
      )}
      {body}
    </section>
  );
}
