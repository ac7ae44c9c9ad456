import { data, redirect, redirectDocument } from "react-router";
import { checkoutCustomer, zipError, type ZipCountry } from "#core/domain/checkout-validation.ts";
import { BILLING_FIELDS, billingAddressFromFields, separateBillingAddress } from "#core/domain/billing-address.ts";
import { PICKUP_POINTS_LISTED, compactPostcode, type OfferedPickupPoints } from "#core/domain/pickup-points.ts";
import { fieldMessages } from "#core/i18n/checkout-messages.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";
import { HOME_DELIVERY, deliveryDates, timeslotsFor } from "#core/domain/delivery-slots.ts";
import { FEE_ITEMS, checkFeeChoice, chosenFeesFromFields, feesOffered } from "#core/domain/extra-fees.ts";
import type { OfferedFee } from "../components/fee-choice.tsx";
import { formatDeliveryDay } from "#core/domain/money.ts";
import { PICKUP_POINT_METHOD } from "#core/domain/shipping.ts";
import { DEFAULT_PAYMENT_METHOD, paymentMethods } from "#core/payments/payment-methods.ts";
import { HOSTED_CHECKOUT_METHOD } from "#core/domain/hosted-checkout.ts";
import { OUTAGE_RETRY_AFTER_SECONDS } from "#core/errors/backend-outage.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import type { Route } from "./+types/checkout";
import type { CartPort, CheckoutRequest, CustomerProfile, CustomersPort, DeliveryPort, HostedCheckoutPort } from "#core/port/index.ts";
import { accountContext, accountSession } from "../account/session.server.ts";
import type { SignedIn } from "#core/account/account-session.ts";
import { ADDRESS_BOOK_LIMIT, withAddressSaved } from "#core/domain/address-book.ts";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { switchLinks } from "#core/catalog/store-switch.ts";
import { productImage } from "#core/catalog/photos.ts";
import { routeContext } from "../context.ts";
import { paymentChoice, shippingLabel } from "#core/i18n/method-labels.ts";
import { shownRefusal } from "./checkout-refusal.server.ts";
import { orderKeyPage } from "./confirmation.server.ts";
import { readForm } from "./form-body.server.ts";
import { otherStoreCarts } from "./other-store-carts.server.ts";

export type CheckoutValues = Record<string, string>;
export type CheckoutActionData = {
  errors: Record<string, string>;
  formError: string | null;
  values: CheckoutValues;
  coupon?: { ok: boolean; message: string };
  /** The answer to "show pickup points": the points nearest to the form's postcode. */
  pickupPoints?: OfferedPickupPoints;
};

const DEFAULT_SHIPPING = HOME_DELIVERY;

/** A signed-in customer's checkout is pre-filled and their order joins their order history. */
export const middleware: Route.MiddlewareFunction[] = [accountSession];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, commerce, t } = routeContext(context);
  const { customer } = context.get(accountContext);
  const [page, otherCarts] = await Promise.all([
    loadCheckout({ request, store, carts: commerce.carts, hostedAvailable: commerce.hostedCheckout.available, today: commerce.catalog.today(), t }),
    otherStoreCarts(request.headers.get("Cookie"), store.storeCode, commerce.carts),
  ]);
  // Each store's link leads to that store's checkout, where its own cart is and this one is named.
  const switching = { otherCarts, storeSwitch: switchLinks({ kind: "checkout" }, store.storeCode) };
  return page.empty ? { ...page, ...switching } : { ...page, ...switching, signedIn: customer !== null, prefill: customer ? prefillFrom(customer.profile, store) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { store, commerce, t } = routeContext(context);
  const { customer } = context.get(accountContext);
  return submitCheckout({ request, store, carts: commerce.carts, hosted: commerce.hostedCheckout, delivery: commerce.delivery, t, customer, customers: commerce.customers });
}

/** The checkout form's values from the profile and the default delivery address in this store's country. */
function prefillFrom(profile: CustomerProfile, store: StoreView): CheckoutValues {
  const address = profile.addresses.find((a) => a.defaultShipping && a.countryId === store.countryId) ?? profile.addresses.find((a) => a.countryId === store.countryId);
  return {
    customerType: profile.type,
    firstName: address?.firstname ?? profile.firstname,
    lastName: address?.lastname ?? profile.lastname,
    email: profile.email,
    phone: address?.telephone ?? profile.phone ?? "",
    company: profile.company ?? address?.company ?? "",
    taxId: profile.taxId ?? "",
    street: address?.street ?? "",
    zipCode: address?.postcode ?? "",
    city: address?.city ?? "",
    ...billingPrefill(profile, store, address),
  };
}

/** The default billing address in this store's country when it is another than the delivery address prefilled: the billing fields filled, "same as delivery" unticked. */
function billingPrefill(profile: CustomerProfile, store: StoreView, delivery: CustomerProfile["addresses"][number] | undefined): CheckoutValues {
  const billing = profile.addresses.find((a) => a.defaultBilling && a.countryId === store.countryId);
  if (!billing || billing.id === delivery?.id) return {};
  const fields = { firstname: billing.firstname, lastname: billing.lastname, street: billing.street, apartment: null, zipCode: billing.postcode, city: billing.city, country: billing.countryId };
  const deliveryAddress = { firstname: delivery?.firstname ?? profile.firstname, lastname: delivery?.lastname ?? profile.lastname, street: delivery?.street ?? "", zipCode: delivery?.postcode ?? "", city: delivery?.city ?? "", country: store.countryId };
  if (!separateBillingAddress(fields, deliveryAddress)) return {};
  return {
    [BILLING_FIELDS.firstname]: billing.firstname,
    [BILLING_FIELDS.lastname]: billing.lastname,
    [BILLING_FIELDS.street]: billing.street,
    [BILLING_FIELDS.zipCode]: billing.postcode,
    [BILLING_FIELDS.city]: billing.city,
  };
}

/** After an order: the delivery address joins the address book when the customer asked and it is new. */
async function saveOrderAddress(customers: CustomersPort, customer: SignedIn, values: CheckoutValues, country: string): Promise<void> {
  const text = (name: string) => (values[name] ?? "").trim();
  const street = text("street");
  const postcode = text("zipCode");
  const known = customer.profile.addresses.some((a) => a.street === street && a.postcode.replace(/\s/g, "") === postcode.replace(/\s/g, "") && a.countryId === country);
  if (known || customer.profile.addresses.length >= ADDRESS_BOOK_LIMIT) return;
  const address = { id: 0, firstname: text("firstName"), lastname: text("lastName"), company: text("company") || null, street, postcode, city: text("city"), countryId: country, telephone: text("phone") || null, defaultShipping: customer.profile.addresses.length === 0, defaultBilling: false };
  await customers.updateProfile(customer.token, { addresses: withAddressSaved(customer.profile.addresses, address) });
}

/** The fees a home delivery offers, in the store's words and currency. */
function offeredFees(store: StoreView, t: Translate): OfferedFee[] {
  return feesOffered("home").map((fee) => ({
    id: fee.id,
    title: t(`fees.${fee.id}.title`),
    description: t(`fees.${fee.id}.description`),
    options: fee.options.map((o) => ({ id: o.id, label: t(`fees.${fee.id}.options.${o.id}`), price: o.prices[store.storeCode] })),
  }));
}

/** What the checkout page shows: the cart (never cached: /checkout is private), delivery and payment choices. */
async function loadCheckout(args: { request: Request; store: StoreView; carts: CartPort; hostedAvailable: boolean; today: string; t: Translate }) {
  const { request, store, carts, hostedAvailable, today, t } = args;
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const summary = cartId ? await carts.summary(cartId, DEFAULT_SHIPPING) : null;
  if (!cartId || !summary || summary.lines.length === 0 || summary.info.store !== store.storeCode) return { empty: true as const, homeHref: storePath(store, "/") };
  return {
    empty: false as const,
    // A fresh key per rendered form: a double submit of this form places one order.
    idempotencyKey: crypto.randomUUID(),
    country: store.countryId,
    lines: summary.lines.map((l) => ({ itemId: l.itemId, name: l.name, sku: l.sku, qty: l.qty, rowTotal: l.unitPrice * l.qty, options: l.options?.labels ?? [], image: productImage("cart", { sku: l.sku, photo: l.photo ?? null }) })),
    subtotal: summary.totals.subtotalInclTax,
    discount: summary.totals.discountAmount,
    couponCode: summary.info.coupon,
    // Only the methods every line allows (SPEC §5 "Shipping limitation").
    shippingMethods: ((await carts.shippingMethods(cartId)) ?? []).map((m) => ({ code: m.code, price: m.priceInclTax, label: shippingLabel(m.code, t), carrierCode: m.carrierCode })),
    // Shown with the home delivery's day and slot: the fees come with home delivery only.
    fees: offeredFees(store, t),
    appliedFees: summary.info.fees,
    paymentMethods: paymentMethods(false, hostedAvailable, carts.paymentMethods).map((m) => paymentChoice(m, t)),
    defaultShipping: DEFAULT_SHIPPING,
    deliveryDates: deliveryDates(today).map((date) => ({ date, label: formatDeliveryDay(date, store.i18n.defaultLocale) })),
    timeslots: timeslotsFor(HOME_DELIVERY).map((s) => ({ code: s.code, label: `${s.from}–${s.to}` })),
  };
}

/**
 * Places the order; on success the shopper lands on /confirmation?sid={order number}, and on
 * /confirmation?order={key} when its answer is out. The hosted checkout first creates the provider
 * order and shows its payment form on /checkout/payment.
 */
async function submitCheckout(args: { request: Request; store: StoreView; carts: CartPort; hosted: HostedCheckoutPort; delivery: DeliveryPort; t: Translate; customer: SignedIn | null; customers: CustomersPort }) {
  const { request, store, carts, hosted, t, customer } = args;
  const form = await readForm(request);
  const values: CheckoutValues = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const text = (name: string) => (values[name] ?? "").trim();
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  if (values.intent === "pickup-points") return offerPickupPoints(args.delivery, store, values, t);
  // A refused pickup-point order shows its points again (without JavaScript the page is rendered anew).
  const offered = text("shippingMethod") === PICKUP_POINT_METHOD ? await pickupPointsNear(args.delivery, store, text("zipCode")) : null;
  const fail = (status: number, errors: Record<string, string>, formError: string | null, headers?: Record<string, string>) =>
    data<CheckoutActionData>({ errors, formError, values: withoutSecrets(values), ...(offered ? { pickupPoints: offered } : {}) }, { status, headers });
  if (!cartId) return fail(400, {}, t("checkout.empty"));
  const failure = (outcome: Parameters<typeof shownRefusal>[0]) => {
    const shown = shownRefusal(outcome, text("country"), t);
    return fail(shown.status, shown.errors, shown.formError);
  };
  if (values.intent === "coupon") {
    const applied = await carts.setCoupon(cartId, text("coupon"));
    const ok = applied === "set";
    const message = ok ? t("checkout.couponApplied") : applied === "busy" ? t("cart.errors.checkoutInProgress") : t("checkout.couponIncorrect");
    // The coupon button belongs to the checkout form: what the shopper typed comes back with the answer.
    return data<CheckoutActionData>({ errors: {}, formError: null, values: withoutSecrets(values), coupon: { ok, message } }, { status: ok ? 200 : applied === "busy" ? 409 : 400 });
  }
  // The extra services as the form has them (a box left unticked drops a fee the cart had): the order is placed with these.
  const fees = checkFeeChoice(chosenFeesFromFields(form.entries()));
  if (!fees.ok) return fail(400, {}, t("checkout.failed", { message: fees.message }));
  const order = { ...checkoutRequest(values, cartId), fees: fees.fees, customerId: customer?.profile.id ?? null, ...(customer ? { account: null } : {}) };
  if (order.paymentMethod === HOSTED_CHECKOUT_METHOD) {
    const origin = new URL(request.url).origin;
    const begun = await hosted.begin(
      order,
      { confirmation: `${origin}${storePath(store, "/confirmation")}?sid={sid}`, failure: `${origin}${storePath(store, "/payment-failed")}?sid={sid}` },
      { discount: t("checkout.discount"), shipping: shippingLabel(order.shippingMethod, t), fees: Object.fromEntries(FEE_ITEMS.map((f) => [f.id, t(`fees.${f.id}.title`)])) },
    );
    if (begun.ok) {
      // The form was accepted: the address joins the book now, as the customer asked, whatever the payment does.
      if (customer && values.saveAddress === "on") await saveOrderAddress(args.customers, customer, values, store.countryId);
      throw redirect(storePath(store, "/checkout/payment"));
    }
    // The provider's own words stay in the log: the shopper is told the payment did not start. A provider
    // that cannot take the payment now is an outage of its own: 503, with when to try again.
    if (begun.reason === "provider") {
      return fail(503, {}, begun.reload ? t("checkout.providerReload") : refusalMessage(begun.refusal, t), { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) });
    }
    return failure(begun);
  }
  const outcome = await carts.checkout(order);
  if (outcome.ok && customer && values.saveAddress === "on") await saveOrderAddress(args.customers, customer, values, store.countryId);
  if (outcome.ok) throw redirect(storePath(store, `/confirmation?sid=${encodeURIComponent(outcome.order.incrementId)}`));
  // An invoice the provider declined: the payment-failed page says why and offers the other methods.
  if (outcome.reason === "declined") throw redirect(storePath(store, `/payment-failed?reason=invoice_${outcome.decline}`));
  // This order's answer is out (another submit of it is being placed) or was lost (it may exist): the order's
  // own page says so, on a GET with a deadline of its own (this request may have spent all of its waiting on
  // the order), and a reload there sends nothing. A document load, with or without the script: that page looks
  // again by itself (a Refresh header) while the order is on its way.
  if (outcome.reason === "pending") throw redirectDocument(orderKeyPage(store, order.idempotencyKey), 303);
  return failure(outcome);
}

/** The points nearest to a postcode of the store's country; null for a postcode it does not have. */
async function pickupPointsNear(delivery: DeliveryPort, store: StoreView, zip: string): Promise<OfferedPickupPoints | null> {
  const country = store.countryId as ZipCountry;
  const postcode = compactPostcode(country, zip);
  const points = postcode ? await delivery.pickupPoints(country, postcode, PICKUP_POINTS_LISTED) : null;
  return postcode && points ? { postcode, points } : null;
}

/** "Show pickup points": the points nearest to the form's postcode, the form as it was typed. */
async function offerPickupPoints(delivery: DeliveryPort, store: StoreView, values: CheckoutValues, t: Translate) {
  const kept = { ...withoutSecrets(values), shippingMethod: PICKUP_POINT_METHOD };
  const offered = await pickupPointsNear(delivery, store, values.zipCode ?? "");
  if (offered) return data<CheckoutActionData>({ errors: {}, formError: null, values: kept, pickupPoints: offered });
  // A postcode of the right shape that no area has: nothing near it to offer.
  const country = store.countryId as ZipCountry;
  const error = zipError(values.zipCode ?? "", country, [country]);
  if (!error) return data<CheckoutActionData>({ errors: {}, formError: null, values: kept, pickupPoints: { postcode: compactPostcode(country, values.zipCode ?? "") ?? "", points: [] } });
  return data<CheckoutActionData>({ errors: fieldMessages([error], country, t), formError: null, values: kept }, { status: 400 });
}

/** The form as it is sent back to be shown again: never the passwords or the personal identity number. */
function withoutSecrets(values: CheckoutValues): CheckoutValues {
  return { ...values, password: "", passwordConfirmation: "", personalId: "" };
}

/** The order as the checkout form describes it; prices are never read from the form. */
function checkoutRequest(values: CheckoutValues, cartId: string): CheckoutRequest {
  const text = (name: string) => (values[name] ?? "").trim();
  return {
    idempotencyKey: text("idempotencyKey") || crypto.randomUUID(),
    cartId,
    customer: checkoutCustomer(values),
    shippingAddress: { street: text("street"), apartment: text("apartment") || null, zipCode: text("zipCode"), city: text("city"), country: text("country") },
    billingAddress: billingAddressFromFields(values, text("country")),
    shippingMethod: text("shippingMethod") || DEFAULT_SHIPPING,
    deliverySlot: { date: text("deliveryDate"), timeslot: text("deliveryTimeslot") },
    pickupPointId: text("pickupPointId") || null,
    personalId: text("personalId") || null,
    paymentMethod: text("paymentMethod") || DEFAULT_PAYMENT_METHOD,
    newsletter: values.newsletter === "on",
    partialDelivery: values.partialDelivery === "on",
    acceptTerms: values.acceptTerms === "on",
    account: values.createAccount === "on" ? { password: values.password ?? "", passwordConfirmation: values.passwordConfirmation ?? "" } : null,
  };
}
