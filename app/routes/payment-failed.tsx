import { Link } from "react-router";
import type { Route } from "./+types/payment-failed";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "../stores.ts";

export { loader } from "./payment-failed.server.ts";

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="payment-failed">
      <title>{t("paymentFailed.title")}</title>
      <h1>{t("paymentFailed.title")}</h1>
      <p role="alert">{t(`paymentFailed.${loaderData.reason}`)}</p>
      {loaderData.reason.startsWith("invoice_") && <p>{t("paymentFailed.otherMethods")}</p>}
      <p>{t("paymentFailed.cartKept")}</p>
      <Link className="button button--primary" to={storePath(store, "/checkout")}>
        {t("paymentFailed.retry")}
      </Link>
    </section>
  );
}
