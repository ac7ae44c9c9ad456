import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import type { ZipCountry } from "#core/domain/checkout-validation.ts";
import type { OfferedPickupPoints } from "#core/domain/pickup-points.ts";
import type { ShippingMethodCode } from "#core/domain/shipping.ts";
import type { PaymentMethodCode } from "#core/payments/payment-methods.ts";
import type { PaymentChoice } from "#core/i18n/method-labels.ts";
import { formatMoney } from "#core/domain/money.ts";
import { BILLING_SAME_FIELD, billingSameAsDelivery } from "#core/domain/billing-address.ts";
import { pluralKey } from "#core/i18n/translator.ts";
import type { QueueAnswer } from "../offline/queue-checkout.ts";
import type { CheckoutActionData } from "../routes/checkout.server.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";
import { CmsModalLink } from "./cms-modal.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FormField } from "./form-field.tsx";
import { OptionLabels } from "./option-labels.tsx";
import type { ChosenFee } from "#core/domain/extra-fees.ts";
import { FeeChoice, type OfferedFee } from "./fee-choice.tsx";
import { PickupPointChoice } from "./pickup-point-choice.tsx";
import { SavedAddressPicker, type AddressFill, type SavedAddressOption } from "./saved-address-picker.tsx";
import { TotalsList } from "./totals-list.tsx";

/**
 * The checkout form and its order summary, as the checkout page (online) and the offline checkout
 * (an order queued on this device) both show them: the same fields, rules, error summary and layout.
 */

export const CHECKOUT_FORM_ID = "checkout-form";

/** The form's rules, needed in the browser only once a submit was refused (to clear fixed fields): loaded then. */
const checkoutRules = () => import("#core/domain/checkout-validation.ts");

/** PICKUP_POINT_METHOD, spelled here (checked by its type) so the checkout's first script does not load the shipping rules for it. */
const PICKUP_POINT = "pickup_point" satisfies ShippingMethodCode;

/** INVOICE_METHOD, spelled here for the same reason: an invoice to a private customer asks for the identity number. */
const INVOICE = "invoice_later" satisfies PaymentMethodCode;

/**
 * A refused submit as the form shows it: the server's answer as it is, an order that could not be
 * queued offline in the shopper's words (the rules' field errors, or what needs a connection).
 */
export function useCheckoutAnswer(answer: CheckoutActionData | QueueAnswer | undefined): CheckoutActionData | undefined {
  const t = useT();
  return useMemo(() => {
    if (!answer || !("values" in answer) || "errors" in answer) return answer;
    if ("queueErrors" in answer) return { errors: Object.fromEntries(answer.queueErrors.map((e) => [e.field, t(e.key, e.values)])), formError: null, values: answer.values };
    const formError = answer.queueRefusal === "empty" ? t("checkout.empty") : t(`queuedOrders.refusal.${answer.queueRefusal}`);
    return { errors: {}, formError, values: answer.values };
  }, [answer, t]);
}

/** What the shopper can choose at this checkout. */
export interface CheckoutChoices {
  country: string;
  shippingMethods: { code: string; price: number; label: string }[];
  paymentMethods: PaymentChoice[];
  deliveryDates: { date: string; label: string }[];
  timeslots: { code: string; label: string }[];
  defaultShipping: string;
  /** "Create an account with my details" is offered (a guest, online). */
  offerAccount: boolean;
  /** "Save the address in my address book" is offered (signed in, online, room in the book). */
  offerSaveAddress: boolean;
  /** A signed-in customer's saved addresses in the store's country, offered by the address pickers. */
  savedAddresses: SavedAddressOption[];
}

/** The pickers' names (checkout.server.ts ADDRESS_PICKERS) and the inputs a picked address fills. */
const DELIVERY_PICKER = "shippingAddressId";
const BILLING_PICKER = "billingAddressId";
const DELIVERY_FILL: AddressFill = { street: "street", apartment: "apartment", postcode: "zipCode", city: "city" };
const BILLING_FILL: AddressFill = { firstname: "billingFirstName", lastname: "billingLastName", street: "billingStreet", apartment: "billingApartment", postcode: "billingZipCode", city: "billingCity" };

/** A field typed into by the shopper makes its address "another address": the picker follows. */
function followTyping(form: HTMLFormElement, input: string) {
  const picker = Object.values(DELIVERY_FILL).includes(input) ? DELIVERY_PICKER : Object.values(BILLING_FILL).includes(input) ? BILLING_PICKER : null;
  const typed = picker && form.querySelector<HTMLInputElement>(`input[name="${picker}"][value=""]`);
  if (typed) typed.checked = true;
}

export interface SummaryLine {
  key: string | number;
  name: string;
  qty: number;
  rowTotal: number;
  options: { label: string; value: string }[];
  image: string | null;
}

/** The input and label of each field an error can name (the rules' names differ from the form's for some); `within`: the fieldset a label needs to be told apart. */
const ERROR_FIELDS: Record<string, { input: string; label: string; within?: string }> = {
  firstName: { input: "firstName", label: "checkout.firstName" },
  lastName: { input: "lastName", label: "checkout.lastName" },
  emailAddress: { input: "email", label: "checkout.email" },
  phoneNumber: { input: "phone", label: "checkout.phone" },
  company: { input: "company", label: "checkout.company" },
  taxId: { input: "taxId", label: "checkout.taxId" },
  personalId: { input: "personalId", label: "checkout.personalId" },
  password: { input: "password", label: "checkout.password" },
  passwordConfirmation: { input: "passwordConfirmation", label: "checkout.passwordConfirmation" },
  streetAddress: { input: "street", label: "checkout.street" },
  apartmentNumber: { input: "apartment", label: "checkout.apartment" },
  zipCode: { input: "zipCode", label: "checkout.zipCode" },
  city: { input: "city", label: "checkout.city" },
  billingFirstName: { input: "billingFirstName", label: "checkout.firstName", within: "checkout.billingAddress" },
  billingLastName: { input: "billingLastName", label: "checkout.lastName", within: "checkout.billingAddress" },
  billingStreet: { input: "billingStreet", label: "checkout.street", within: "checkout.billingAddress" },
  billingApartment: { input: "billingApartment", label: "checkout.apartment", within: "checkout.billingAddress" },
  billingZipCode: { input: "billingZipCode", label: "checkout.zipCode", within: "checkout.billingAddress" },
  billingCity: { input: "billingCity", label: "checkout.city", within: "checkout.billingAddress" },
  shippingAddressId: { input: "shippingAddressId", label: "checkout.address" },
  billingAddressId: { input: "billingAddressId", label: "checkout.billingAddress" },
  deliveryDate: { input: "deliveryDate", label: "checkout.deliveryDate" },
  deliveryTimeslot: { input: "deliveryTimeslot", label: "checkout.deliveryTimeslot" },
  pickupPointId: { input: "pickupPointId", label: "checkout.pickup.title" },
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

/**
 * The checkout's error summary: every field still wrong, by its label. Errors leave the list (and the
 * field) as soon as the field is valid; `refused` is the answer of the last refused submit.
 */
function CheckoutErrorSummary({ errors, refused }: { errors: Record<string, string>; refused: { errors: Record<string, string> } | undefined }) {
  const t = useT();
  const store = useStoreView();
  const items = Object.entries(errors).flatMap(([field, message]) => {
    const named = ERROR_FIELDS[field];
    const label = named?.within ? `${t(named.within)} – ${t(named.label)}` : named && t(named.label);
    return named ? [{ inputId: `checkout-${named.input}`, text: `${label}: ${message}` }] : [];
  });
  // Focus once per refused submit that found something to fix.
  const focusOn = refused && Object.keys(refused.errors).length > 0 ? refused : undefined;
  return <ErrorSummary title={t(pluralKey(store.i18n.defaultLocale, "checkout.errorSummary", items.length), { count: items.length })} items={items} refused={focusOn} />;
}

/**
 * The checkout form: the customer, the address, delivery, payment and the finish, with the error
 * summary above it. `refused` is the answer of a refused submit (its errors are shown until fixed).
 */
export function CheckoutForm(props: {
  choices: CheckoutChoices;
  values: Record<string, string>;
  refused: { errors: Record<string, string>; formError?: string | null } | undefined;
  hidden: Record<string, string>;
  shippingCode: string;
  onShippingChange(code: string): void;
  /** A payment method was chosen (analytics only: the form sends the choice). */
  onPaymentChange?(code: string): void;
  total: number;
  submitLabel: string;
  submitting: boolean;
  /** Said above the button (why the order is queued, not placed). */
  finishNote?: ReactNode;
  /** Pickup points the server found for the form's postcode (its "show pickup points" answer). */
  offeredPickupPoints?: OfferedPickupPoints | null;
  /** Extra services with a home delivery, as chosen (the offline checkout offers none). */
  fees?: { offered: OfferedFee[]; chosen: ChosenFee[]; onChange(feeId: string, optionIds: string[]): void };
}) {
  const t = useT();
  const store = useStoreView();
  const { choices, values, refused } = props;
  const [errors, setErrors] = useState<Record<string, string>>(refused?.errors ?? {});
  const [zip, setZip] = useState(values.zipCode ?? "");
  // Set once hydrated: the typed address fields then stay in sight while a saved address is picked (it fills them).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // The refusal the errors are of: a check started under an earlier one is not applied to a later one.
  const shownRefusal = useRef(refused);
  useEffect(() => {
    shownRefusal.current = refused;
    setErrors(refused?.errors ?? {});
    // Fields to fix: the rules that clear them as they become valid are fetched now, before the first keystroke.
    if (refused && Object.keys(refused.errors).length > 0) void checkoutRules().catch(() => undefined);
  }, [refused]);
  const money = (n: number) => formatMoney(n, store.i18n);
  const common = { values, errors };

  // A field that becomes valid loses its error at once; new errors wait for the next submit.
  function clearFixed(event: FormEvent<HTMLFormElement>) {
    const input = event.target as HTMLInputElement;
    if (event.nativeEvent.isTrusted) followTyping(event.currentTarget, input.name);
    if (input.name === "zipCode") setZip(input.value);
    if (input.name === "pickupPointId" && errors.pickupPointId) setErrors(({ pickupPointId: _chosen, ...rest }) => rest);
    if (Object.keys(errors).length === 0) return;
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    const ruled = (field: string) => field !== "deliveryDate" && field !== "deliveryTimeslot" && field !== "pickupPointId" && field !== "personalId";
    const checkedFor = shownRefusal.current;
    void checkoutRules().then(
      ({ checkoutFormFromFields, validateCheckout }) => {
        if (shownRefusal.current !== checkedFor) return;
        const still = new Set(validateCheckout(checkoutFormFromFields(fields), [choices.country]).map((error) => error.field as string));
        setErrors((current) => {
          const kept = Object.entries(current).filter(([field]) => !ruled(field) || still.has(field));
          return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
        });
      },
      // Not loaded (no connection): the errors stay until the next submit checks the form again.
      () => undefined,
    );
  }

  return (
    <>
      {refused?.formError && (
        <p className="notice notice--error" role="alert">
          {refused.formError}
        </p>
      )}
      <CheckoutErrorSummary errors={errors} refused={refused} />
      <Form method="post" id={CHECKOUT_FORM_ID} className="checkout__form" noValidate onInput={clearFixed} data-enhanced={enhanced || undefined}>
        {/* Enter in a field submits with the form's first button: this one, the order, not a lookup button further down. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {props.submitLabel}
        </button>
        {Object.entries(props.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="country" value={choices.country} />
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
          {choices.offerAccount && (
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
          {choices.savedAddresses.length > 0 && (
            <SavedAddressPicker name={DELIVERY_PICKER} label={t("checkout.address")} newLabel={t("account.addresses.newTitle")} addresses={choices.savedAddresses} checked={values[DELIVERY_PICKER] ?? ""} fill={DELIVERY_FILL} error={errors[DELIVERY_PICKER]} />
          )}
          {/* Hidden by CSS while a saved address is picked and the page has no script: the server takes the saved one. */}
          <div className="address-fields">
            <Field name="street" label={t("checkout.street")} autoComplete="address-line1" errorKey="streetAddress" {...common} />
            <Field name="apartment" label={t("checkout.apartment")} autoComplete="address-line2" errorKey="apartmentNumber" required={false} {...common} />
            <div className="field-pair field-pair--zip">
              <Field name="zipCode" label={t("checkout.zipCode")} autoComplete="postal-code" {...common} />
              <Field name="city" label={t("checkout.city")} autoComplete="address-level2" {...common} />
            </div>
          </div>
          <p className="field">
            {t("checkout.country")}: <strong>{store.name}</strong>
          </p>
          {choices.offerSaveAddress && (
            // For an address typed anew: hidden by CSS while a saved one is picked.
            <label className="choice address-save">
              <input type="checkbox" name="saveAddress" defaultChecked={values.saveAddress === "on"} /> {t("checkout.saveAddress")}
            </label>
          )}
        </fieldset>
        <fieldset>
          <legend>{t("checkout.billingAddress")}</legend>
          <label className="choice">
            <input type="checkbox" name={BILLING_SAME_FIELD} defaultChecked={billingSameAsDelivery(values)} /> {t("checkout.billingSame")}
          </label>
          {/* Shown by CSS while the box is unticked, so this works without JavaScript too; sent empty while it is ticked (and then not read). */}
          <div className="billing-fields">
            {choices.savedAddresses.length > 0 && (
              <SavedAddressPicker name={BILLING_PICKER} label={t("checkout.billingAddress")} newLabel={t("account.addresses.newTitle")} addresses={choices.savedAddresses} checked={values[BILLING_PICKER] ?? ""} fill={BILLING_FILL} error={errors[BILLING_PICKER]} />
            )}
            <div className="address-fields">
              <div className="field-pair">
                <Field name="billingFirstName" label={t("checkout.firstName")} autoComplete="billing given-name" {...common} />
                <Field name="billingLastName" label={t("checkout.lastName")} autoComplete="billing family-name" {...common} />
              </div>
              <Field name="billingStreet" label={t("checkout.street")} autoComplete="billing address-line1" {...common} />
              <Field name="billingApartment" label={t("checkout.apartment")} autoComplete="billing address-line2" required={false} {...common} />
              <div className="field-pair field-pair--zip">
                <Field name="billingZipCode" label={t("checkout.zipCode")} autoComplete="billing postal-code" {...common} />
                <Field name="billingCity" label={t("checkout.city")} autoComplete="billing address-level2" {...common} />
              </div>
            </div>
            {choices.offerSaveAddress && (
              <label className="choice address-save">
                <input type="checkbox" name="saveBillingAddress" defaultChecked={values.saveBillingAddress === "on"} /> {t("checkout.saveAddress")}
              </label>
            )}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("checkout.shipping")}</legend>
          {choices.shippingMethods.map((m) => (
            <label key={m.code} className="choice choice--card">
              <input type="radio" name="shippingMethod" value={m.code} checked={props.shippingCode === m.code} onChange={() => props.onShippingChange(m.code)} />
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
                defaultValue={values.deliveryDate ?? choices.deliveryDates[0]?.date}
                aria-invalid={errors.deliveryDate ? true : undefined}
                aria-describedby={errors.deliveryDate ? "deliveryDate-error" : undefined}
              >
                {choices.deliveryDates.map((d) => (
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
              {choices.timeslots.map((slot, i) => (
                <label key={slot.code}>
                  <input
                    id={i === 0 ? "checkout-deliveryTimeslot" : undefined}
                    type="radio"
                    name="deliveryTimeslot"
                    value={slot.code}
                    defaultChecked={(values.deliveryTimeslot || choices.timeslots[0]?.code) === slot.code}
                  />
                  {slot.label}
                </label>
              ))}
            </div>
            {errors.deliveryTimeslot && <span className="field__error">{errors.deliveryTimeslot}</span>}
            {props.fees && props.fees.offered.length > 0 && <FeeChoice fees={props.fees.offered} chosen={props.fees.chosen} money={money} onChange={props.fees.onChange} />}
          </div>
          {choices.shippingMethods.some((m) => m.code === PICKUP_POINT) && (
            <PickupPointChoice
              country={choices.country as ZipCountry}
              zip={zip}
              active={props.shippingCode === PICKUP_POINT}
              offered={props.offeredPickupPoints ?? null}
              chosen={values.pickupPointId ?? ""}
              error={errors.pickupPointId}
            />
          )}
        </fieldset>
        <fieldset>
          <legend>{t("checkout.payment")}</legend>
          {choices.paymentMethods.map((m) => (
            // A method's note and fields are shown by CSS while it is chosen, so this works without JavaScript too.
            <div key={m.code} className="payment-method">
              <label className="choice choice--card">
                <input type="radio" name="paymentMethod" value={m.code} defaultChecked={values.paymentMethod === undefined ? m.isDefault : values.paymentMethod === m.code} onChange={() => props.onPaymentChange?.(m.code)} />
                <span>{m.label}</span>
              </label>
              {m.info && (
                <div className="payment-info" role="note" aria-label={m.info.title}>
                  <strong>{m.info.title}</strong>
                  <p>{m.info.text}</p>
                </div>
              )}
              {m.code === INVOICE && (
                // Never filled in from the values: the number is not sent back, not even with a refused form.
                <div className="personal-id">
                  <FormField id="checkout-personalId" name="personalId" label={t("checkout.personalId")} hint={t("checkout.personalIdHint")} autoComplete="off" defaultValue="" required={false} error={errors.personalId} />
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
          <p className="checkout__terms-link">
            <CmsModalLink path={storePath(store, "/terms")} label={t("checkout.readTerms")} />
          </p>
          {errors.terms && (
            <span id="terms-error" className="field__error">
              {errors.terms}
            </span>
          )}
          <p className="checkout__total" aria-live="polite">
            {t("checkout.total")}: <strong>{money(props.total)}</strong>
          </p>
          {props.finishNote}
          <button type="submit" className="button button--primary checkout__place" disabled={props.submitting}>
            {props.submitLabel}
          </button>
        </fieldset>
      </Form>
    </>
  );
}

/** A line's thumbnail; a plain tile where there is none, or it cannot be had (offline, never seen on this device). */
function LinePicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <span className="checkout__line-picture" aria-hidden="true" />;
  return <img src={src} alt="" width={64} height={64} loading="lazy" onError={() => setFailed(true)} />;
}

/**
 * The order summary: lines with thumbnails and the totals. After the form in the page (a coupon button
 * in it must not be the form's default for Enter); shown beside it on desktop (sticky) and above it on
 * phones, folded to its total, by the grid. `children` go between the lines and the totals (the coupon).
 */
export function CheckoutSummary(props: {
  lines: SummaryLine[];
  subtotal: number;
  discount: number;
  shippingPrice: number;
  feesPrice?: number;
  open?: boolean;
  children?: ReactNode;
  /** A line's quantity and removal (the online checkout: the cart page's forms); none offline. */
  lineControls?: (line: SummaryLine) => ReactNode;
}) {
  const t = useT();
  const store = useStoreView();
  const money = (n: number) => formatMoney(n, store.i18n);
  const fees = props.feesPrice ?? 0;
  const total = props.subtotal - props.discount + props.shippingPrice + fees;
  return (
    <aside className="checkout__summary" aria-labelledby="review-title">
      <details className="checkout__summary-box" open={props.open || undefined}>
        <summary>
          <h2 id="review-title">{t("checkout.review")}</h2>
          <span className="checkout__summary-total">{money(total)}</span>
        </summary>
        <ul className="checkout__lines">
          {props.lines.map((l) => (
            <li key={l.key}>
              <LinePicture src={l.image} />
              <span className="checkout__line-name">
                {l.qty} × {l.name}
                <OptionLabels options={l.options} />
              </span>
              <span className="checkout__line-total">{money(l.rowTotal)}</span>
              {props.lineControls?.(l)}
            </li>
          ))}
        </ul>
        {props.children}
        <TotalsList
          rows={[
            { label: t("checkout.subtotal"), value: money(props.subtotal) },
            ...(props.discount > 0 ? [{ label: t("checkout.discount"), value: `−${money(props.discount)}` }] : []),
            { label: t("checkout.shippingCost"), value: props.shippingPrice === 0 ? t("checkout.free") : money(props.shippingPrice) },
            ...(fees > 0 ? [{ label: t("fees.total"), value: money(fees) }] : []),
            { label: t("checkout.total"), value: money(total), grand: true },
          ]}
        />
      </details>
    </aside>
  );
}
