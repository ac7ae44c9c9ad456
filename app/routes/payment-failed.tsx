import { Link } from "react-router";
import type { Route } from "./+types/payment-failed";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "../stores.ts";

const REASONS = ["declined", "amount", "out_of_stock", "error"] as const;
type Reason = (typeof REASONS)[number];

/** /payment-failed: the provider's failure return page (and ours); the cart is left as it was. */
export function loader({ url }: Route.LoaderArgs) {
  const given = url.searchParams.get("reason");
  const reason: Reason = REASONS.find((r) => r === given) ?? "declined";
  return { reason };
}

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="payment-failed">
      <title>{t("paymentFailed.title")}</title>
      <h1>{t("paymentFailed.title")}</h1>
      <p role="alert">{t(`paymentFailed.${loaderData.reason}`)}</p>
      <p>{t("paymentFailed.cartKept")}</p>
      <Link className="button button--primary" to={storePath(store, "/checkout")}>
        {t("paymentFailed.retry")}
      </Link>
    </section>
  );
}
