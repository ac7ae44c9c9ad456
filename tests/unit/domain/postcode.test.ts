import { describe, expect, it } from "vitest";
import { formatPostcode, postalLine } from "#core/domain/postcode.ts";

describe("formatPostcode", () => {
  it.each([
    ["a compact Swedish postcode is grouped", "SE", "41304", "413 04"],
    ["a Swedish postcode already grouped stays so", "SE", "413 04", "413 04"],
    ["a Swedish postcode typed with odd spaces is grouped", "SE", " 4 1304 ", "413 04"],
    ["a Swedish postcode without five digits is left as written", "SE", "4130", "4130"],
    ["a Swedish postcode with letters is left as written", "SE", "S-413 04", "S-413 04"],
    ["a Danish postcode is one group", "DK", "2100", "2100"],
    ["a Danish postcode keeps how it was written", "DK", "21 00", "21 00"],
    ["a Norwegian postcode starting with 0", "NO", "0150", "0150"],
    ["a Finnish postcode is one group", "FI", "00100", "00100"],
    ["a country no store delivers to is left as written", "DE", "10115", "10115"],
    ["the written postcode loses its outer spaces", "FI", " 00100 ", "00100"],
    ["an empty postcode stays empty", "SE", "", ""],
  ] as const)("%s: %s %j → %j", (_, country, written, shown) => {
    expect(formatPostcode(country, written)).toBe(shown);
  });
});

describe("postalLine", () => {
  it.each([
    ["SE", "41304", "Göteborg", "413 04 Göteborg"],
    ["DK", "2100", "København Ø", "2100 København Ø"],
    ["NO", "0150", "", "0150"],
  ] as const)("%s %j %j → %j", (country, postcode, city, line) => {
    expect(postalLine(country, postcode, city)).toBe(line);
  });
});
