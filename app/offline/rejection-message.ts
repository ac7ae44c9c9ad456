import type { QueuedOrderState } from "#core/domain/offline-orders.ts";
import type { Refusal } from "#core/domain/refusal.ts";
import { refusalKey, refusalMessage } from "#core/i18n/refusals.ts";
import type { Translate } from "#core/i18n/translator.ts";

type Rejected = Extract<QueuedOrderState, { status: "rejected" }>;

/** Why an order queued offline was not placed, in the store's language from the refusal's code; the server's English only for an answer without one. */
export function rejectionReason(state: Rejected, t: Translate): string {
  return state.refusal ? refusalMessage(state.refusal, t) : state.message;
}

/** The rejected order's sentence on the queued-orders page: what is short line by line, or why it was refused. */
export function rejectionMessage(state: Rejected, t: Translate): string {
  // Sent without an answer, it may have been placed; its key placed another request's order: said as it is, never as "could not be placed".
  if (state.refusal?.code === "orderUnanswered" || state.refusal?.code === "keyChanged") return rejectionReason(state, t);
  if (state.reason !== "out_of_stock") return t("queuedOrders.refused", { message: rejectionReason(state, t) });
  const say = (inner: Refusal) => refusalMessage(inner, t);
  const detail = state.refusal?.code === "notAllInStock" ? refusalKey(state.refusal, say).values.detail! : state.message;
  return t("queuedOrders.outOfStock", { detail });
}
