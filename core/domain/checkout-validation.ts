/**
 * Checkout form validation (SPEC §3 "Checkout state": personalDetails, shippingDetails,
 * paymentDetails, customer type private/business; §5 "Forms").
 * Pure functions: the form is never mutated.
 *
 * Decisions where the spec is silent:
 * - Every text value is trimmed before the rules run; a whitespace-only value is "required".
 *   Passwords are only trimmed for the required check; length, classes and equality use the raw value.
 * - Country is compared case-insensitively with allowedCountries ("se" equals "SE").
 * - The zip digit rule runs only when the country is allowed and has an entry in ZIP_DIGITS;
 *   spaces inside the zip are ignored for it ("123 45" is 5 digits). The 3-character minimum
 *   counts the trimmed value as typed.
 * - Password classes: lower case \p{Ll}, upper case \p{Lu}, digits \p{Nd}, special = anything
 *   that is neither a letter nor a number (space included).
 * - Terms are reported with the "terms" key, never "required".
 */
import { PASSWORD_MESSAGES } from "./password-messages.ts";
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, passwordClassCount } from "./password-policy.ts";
import { commerceByCountry } from "../store-commerce.ts";
import type { CountryCode } from "../stores.ts";
import { billingAddressFromFields, type BillingAddress } from "./billing-address.ts";

export type CheckoutField =
  | "firstName"
  | "lastName"
  | "emailAddress"
  | "phoneNumber"
  | "streetAddress"
  | "apartmentNumber"
  | "zipCode"
  | "city"
  | "country"
  | "billingFirstName"
  | "billingLastName"
  | "billingStreet"
  | "billingApartment"
  | "billingZipCode"
  | "billingCity"
  | "company"
  | "taxId"
  | "personalId"
  | "password"
  | "passwordConfirmation"
  | "deliveryDate"
  | "deliveryTimeslot"
  | "pickupPointId"
  | "acceptCancellationFee"
  | "terms";

export type MessageKey =
  | "required"
  | "email"
  | "nameMinLength"
  | "zipMinLength"
  | "zipDigits"
  | "taxIdMinLength"
  | "apartmentLength"
  | "country"
  | "passwordLength"
  | "passwordClasses"
  | "passwordsDiffer"
  | "deliverySlot"
  | "pickupPoint"
  | "cancellationFee"
  | "vatId"
  | "personalId"
  | "terms";

/** English defaults of the spec's messages; the UI translates by key. */
export const VALIDATION_MESSAGES: Record<MessageKey, string> = {
  required: "Field is required",
  email: "Enter a valid email",
  nameMinLength: "Name must have at least 2 letters",
  zipMinLength: "Zip must have at least 3 characters",
  zipDigits: "Enter a 5-digit zip",
  taxIdMinLength: "Tax id must have at least 3 characters",
  apartmentLength: "Apartment number must have at most 40 characters",
  country: "Please select a country",
  ...PASSWORD_MESSAGES,
  passwordsDiffer: "Passwords must be identical",
  deliverySlot: "Choose one of the offered delivery days and times",
  pickupPoint: "Choose one of the offered pickup points",
  vatId: "Enter the company's VAT id",
  personalId: "Enter a valid personal identity number",
  cancellationFee: "Accept that changing the delivery day this late may cost a cancellation fee",
  terms: "You must accept the terms",
};

export interface CheckoutForm {
  customerType: "private" | "business";
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  streetAddress: string;
  /** SPEC §3 shippingDetails.apartmentNumber: optional. */
  apartmentNumber?: string;
  zipCode: string;
  city: string;
  /** Two-letter country code. */
  country: string;
  /** SPEC §3 paymentDetails: a billing address apart from the delivery address; none when it is the same. */
  billingAddress?: BillingAddress | null;
  company?: string;
  taxId?: string;
  createAccount?: boolean;
  password?: string;
  passwordConfirmation?: string;
  acceptTerms: boolean;
}

export type FieldError = { field: CheckoutField; key: MessageKey; message: string };

/** A country a store delivers to, with the postcode rule of its store's commerce settings. */
export type ZipCountry = CountryCode;

/** Digits in a postal code per store country (Danish and Norwegian zips have 4). */
export const ZIP_DIGITS: Record<ZipCountry, number> = commerceByCountry((store) => store.postcode.digits);

export const NAME_MIN_LETTERS = 2;
export const ZIP_MIN_LENGTH = 3;
export const TAX_ID_MIN_LENGTH = 3;

/** One @, something before it, a dot inside the domain, no whitespace. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
const LETTER = /\p{L}/gu;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

function isZipCountry(code: string): code is ZipCountry {
  return Object.hasOwn(ZIP_DIGITS, code);
}

/** The zip-digit message for a country; the default (5 digits) when the country has no entry. */
export function zipDigitsMessage(country: string): string {
  const code = country.trim().toUpperCase();
  return isZipCountry(code) ? `Enter a ${ZIP_DIGITS[code]}-digit zip` : VALIDATION_MESSAGES.zipDigits;
}

function letterCount(value: string): number {
  return value.match(LETTER)?.length ?? 0;
}

function err(field: CheckoutField, key: MessageKey, message: string = VALIDATION_MESSAGES[key]): FieldError {
  return { field, key, message };
}

export function nameError(field: CheckoutField, value: string): FieldError | null {
  const v = value.trim();
  if (v === "") return err(field, "required");
  if (letterCount(v) < NAME_MIN_LETTERS) return err(field, "nameMinLength");
  return null;
}

export function requiredError(field: CheckoutField, value: string | undefined): FieldError | null {
  return (value ?? "").trim() === "" ? err(field, "required") : null;
}

/** The postal-code rule: required, 3 characters, and the country's digit count (spaces ignored). */
export function zipError(value: string, countryValue: string, allowedCountries: readonly string[]): FieldError | null {
  const zip = value.trim();
  const country = countryValue.trim().toUpperCase();
  if (zip === "") return err("zipCode", "required");
  if (zip.length < ZIP_MIN_LENGTH) return err("zipCode", "zipMinLength");
  if (countryError(country, allowedCountries) === null && isZipCountry(country)) {
    const compact = zip.replace(/\s+/gu, "");
    if (!new RegExp(`^[0-9]{${ZIP_DIGITS[country]}}$`, "u").test(compact)) return err("zipCode", "zipDigits", zipDigitsMessage(country));
  }
  return null;
}

/** The country rule: required, and one the store ships to. */
export function countryError(country: string, allowedCountries: readonly string[]): FieldError | null {
  const code = country.trim().toUpperCase();
  if (code === "") return err("country", "required");
  return allowedCountries.some((c) => c.trim().toUpperCase() === code) ? null : err("country", "country");
}

export const APARTMENT_MAX_LENGTH = 40;

/** A delivery address's street line as a label or a carrier writes it: the street, then the apartment ("Storgatan 1, lgh 1101"). */
export function streetLine(address: { street: string; apartment?: string | null }): string {
  return address.apartment ? `${address.street}, ${address.apartment}` : address.street;
}

const apartmentError = (field: CheckoutField, value: string | null | undefined) => ((value ?? "").trim().length > APARTMENT_MAX_LENGTH ? err(field, "apartmentLength") : null);

/** A billing address's errors: the delivery address's rules (names, street, apartment, postcode, city), named by the billing fields. */
function billingAddressErrors(address: BillingAddress, allowedCountries: readonly string[]): Array<FieldError | null> {
  const zip = zipError(address.zipCode, address.country, allowedCountries);
  return [
    nameError("billingFirstName", address.firstname),
    nameError("billingLastName", address.lastname),
    requiredError("billingStreet", address.street),
    apartmentError("billingApartment", address.apartment),
    zip && { ...zip, field: "billingZipCode" },
    requiredError("billingCity", address.city),
  ];
}

/** All errors of the form, at most one per field (its first failing rule), in field order. */
export function validateCheckout(form: CheckoutForm, allowedCountries: readonly string[]): FieldError[] {
  const errors: Array<FieldError | null> = [];

  errors.push(nameError("firstName", form.firstName));
  errors.push(nameError("lastName", form.lastName));

  const email = form.emailAddress.trim();
  errors.push(email === "" ? err("emailAddress", "required") : EMAIL_PATTERN.test(email) ? null : err("emailAddress", "email"));

  errors.push(requiredError("phoneNumber", form.phoneNumber));
  errors.push(requiredError("streetAddress", form.streetAddress));
  errors.push(apartmentError("apartmentNumber", form.apartmentNumber));

  errors.push(zipError(form.zipCode, form.country, allowedCountries));

  errors.push(requiredError("city", form.city));

  errors.push(countryError(form.country, allowedCountries));

  if (form.billingAddress) errors.push(...billingAddressErrors(form.billingAddress, allowedCountries));

  if (form.customerType === "business") {
    errors.push(requiredError("company", form.company));
    const taxId = (form.taxId ?? "").trim();
    if (taxId === "") errors.push(err("taxId", "required"));
    else if (taxId.length < TAX_ID_MIN_LENGTH) errors.push(err("taxId", "taxIdMinLength"));
  }

  if (form.createAccount === true) {
    const password = form.password ?? "";
    if (password.trim() === "") errors.push(err("password", "required"));
    else if (password.length < PASSWORD_MIN_LENGTH) errors.push(err("password", "passwordLength"));
    else if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) errors.push(err("password", "passwordClasses"));

    const confirmation = form.passwordConfirmation ?? "";
    if (confirmation.trim() === "") errors.push(err("passwordConfirmation", "required"));
    else if (confirmation !== password) errors.push(err("passwordConfirmation", "passwordsDiffer"));
  }

  if (form.acceptTerms !== true) errors.push(err("terms", "terms"));

  return errors.filter((e): e is FieldError => e !== null);
}

/** The checkout page's field names (`email`, `street`, ...) as the rules' form; also run in the browser to clear fixed errors. */
export function checkoutFormFromFields(fields: Record<string, string | undefined>): CheckoutForm {
  const text = (name: string) => fields[name] ?? "";
  return {
    customerType: text("customerType") === "business" ? "business" : "private",
    firstName: text("firstName"),
    lastName: text("lastName"),
    emailAddress: text("email"),
    phoneNumber: text("phone"),
    streetAddress: text("street"),
    apartmentNumber: text("apartment"),
    zipCode: text("zipCode"),
    city: text("city"),
    country: text("country"),
    billingAddress: billingAddressFromFields(fields, text("country")),
    company: text("company"),
    taxId: text("taxId"),
    createAccount: fields.createAccount === "on",
    password: text("password"),
    passwordConfirmation: text("passwordConfirmation"),
    acceptTerms: fields.acceptTerms === "on",
  };
}

/** The customer a checkout form describes (its field names); the business fields count only for a business. */
export function checkoutCustomer(fields: Record<string, string | undefined>) {
  const text = (name: string) => (fields[name] ?? "").trim();
  const business = text("customerType") === "business";
  return {
    type: business ? ("business" as const) : ("private" as const),
    email: text("email"),
    firstname: text("firstName"),
    lastname: text("lastName"),
    phone: text("phone"),
    // The business fields are always in the form (shown by CSS): a private customer's are ignored.
    company: business ? text("company") || null : null,
    taxId: business ? text("taxId") || null : null,
  };
}
