import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import type { CheckoutActionData } from "./checkout.server.ts";
import { FormField } from "../components/form-field.tsx";
import { OptionLabels } from "../components/option-labels.tsx";
import { TotalsList } from "../components/totals-list.tsx";
import { checkoutFormFromFields, validateCheckout } from "../domain/checkout-validation.ts";
import { formatMoney } from "../domain/money.ts";
import { pluralKey } from "../i18n/translator.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";

export { action, loader, middleware } from "./checkout.server.ts";

export const meta = () => [{ name: "robots", content: "noindex" }];

const FORM_ID = "checkout-form";

/** The input and label of each field an error can name (the rules' names differ from the form's for some). */
const ERROR_FIELDS: Record<string, { input: string; label: string }> = {
  firstName: { input: "firstName", label: "checkout.firstName" },
  lastName: { input: "lastName", label: "checkout.lastName" },
  emailAddress: { input: "email", label: "checkout.email" },
  phoneNumber: { input: "phone", label: "checkout.phone" },
  company: { input: "company", label: "checkout.company" },
  taxId: { input: "taxId", label: "checkout.taxId" },
  password: { input: "password", label: "checkout.password" },
  passwordConfirmation: { input: "passwordConfirmation", label: "checkout.passwordConfirmation" },
  streetAddress: { input: "street", label: "checkout.street" },
  zipCode: { input: "zipCode", label: "checkout.zipCode" },
  city: { input: "city", label: "checkout.city" },
  deliveryDate: { input: "deliveryDate", label: "checkout.deliveryDate" },
  deliveryTimeslot: { input: "deliveryTimeslot", label: "checkout.deliveryTimeslot" },
  terms: { input: "acceptTerms", label: "checkout.termsShort" },
};

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

/** Moves to a field named in the error summary: into view and focused. */
function focusField(event: MouseEvent<HTMLAnchorElement>, inputId: string) {
  const input = document.getElementById(inputId);
  if (!input) return;
  event.preventDefault();
  input.scrollIntoView({ block: "center" });
  input.focus({ preventScroll: true });
}

/**
 * What still needs fixing, listed at the top of the form after a refused submit: it takes the focus and
 * links to each field. Errors leave the list (and the field) as soon as the field is valid.
 */
function ErrorSummary({ errors, answer }: { errors: Record<string, string>; answer: CheckoutActionData | undefined }) {
  const t = useT();
  const store = useStoreView();
  const box = useRef<HTMLDivElement>(null);
  const listed = Object.entries(errors).filter(([field]) => ERROR_FIELDS[field]);
  const shown = listed.length > 0;
  // Focus once per refused submit, when the list has appeared (the page's error state follows the answer).
  useEffect(() => {
    if (answer && shown && Object.keys(answer.errors).length > 0) box.current?.focus();
  }, [answer, shown]);
  if (listed.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t(pluralKey(store.i18n.defaultLocale, "checkout.errorSummary", listed.length), { count: listed.length })}</h2>
      <ul>
        {listed.map(([field, message]) => {
          const { input, label } = ERROR_FIELDS[field]!;
          return (
            <li key={field}>
              <a href={`#checkout-${input}`} onClick={(event) => focusField(event, `checkout-${input}`)}>
                {`${t(label)}: ${message}`}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<CheckoutActionData>();
  const navigation = useNavigation();
  // The form as sent (after a refusal or a coupon), else what the customer's account knows.
  const values = answer?.values ?? (loaderData.empty ? null : loaderData.prefill) ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(answer?.errors ?? {});
  useEffect(() => setErrors(answer?.errors ?? {}), [answer]);
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
  const total = data.subtotal - data.discount + shipping.price;
  const common = { values, errors };
  const country = data.country;

  // A field that becomes valid loses its error at once; new errors wait for the next submit.
  function clearFixed(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    const still = new Set(validateCheckout(checkoutFormFromFields(fields), [country]).map((error) => error.field as string));
    const ruled = (field: string) => field !== "deliveryDate" && field !== "deliveryTimeslot";
    if (Object.keys(errors).some((field) => ruled(field) && !still.has(field))) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !ruled(field) || still.has(field))));
    }
  }

  return (
    <section className="checkout">
      <title>{t("checkout.title")}</title>
      <h1>{t("checkout.title")}</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          {answer?.formError && (
            <p className="notice notice--error" role="alert">
              {answer.formError}
            </p>
          )}
          <ErrorSummary errors={errors} answer={answer} />
          <Form method="post" id={FORM_ID} className="checkout__form" noValidate onInput={clearFixed}>
            <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
            <input type="hidden" name="country" value={data.country} />
            <fieldset>
              <legend>{t("checkout.customer")}</legend>
              <div className="choice-row" role="radiogroup" aria-label={t("checkout.customerType")}>
                {(["private", "business"] as const).map((type) => (
                  <label key={type}>
                    <input type="radio" name="customerType" value={type} defaultChecked={(type === "business") === (values.customerType === "business")} />
                    {t(`checkout.${type}`)}
                  </label>
                ))}
              </div>
              {/* Shown by CSS while "business" is chosen, so this works without JavaScript too. */}
              <div className="business-fields">
                <Field name="company" label={t("checkout.company")} autoComplete="organization" {...common} />
                <Field name="taxId" label={t("checkout.taxId")} autoComplete="off" {...common} />
              </div>
              <div className="field-pair">
                <Field name="firstName" label={t("checkout.firstName")} autoComplete="given-name" {...common} />
                <Field name="lastName" label={t("checkout.lastName")} autoComplete="family-name" {...common} />
              </div>
              <Field name="email" type="email" label={t("checkout.email")} autoComplete="email" errorKey="emailAddress" {...common} />
              <Field name="phone" type="tel" label={t("checkout.phone")} autoComplete="tel" errorKey="phoneNumber" {...common} />
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
              <Field name="street" label={t("checkout.street")} autoComplete="address-line1" errorKey="streetAddress" {...common} />
              <div className="field-pair field-pair--zip">
                <Field name="zipCode" label={t("checkout.zipCode")} autoComplete="postal-code" {...common} />
                <Field name="city" label={t("checkout.city")} autoComplete="address-level2" {...common} />
              </div>
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
                <label key={m.code} className="choice choice--card">
                  <input type="radio" name="shippingMethod" value={m.code} checked={shippingCode === m.code} onChange={() => setShippingCode(m.code)} />
                  <span>{m.label}</span>
                  <span className="choice__price">{m.price === 0 ? t("checkout.free") : money(m.price)}</span>
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
                  {data.timeslots.map((slot, i) => (
                    <label key={slot.code}>
                      <input
                        id={i === 0 ? "checkout-deliveryTimeslot" : undefined}
                        type="radio"
                        name="deliveryTimeslot"
                        value={slot.code}
                        defaultChecked={(values.deliveryTimeslot || data.timeslots[0]?.code) === slot.code}
                      />
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
                  <label className="choice choice--card">
                    <input type="radio" name="paymentMethod" value={m.code} defaultChecked={(values.paymentMethod ?? "cashondelivery") === m.code} />
                    <span>{m.label}</span>
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
            <fieldset className="checkout__finish">
              <label className="choice">
                <input type="checkbox" name="newsletter" defaultChecked={values.newsletter === "on"} /> {t("checkout.newsletter")}
              </label>
              <label className="choice">
                <input type="checkbox" name="partialDelivery" defaultChecked={values.partialDelivery === "on"} /> {t("checkout.partial")}
              </label>
              <label className="choice">
                <input id="checkout-acceptTerms" type="checkbox" name="acceptTerms" aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? "terms-error" : undefined} /> {t("checkout.terms")}
              </label>
              {errors.terms && (
                <span id="terms-error" className="field__error">
                  {errors.terms}
                </span>
              )}
              <p className="checkout__total">
                {t("checkout.total")}: <strong>{money(total)}</strong>
              </p>
              <button type="submit" className="button button--primary checkout__place" disabled={navigation.state === "submitting"}>
                {t("checkout.place")}
              </button>
            </fieldset>
          </Form>
        </div>
        {/* After the form in the page (its coupon button must not be the form's default for Enter); shown beside
            it on desktop (sticky) and above it on phones, folded to its total, by the grid. */}
        <aside className="checkout__summary" aria-labelledby="review-title">
          <details className="checkout__summary-box" open={answer?.coupon ? true : undefined}>
            <summary>
              <h2 id="review-title">{t("checkout.review")}</h2>
              <span className="checkout__summary-total">{money(total)}</span>
            </summary>
            <ul className="checkout__lines">
              {data.lines.map((l) => (
                <li key={l.itemId}>
                  <img src={l.image.src} alt="" width={64} height={64} loading="lazy" />
                  <span className="checkout__line-name">
                    {l.qty} × {l.name}
                    <OptionLabels options={l.options} />
                  </span>
                  <span className="checkout__line-total">{money(l.rowTotal)}</span>
                </li>
              ))}
            </ul>
            {/* Part of the checkout form (form attribute): applying a code keeps what was typed, also without JavaScript. */}
            <div className="coupon-form">
              <label htmlFor="checkout-coupon">{t("checkout.coupon")}</label>
              <div className="coupon-form__row">
                <input id="checkout-coupon" form={FORM_ID} name="coupon" defaultValue={data.couponCode ?? ""} autoComplete="off" />
                <button type="submit" form={FORM_ID} name="intent" value="coupon" formNoValidate className="button">
                  {t("checkout.applyCoupon")}
                </button>
              </div>
              {answer?.coupon && (
                <span role="status" className={answer.coupon.ok ? "notice notice--success" : "notice notice--error"}>
                  {answer.coupon.message}
                </span>
              )}
            </div>
            <TotalsList
              rows={[
                { label: t("checkout.subtotal"), value: money(data.subtotal) },
                ...(data.discount > 0 ? [{ label: t("checkout.discount"), value: `−${money(data.discount)}` }] : []),
                { label: t("checkout.shippingCost"), value: shipping.price === 0 ? t("checkout.free") : money(shipping.price) },
                { label: t("checkout.total"), value: money(total), grand: true },
              ]}
            />
          </details>
        </aside>
      </div>
    </section>
  );
}
