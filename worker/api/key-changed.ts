import type { Context } from "hono";
import type { CheckoutOutcome } from "#core/port/index.ts";
import { refuse } from "./envelope.ts";

/**
 * 422: the idempotency key placed an order from another request (decision 0032): `first_use` names when
 * and which order, and nothing new was placed. Payment APIs answer a key reused with other parameters so.
 */
export const keyChanged = (c: Context, outcome: Extract<CheckoutOutcome, { reason: "key_changed" }>, field: string) =>
  refuse(c, 422, outcome.refusal, field, { error_code: "key_changed", first_use: { at: outcome.firstUse.at, increment_id: outcome.firstUse.incrementId } });
