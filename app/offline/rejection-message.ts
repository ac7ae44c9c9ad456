import type { QueuedOrderState } from "#core/domain/offline-orders.ts";
import type { Refusal } from "#core/domain/refusal.ts";
import { refusalKey, refusalMessage } from "#core/i18n/refusals.ts";
import type { Translate } from "#core/i18n/translator.ts";

type Rejected = Extract<QueuedOrderState, { status: "rejected" }>;

/**
 * Why an order queued offline was not placed, in the store's language. What is short and a form rule the
 * server refused are said from their codes; the other refusals (a reused key, an order sent without an
 * answer, the backend's own words) are the server's English, as is an answer without a code.
 */
export function rejectionReason(state: Rejected, t: Translate): string {
  return state.refusal?.code === "notAllInStock" || state.refusal?.code === "formField" ? refusalMessage(state.refusal, t) : state.message;
}

/** The rejected order's sentence on the queued-orders page: what is short line by line, or why it was refused. */
export function rejectionMessage(state: Rejected, t: Translate): string {
  if (state.reason !== "out_of_stock") return t("queuedOrders.refused", { message: rejectionReason(state, t) });
  const say = (inner: Refusal) => refusalMessage(inner, t);
  const detail = state.refusal?.code === "notAllInStock" ? refusalKey(state.refusal, say).values.detail! : state.message;
  return t("queuedOrders.outOfStock", { detail });
}
