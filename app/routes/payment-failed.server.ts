import type { Route } from "./+types/payment-failed";

const REASONS = ["declined", "amount", "out_of_stock", "error", "invoice_over_limit", "invoice_credit_check", "invoice_unavailable"] as const;
type Reason = (typeof REASONS)[number];

/** /payment-failed: the provider's failure return page (and ours); the cart is left as it was. */
export function loader({ url }: Route.LoaderArgs) {
  const given = url.searchParams.get("reason");
  const reason: Reason = REASONS.find((r) => r === given) ?? "declined";
  return { reason };
}
