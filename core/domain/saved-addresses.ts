/**
 * A signed-in customer's saved addresses at checkout (issue 36 item 5): which one the form starts
 * from, which one a submitted picker names, and which addresses of an order join the book. Pure.
 *
 * Decisions where the spec is silent:
 * - Only addresses in the store's country are offered: the order is delivered and billed there.
 * - The delivery picker starts at the default delivery address of that country, else its first
 *   address; the billing picker at the default billing address when it is another than that
 *   (else the bill goes to the delivery address: "same as delivery").
 * - An address is already in the book when its street, postcode (inner spaces aside) and country
 *   match one there: it is not saved twice.
 */
import type { AddressFields, BookAddress } from "./address-book.ts";
import { withAddressSaved } from "./address-book.ts";

/** The picker's value for "a new address" (the typed fields). */
export const NEW_ADDRESS = "";

export const inCountry = (book: readonly BookAddress[], country: string): BookAddress[] => book.filter((a) => a.countryId === country);

/** The address the delivery picker starts at; null when the book has none in the country. */
export function preselectedDelivery(book: readonly BookAddress[], country: string): BookAddress | null {
  const offered = inCountry(book, country);
  return offered.find((a) => a.defaultShipping) ?? offered[0] ?? null;
}

/** The address the billing picker starts at: the country's default billing address when it is not the delivery one, else null. */
export function preselectedBilling(book: readonly BookAddress[], country: string, delivery: BookAddress | null): BookAddress | null {
  const billing = inCountry(book, country).find((a) => a.defaultBilling);
  return billing && billing.id !== delivery?.id ? billing : null;
}

export type PickedAddress = { kind: "new" } | { kind: "saved"; address: BookAddress } | { kind: "unknown" };

/** What a submitted picker names: nothing or "new" (the typed fields), one of the book's addresses in the country, or an address it does not have. */
export function pickedAddress(book: readonly BookAddress[], value: string | undefined, country: string): PickedAddress {
  const id = (value ?? NEW_ADDRESS).trim();
  if (id === NEW_ADDRESS) return { kind: "new" };
  const address = /^\d{1,12}$/.test(id) ? inCountry(book, country).find((a) => a.id === Number(id)) : undefined;
  return address ? { kind: "saved", address } : { kind: "unknown" };
}

const compactPostcode = (postcode: string) => postcode.replace(/\s/gu, "");
const sameStreet = (a: string, b: string) => a.trim().replace(/\s+/gu, " ").toLocaleLowerCase("en") === b.trim().replace(/\s+/gu, " ").toLocaleLowerCase("en");

/** Whether the book has this address already (street, postcode and country). */
export function isInBook(book: readonly Pick<AddressFields, "street" | "postcode" | "countryId">[], address: Pick<AddressFields, "street" | "postcode" | "countryId">): boolean {
  return book.some((a) => sameStreet(a.street, address.street) && compactPostcode(a.postcode) === compactPostcode(address.postcode) && a.countryId === address.countryId);
}

/**
 * The book after an order's new addresses joined it, in the order given (the delivery address first),
 * each only when the book does not have it and has room (`limit`); null when nothing joins. The first
 * address of an empty book becomes both defaults (address-book.ts).
 */
export function withOrderAddresses(book: readonly BookAddress[], candidates: readonly AddressFields[], limit: number): BookAddress[] | null {
  let next: BookAddress[] = [...book];
  for (const candidate of candidates) {
    if (next.length >= limit || isInBook(next, candidate)) continue;
    // A new address has id 0 (the backend numbers it); a second one in the same save gets -1, and so on.
    const id = Math.min(0, ...next.map((a) => a.id)) - (next.some((a) => a.id === 0) ? 1 : 0);
    next = withAddressSaved(next, { ...candidate, id, defaultShipping: false, defaultBilling: false });
  }
  return next.length === book.length ? null : next;
}
