import { describe, it, expect } from "vitest";
import {
  checkoutFormFromFields,
  streetLine,
  validateCheckout,
  VALIDATION_MESSAGES,
  ZIP_DIGITS,
  type CheckoutField,
  type CheckoutForm,
  type MessageKey,
} from "#core/domain/checkout-validation.ts";
import { passwordClassCount } from "#core/domain/password-policy.ts";

const ALL = ["SE", "DK", "NO", "FI"] as const;

const valid = (over: Partial<CheckoutForm> = {}): CheckoutForm => ({
  customerType: "private",
  firstName: "Anna",
  lastName: "Svensson",
  emailAddress: "anna@example.se",
  phoneNumber: "+46 70 123 45 67",
  streetAddress: "Storgatan 1",
  zipCode: "11122",
  city: "Stockholm",
  country: "SE",
  acceptTerms: true,
  ...over,
});

const BILLING = { firstname: "Erik", lastname: "Svensson", street: "Kungsgatan 4", apartment: null, zipCode: "411 19", city: "Göteborg", country: "SE" };

type Row = {
  name: string;
  form: Partial<CheckoutForm>;
  allowed?: readonly string[];
  expected: Array<[CheckoutField, MessageKey]>;
};

const rows: Row[] = [
  { name: "valid private form", form: {}, expected: [] },
  // required, trimmed
  { name: "empty first name", form: { firstName: "" }, expected: [["firstName", "required"]] },
  { name: "whitespace-only first name", form: { firstName: "   " }, expected: [["firstName", "required"]] },
  { name: "whitespace-only last name", form: { lastName: "\t \n" }, expected: [["lastName", "required"]] },
  { name: "empty email", form: { emailAddress: " " }, expected: [["emailAddress", "required"]] },
  { name: "empty phone", form: { phoneNumber: "  " }, expected: [["phoneNumber", "required"]] },
  { name: "empty street", form: { streetAddress: "" }, expected: [["streetAddress", "required"]] },
  // the apartment number is optional, up to 40 characters
  { name: "no apartment number", form: { apartmentNumber: "" }, expected: [] },
  { name: "an apartment number", form: { apartmentNumber: "lgh 1101" }, expected: [] },
  { name: "40 characters of apartment", form: { apartmentNumber: "x".repeat(40) }, expected: [] },
  { name: "41 characters of apartment", form: { apartmentNumber: "x".repeat(41) }, expected: [["apartmentNumber", "apartmentLength"]] },
  // a separate billing address (SPEC §3 paymentDetails): the delivery address's rules, named by the billing fields
  { name: "a valid billing address", form: { billingAddress: BILLING }, expected: [] },
  { name: "no billing address (same as delivery)", form: { billingAddress: null }, expected: [] },
  { name: "billing address without a street", form: { billingAddress: { ...BILLING, street: " " } }, expected: [["billingStreet", "required"]] },
  { name: "billing name of one letter", form: { billingAddress: { ...BILLING, firstname: "E" } }, expected: [["billingFirstName", "nameMinLength"]] },
  { name: "billing address without a last name", form: { billingAddress: { ...BILLING, lastname: "" } }, expected: [["billingLastName", "required"]] },
  { name: "billing apartment of 41 characters", form: { billingAddress: { ...BILLING, apartment: "x".repeat(41) } }, expected: [["billingApartment", "apartmentLength"]] },
  { name: "billing zip of 4 digits in Sweden", form: { billingAddress: { ...BILLING, zipCode: "1112" } }, expected: [["billingZipCode", "zipDigits"]] },
  { name: "billing zip of 4 digits in Denmark", form: { country: "DK", zipCode: "2100", billingAddress: { ...BILLING, zipCode: "8000", country: "DK" } }, allowed: ALL, expected: [] },
  { name: "billing address without a city", form: { billingAddress: { ...BILLING, city: "" } }, expected: [["billingCity", "required"]] },
  { name: "delivery and billing both without a street", form: { streetAddress: "", billingAddress: { ...BILLING, street: "" } }, expected: [["streetAddress", "required"], ["billingStreet", "required"]] },
  { name: "empty zip", form: { zipCode: "   " }, expected: [["zipCode", "required"]] },
  { name: "empty city", form: { city: " " }, expected: [["city", "required"]] },
  { name: "empty country", form: { country: "" }, expected: [["country", "required"]] },
  // email
  { name: "email without @", form: { emailAddress: "anna.example.se" }, expected: [["emailAddress", "email"]] },
  { name: "email with two @", form: { emailAddress: "anna@x@example.se" }, expected: [["emailAddress", "email"]] },
  { name: "email without dot in domain", form: { emailAddress: "anna@localhost" }, expected: [["emailAddress", "email"]] },
  { name: "email with inner space", form: { emailAddress: "an na@example.se" }, expected: [["emailAddress", "email"]] },
  { name: "email with empty local part", form: { emailAddress: "@example.se" }, expected: [["emailAddress", "email"]] },
  { name: "email with trailing dot", form: { emailAddress: "anna@example." }, expected: [["emailAddress", "email"]] },
  { name: "email surrounded by spaces is trimmed", form: { emailAddress: "  anna+shop@mail.example.dk " }, expected: [] },
  // names (Unicode letters)
  { name: "Unicode name Åsa passes", form: { firstName: "Åsa", lastName: "Øster" }, expected: [] },
  { name: "Finnish name Äijä passes", form: { firstName: "Äijä", lastName: "Möttönen" }, expected: [] },
  { name: "two letters is enough", form: { firstName: "Bo", lastName: "Li" }, expected: [] },
  { name: "A. has one letter", form: { firstName: "A." }, expected: [["firstName", "nameMinLength"]] },
  { name: "single letter last name", form: { lastName: "Ö" }, expected: [["lastName", "nameMinLength"]] },
  { name: "digits are not letters", form: { lastName: "12" }, expected: [["lastName", "nameMinLength"]] },
  // zip
  { name: "zip shorter than 3", form: { zipCode: "12" }, expected: [["zipCode", "zipMinLength"]] },
  { name: "SE zip with space", form: { zipCode: "123 45" }, expected: [] },
  { name: "SE zip with 4 digits", form: { zipCode: "1234" }, expected: [["zipCode", "zipDigits"]] },
  { name: "SE zip with 6 digits", form: { zipCode: "123456" }, expected: [["zipCode", "zipDigits"]] },
  { name: "SE zip with letters", form: { zipCode: "12a45" }, expected: [["zipCode", "zipDigits"]] },
  { name: "DK 4 digits", form: { country: "DK", zipCode: "2100" }, expected: [] },
  { name: "DK 5 digits", form: { country: "DK", zipCode: "21000" }, expected: [["zipCode", "zipDigits"]] },
  { name: "NO 4 digits", form: { country: "NO", zipCode: "0150" }, expected: [] },
  { name: "FI 5 digits", form: { country: "FI", zipCode: "00100" }, expected: [] },
  { name: "FI 4 digits", form: { country: "FI", zipCode: "0010" }, expected: [["zipCode", "zipDigits"]] },
  { name: "lower-case country code", form: { country: "dk", zipCode: "2100" }, expected: [] },
  // country
  { name: "country not allowed", form: { country: "DE" }, expected: [["country", "country"]] },
  {
    name: "country outside the store's allowed list",
    form: { country: "NO", zipCode: "0150" },
    allowed: ["SE"],
    expected: [["country", "country"]],
  },
  { name: "no zip digit rule for a disallowed country", form: { country: "DE", zipCode: "10115" }, expected: [["country", "country"]] },
  // business
  { name: "business without company", form: { customerType: "business", taxId: "SE556677889901" }, expected: [["company", "required"]] },
  { name: "business without tax id", form: { customerType: "business", company: "Möbel AB" }, expected: [["taxId", "required"]] },
  {
    name: "business with whitespace-only company and tax id",
    form: { customerType: "business", company: "  ", taxId: " " },
    expected: [["company", "required"], ["taxId", "required"]],
  },
  { name: "business tax id shorter than 3", form: { customerType: "business", company: "Möbel AB", taxId: "12" }, expected: [["taxId", "taxIdMinLength"]] },
  { name: "valid business", form: { customerType: "business", company: "Möbel AB", taxId: "123" }, expected: [] },
  { name: "private ignores company and tax id", form: { company: "", taxId: "1" }, expected: [] },
  // password
  { name: "createAccount false ignores password", form: { createAccount: false, password: "x", passwordConfirmation: "y" }, expected: [] },
  { name: "createAccount missing ignores password", form: { password: "x" }, expected: [] },
  {
    name: "createAccount without passwords",
    form: { createAccount: true },
    expected: [["password", "required"], ["passwordConfirmation", "required"]],
  },
  {
    name: "whitespace-only password",
    form: { createAccount: true, password: "        ", passwordConfirmation: "        " },
    expected: [["password", "required"], ["passwordConfirmation", "required"]],
  },
  { name: "password of 7 characters", form: { createAccount: true, password: "Ab1!xyz", passwordConfirmation: "Ab1!xyz" }, expected: [["password", "passwordLength"]] },
  { name: "password with exactly 3 classes", form: { createAccount: true, password: "Abcdefg1", passwordConfirmation: "Abcdefg1" }, expected: [] },
  { name: "password with 3 classes incl. special", form: { createAccount: true, password: "abcdef1!", passwordConfirmation: "abcdef1!" }, expected: [] },
  { name: "password with 2 classes", form: { createAccount: true, password: "abcdefg1", passwordConfirmation: "abcdefg1" }, expected: [["password", "passwordClasses"]] },
  { name: "password with 1 class", form: { createAccount: true, password: "abcdefgh", passwordConfirmation: "abcdefgh" }, expected: [["password", "passwordClasses"]] },
  { name: "passwords differ", form: { createAccount: true, password: "Abcdefg1", passwordConfirmation: "Abcdefg2" }, expected: [["passwordConfirmation", "passwordsDiffer"]] },
  { name: "passwords differ only in case", form: { createAccount: true, password: "Abcdefg1", passwordConfirmation: "abcdefg1" }, expected: [["passwordConfirmation", "passwordsDiffer"]] },
  // terms
  { name: "terms not accepted", form: { acceptTerms: false }, expected: [["terms", "terms"]] },
  // several errors, in field order, one per field
  {
    name: "empty form lists every required field in order",
    form: {
      customerType: "business",
      firstName: "",
      lastName: "",
      emailAddress: "",
      phoneNumber: "",
      streetAddress: "",
      zipCode: "",
      city: "",
      country: "",
      createAccount: true,
      acceptTerms: false,
    },
    expected: [
      ["firstName", "required"],
      ["lastName", "required"],
      ["emailAddress", "required"],
      ["phoneNumber", "required"],
      ["streetAddress", "required"],
      ["zipCode", "required"],
      ["city", "required"],
      ["country", "required"],
      ["company", "required"],
      ["taxId", "required"],
      ["password", "required"],
      ["passwordConfirmation", "required"],
      ["terms", "terms"],
    ],
  },
  {
    name: "mixed rule failures in field order",
    form: { acceptTerms: false, firstName: "A", emailAddress: "nope", zipCode: "1", createAccount: true, password: "short", passwordConfirmation: "other" },
    expected: [
      ["firstName", "nameMinLength"],
      ["emailAddress", "email"],
      ["zipCode", "zipMinLength"],
      ["password", "passwordLength"],
      ["passwordConfirmation", "passwordsDiffer"],
      ["terms", "terms"],
    ],
  },
];

describe("validateCheckout", () => {
  it.each(rows)("$name", ({ form, allowed, expected }) => {
    const errors = validateCheckout(valid(form), allowed ?? ALL);
    expect(errors.map((e) => [e.field, e.key])).toEqual(expected);
  });

  it("uses the English default message for each key", () => {
    const errors = validateCheckout(valid({ firstName: " ", emailAddress: "x", acceptTerms: false }), ALL);
    expect(errors.map((e) => e.message)).toEqual([
      VALIDATION_MESSAGES.required,
      VALIDATION_MESSAGES.email,
      VALIDATION_MESSAGES.terms,
    ]);
    expect(VALIDATION_MESSAGES.required).toBe("Field is required");
    expect(VALIDATION_MESSAGES.email).toBe("Enter a valid email");
    expect(VALIDATION_MESSAGES.country).toBe("Please select a country");
  });

  it.each([
    { country: "SE", zipCode: "1234", message: "Enter a 5-digit zip" },
    { country: "FI", zipCode: "1234", message: "Enter a 5-digit zip" },
    { country: "DK", zipCode: "12345", message: "Enter a 4-digit zip" },
    { country: "NO", zipCode: "123", message: "Enter a 4-digit zip" },
  ])("zip digit message for $country says $message", ({ country, zipCode, message }) => {
    const errors = validateCheckout(valid({ country, zipCode }), ALL);
    expect(errors).toEqual([{ field: "zipCode", key: "zipDigits", message }]);
  });

  it("does not mutate the form", () => {
    const form = valid({ firstName: "  Åsa  ", zipCode: " 123 45 " });
    const copy = structuredClone(form);
    expect(validateCheckout(form, ALL)).toEqual([]);
    expect(form).toEqual(copy);
  });

  it("ZIP_DIGITS covers the four store countries", () => {
    expect(ZIP_DIGITS).toEqual({ SE: 5, DK: 4, NO: 4, FI: 5 });
  });
});

describe("passwordClassCount", () => {
  it.each([
    ["", 0],
    ["abc", 1],
    ["ABC", 1],
    ["123", 1],
    ["!?#", 1],
    ["abcABC", 2],
    ["abc123", 2],
    ["Abc123", 3],
    ["abc12!", 3],
    ["Abc12!", 4],
    ["åäö", 1],
    ["ÅÄÖ1", 2],
    ["with space", 2],
  ] as const)("%j has %i classes", (password, count) => {
    expect(passwordClassCount(password)).toBe(count);
  });
});

describe("the checkout page's fields as the rules' form", () => {
  it.each([
    ["names the page's fields as the rules do", { email: "a@b.se", phone: "070", street: "Väg 1" }, { emailAddress: "a@b.se", phoneNumber: "070", streetAddress: "Väg 1" }],
    ["reads a business customer", { customerType: "business", company: "AB", taxId: "556" }, { customerType: "business", company: "AB", taxId: "556" }],
    ["takes anything else as a private customer", { customerType: "robot" }, { customerType: "private" }],
    ["reads ticked boxes as 'on' only", { acceptTerms: "on", createAccount: "yes" }, { acceptTerms: true, createAccount: false }],
    ["leaves missing fields empty", {}, { firstName: "", zipCode: "", acceptTerms: false }],
  ] as const)("%s", (_, fields, expected) => {
    expect(checkoutFormFromFields(fields)).toMatchObject(expected);
  });

  it("gives the browser the same errors as the server for the same fields", () => {
    const fields = { firstName: "A", lastName: "Lind", email: "anna", phone: "", street: "Väg 1", zipCode: "123", city: "Malmö", country: "SE" };
    expect(validateCheckout(checkoutFormFromFields(fields), ["SE"]).map((e) => e.field)).toEqual(["firstName", "emailAddress", "phoneNumber", "zipCode", "terms"]);
  });
});

describe("streetLine (the street as a label or a carrier writes it)", () => {
  it.each([
    [{ street: "Storgatan 1" }, "Storgatan 1"],
    [{ street: "Storgatan 1", apartment: null }, "Storgatan 1"],
    [{ street: "Storgatan 1", apartment: "" }, "Storgatan 1"],
    [{ street: "Storgatan 1", apartment: "lgh 1101" }, "Storgatan 1, lgh 1101"],
    [{ street: "Nørregade 4", apartment: "3. th." }, "Nørregade 4, 3. th."],
  ])("%j reads %j", (address, expected) => expect(streetLine(address)).toBe(expected));
});
