import { afterFeeFailure } from "#core/domain/extra-fees.ts";
import type { Refusal } from "#core/domain/refusal.ts";
import { readRefusal } from "#core/i18n/refusals.ts";

/** What the browser tells the cart when a fee is ticked: the fee, its options and the delivery it comes with. */
export interface FeeChange {
  shippingMethod: string;
  country: string;
  postcode: string;
  feeId: string;
  optionIds: string[];
}

/** A refused change: the API's English for the console, and its refusal (null when nothing said why). */
async function postFee(cartId: string, change: FeeChange): Promise<{ ok: true } | { ok: false; message: string; refusal: Refusal | null }> {
  try {
    const response = await fetch(`/api/ext/extra-fees/apply?cartId=${encodeURIComponent(cartId)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        addressInformation: { address: { countryId: change.country, postcode: change.postcode }, shipping_carrier_code: change.shippingMethod, shipping_method_code: change.shippingMethod },
        information: { fee_id: change.feeId, options_ids: change.optionIds },
      }),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => null)) as { result?: unknown; refusal?: unknown } | null;
    return { ok: false, message: String(answer?.result ?? response.statusText), refusal: readRefusal(answer?.refusal) };
  } catch (error) {
    return { ok: false, message: String(error), refusal: null };
  }
}

/** Changes are sent one after another, in the order they were made: the last one wins on the server too. */
let sending: Promise<unknown> = Promise.resolve();

/**
 * Applies a fee change to the cart (SPEC §7 "apply fee"), so the cart keeps it across reloads and tabs.
 * SPEC §4 "Applied fees": a cart that is not the current user's is reconnected and the call tried once
 * more; any other failure answers "clear" (the page clears its fee list). Never throws.
 */
export function applyFee(cartId: () => string | null, change: FeeChange, reconnect: () => Promise<string | null>): Promise<"applied" | "clear"> {
  // The cart id is read when the change's turn comes: one reconnected for an earlier change is used.
  const sent = sending.then(() => applyNow(cartId(), change, reconnect));
  sending = sent;
  return sent;
}

async function applyNow(cartId: string | null, change: FeeChange, reconnect: () => Promise<string | null>): Promise<"applied" | "clear"> {
  let id = cartId;
  for (let retried = false; id; retried = true) {
    const answer = await postFee(id, change);
    if (answer.ok) return "applied";
    if (afterFeeFailure(answer.refusal, retried) === "clear") {
      console.warn("Could not apply fee options", answer.message);
      return "clear";
    }
    id = await reconnect();
  }
  console.warn("Could not apply fee options", "no cart after reconnecting");
  return "clear";
}
