import { describe, expect, it } from "vitest";
import { settleDefaults, validateAddress, withAddressDeleted, withAddressSaved, type BookAddress } from "#core/domain/address-book.ts";

const address = (id: number, defaultShipping = false, defaultBilling = false): BookAddress => ({
  id,
  firstname: "Anna",
  lastname: "Berg",
  company: null,
  street: "Storgatan 1",
  postcode: "41101",
  city: "Göteborg",
  countryId: "SE",
  telephone: null,
  defaultShipping,
  defaultBilling,
});
/** The book as "id:flags", S for default shipping and B for default billing. */
const shape = (book: BookAddress[]) => book.map((a) => `${a.id}:${a.defaultShipping ? "S" : ""}${a.defaultBilling ? "B" : ""}`).join(" ");

describe("address book defaults: a non-empty book has exactly one default of each kind", () => {
  it.each([
    ["empty stays empty", [], ""],
    ["the first address takes both when none is flagged", [address(1), address(2)], "1:SB 2:"],
    ["the first flagged keeps its flag", [address(1), address(2, true), address(3, true, true)], "1: 2:S 3:B"],
  ])("settleDefaults: %s", (_label, book, expected) => expect(shape(settleDefaults(book))).toBe(expected));

  it.each([
    ["the first saved address becomes both defaults", [], address(1), "1:SB"],
    ["a new address without flags leaves the defaults", [address(1, true, true)], address(2), "1:SB 2:"],
    ["a new default shipping address takes that flag only", [address(1, true, true)], address(2, true), "1:B 2:S"],
    ["an edited address becoming both defaults", [address(1, true, true), address(2)], address(2, true, true), "1: 2:SB"],
    ["unflagging the only default gives it to the first address", [address(1), address(2, true, true)], address(2), "1:SB 2:"],
  ])("withAddressSaved: %s", (_label, book, saved, expected) => expect(shape(withAddressSaved(book, saved))).toBe(expected));

  it.each([
    ["deleting the default moves it to the first remaining", [address(1, true, true), address(2), address(3)], 1, "2:SB 3:"],
    ["deleting another address keeps the defaults", [address(1), address(2, true, true)], 1, "2:SB"],
    ["deleting an unknown id changes nothing", [address(1, true, true)], 9, "1:SB"],
    ["deleting the last leaves an empty book", [address(1, true, true)], 1, ""],
  ])("withAddressDeleted: %s", (_label, book, id, expected) => expect(shape(withAddressDeleted(book, id))).toBe(expected));
});

describe("validateAddress: the checkout form's rules", () => {
  const valid = address(1);
  it.each([
    ["a valid Swedish address", {}, []],
    ["a one-letter first name", { firstname: "A" }, ["firstName:nameMinLength"]],
    ["a blank last name", { lastname: "  " }, ["lastName:required"]],
    ["no street", { street: "" }, ["streetAddress:required"]],
    ["a Danish 5-digit zip", { countryId: "DK", postcode: "12345" }, ["zipCode:zipDigits"]],
    ["a Danish 4-digit zip", { countryId: "dk", postcode: "2100" }, []],
    ["a zip with a space", { postcode: "411 01" }, []],
    ["no city", { city: "" }, ["city:required"]],
    ["a country the shop does not ship to", { countryId: "DE", postcode: "10115" }, ["country:country"]],
    ["no country", { countryId: "" }, ["country:required"]],
  ] as const)("%s", (_label, change, expected) => {
    expect(validateAddress({ ...valid, ...change }, ["SE", "DK", "NO", "FI"]).map((e) => `${e.field}:${e.key}`)).toEqual(expected);
  });
});
