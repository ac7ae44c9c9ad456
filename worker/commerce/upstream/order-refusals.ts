/**
 * vue-storefront-api's definite "no" to an order, told from an answer that is lost: a refusal placed
 * nothing, so the shopper is told why and the order key is free again; only a lost answer may hide a
 * placed order (orders.ts).
 */
import { UpstreamError } from "./client.ts";

/**
 * The steps of vue-storefront-api's order worker (o2m.js composeError): a 500 whose message starts with
 * one of them is a definite refusal. Each but the last stops before Magento is asked to place the order;
 * with the last, Magento itself refused it. Either way no order exists.
 */
const O2M_REFUSALS = ["Error while validating order object.", "Error while adding products.", "Error while syncing country list.", "Error while adding billing address.", "Error while adding shipping address.", "Error placing an order."];
/** The API's answer (HTTP 200) when it checks price signatures (tax.usePlatformTotals false) and a product has none or a wrong one: nothing is placed. */
export const UNSIGNED = /^Invalid signature validation of /;

/** Magento's or the API's definite "no" to an order (nothing was placed), or null for an answer that says nothing of it. */
export function orderRefusalOf(error: unknown): string | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.status >= 400 && error.status < 500 && !error.unavailable) return error.message;
  if (error.status === 500 && O2M_REFUSALS.some((step) => error.message.startsWith(step))) return error.message;
  return null;
}
