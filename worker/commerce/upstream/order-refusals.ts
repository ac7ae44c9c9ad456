/**
 * vue-storefront-api's definite "no" to an order, told from an answer that is lost: a refusal placed
 * nothing, so the shopper is told why and the order key is free again; only a lost answer may hide a
 * placed order (orders.ts).
 */
import type { OrderSystemStep, RefusalParams } from "#core/domain/refusal.ts";
import { UpstreamError } from "./client.ts";

/**
 * The steps of vue-storefront-api's order worker (o2m.js composeError): a 500 whose message starts with
 * one of them is a definite refusal. Each but the last stops before Magento is asked to place the order;
 * with the last, Magento itself refused it. Either way no order exists.
 */
const O2M_STEPS: [prefix: string, step: OrderSystemStep][] = [
  ["Error while validating order object.", "validation"],
  ["Error while adding products.", "products"],
  ["Error while syncing country list.", "countries"],
  ["Error while adding billing address.", "billingAddress"],
  ["Error while adding shipping address.", "shippingAddress"],
  ["Error placing an order.", "placing"],
];
/** The API's answer (HTTP 200) when it checks price signatures (tax.usePlatformTotals false) and a product has none or a wrong one: nothing is placed. */
const UNSIGNED = /^Invalid signature validation of /;

type OrderSystemRefusal = RefusalParams["orderSystemRefused"];

/** Magento's or the API's definite "no" to an order (nothing was placed), or null for an answer that says nothing of it. */
export function orderRefusalOf(error: unknown): OrderSystemRefusal | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.status >= 400 && error.status < 500 && !error.unavailable) return { step: "other", message: error.message };
  const step = error.status === 500 ? O2M_STEPS.find(([prefix]) => error.message.startsWith(prefix)) : undefined;
  return step ? { step: step[1], message: error.message } : null;
}

/** The API's answer to a sent order when it is a refusal in a 200 (a price signature that does not hold), else null. */
export function answerRefusalOf(answer: unknown): OrderSystemRefusal | null {
  return typeof answer === "string" && UNSIGNED.test(answer) ? { step: "signature", message: answer } : null;
}
