import { useEffect, useRef, useState } from "react";
import { Link, redirectDocument, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/checkout";
import type { CheckoutActionData } from "./checkout.server.ts";
import type { QueueAnswer } from "../offline/queue-checkout.ts";
import { track } from "../analytics/track.ts";
import { CartLineForm } from "../components/cart-line-form.tsx";
import { CHECKOUT_FORM_ID, CheckoutForm, CheckoutSummary, useCheckoutAnswer } from "../components/checkout-form.tsx";
import { OtherStoreCarts } from "../components/other-store-carts.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { keepCoupon } from "../offline/kept-coupon.ts";
import { withActionHeaders } from "../account/action-headers.ts";
import { isUnreachable } from "../offline/unreachable.ts";
import { useCartStore } from "../state/cart.ts";
import { useNotifications } from "../state/notifications.ts";
import { chosenFeesFromFields, priceFees, withFeeChoice, type ChosenFee } from "#core/domain/extra-fees.ts";
import { storeFromPath } from "#core/store-prefixes.ts";
import { storePath } from "#core/stores.ts";

export { action, loader, middleware } from "./checkout.server.ts";
/** The action's Retry-After (a payment provider that cannot start the payment) reaches the document. */
export const headers: Route.HeadersFunction = withActionHeaders;

/** Without a connection the checkout is the offline one: the order is queued on this device (SPEC §1). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    // A document load: the service worker has the offline checkout, the router may not have its route yet.
    throw redirectDocument(storePath(storeFromPath(new URL(request.url).pathname), "/offline/checkout"));
  }
}

/** An order not queued offline (a field to fix) leaves the page as it is: reading the checkout again needs the connection it lacks. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const queueAnswer = typeof actionResult === "object" && actionResult !== null && ("queueErrors" in actionResult || "queueRefusal" in actionResult);
  return queueAnswer ? false : defaultShouldRevalidate;
}

/** Placed by the server; when it cannot be reached, the form's order is queued on this device instead (SPEC §1, §4). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // A coupon or a pickup-point lookup needs the server; only placing the order can be queued.
    if (!isUnreachable(error) || form.get("intent")) throw error;
    const { queueCheckoutForm } = await import("../offline/queue-checkout.ts");
    // Online (as far as the browser knows), the submit may have reached the server and only its answer got lost.
    return queueCheckoutForm(form, new URL(request.url).pathname, navigator.onLine);
  }
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useCheckoutAnswer(useActionData<CheckoutActionData | QueueAnswer>());
  const navigation = useNavigation();
  // The form as sent (after a refusal or a coupon), else what the customer's account knows.
  const values = answer?.values ?? (loaderData.empty ? null : loaderData.prefill) ?? {};
  const data = loaderData;
  const [shippingCode, setShippingCode] = useState(data.empty ? "" : (values.shippingMethod ?? data.defaultShipping));
  // The extra services as the form was sent (a box left unticked is not in it), else as the cart keeps them.
  const [chosenFees, setChosenFees] = useState<ChosenFee[]>(() => (data.empty ? [] : answer ? chosenFeesFromFields(Object.entries(values)) : data.appliedFees));
  const notify = useNotifications((s) => s.notify);
  const store = useStoreView();
  const cartId = useCartStore((s) => s.cartId);
  const coupon = !data.empty && data.couponCode ? { code: data.couponCode, discount: data.discount } : null;
  // For the offline checkout: an order queued there carries the code applied here.
  useEffect(() => keepCoupon(store.storeCode, cartId, coupon), [store.storeCode, cartId, coupon?.code, coupon?.discount]);
  // GA4: begin_checkout as the page opens; add_shipping_info and add_payment_info as those are chosen.
  const gaLines = data.empty ? [] : data.lines.map((l) => ({ sku: l.sku, name: l.name, price: l.qty ? l.rowTotal / l.qty : 0, qty: l.qty, options: l.options }));
  const tellCheckout = (event: "begin_checkout" | "add_shipping_info" | "add_payment_info", extra: Record<string, unknown> = {}) =>
    gaLines.length > 0 && track((ga) => ga.trackEcommerce(store.storeCode, ga.ecommerceEvent(event, store.i18n.currencyCode, ga.lineItems(gaLines), extra)));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void tellCheckout("begin_checkout"), [store.storeCode]);
  // A shopper who keeps the preselected delivery and payment tells them when placing the order.
  const toldChoice = useRef({ shipping: false, payment: false });
  useEffect(() => {
    const form = document.getElementById(CHECKOUT_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = () => {
      const fields = new FormData(form);
      if (!toldChoice.current.shipping) tellCheckout("add_shipping_info", { shipping_tier: String(fields.get("shippingMethod") ?? "") });
      if (!toldChoice.current.payment) tellCheckout("add_payment_info", { payment_type: String(fields.get("paymentMethod") ?? "") });
      toldChoice.current = { shipping: true, payment: true };
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  });
  if (data.empty) {
    return (
      <section className="checkout">
        <title>{t("checkout.title")}</title>
        <h1>{t("checkout.title")}</h1>
        {/* A refusal whose cart now reads as empty (another order of it was placed meanwhile): why, above all else. */}
        {answer?.formError && answer.formError !== t("checkout.empty") && (
          <p className="notice notice--error" role="alert">
            {answer.formError}
          </p>
        )}
        <OtherStoreCarts carts={data.otherCarts} />
        <p>{t("checkout.empty")}</p>
        <Link className="button" to={data.homeHref}>
          {t("checkout.backToShop")}
        </Link>
      </section>
    );
  }
  const shipping = data.shippingMethods.find((m) => m.code === shippingCode) ?? data.shippingMethods[0]!;
  // Priced as the server prices them: fees the chosen delivery does not offer are not charged.
  const feesPrice = priceFees(store.storeCode, shipping.carrierCode, chosenFees, store.i18n.fractionDigits).totalInclTax;
  const total = data.subtotal - data.discount + shipping.price + feesPrice;
  function changeFee(feeId: string, optionIds: string[]) {
    setChosenFees((chosen) => withFeeChoice(chosen, { feeId, optionIds }));
    if (!cartId) return;
    const postcode = (document.getElementById("checkout-zipCode") as HTMLInputElement | null)?.value ?? "";
    const change = { shippingMethod: shipping.code, country: data.country ?? "", postcode, feeId, optionIds };
    const reconnect = async () => {
      await useCartStore.getState().reload();
      return useCartStore.getState().cartId;
    };
    // Loaded when first needed: most checkouts never tick a service.
    void import("../state/applied-fees.ts").then(
      async ({ applyFee }) => {
        if ((await applyFee(() => useCartStore.getState().cartId, change, reconnect)) === "applied") return;
        setChosenFees([]);
        notify({ type: "error", message: t("fees.applyFailed") });
      },
      // Without its script (offline) the choice stays in the form, which the order carries.
      () => undefined,
    );
  }
  const choices = { ...data, offerAccount: !data.signedIn, offerSaveAddress: data.bookHasRoom };

  return (
    <section className="checkout">
      <title>{t("checkout.title")}</title>
      <h1>{t("checkout.title")}</h1>
      <OtherStoreCarts carts={data.otherCarts} />
      <div className="checkout__layout">
        <div className="checkout__main">
          <CheckoutForm
            choices={choices}
            values={values}
            refused={answer}
            // appliedCoupon and discount are read only when the order is queued offline: the server prices the cart itself.
            hidden={{ idempotencyKey: data.idempotencyKey, appliedCoupon: data.couponCode ?? "", discount: String(data.discount) }}
            shippingCode={shipping.code}
            onShippingChange={(code) => {
              setShippingCode(code);
              toldChoice.current.shipping = true;
              tellCheckout("add_shipping_info", { shipping_tier: code });
            }}
            onPaymentChange={(code) => {
              toldChoice.current.payment = true;
              tellCheckout("add_payment_info", { payment_type: code });
            }}
            total={total}
            submitLabel={t("checkout.place")}
            offeredPickupPoints={answer?.pickupPoints ?? null}
            fees={{ offered: data.fees, chosen: chosenFees, onChange: changeFee }}
            submitting={navigation.state === "submitting"}
          />
        </div>
        <CheckoutSummary
          lines={data.lines.map((l) => ({ key: l.itemId, name: l.name, qty: l.qty, rowTotal: l.rowTotal, options: l.options, image: l.image.src }))}
          subtotal={data.subtotal}
          discount={data.discount}
          shippingPrice={shipping.price}
          feesPrice={feesPrice}
          open={answer?.coupon ? true : undefined}
          lineControls={(line) => <CartLineForm itemId={Number(line.key)} qty={line.qty} name={line.name} back="checkout" />}
        >
          {/* Part of the checkout form (form attribute): applying a code keeps what was typed, also without JavaScript. */}
          <div className="coupon-form">
            <label htmlFor="checkout-coupon">{t("checkout.coupon")}</label>
            <div className="coupon-form__row">
              <input id="checkout-coupon" form={CHECKOUT_FORM_ID} name="coupon" defaultValue={data.couponCode ?? ""} autoComplete="off" />
              <button type="submit" form={CHECKOUT_FORM_ID} name="intent" value="coupon" formNoValidate className="button">
                {t("checkout.applyCoupon")}
              </button>
            </div>
            {answer?.coupon && (
              <span role="status" className={answer.coupon.ok ? "notice notice--success" : "notice notice--error"}>
                {answer.coupon.message}
              </span>
            )}
          </div>
        </CheckoutSummary>
      </div>
    </section>
  );
}
