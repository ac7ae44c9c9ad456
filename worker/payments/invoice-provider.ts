import { localCreditDecision, type CreditDecision, type CreditRequest, type DeclineReason } from "#core/domain/invoice-credit.ts";
import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import type { InvoicePort } from "#core/port/index.ts";
import type { ServiceEndpoint } from "../config.ts";

const PROVIDER_TIMEOUT_MS = 8_000;

/** The built-in provider's invoice number for an order to be: stable for the same reference, distinct for another. */
export async function localInvoiceReference(reference: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(reference)));
  return `INV-${[...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase()}`;
}

/**
 * What a real provider is sent: POST {INVOICE_PROVIDER_URL}/credit-decisions with this JSON and the
 * key as a bearer token. Amounts in minor units, as payment providers take them.
 */
export function providerCreditRequest(request: CreditRequest) {
  return {
    reference: request.reference,
    store: request.store,
    customer_type: request.customerType,
    email: request.email,
    name: request.name,
    company: request.company,
    vat_id: request.vatId,
    personal_id: request.personalId,
    /** Where the invoice goes when it is not the delivery address; null when it is. */
    billing_address: request.billingAddress && {
      firstname: request.billingAddress.firstname,
      lastname: request.billingAddress.lastname,
      street: [request.billingAddress.street, ...(request.billingAddress.apartment ? [request.billingAddress.apartment] : [])],
      postcode: request.billingAddress.zipCode,
      city: request.billingAddress.city,
      country_id: request.billingAddress.country,
    },
    amount: toMinorUnits(request.amount),
    currency: request.currency,
  };
}

const DECLINES: readonly DeclineReason[] = ["over_limit", "credit_check"];

/** A provider's answer {approved, invoice_reference, due_days} or {approved: false, reason}; anything else is "unavailable". */
export function creditDecisionFrom(status: number, answer: unknown): CreditDecision {
  const body = (answer ?? {}) as { approved?: unknown; invoice_reference?: unknown; due_days?: unknown; reason?: unknown };
  if (status === 200 && body.approved === true && typeof body.invoice_reference === "string" && body.invoice_reference) {
    return { approved: true, invoiceReference: body.invoice_reference, dueDays: typeof body.due_days === "number" && body.due_days > 0 ? body.due_days : 14 };
  }
  if (status === 200 && body.approved === false) return { approved: false, reason: DECLINES.find((r) => r === body.reason) ?? "credit_check" };
  return { approved: false, reason: "unavailable" };
}

/** The invoice provider of the environment: the configured one, else the built-in local rules. */
export function invoiceProvider(provider: ServiceEndpoint | null): InvoicePort {
  if (!provider) return { decide: async (request) => localCreditDecision(request, await localInvoiceReference(request.reference)) };
  return {
    async decide(request) {
      try {
        const response = await fetch(`${provider.url}/credit-decisions`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {}) },
          body: JSON.stringify(providerCreditRequest(request)),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        if (!response.ok) console.error("invoice provider answered", response.status);
        return creditDecisionFrom(response.status, await response.json().catch(() => null));
      } catch (error) {
        console.error("invoice provider unreachable", error);
        return { approved: false, reason: "unavailable" };
      }
    },
  };
}
