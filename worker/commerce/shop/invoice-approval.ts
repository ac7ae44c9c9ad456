import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import { INVOICE_METHOD, normalizeVatId } from "#core/domain/invoice-credit.ts";
import { refusal } from "#core/domain/refusal.ts";
import { separateBillingAddress } from "#core/domain/billing-address.ts";
import type { CheckoutOutcome, CheckoutRequest, InvoicePort, OrderOutcome, OrdersPort } from "#core/port/index.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { replay } from "./order-keys.ts";

/**
 * An invoice order's credit decision for the total it will be placed at (issue 17): the order is placed
 * only after an approval, with the invoice's number; other methods need none. `amount` is null when the
 * total is not known: that is a decline for "unavailable".
 */
export async function invoiceApproval(
  commerce: { invoice: InvoicePort; orders: Pick<OrdersPort, "byIdempotencyKey"> },
  store: StoreCode,
  request: CheckoutRequest,
  amount: number | null,
): Promise<{ ok: true; reference: string | null } | Extract<CheckoutOutcome, { reason: "declined" }> | OrderOutcome> {
  if (request.paymentMethod !== INVOICE_METHOD) return { ok: true, reference: null };
  const c = request.customer;
  const business = c.type === "business";
  const decision =
    amount === null
      ? ({ approved: false, reason: "unavailable" } as const)
      : await commerce.invoice.decide({
          store,
          customerType: c.type,
          email: c.email,
          name: `${c.firstname} ${c.lastname}`.trim(),
          company: business ? (c.company ?? null) : null,
          vatId: business ? normalizeVatId(c.taxId ?? "") : null,
          personalId: business ? null : (request.personalId ?? null),
          billingAddress: separateBillingAddress(request.billingAddress, { ...request.shippingAddress, firstname: c.firstname, lastname: c.lastname }),
          amount,
          currency: STORE_VIEWS[store].i18n.currencyCode,
          // One decision per order and amount: the same form sent at a new total is asked about anew.
          reference: `${request.idempotencyKey}/${toMinorUnits(amount)}`,
        });
  if (decision.approved) return { ok: true, reference: decision.invoiceReference };
  // A double submit whose twin was placed meanwhile answers that order, not a decline.
  const placed = await commerce.orders.byIdempotencyKey(request.idempotencyKey);
  if (placed) return replay(placed, request);
  return { ok: false, reason: "declined", decline: decision.reason, refusal: refusal("invoiceDeclined", { reason: decision.reason }) };
}
