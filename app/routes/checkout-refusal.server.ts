import { fieldMessages } from "#core/i18n/checkout-messages.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";
import { refusal } from "#core/domain/refusal.ts";
import type { Translate } from "#core/i18n/translator.ts";
import type { BeginOutcome, CheckoutOutcome } from "#core/port/index.ts";

/**
 * A checkout that placed no order, as the form shows it. An invoice's decline, a provider's failure and an
 * order whose answer is out or lost ("pending": it may exist) have pages of their own.
 */
export type ShownOutcome = Exclude<CheckoutOutcome | BeginOutcome, { ok: true } | { reason: "declined" } | { reason: "provider" } | { reason: "pending" }>;

/**
 * Why an order was not placed, as the form shows it: the form's fields, or one sentence in the store's
 * language said from the refusal's code (a backend's own words never reach the page).
 */
export function shownRefusal(outcome: ShownOutcome, country: string, t: Translate): { status: number; errors: Record<string, string>; formError: string | null } {
  if (outcome.reason === "form") return { status: 400, errors: fieldMessages(outcome.errors, country, t), formError: null };
  const said = (status: number, words: string) => ({ status, errors: {}, formError: words });
  if (outcome.reason === "no_cart" || (outcome.reason === "invalid" && outcome.field === "cartId")) return said(400, t("checkout.empty"));
  if (outcome.reason === "out_of_stock") return said(409, refusalMessage(refusal("notAllInStock", { lines: outcome.lines }), t));
  // A changed total only refuses orders queued offline (a cart's order is priced as it is placed): the form is stale.
  if (outcome.reason === "price_changed") return said(409, refusalMessage(refusal("totalChanged"), t));
  // Another order of the cart on its way; a form key another cart used or withdrawn (a stale form: another tab, the back button).
  if (outcome.reason !== "invalid") return said(409, refusalMessage(outcome.refusal, t));
  return said(400, refusalMessage(outcome.refusal, t));
}
