import { Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-payment";
import { readCartId } from "../catalog/cart-cookie.ts";
import { hostedCheckoutContext, storeContext } from "../context.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "../stores.ts";

/** /checkout/payment: the hosted checkout provider's payment form (its snippet) for the shopper's cart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const cartId = readCartId(request.headers.get("Cookie"), store.storeCode);
  const payment = cartId ? await context.get(hostedCheckoutContext).payment(cartId) : null;
  if (!payment) throw redirect(storePath(store, "/checkout"));
  return payment;
}

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="checkout checkout--payment">
      <title>{t("checkout.paymentTitle")}</title>
      <h1>{t("checkout.paymentTitle")}</h1>
      <p>{t("checkout.paymentIntro")}</p>
      {/* The snippet comes from the configured provider (server to server), never from the shopper. */}
      <div className="checkout__snippet" dangerouslySetInnerHTML={{ __html: loaderData.snippet }} />
      <Link to={storePath(store, "/checkout")}>{t("checkout.changeDetails")}</Link>
    </section>
  );
}
