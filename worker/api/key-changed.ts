import type { Context } from "hono";
import type { CheckoutOutcome } from "#core/port/index.ts";
import { refuse } from "./envelope.ts";

/**
 * The idempotency key placed an order from another request (decision 0032): `first_use` names when and
 * which order, and nothing new was placed. 422, as payment APIs answer a key reused with other parameters;
 * Vue Storefront's order body gets 400, the one status its queue drops instead of sending again forever.
 */
export const keyChanged = (c: Context, outcome: Extract<CheckoutOutcome, { reason: "key_changed" }>, field: string, status: 400 | 422 = 422) =>
  refuse(c, status, outcome.refusal, field, { error_code: "key_changed", first_use: { at: outcome.firstUse.at, increment_id: outcome.firstUse.incrementId } });
