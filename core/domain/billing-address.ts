/**
 * A billing address apart from the delivery address (SPEC §3 paymentDetails: the address fields of
 * shippingDetails; issue 36 item 4). Pure.
 *
 * Decisions where the spec is silent:
 * - "Same as delivery" is the default: a form that names no billing street, or ticks the box, has none.
 * - The billing address is in the store's country, like the delivery address (the store's invoice
 *   provider decides in that country; the postcode rule is that country's).
 * - It names whom the bill is addressed to (first and last name); a billing address typed equal to the
 *   delivery address, to the same person, is no separate address: the order keeps none.
 */

export interface BillingAddress {
  firstname: string;
  lastname: string;
  street: string;
  apartment: string | null;
  zipCode: string;
  city: string;
  /** Two-letter country code. */
  country: string;
}

/** The checkout page's billing fields (the delivery address's names with a `billing` prefix), and the box that hides them. */
export const BILLING_SAME_FIELD = "billingSame";
export const BILLING_FIELDS = {
  firstname: "billingFirstName",
  lastname: "billingLastName",
  street: "billingStreet",
  apartment: "billingApartment",
  zipCode: "billingZipCode",
  city: "billingCity",
} as const;

/** "Billing address same as delivery" as the form has it: ticked, or no billing fields sent at all (the default). */
export function billingSameAsDelivery(fields: Record<string, string | undefined>): boolean {
  return fields[BILLING_SAME_FIELD] === "on" || fields[BILLING_FIELDS.street] === undefined;
}

/** The billing address a checkout form describes (trimmed, in `country`); null when it is the delivery address. */
export function billingAddressFromFields(fields: Record<string, string | undefined>, country: string): BillingAddress | null {
  if (billingSameAsDelivery(fields)) return null;
  const text = (name: string) => (fields[name] ?? "").trim();
  return {
    firstname: text(BILLING_FIELDS.firstname),
    lastname: text(BILLING_FIELDS.lastname),
    street: text(BILLING_FIELDS.street),
    apartment: text(BILLING_FIELDS.apartment) || null,
    zipCode: text(BILLING_FIELDS.zipCode),
    city: text(BILLING_FIELDS.city),
    country,
  };
}

const compact = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/gu, " ").toLocaleLowerCase("en");

/**
 * The billing address an order keeps: null when there is none or it is the delivery address to the
 * same person (letter case, spacing and the postcode's inner spaces aside).
 */
export function separateBillingAddress(
  billing: BillingAddress | null | undefined,
  delivery: { firstname: string; lastname: string; street: string; apartment?: string | null; zipCode: string; city: string; country: string },
): BillingAddress | null {
  if (!billing) return null;
  const same =
    compact(billing.firstname) === compact(delivery.firstname) &&
    compact(billing.lastname) === compact(delivery.lastname) &&
    compact(billing.street) === compact(delivery.street) &&
    compact(billing.apartment) === compact(delivery.apartment) &&
    compact(billing.zipCode).replace(/ /gu, "") === compact(delivery.zipCode).replace(/ /gu, "") &&
    compact(billing.city) === compact(delivery.city) &&
    compact(billing.country) === compact(delivery.country);
  return same ? null : billing;
}
