import { data, redirect, redirectDocument } from "react-router";
import { checkoutCustomer, zipError, type ZipCountry } from "#core/domain/checkout-validation.ts";
import { BILLING_FIELDS, billingAddressFromFields, billingSameAsDelivery, separateBillingAddress } from "#core/domain/billing-address.ts";
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
import type { AddressFields, BookAddress } from "#core/domain/address-book.ts";
import { NEW_ADDRESS, inCountry, pickedAddress, preselectedBilling, preselectedDelivery, withOrderAddresses, type PickedAddress } from "#core/domain/saved-addresses.ts";
import { postalLine } from "#core/domain/postcode.ts";
import type { SavedAddressOption } from "../components/saved-address-picker.tsx";
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
  if (page.empty) return { ...page, ...switching };
  const book = customer?.profile.addresses ?? [];
  return {
    ...page,
    ...switching,
    signedIn: customer !== null,
    prefill: customer ? prefillFrom(customer.profile, store) : null,
    // The pickers offer the addresses of the store's country; a full book takes no new one.
    savedAddresses: inCountry(book, store.countryId).map((a) => savedOption(a)),
    bookHasRoom: customer !== null && book.length < commerce.customers.addressBookLimit,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { store, commerce, t } = routeContext(context);
  const { customer } = context.get(accountContext);
  return submitCheckout({ request, store, carts: commerce.carts, hosted: commerce.hostedCheckout, delivery: commerce.delivery, t, customer, customers: commerce.customers });
}

/** The names of the checkout's address pickers (core/domain/saved-addresses.ts). */
export const ADDRESS_PICKERS = { delivery: "shippingAddressId", billing: "billingAddressId" } as const;

/** A saved address as a picker shows it, and the fields it fills in place (with JavaScript). */
function savedOption(a: BookAddress): SavedAddressOption {
  return {
    id: a.id,
    label: [a.company, `${a.firstname} ${a.lastname}`, a.street, postalLine(a.countryId, a.postcode, a.city)].filter(Boolean).join(", "),
    fields: { firstname: a.firstname, lastname: a.lastname, street: a.street, postcode: a.postcode, city: a.city },
  };
}

/**
 * The checkout form's values from the profile and its saved addresses in this store's country: the
 * delivery picker at the default delivery address, the billing picker at the default billing address
 * where it is another (then "same as delivery" unticked), and "save to my addresses" ticked for an
 * address typed anew.
 */
function prefillFrom(profile: CustomerProfile, store: StoreView): CheckoutValues {
  const address = preselectedDelivery(profile.addresses, store.countryId);
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
    [ADDRESS_PICKERS.delivery]: address ? String(address.id) : NEW_ADDRESS,
    [ADDRESS_PICKERS.billing]: NEW_ADDRESS,
    saveAddress: "on",
    saveBillingAddress: "on",
    ...billingPrefill(profile, store, address),
  };
}

/** The default billing address in this store's country when it is another than the delivery address prefilled: the billing fields filled, "same as delivery" unticked. */
function billingPrefill(profile: CustomerProfile, store: StoreView, delivery: BookAddress | null): CheckoutValues {
  const billing = preselectedBilling(profile.addresses, store.countryId, delivery);
  if (!billing) return {};
  const fields = { firstname: billing.firstname, lastname: billing.lastname, street: billing.street, apartment: null, zipCode: billing.postcode, city: billing.city, country: billing.countryId };
  const deliveryAddress = { firstname: delivery?.firstname ?? profile.firstname, lastname: delivery?.lastname ?? profile.lastname, street: delivery?.street ?? "", zipCode: delivery?.postcode ?? "", city: delivery?.city ?? "", country: store.countryId };
  if (!separateBillingAddress(fields, deliveryAddress)) return {};
  return {
    [ADDRESS_PICKERS.billing]: String(billing.id),
    [BILLING_FIELDS.firstname]: billing.firstname,
    [BILLING_FIELDS.lastname]: billing.lastname,
    [BILLING_FIELDS.street]: billing.street,
    [BILLING_FIELDS.zipCode]: billing.postcode,
    [BILLING_FIELDS.city]: billing.city,
  };
}

interface PickedAddresses {
  delivery: PickedAddress;
  billing: PickedAddress;
}

/**
 * The saved addresses the pickers name, written over the typed fields (a browser without JavaScript
 * may send the fields of the address it started at); the billing picker counts only while the bill
 * goes elsewhere. A saved delivery address is the street, postcode and city (the recipient is the
 * customer's name fields); a saved billing address names its recipient too.
 */
function withPickedAddresses(values: CheckoutValues, book: readonly BookAddress[], country: string): { values: CheckoutValues; picked: PickedAddresses } {
  const delivery = pickedAddress(book, values[ADDRESS_PICKERS.delivery], country);
  const billing = billingSameAsDelivery(values) ? ({ kind: "new" } as const) : pickedAddress(book, values[ADDRESS_PICKERS.billing], country);
  const filled = { ...values };
  if (delivery.kind === "saved") Object.assign(filled, { street: delivery.address.street, apartment: "", zipCode: delivery.address.postcode, city: delivery.address.city });
  if (billing.kind === "saved") {
    const a = billing.address;
    Object.assign(filled, { [BILLING_FIELDS.firstname]: a.firstname, [BILLING_FIELDS.lastname]: a.lastname, [BILLING_FIELDS.street]: a.street, [BILLING_FIELDS.apartment]: "", [BILLING_FIELDS.zipCode]: a.postcode, [BILLING_FIELDS.city]: a.city });
  }
  return { values: filled, picked: { delivery, billing } };
}

/**
 * After an order: the addresses typed anew join the address book, as the customer asked (a box for
 * each), each once; a book that is full takes none. A failed save is logged: the order stands.
 */
async function saveOrderAddresses(customers: CustomersPort, customer: SignedIn, values: CheckoutValues, picked: PickedAddresses, country: string): Promise<void> {
  const text = (name: string) => (values[name] ?? "").trim();
  const contact = { company: text("company") || null, countryId: country, telephone: text("phone") || null };
  const candidates: AddressFields[] = [];
  if (picked.delivery.kind === "new" && values.saveAddress === "on") {
    candidates.push({ ...contact, firstname: text("firstName"), lastname: text("lastName"), street: text("street"), postcode: text("zipCode"), city: text("city") });
  }
  const delivery = { firstname: text("firstName"), lastname: text("lastName"), street: text("street"), apartment: text("apartment") || null, zipCode: text("zipCode"), city: text("city"), country };
  const billing = separateBillingAddress(billingAddressFromFields(values, country), delivery);
  if (billing && picked.billing.kind === "new" && values.saveBillingAddress === "on") {
    candidates.push({ ...contact, firstname: billing.firstname, lastname: billing.lastname, street: billing.street, postcode: billing.zipCode, city: billing.city });
  }
  const book = withOrderAddresses(customer.profile.addresses, candidates, customers.addressBookLimit);
  if (!book) return;
  try {
    await customers.updateProfile(customer.token, { addresses: book });
  } catch (error) {
    console.error("saving the order's addresses failed", error);
  }
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
  const sent: CheckoutValues = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  // A signed-in customer's pickers: the saved addresses they name stand for the typed fields.
  const { values, picked } = customer ? withPickedAddresses(sent, customer.profile.addresses, store.countryId) : { values: sent, picked: null };
  const text = (name: string) => (values[name] ?? "").trim();
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  if (values.intent === "pickup-points") return offerPickupPoints(args.delivery, store, values, t);
  // A refused pickup-point order shows its points again (without JavaScript the page is rendered anew).
  const offered = text("shippingMethod") === PICKUP_POINT_METHOD ? await pickupPointsNear(args.delivery, store, text("zipCode")) : null;
  const fail = (status: number, errors: Record<string, string>, formError: string | null, headers?: Record<string, string>) =>
    data<CheckoutActionData>({ errors, formError, values: withoutSecrets(values), ...(offered ? { pickupPoints: offered } : {}) }, { status, headers });
  if (!cartId) return fail(400, {}, t("checkout.empty"));
  const unknownPick = picked && (["delivery", "billing"] as const).find((kind) => picked[kind].kind === "unknown");
  if (unknownPick) return fail(400, { [ADDRESS_PICKERS[unknownPick]]: t("checkout.savedAddressUnknown") }, null);
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
      if (customer && picked) await saveOrderAddresses(args.customers, customer, values, picked, store.countryId);
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
  if (outcome.ok && customer && picked) await saveOrderAddresses(args.customers, customer, values, picked, store.countryId);
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
