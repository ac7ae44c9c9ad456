import { data } from "react-router";
import type { Route } from "./+types/back-in-stock";
import type { BackInStockRefusal } from "#core/account/account-service.ts";
import { isEmail } from "#core/domain/checkout-validation.ts";
import { productHref } from "#core/catalog/hrefs.ts";
import type { Commerce } from "#core/port/index.ts";
import type { StoreView } from "#core/stores.ts";
import { field } from "../account/auth-actions.server.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

/** What a post answers; `field` names the input a 4xx is about. */
export type BackInStockActionData =
  | { ok: true; intent: "request" | "confirm"; message: string; product: ProductLink | null }
  | { ok: false; field: "email" | "sku" | "signature" | null; message: string; product: ProductLink | null };

type ProductLink = { name: string; href: string };

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const REFUSALS: Record<BackInStockRefusal, { status: number; field: "sku" | null; key: string }> = {
  "unknown-product": { status: 404, field: "sku", key: "backInStock.errors.unknownProduct" },
  "in-stock": { status: 409, field: "sku", key: "backInStock.errors.inStock" },
  discontinued: { status: 409, field: "sku", key: "backInStock.errors.discontinued" },
  unavailable: { status: 503, field: null, key: "backInStock.errors.unavailable" },
};

async function productLink(commerce: Commerce, store: StoreView, sku: string): Promise<ProductLink | null> {
  if (!SKU.test(sku)) return null;
  const product = await commerce.catalog.productBySku(store.storeCode, sku);
  return product && product.status < 2 ? { name: product.name, href: productHref(store, product.sku, product.slug) } : null;
}

/** Where a confirmation mail's link leads: the request shown back with a button (a mail scanner opening the link confirms nothing). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { t, commerce, store } = routeContext(context);
  const link = { sku: url.searchParams.get("sku") ?? "", email: url.searchParams.get("email") ?? "", signature: url.searchParams.get("signature") ?? "" };
  const complete = link.sku !== "" && link.email !== "" && link.signature !== "";
  const product = complete ? await productLink(commerce, store, link.sku) : null;
  // The page's words come with its data: the back-in-stock namespace stays out of every other page's dictionary.
  const words = { title: t("backInStock.title"), confirmIntro: t("backInStock.confirmIntro", { name: product?.name ?? "" }), confirm: t("backInStock.confirm"), invalidLink: t("backInStock.invalidLink"), back: t("backInStock.back") };
  return { title: words.title, words, link: complete ? link : null, product };
}

/**
 * `intent=request` (the sold-out product page's form, with or without JavaScript): sku and email → the
 * confirmation mail. `intent=confirm` (this page's button): sku, email and the mailed signature.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, commerce, store, t } = routeContext(context);
  const form = await readForm(request);
  const sku = field(form, "sku").trim();
  const email = field(form, "email").trim();
  // A refused post without JavaScript lands here: the way back to the product goes with the reason.
  const refuse = async (status: number, name: "email" | "sku" | "signature" | null, message: string, headers?: HeadersInit) =>
    data<BackInStockActionData>({ ok: false, field: name, message, product: await productLink(commerce, store, sku) }, { status, headers });
  if (!SKU.test(sku)) return refuse(400, "sku", t("backInStock.errors.unknownProduct"));
  if (!email || email.length > 254 || !isEmail(email)) return refuse(400, "email", t(email ? "checkout.errors.email" : "checkout.errors.required"));
  const intent = field(form, "intent");
  if (intent === "confirm") {
    const signature = field(form, "signature").trim().slice(0, 128);
    if (!signature) return refuse(400, "signature", t("backInStock.invalidLink"));
    const confirmed = await accounts.confirmBackInStock(sku, email, signature);
    if (confirmed.ok) {
      const product = await productLink(commerce, store, sku);
      return { ok: true, intent: "confirm", message: t("backInStock.confirmed", { name: product?.name ?? "" }), product } satisfies BackInStockActionData;
    }
    if (confirmed.reason === "throttled") return refuse(429, null, t("account.errors.tooMany", { minutes: Math.ceil(confirmed.retryAfter / 60) }), { "Retry-After": String(confirmed.retryAfter) });
    return refuse(403, "signature", t("backInStock.invalidLink"));
  }
  const asked = await accounts.requestBackInStock(sku, email);
  if (asked.ok) return { ok: true, intent: "request", message: t("backInStock.sent", { email }), product: await productLink(commerce, store, sku) } satisfies BackInStockActionData;
  if (asked.reason === "throttled") return refuse(429, null, t("account.errors.tooMany", { minutes: Math.ceil(asked.retryAfter / 60) }), { "Retry-After": String(asked.retryAfter) });
  const refusal = REFUSALS[asked.reason];
  return refuse(refusal.status, refusal.field, t(refusal.key));
}
