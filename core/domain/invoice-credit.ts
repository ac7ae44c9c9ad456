/**
 * Invoice, buy now and pay later (SPEC §1 "a buy-now-pay-later provider"; issue 17): who may pay by
 * invoice and what the built-in local provider decides. Pure.
 *
 * Decisions where the spec is silent: a private customer gets a credit decision up to a limit per
 * store, paid within 14 days; a business is invoiced to the company, identified by its VAT id, up to a
 * higher limit, paid within 30 days. The local provider's test data: an e-mail address starting with
 * "decline" is refused by the credit check (as providers' sandboxes do), and so is any amount above the
 * limit; everything else is approved.
 */

import { VALIDATION_MESSAGES, type FieldError, type ZipCountry } from "./checkout-validation.ts";
import { commerceByCountry, commerceByStore } from "../store-commerce.ts";
import type { StoreCode } from "../stores.ts";
import { paymentMethodThrough } from "../payments/payment-methods.ts";
import { checkPersonalIdentity, isIdentityCountry } from "./personal-identity.ts";
import type { BillingAddress } from "./billing-address.ts";

export const INVOICE_METHOD = paymentMethodThrough("invoice");

/** The most an invoice may be for, including tax, in the store's currency. */
export const INVOICE_LIMITS: Record<StoreCode, { private: number; business: number }> = commerceByStore((store) => store.invoiceLimits);

export const INVOICE_DUE_DAYS = { private: 14, business: 30 } as const;

/** VAT ids as each store's country writes them, without spaces (SE + 12 digits ending 01, DK + 8, NO + 9 + MVA, FI + 8). */
export const VAT_ID_FORMATS: Record<ZipCountry, { pattern: RegExp; example: string }> = commerceByCountry((store) => store.vatId);

/** A VAT id as typed, in the form it is checked and kept: upper case, without spaces, dots or dashes. */
export function normalizeVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-]/g, "");
}

/**
 * An invoice to a business names the company by its VAT id of the store's country; one to a private
 * customer names the person by their personal identity number, which the credit decision is made on.
 */
export function invoiceFormErrors(form: { method: string; customerType: "private" | "business"; taxId: string; personalId: string }, country: ZipCountry, today: string): FieldError[] {
  if (form.method !== INVOICE_METHOD) return [];
  if (form.customerType === "private") {
    if (!form.personalId.trim()) return [{ field: "personalId", key: "required", message: VALIDATION_MESSAGES.required }];
    const known = isIdentityCountry(country) && checkPersonalIdentity(country, form.personalId, today).ok;
    return known ? [] : [{ field: "personalId", key: "personalId", message: VALIDATION_MESSAGES.personalId }];
  }
  const { pattern, example } = VAT_ID_FORMATS[country];
  return pattern.test(normalizeVatId(form.taxId)) ? [] : [{ field: "taxId", key: "vatId", message: `${VALIDATION_MESSAGES.vatId}, like ${example}` }];
}

/** The identity number as the provider is sent it, or null where the form rules had none to check. */
export function creditIdentity(personalId: string | null | undefined, country: string, today: string): string | null {
  if (!personalId || !isIdentityCountry(country)) return null;
  const checked = checkPersonalIdentity(country, personalId, today);
  return checked.ok ? checked.normalized : null;
}

export interface CreditRequest {
  store: StoreCode;
  customerType: "private" | "business";
  email: string;
  name: string;
  company: string | null;
  /** The business's VAT id, normalized; null for a private customer. */
  vatId: string | null;
  /** A private customer's personal identity number, normalized (checkPersonalIdentity): sent to the provider, never kept. */
  personalId: string | null;
  /** Where the invoice is sent when it is not the delivery address (separateBillingAddress); null when it is. */
  billingAddress: BillingAddress | null;
  amount: number;
  currency: string;
  /** The shop's reference for the order to be (its idempotency key). */
  reference: string;
}

export type DeclineReason = "over_limit" | "credit_check" | "unavailable";

export type CreditDecision = { approved: true; invoiceReference: string; dueDays: number } | { approved: false; reason: DeclineReason };

/** The built-in provider's decision (see the module's note for its test data). */
export function localCreditDecision(request: CreditRequest, invoiceReference: string): CreditDecision {
  if (!(request.amount > 0) || request.amount > INVOICE_LIMITS[request.store][request.customerType]) return { approved: false, reason: "over_limit" };
  if (request.customerType === "private" && /^decline/i.test(request.email.trim())) return { approved: false, reason: "credit_check" };
  return { approved: true, invoiceReference, dueDays: INVOICE_DUE_DAYS[request.customerType] };
}
