import { data, redirect } from "react-router";
import { ZIP_DIGITS, type FieldError } from "../domain/checkout-validation.ts";
import { paymentMethods, shippingMethods, type PaymentMethodCode } from "../domain/shipping.ts";
import type { Translate } from "../i18n/translator.ts";
import { SHOWROOMS, storePath, type StoreView } from "../stores.ts";
import type { CartService } from "../../worker/commerce/cart-service.ts";
import { readCartId } from "./cart-cookie.ts";

export type CheckoutValues = Record<string, string>;
export type CheckoutActionData = { errors: Record<string, string>; formError: string | null; values: CheckoutValues; coupon?: { ok: boolean; message: string } };

const DEFAULT_SHIPPING = "home_delivery";

function shippingLabel(code: string, t: Translate): string {
  const showroom = code.match(/^showroom_(\d)$/);
  if (showroom) return t("checkout.shippingMethods.showroom", { name: SHOWROOMS.find((s) => String(s.id) === showroom[1])?.name ?? "" });
  return t(`checkout.shippingMethods.${code}`);
}

/** What the checkout page shows: the cart (never cached: /checkout is private), delivery and payment choices. */
export async function loadCheckout(args: { request: Request; store: StoreView; carts: CartService; t: Translate }) {
  const { request, store, carts, t } = args;
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const summary = cartId ? await carts.summary(cartId, DEFAULT_SHIPPING) : null;
  if (!summary || summary.lines.length === 0 || summary.info.store !== store.storeCode) return { empty: true as const, homeHref: storePath(store, "/") };
  return {
    empty: false as const,
    // A fresh key per rendered form: a double submit of this form places one order.
    idempotencyKey: crypto.randomUUID(),
    country: store.countryId,
    lines: summary.lines.map((l) => ({ itemId: l.itemId, name: l.name, sku: l.sku, qty: l.qty, rowTotal: l.unitPrice * l.qty })),
    subtotal: summary.totals.subtotalInclTax,
    discount: summary.totals.discountAmount,
    couponCode: summary.info.coupon,
    shippingMethods: shippingMethods(store.storeCode).map((m) => ({ code: m.code, price: m.priceInclTax, label: shippingLabel(m.code, t) })),
    paymentMethods: paymentMethods(false).map((m) => ({ code: m.code, isDefault: m.isDefault, label: t(`checkout.paymentMethods.${m.code}`) })),
    defaultShipping: DEFAULT_SHIPPING,
  };
}

function fieldMessage(error: FieldError, country: string, t: Translate): string {
  if (error.key === "zipDigits") return t("checkout.errors.zipDigits", { digits: ZIP_DIGITS[country as keyof typeof ZIP_DIGITS] ?? 5 });
  return t(`checkout.errors.${error.key}`);
}

/** Places the order; on success the shopper lands on /confirmation?sid={order number}. */
export async function submitCheckout(args: { request: Request; store: StoreView; carts: CartService; t: Translate }) {
  const { request, store, carts, t } = args;
  const form = await request.formData();
  const values: CheckoutValues = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const text = (name: string) => (values[name] ?? "").trim();
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const fail = (status: number, errors: Record<string, string>, formError: string | null) =>
    data<CheckoutActionData>({ errors, formError, values: { ...values, password: "" } }, { status });
  if (!cartId) return fail(400, {}, t("checkout.empty"));
  if (values.intent === "coupon") {
    const applied = await carts.setCoupon(cartId, text("coupon"));
    return data<CheckoutActionData>(
      { errors: {}, formError: null, values: {}, coupon: { ok: applied, message: applied ? t("checkout.couponApplied") : t("checkout.couponIncorrect") } },
      { status: applied ? 200 : 400 },
    );
  }
  const outcome = await carts.checkout({
    idempotencyKey: text("idempotencyKey") || crypto.randomUUID(),
    cartId,
    customer: {
      type: text("customerType") === "business" ? "business" : "private",
      email: text("email"),
      firstname: text("firstName"),
      lastname: text("lastName"),
      phone: text("phone"),
      company: text("company") || null,
      taxId: text("taxId") || null,
    },
    shippingAddress: { street: text("street"), zipCode: text("zipCode"), city: text("city"), country: text("country") },
    shippingMethod: text("shippingMethod") || DEFAULT_SHIPPING,
    paymentMethod: (text("paymentMethod") || "cashondelivery") as PaymentMethodCode,
    newsletter: values.newsletter === "on",
    partialDelivery: values.partialDelivery === "on",
    acceptTerms: values.acceptTerms === "on",
  });
  if (outcome.ok) throw redirect(storePath(store, `/confirmation?sid=${encodeURIComponent(outcome.order.incrementId)}`));
  if (outcome.reason === "form") {
    return fail(400, Object.fromEntries(outcome.errors.map((e) => [e.field, fieldMessage(e, text("country"), t)])), null);
  }
  if (outcome.reason === "out_of_stock") {
    const detail = outcome.lines.map((l) => (l.available > 0 ? `${l.sku}: ${t("cart.errors.onlyAvailable", { qty: l.available })}` : `${l.sku}: ${t("cart.errors.outOfStock")}`)).join(" ");
    return fail(409, {}, t("checkout.outOfStock", { detail }));
  }
  return fail(400, {}, outcome.reason === "no_cart" ? t("checkout.empty") : t("checkout.failed", { message: outcome.message }));
}
