import { describe, expect, it } from "vitest";
import { pageCacheKey, pageKeyInEveryLanguage } from "#core/cache/vocabulary.ts";
import { interfaceView, interfaceViews } from "#core/interface-views.ts";
import { STORE_VIEWS, storePath } from "#core/stores.ts";

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

describe("interface languages (SPEC §1: Danish, English, Finnish, Norwegian, Swedish, Swedish-Finland)", () => {
  it.each([
    ["se", "en-US", "en-US", "page:se~en-US:/soffor"],
    ["se", "sv-SE", "sv-SE", "page:se:/soffor"],
    ["se", "sv-FI", "sv-SE", "page:se:/soffor"],
    ["se", undefined, "sv-SE", "page:se:/soffor"],
    ["dk", "en-US", "en-US", "page:dk~en-US:/soffor"],
    ["no", "da-DK", "nb-NO", "page:no:/soffor"],
    ["fi", "sv-FI", "sv-FI", "page:fi~sv-FI:/soffor"],
    ["fi", "en-US", "en-US", "page:fi~en-US:/soffor"],
    ["fi", "fi-FI", "fi-FI", "page:fi:/soffor"],
    ["fi", "nonsense", "fi-FI", "page:fi:/soffor"],
  ] as const)("store %s with %s chosen speaks %s, cached under %s", (code, chosen, locale, key) => {
    const view = interfaceView(STORE_VIEWS[code], chosen);
    expect(view.language).toBe(locale);
    expect(view.i18n.defaultLocale).toBe(locale);
    // Content, prices and paths stay the store's.
    expect(view).toMatchObject({ storeCode: code, contentLanguage: STORE_VIEWS[code].contentLanguage, urlPrefix: STORE_VIEWS[code].urlPrefix });
    expect(view.i18n.currencyCode).toBe(STORE_VIEWS[code].i18n.currencyCode);
    expect(pageCacheKey(view, "/soffor", new URLSearchParams())).toBe(key);
  });

  it.each([
    ["page:se:/soffor?page=2", ["page:se:/soffor?page=2", "page:se~en-US:/soffor?page=2"]],
    ["page:fi~sv-FI:/fi/sohvat", ["page:fi:/fi/sohvat", "page:fi~sv-FI:/fi/sohvat", "page:fi~en-US:/fi/sohvat"]],
    ["page:dk:/dk/a:b", ["page:dk:/dk/a:b", "page:dk~en-US:/dk/a:b"]],
    ["page:xx:/x", ["page:xx:/x"]],
  ])("the key %s in every language of its store", (key, keys) => {
    expect(pageKeyInEveryLanguage(key)).toEqual(keys);
  });

  it("offers each store's own language first, English everywhere and Swedish in Finland", () => {
    expect(Object.fromEntries(Object.values(STORE_VIEWS).map((s) => [s.storeCode, s.interfaceLocales]))).toEqual({
      se: ["sv-SE", "en-US"],
      dk: ["da-DK", "en-US"],
      no: ["nb-NO", "en-US"],
      fi: ["fi-FI", "sv-FI", "en-US"],
    });
    expect(interfaceViews(STORE_VIEWS.fi).map((v) => v.language)).toEqual(["fi-FI", "sv-FI", "en-US"]);
  });
});
