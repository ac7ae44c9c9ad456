import { data, redirect } from "react-router";
import type { Route } from "./+types/cart";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { cartHref } from "#core/catalog/hrefs.ts";
import { switchLinks } from "#core/catalog/store-switch.ts";
import { picture } from "#core/catalog/images.ts";
import { parseQty } from "#core/domain/cart.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";
import { storePath } from "#core/stores.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";
import { otherStoreCarts } from "./other-store-carts.server.ts";

/** What a change answered: shown once on the page it lands on (?changed=). */
const CHANGES = ["qty", "remove", "coupon", "couponRemoved"] as const;
type Change = (typeof CHANGES)[number];

/** Where a change sends the shopper back to: the cart page, or the checkout whose summary it was made in. Never a URL of the form's. */
const BACK = { cart: "cart", checkout: "checkout" } as const;

export type CartActionData = {
  /** A line's error, by its itemId; `field` names the form field it is about. */
  lineError?: { itemId: number; field: "qty" | "itemId"; message: string };
  couponError?: string;
  formError?: string;
};

/** The cart page: its lines, totals and coupon, read from the backend on every request (the page is private). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { store, commerce, t } = routeContext(context);
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const [summary, otherCarts] = await Promise.all([cartId ? commerce.carts.summary(cartId) : null, otherStoreCarts(request.headers.get("Cookie"), store.storeCode, commerce.carts)]);
  const changed = url.searchParams.get("changed");
  const notice = CHANGES.includes(changed as Change) ? t(`cartPage.changed.${changed}`) : null;
  const switching = { otherCarts, storeSwitch: switchLinks({ kind: "cart" }, store.storeCode) };
  if (!summary || summary.lines.length === 0 || summary.info.store !== store.storeCode) return { empty: true as const, notice, ...switching, homeHref: storePath(store, "/") };
  return {
    empty: false as const,
    notice,
    ...switching,
    lines: summary.lines.map((l) => ({ itemId: l.itemId, sku: l.sku, name: l.name, qty: l.qty, unitPrice: l.unitPrice, rowTotal: l.unitPrice * l.qty, options: l.options?.labels ?? [], image: picture("cart", l.sku) })),
    subtotal: summary.totals.subtotalInclTax,
    discount: summary.totals.discountAmount,
    couponCode: summary.info.coupon,
    checkoutHref: storePath(store, "/checkout"),
  };
}

/**
 * The cart's forms, with or without JavaScript: a line's quantity, its removal, the coupon. A change
 * made is answered with a redirect (POST-redirect-GET) to the page it was made on; a refused one
 * with 400 (409 while an order is being placed) and the page with the reason beside the field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, commerce, t } = routeContext(context);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  if (!cartId) return data<CartActionData>({ formError: t("checkout.empty") }, { status: 400 });
  const back = field("back") === BACK.checkout ? storePath(store, "/checkout") : cartHref(store);
  const done = (change: Change) => redirect(back === cartHref(store) ? `${back}?changed=${change}` : back, 303);
  const intent = field("intent");

  if (intent === "coupon" || intent === "removeCoupon") {
    const code = intent === "coupon" ? field("coupon") : null;
    if (code === "") return data<CartActionData>({ couponError: t("checkout.errors.required") }, { status: 400 });
    const applied = await commerce.carts.setCoupon(cartId, code);
    if (applied === "set") return done(code === null ? "couponRemoved" : "coupon");
    return data<CartActionData>({ couponError: applied === "busy" ? t("cart.errors.checkoutInProgress") : t("checkout.couponIncorrect") }, { status: applied === "busy" ? 409 : 400 });
  }

  if (intent !== "qty" && intent !== "remove") return data<CartActionData>({ formError: `intent: must be qty, remove, coupon or removeCoupon` }, { status: 400 });
  const itemId = Number(field("itemId"));
  if (!Number.isSafeInteger(itemId) || itemId < 0) return data<CartActionData>({ formError: t("cartPage.noLine") }, { status: 400 });
  const lineError = (status: number, which: "qty" | "itemId", message: string) => data<CartActionData>({ lineError: { itemId, field: which, message } }, { status });

  if (intent === "remove") {
    const removed = await commerce.carts.remove(cartId, itemId);
    if (removed === "removed") return done("remove");
    return removed === "busy" ? lineError(409, "itemId", t("cart.errors.checkoutInProgress")) : lineError(404, "itemId", t("cartPage.noLine"));
  }
  if (parseQty(form.get("qty")) === null) return lineError(400, "qty", t("cart.errors.qty"));
  const line = (await commerce.carts.lines(cartId)).find((l) => l.itemId === itemId);
  if (!line) return lineError(404, "itemId", t("cartPage.noLine"));
  const outcome = await commerce.carts.add(cartId, { sku: line.sku, qty: form.get("qty"), itemId });
  if (outcome.ok) return done("qty");
  const status = "busy" in outcome ? 409 : "notFound" in outcome ? 404 : 400;
  return lineError(status, "qty", refusalMessage(outcome.refusal, t));
}
