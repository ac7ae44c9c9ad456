import { Link } from "react-router";
import type { Route } from "./+types/payment-failed";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { loader } from "./payment-failed.server.ts";

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const invoice = loaderData.reason.startsWith("invoice_");
  return (
    <section className="payment-failed">
      <title>{t("paymentFailed.title")}</title>
      <h1>{t("paymentFailed.title")}</h1>
      <p role="alert">{t(`paymentFailed.${loaderData.reason}`)}</p>
      {invoice && <p>{t("paymentFailed.otherMethods")}</p>}
      <p>{t("paymentFailed.cartKept")}</p>
      <Link className="button button--primary" to={storePath(store, "/checkout")}>
        {invoice ? t("paymentFailed.toCheckout") : t("paymentFailed.retry")}
      </Link>
    </section>
  );
}
