import { useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import type { CheckoutActionData } from "./checkout.server.ts";
import { FormField } from "../components/form-field.tsx";
import { OptionLabels } from "../components/option-labels.tsx";
import { TotalsList } from "../components/totals-list.tsx";
import { formatMoney } from "../domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";

export { action, loader, middleware } from "./checkout.server.ts";

export const meta = () => [{ name: "robots", content: "noindex" }];

function Field(props: { name: string; label: string; type?: string; autoComplete?: string; values: Record<string, string>; errors: Record<string, string>; errorKey?: string; required?: boolean }) {
  return (
    <FormField
      id={`checkout-${props.name}`}
      name={props.name}
      label={props.label}
      type={props.type}
      autoComplete={props.autoComplete}
      defaultValue={props.values[props.name] ?? ""}
      required={props.required}
      error={props.errors[props.errorKey ?? props.name]}
    />
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<CheckoutActionData>();
  const navigation = useNavigation();
  // The form as sent (after a refusal), else what the customer's account knows.
  const values = answer?.values ?? (loaderData.empty ? null : loaderData.prefill) ?? {};
  const errors = answer?.errors ?? {};
  const [business, setBusiness] = useState(values.customerType === "business");
  const data = loaderData;
  const [shippingCode, setShippingCode] = useState(data.empty ? "" : (values.shippingMethod ?? data.defaultShipping));
  const money = (n: number) => formatMoney(n, store.i18n);
  if (data.empty) {
    return (
      <section className="checkout">
        <title>{t("checkout.title")}</title>
        <h1>{t("checkout.title")}</h1>
        <p>{t("checkout.empty")}</p>
        <Link className="button" to={data.homeHref}>
          {t("checkout.backToShop")}
        </Link>
      </section>
    );
  }
  const shipping = data.shippingMethods.find((m) => m.code === shippingCode) ?? data.shippingMethods[0]!;
  const common = { values, errors };
  return (
    <section className="checkout">
      <title>{t("checkout.title")}</title>
      <h1>{t("checkout.title")}</h1>
      {answer?.formError && (
        <p className="notice notice--error" role="alert">
          {answer.formError}
        </p>
      )}
      <Form method="post" className="checkout__form" noValidate>
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <input type="hidden" name="country" value={data.country} />
        <fieldset>
          <legend>{t("checkout.customer")}</legend>
          <div className="choice-row" role="radiogroup" aria-label={t("checkout.customerType")}>
            {(["private", "business"] as const).map((type) => (
              <label key={type}>
                <input type="radio" name="customerType" value={type} defaultChecked={(type === "business") === business} onChange={() => setBusiness(type === "business")} />
                {t(`checkout.${type}`)}
              </label>
            ))}
          </div>
          <Field name="firstName" label={t("checkout.firstName")} autoComplete="given-name" {...common} />
          <Field name="lastName" label={t("checkout.lastName")} autoComplete="family-name" {...common} />
          <Field name="email" type="email" label={t("checkout.email")} autoComplete="email" errorKey="emailAddress" {...common} />
          <Field name="phone" type="tel" label={t("checkout.phone")} autoComplete="tel" errorKey="phoneNumber" {...common} />
          {business && (
            <>
              <Field name="company" label={t("checkout.company")} autoComplete="organization" {...common} />
              <Field name="taxId" label={t("checkout.taxId")} {...common} />
            </>
          )}
          {data.signedIn ? null : (
            <>
              <label className="choice">
                <input type="checkbox" name="createAccount" defaultChecked={values.createAccount === "on"} /> {t("checkout.createAccount")}
              </label>
              {/* Shown by CSS while the box is ticked, so this works without JavaScript too. */}
              <div className="account-fields">
                <Field name="password" type="password" label={t("checkout.password")} autoComplete="new-password" required={false} {...common} />
                <Field name="passwordConfirmation" type="password" label={t("checkout.passwordConfirmation")} autoComplete="new-password" required={false} {...common} />
              </div>
            </>
          )}
        </fieldset>
        <fieldset>
          <legend>{t("checkout.address")}</legend>
          <Field name="street" label={t("checkout.street")} autoComplete="street-address" errorKey="streetAddress" {...common} />
          <Field name="zipCode" label={t("checkout.zipCode")} autoComplete="postal-code" {...common} />
          <Field name="city" label={t("checkout.city")} autoComplete="address-level2" {...common} />
          <p className="field">
            {t("checkout.country")}: <strong>{store.name}</strong>
          </p>
          {data.signedIn && (
            <label className="choice">
              <input type="checkbox" name="saveAddress" defaultChecked={values.saveAddress === "on"} /> {t("checkout.saveAddress")}
            </label>
          )}
        </fieldset>
        <fieldset>
          <legend>{t("checkout.shipping")}</legend>
          {data.shippingMethods.map((m) => (
            <label key={m.code} className="choice">
              <input type="radio" name="shippingMethod" value={m.code} checked={shippingCode === m.code} onChange={() => setShippingCode(m.code)} />
              {m.label} – {m.price === 0 ? t("checkout.free") : money(m.price)}
            </label>
          ))}
          {/* Shown by CSS while home delivery is chosen, so this works without JavaScript too. */}
          <div className="delivery-slot">
            <p className="field">
              <label htmlFor="checkout-deliveryDate">{t("checkout.deliveryDate")}</label>
              <select
                id="checkout-deliveryDate"
                name="deliveryDate"
                defaultValue={values.deliveryDate ?? data.deliveryDates[0]?.date}
                aria-invalid={errors.deliveryDate ? true : undefined}
                aria-describedby={errors.deliveryDate ? "deliveryDate-error" : undefined}
              >
                {data.deliveryDates.map((d) => (
                  <option key={d.date} value={d.date}>
                    {d.label}
                  </option>
                ))}
              </select>
              {errors.deliveryDate && (
                <span id="deliveryDate-error" className="field__error">
                  {errors.deliveryDate}
                </span>
              )}
            </p>
            <div className="choice-row" role="radiogroup" aria-label={t("checkout.deliveryTimeslot")}>
              {data.timeslots.map((slot) => (
                <label key={slot.code}>
                  <input type="radio" name="deliveryTimeslot" value={slot.code} defaultChecked={(values.deliveryTimeslot || data.timeslots[0]?.code) === slot.code} />
                  {slot.label}
                </label>
              ))}
            </div>
            {errors.deliveryTimeslot && <span className="field__error">{errors.deliveryTimeslot}</span>}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("checkout.payment")}</legend>
          {data.paymentMethods.map((m) => (
            <div key={m.code}>
              <label className="choice">
                <input type="radio" name="paymentMethod" value={m.code} defaultChecked={(values.paymentMethod ?? "cashondelivery") === m.code} />
                {m.label}
              </label>
              {m.code === "cashondelivery" && (
                <div className="payment-info" role="note" aria-label={t("checkout.codTitle")}>
                  <strong>{t("checkout.codTitle")}</strong>
                  <p>{t("checkout.codText")}</p>
                </div>
              )}
            </div>
          ))}
        </fieldset>
        <fieldset>
          <label className="choice">
            <input type="checkbox" name="newsletter" defaultChecked={values.newsletter === "on"} /> {t("checkout.newsletter")}
          </label>
          <label className="choice">
            <input type="checkbox" name="partialDelivery" defaultChecked={values.partialDelivery === "on"} /> {t("checkout.partial")}
          </label>
          <label className="choice">
            <input type="checkbox" name="acceptTerms" aria-describedby={errors.terms ? "terms-error" : undefined} /> {t("checkout.terms")}
          </label>
          {errors.terms && (
            <span id="terms-error" className="field__error">
              {errors.terms}
            </span>
          )}
        </fieldset>
        <section className="checkout__review" aria-labelledby="review-title">
          <h2 id="review-title">{t("checkout.review")}</h2>
          <ul>
            {data.lines.map((l) => (
              <li key={l.itemId}>
                {l.qty} × {l.name} <span>{money(l.rowTotal)}</span>
                <OptionLabels options={l.options} />
              </li>
            ))}
          </ul>
          <TotalsList
            rows={[
              { label: t("checkout.subtotal"), value: money(data.subtotal) },
              ...(data.discount > 0 ? [{ label: t("checkout.discount"), value: `−${money(data.discount)}` }] : []),
              { label: t("checkout.shippingCost"), value: shipping.price === 0 ? t("checkout.free") : money(shipping.price) },
              { label: t("checkout.total"), value: money(data.subtotal - data.discount + shipping.price), grand: true },
            ]}
          />
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("checkout.place")}
          </button>
        </section>
      </Form>
      <Form method="post" className="coupon-form">
        <input type="hidden" name="intent" value="coupon" />
        <label htmlFor="checkout-coupon">{t("checkout.coupon")}</label>
        <input id="checkout-coupon" name="coupon" defaultValue={data.couponCode ?? ""} autoComplete="off" />
        <button type="submit" className="button">
          {t("checkout.applyCoupon")}
        </button>
        {answer?.coupon && (
          <span role="status" className={answer.coupon.ok ? "notice notice--success" : "notice notice--error"}>
            {answer.coupon.message}
          </span>
        )}
      </Form>
    </section>
  );
}
