import type { CheckoutOutcome, CheckoutRequest, OrdersPort } from "#core/port/index.ts";
import { HOSTED_KEY_PREFIX, replay } from "./order-keys.ts";

/** Methods paid on delivery or by invoice: the order is placed at once. The hosted checkout is paid first. */
const PAY_LATER_METHODS: readonly string[] = ["cashondelivery", "invoice_later"];

/**
 * What every order starts with: hosted:{sid} keys belong to paid hosted-checkout orders only; a key
 * already used answers its first order (a retried submission); unpaid orders take pay-later methods.
 */
export async function openingChecks(
  commerce: { orders: Pick<OrdersPort, "byIdempotencyKey"> },
  request: Pick<CheckoutRequest, "idempotencyKey" | "cartId" | "paymentMethod">,
  paid: boolean,
): Promise<CheckoutOutcome | null> {
  if (!paid && request.idempotencyKey.startsWith(HOSTED_KEY_PREFIX)) return { ok: false, reason: "invalid", field: "idempotencyKey", message: `must not start with ${HOSTED_KEY_PREFIX}` };
  const replayed = await commerce.orders.byIdempotencyKey(request.idempotencyKey);
  if (replayed) return replay(replayed, request);
  if (!paid && !PAY_LATER_METHODS.includes(request.paymentMethod)) {
    const message =
      request.paymentMethod === "hosted_checkout"
        ? "hosted_checkout is paid before the order is placed: pay through the hosted checkout of /checkout"
        : "must be cashondelivery, invoice_later or hosted_checkout";
    return { ok: false, reason: "invalid", field: "paymentMethod", message };
  }
  return null;
}
