import { Link } from "react-router";
import type { Route } from "./+types/checkout-payment";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { loader } from "./checkout-payment.server.ts";

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
