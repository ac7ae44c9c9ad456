import type { CreditDecision, CreditRequest } from "../domain/invoice-credit.ts";

export type { CreditDecision, CreditRequest };

/**
 * Invoice, buy now and pay later (issue 17): the provider's credit decision for an order to be paid by
 * invoice. The order is placed only after an approval. Never throws: a provider that cannot be reached
 * answers a decline for "unavailable".
 */
export interface InvoicePort {
  decide(request: CreditRequest): Promise<CreditDecision>;
}
