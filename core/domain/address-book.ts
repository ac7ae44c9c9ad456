/**
 * A customer's address book (SPEC §2 "My account": shipping addresses; §3 "Address"; §5 forms).
 * Pure: the book is never mutated. Decisions where the spec is silent: a non-empty book always has
 * exactly one default shipping and one default billing address (the first address saved becomes
 * both); saving an address as a default takes the flag from the others; deleting a default moves
 * the flag to the first remaining address.
 */
import { nameError, requiredError, zipError, countryError, type FieldError } from "./checkout-validation.ts";

export interface AddressFields {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  postcode: string;
  city: string;
  /** Two-letter country code. */
  countryId: string;
  telephone: string | null;
}

export interface BookAddress extends AddressFields {
  id: number;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** At most this many addresses per customer: a book, not a dump. */
export const ADDRESS_BOOK_LIMIT = 20;

/** The form rules of checkout applied to an address (field names are the checkout form's). */
export function validateAddress(address: AddressFields, allowedCountries: readonly string[]): FieldError[] {
  return [
    nameError("firstName", address.firstname),
    nameError("lastName", address.lastname),
    requiredError("streetAddress", address.street),
    zipError(address.postcode, address.countryId, allowedCountries),
    requiredError("city", address.city),
    countryError(address.countryId, allowedCountries),
  ].filter((e): e is FieldError => e !== null);
}

/** One default of each kind: the first flagged keeps it, else the first address takes it. */
export function settleDefaults(book: readonly BookAddress[]): BookAddress[] {
  const shipping = Math.max(0, book.findIndex((a) => a.defaultShipping));
  const billing = Math.max(0, book.findIndex((a) => a.defaultBilling));
  return book.map((a, i) => ({ ...a, defaultShipping: i === shipping, defaultBilling: i === billing }));
}

/** Adds (id not in the book) or replaces an address; its default flags take the others'. */
export function withAddressSaved(book: readonly BookAddress[], address: BookAddress): BookAddress[] {
  const next = book.some((a) => a.id === address.id) ? book.map((a) => (a.id === address.id ? address : a)) : [...book, address];
  return settleDefaults(
    next.map((a) =>
      a.id === address.id ? a : { ...a, defaultShipping: a.defaultShipping && !address.defaultShipping, defaultBilling: a.defaultBilling && !address.defaultBilling },
    ),
  );
}

export function withAddressDeleted(book: readonly BookAddress[], id: number): BookAddress[] {
  return settleDefaults(book.filter((a) => a.id !== id));
}
