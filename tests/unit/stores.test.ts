import { describe, expect, it } from "vitest";
import { STORE_VIEWS, storePath } from "../../app/stores.ts";

describe("storePath", () => {
  it.each([
    ["se", "/", "/"],
    ["se", "/soffor", "/soffor"],
    ["se", "soffor", "/soffor"],
    ["dk", "/", "/dk"],
    ["dk", "/sofaer", "/dk/sofaer"],
    ["fi", "kundeservice", "/fi/kundeservice"],
  ] as const)("store %s, path %s → %s", (store, path, expected) => {
    expect(storePath(STORE_VIEWS[store], path)).toBe(expected);
  });
});

describe("store views (SPEC §1, §2, §3)", () => {
  it.each([
    ["se", "SEK", "sv-SE", "sv", "kundtjanst", "leverans", "betalning"],
    ["dk", "DKK", "da-DK", "da", "kundeservice", "kobsbetingelser", "kobsbetingelser"],
    ["no", "NOK", "nb-NO", "nn-NO", "kundeservice", "kjopsvilkar", "kjopsvilkar"],
    ["fi", "EUR", "fi-FI", "fi", "kundeservice", "kjopsvilkar", "kjopsvilkar"],
  ] as const)("%s sells in %s, speaks %s, content in %s, service paths", (code, currency, locale, content, service, delivery, payment) => {
    const store = STORE_VIEWS[code];
    expect(store.i18n.currencyCode).toBe(currency);
    expect(store.i18n.defaultLocale).toBe(locale);
    expect(store.contentLanguage).toBe(content);
    expect(store.paths).toMatchObject({ customerService: service, delivery, payment });
  });

  it("only the default store has no URL prefix", () => {
    expect(Object.values(STORE_VIEWS).filter((s) => s.urlPrefix === "").map((s) => s.storeCode)).toEqual(["se"]);
  });
});
