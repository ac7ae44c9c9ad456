import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import type { CatalogPort, CheckoutOutcome, DeliveryPort, InvoicePort, OrdersPort, QueuedOrderRequest } from "#core/port/index.ts";
import { invoiceApproval } from "./invoice-approval.ts";
import { openingChecks } from "./opening-checks.ts";
import { deliverySlotOf } from "./order-terms.ts";
import { prepareCheckout } from "./prepare-checkout.ts";

type Refusal = Extract<CheckoutOutcome, { ok: false }>;

/** What a backend adds to placing a queued order, where it needs more than its orders port. */
export interface QueuedOrderSteps {
  /** After the opening checks, an answer of the backend's own: what an earlier send left (its order, or why none), or a refusal. */
  admit?(request: QueuedOrderRequest): Promise<CheckoutOutcome | null>;
  /** Once the order is approved: a backend cart of its own holding the order's lines and coupon, which it is taken from. */
  sourceCart?(request: QueuedOrderRequest): Promise<{ sourceCartId: string } | Refusal>;
}

/**
 * Places an order queued offline (SPEC §4 "Online again"): its own lines at today's prices and stock,
 * once per idempotency key (sent again, it answers the order it placed). A total other than the one the
 * shopper agreed to is refused as price_changed: they confirm the new one, and the order is sent again.
 */
export async function placeQueuedOrder(
  commerce: { orders: Pick<OrdersPort, "byIdempotencyKey" | "place">; invoice: InvoicePort; catalog: Pick<CatalogPort, "today">; delivery: Pick<DeliveryPort, "pickupPoint"> },
  request: QueuedOrderRequest,
  steps: QueuedOrderSteps = {},
): Promise<CheckoutOutcome> {
  const opening = (await openingChecks(commerce, request, false)) ?? (await steps.admit?.(request)) ?? null;
  if (opening) return opening;
  const prepared = await prepareCheckout(commerce, request.store, { ...request, account: null });
  if (!prepared.ok) return prepared;
  // Placed at the quoted total or refused: the invoice is asked for that total.
  const invoice = await invoiceApproval(commerce, request.store, prepared.request, request.quotedGrandTotal);
  if (!("reference" in invoice)) return invoice;
  const source = (await steps.sourceCart?.(request)) ?? null;
  if (source && !("sourceCartId" in source)) return source;
  const { acceptTerms: _accepted, quotedGrandTotal, ...order } = request;
  return commerce.orders.place({
    ...order,
    ...source,
    deliverySlot: deliverySlotOf(order),
    pickupPoint: prepared.request.pickupPoint ?? null,
    quotedGrandTotalMinor: toMinorUnits(quotedGrandTotal),
    paymentReference: invoice.reference,
  });
}
