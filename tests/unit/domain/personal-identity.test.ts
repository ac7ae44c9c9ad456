import { describe, expect, it } from "vitest";
import { checkPersonalIdentity, type IdentityCountry, type IdentityProblem } from "#core/domain/personal-identity.ts";

const TODAY = "2026-11-28";

describe("checkPersonalIdentity", () => {
  // Valid numbers are the authorities' published examples where they publish one (Skatteverket, DVV, Skatteetaten).
  const valid: [IdentityCountry, string, string][] = [
    ["SE", "811228-9874", "198112289874"],
    ["SE", "8112289874", "198112289874"],
    ["SE", "19811228-9874", "198112289874"],
    ["SE", "198112289874", "198112289874"],
    ["SE", " 811228 - 9874 ", "198112289874"],
    ["SE", "121212+1212", "191212121212"], // + : a hundred years or more
    ["SE", "701063-2391", "197010632391"], // samordningsnummer: day 3 + 60
    ["DK", "070761-4285", "0707614285"],
    ["DK", "0707614285", "0707614285"],
    ["DK", "0101004000", "0101004000"], // serial 4 and year 00: born 2000
    ["DK", "290200-4001", "2902004001"], // 29 Feb 2000 (serial 4 places it in 2000, a leap year)
    ["NO", "15076500565", "15076500565"],
    ["NO", "55076500559", "55076500559"], // D-nummer: day 15 + 40
    ["NO", "01010550048", "01010550048"], // individual 500, year 05: born 2005
    ["NO", "29020490002", "29020490002"], // 29 Feb 2004
    ["FI", "131052-308T", "131052-308T"],
    ["FI", "131052a308t", "131052A308T"], // A: born in the 2000s, same digits and check character
    ["FI", "010594Y9021", "010594Y9021"], // the 2023 signs: Y for the 1900s
    ["FI", "010594Y9032", "010594Y9032"],
  ];
  it.each(valid)("%s %j is valid, sent as %j", (country, typed, normalized) => {
    expect(checkPersonalIdentity(country, typed, TODAY)).toEqual({ ok: true, normalized });
  });

  const invalid: [IdentityCountry, string, IdentityProblem][] = [
    ["SE", "811228-9875", "checkDigit"],
    ["SE", "19811228-9875", "checkDigit"],
    ["SE", "701063-2392", "checkDigit"],
    ["SE", "811328-9874", "date"], // month 13
    ["SE", "810229-9874", "date"], // 1981 was no leap year
    ["SE", "701093-2391", "date"], // samordningsnummer day 33
    ["SE", "81122898", "length"],
    ["SE", "1981122898741", "length"],
    ["SE", "811228/9874", "format"],
    ["SE", "81122-89874", "format"],
    ["SE", "", "length"],
    ["DK", "320761-4285", "date"],
    ["DK", "2902014001", "date"], // 2001 was no leap year
    ["DK", "290290-5801", "date"], // serial 5 and year 90: 1890, no leap year
    ["DK", "070761-428", "length"],
    ["DK", "070761-42851", "length"],
    ["DK", "07076l-4285", "format"],
    ["NO", "15076500566", "checkDigit"],
    ["NO", "15076500575", "checkDigit"],
    ["NO", "32076500565", "date"],
    ["NO", "29020390010", "date"], // 2003 was no leap year
    ["NO", "01014580000", "date"], // individual 800 with year 45: no century has it
    ["NO", "1507650056", "length"],
    ["NO", "150765005655", "length"],
    ["NO", "150765-00565", "format"],
    ["FI", "131052-308U", "checkDigit"],
    ["FI", "131052-309T", "checkDigit"],
    ["FI", "290201A123X", "date"],
    ["FI", "311152-308T", "date"],
    ["FI", "131052G308T", "format"], // G is no century sign
    ["FI", "131052-308", "length"],
    ["FI", "131052-308TT", "length"],
  ];
  it.each(invalid)("%s %j is refused for its %s", (country, typed, problem) => {
    expect(checkPersonalIdentity(country, typed, TODAY)).toEqual({ ok: false, problem });
  });

  it("places a Swedish number without its century at its latest birthday that is not after today", () => {
    expect(checkPersonalIdentity("SE", "121212-1212", TODAY)).toEqual({ ok: true, normalized: "201212121212" });
    expect(checkPersonalIdentity("SE", "121212-1212", "2012-12-11")).toEqual({ ok: true, normalized: "191212121212" });
  });
});
