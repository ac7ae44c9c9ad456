import { describe, expect, it } from "vitest";
import type { BookAddress } from "#core/domain/address-book.ts";
import { isInBook, pickedAddress, preselectedBilling, preselectedDelivery, withOrderAddresses } from "#core/domain/saved-addresses.ts";

const address = (id: number, countryId = "SE", flags = "", street = `Gatan ${id}`, postcode = "222 21"): BookAddress => ({
  id,
  firstname: "Sigrid",
  lastname: "Holm",
  company: null,
  street,
  postcode,
  city: "Lund",
  countryId,
  telephone: null,
  defaultShipping: flags.includes("S"),
  defaultBilling: flags.includes("B"),
});

const ids = (book: readonly BookAddress[] | null) => book?.map((a) => `${a.id}:${a.street}:${a.defaultShipping ? "S" : ""}${a.defaultBilling ? "B" : ""}`).join(" ") ?? null;

describe("which saved address the checkout starts at", () => {
  it.each([
    ["an empty book: none", [], "SE", null, null],
    ["no address in the store's country: none", [address(1, "DK", "SB")], "SE", null, null],
    ["one address, the default of both: delivery there, the bill too", [address(1, "SE", "SB")], "SE", 1, null],
    ["the country's default delivery address, the default billing address apart", [address(1, "SE", "B"), address(2, "SE", "S")], "SE", 2, 1],
    ["the defaults are abroad: the country's first address, no billing apart", [address(1, "DK", "SB"), address(2, "SE"), address(3, "SE")], "SE", 2, null],
    ["the default billing address is the delivery address: no billing apart", [address(1, "SE"), address(2, "SE", "SB")], "SE", 2, null],
  ] as const)("%s", (_, book, country, delivery, billing) => {
    const start = preselectedDelivery(book, country);
    expect(start?.id ?? null).toBe(delivery);
    expect(preselectedBilling(book, country, start)?.id ?? null).toBe(billing);
  });
});

describe("what a submitted picker names", () => {
  const book = [address(11, "SE"), address(12, "DK")];
  it.each([
    ["no picker sent: the typed fields", undefined, "new"],
    ["'a new address'", "", "new"],
    ["one of the book's addresses in the country", "11", "saved:11"],
    ["an address abroad", "12", "unknown"],
    ["an id the book does not have", "99", "unknown"],
    ["not an id", "11; DROP", "unknown"],
  ] as const)("%s", (_, value, expected) => {
    const picked = pickedAddress(book, value, "SE");
    expect(picked.kind === "saved" ? `saved:${picked.address.id}` : picked.kind).toBe(expected);
  });
});

describe("an order's addresses joining the book", () => {
  it.each([
    ["the first address of an empty book becomes both defaults", [], [address(0, "SE", "", "Nygatan 9")], 20, "0:Nygatan 9:SB"],
    ["a new one joins without taking a default", [address(1, "SE", "SB")], [address(0, "SE", "", "Nygatan 9")], 20, "1:Gatan 1:SB 0:Nygatan 9:"],
    ["one the book has (case, spaces and the postcode's inner space aside) does not", [address(1, "SE", "SB", "Nygatan 9", "211 22")], [address(0, "SE", "", " nygatan  9", "21122")], 20, null],
    ["the same street in another postcode is another address", [address(1, "SE", "SB", "Nygatan 9", "211 22")], [address(0, "SE", "", "Nygatan 9", "222 21")], 20, "1:Nygatan 9:SB 0:Nygatan 9:"],
    ["delivery and billing both join, in that order", [], [address(0, "SE", "", "Nygatan 9"), address(0, "SE", "", "Bankgatan 7")], 20, "0:Nygatan 9:SB -1:Bankgatan 7:"],
    ["the billing address equal to the delivery address joins once", [], [address(0, "SE", "", "Nygatan 9"), address(0, "SE", "", "Nygatan 9")], 20, "0:Nygatan 9:SB"],
    ["a full book takes none", [address(1, "SE", "SB"), address(2)], [address(0, "SE", "", "Nygatan 9")], 2, null],
    ["room for one: the delivery address", [address(1, "SE", "SB")], [address(0, "SE", "", "Nygatan 9"), address(0, "SE", "", "Bankgatan 7")], 2, "1:Gatan 1:SB 0:Nygatan 9:"],
  ] as const)("%s", (_, book, candidates, limit, expected) => {
    expect(ids(withOrderAddresses(book, candidates, limit))).toBe(expected);
  });

  it("knows an address by street, postcode and country", () => {
    expect(isInBook([address(1, "SE", "", "Nygatan 9", "211 22")], { street: "Nygatan 9", postcode: "211 22", countryId: "DK" })).toBe(false);
  });
});
