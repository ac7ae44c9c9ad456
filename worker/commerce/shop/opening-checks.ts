import { refusal } from "#core/domain/refusal.ts";
import type { CheckoutOutcome, CheckoutRequest, OrdersPort } from "#core/port/index.ts";
import { PAYMENT_METHOD_CODES, isPayLater, isPaymentMethodCode } from "#core/payments/payment-methods.ts";
import { HOSTED_KEY_PREFIX, replay } from "./order-keys.ts";

/**
 * What every order starts with: hosted:{sid} keys belong to paid hosted-checkout orders only; a key
 * already used answers its first order (a retried submission); unpaid orders take pay-later methods.
 */
export async function openingChecks(
  commerce: { orders: Pick<OrdersPort, "byIdempotencyKey"> },
  request: Pick<CheckoutRequest, "idempotencyKey" | "cartId" | "paymentMethod">,
  paid: boolean,
): Promise<CheckoutOutcome | null> {
  if (!paid && request.idempotencyKey.startsWith(HOSTED_KEY_PREFIX)) return { ok: false, reason: "invalid", field: "idempotencyKey", refusal: refusal("hostedKey", { prefix: HOSTED_KEY_PREFIX }) };
  const replayed = await commerce.orders.byIdempotencyKey(request.idempotencyKey);
  if (replayed) return replay(replayed, request);
  // Paid on delivery or by invoice, the order is placed at once; a method paid first only once paid.
  if (!paid && !isPayLater(request.paymentMethod)) {
    const said = isPaymentMethodCode(request.paymentMethod)
      ? refusal("paidFirst", { method: request.paymentMethod })
      : refusal("paymentMethodNotOffered", { offered: PAYMENT_METHOD_CODES.join(", ") });
    return { ok: false, reason: "invalid", field: "paymentMethod", refusal: said };
  }
  return null;
}
