import { HOME_DELIVERY } from "#core/domain/delivery-slots.ts";
import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import type { OrderInput } from "#core/port/index.ts";

/** A booked day and timeslot belong to a home delivery only: an order by any other method carries none. */
export function deliverySlotOf(order: Pick<OrderInput, "shippingMethod" | "deliverySlot">): OrderInput["deliverySlot"] {
  return order.shippingMethod === HOME_DELIVERY ? (order.deliverySlot ?? null) : null;
}

/**
 * The total a cart's order is held to: a paid order (the hosted checkout) to exactly the amount paid; an
 * invoice to the amount it was approved for, so a cart changed since is refused (price_changed), never
 * placed at another; any other order is placed at today's total.
 */
export function cartOrderTotal(
  paid: { amountMinor: number } | undefined,
  invoice: { reference: string | null; amount: number | null },
): Pick<OrderInput, "expectedGrandTotalMinor" | "quotedGrandTotalMinor" | "paymentReference"> {
  return {
    ...(paid ? { expectedGrandTotalMinor: paid.amountMinor } : {}),
    ...(invoice.reference && invoice.amount !== null ? { paymentReference: invoice.reference, quotedGrandTotalMinor: toMinorUnits(invoice.amount) } : {}),
  };
}
