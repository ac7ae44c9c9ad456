import { describe, expect, it } from "vitest";
import { pageCacheKey, pageKeyInEveryLanguage } from "#core/cache/vocabulary.ts";
import { interfaceView, interfaceViews } from "#core/interface-views.ts";
import { formatPostcode } from "#core/domain/postcode.ts";
import { LANGUAGE_NAMES } from "#core/i18n/language-names.ts";
import { commerceByCountry, commerceByStore, countryCommerce, storeCommerce } from "#core/store-commerce.ts";
import { DEFAULT_STORE, SHOP_COUNTRIES, SHOWROOMS, showroomsIn, STORE_CODES, STORE_VIEWS, byStore, forEveryStore, storeDefinition, storePath } from "#core/stores.ts";
import { STORE_COMMERCE } from "#core/stores/commerce-registry.ts";
import { registryProblems } from "#core/stores/registry-problems.ts";
import type { StoreCommerceDefinition, StoreViewDefinition } from "#core/stores/definition.ts";
import { STORE_DEFINITIONS } from "#core/stores/registry.ts";

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

describe("the store registries (core/stores/registry.ts, commerce-registry.ts) and what is derived from them", () => {
  const valid = STORE_DEFINITIONS as readonly StoreViewDefinition[];
  const se = storeDefinition("se");
  const commerce: Readonly<Record<string, StoreCommerceDefinition>> = STORE_COMMERCE;
  const withDe = { ...commerce, de: STORE_COMMERCE.se };
  const withoutSe = Object.fromEntries(Object.entries(commerce).filter(([code]) => code !== "se"));
  it.each([
    ["the shop's registries", valid, commerce, []],
    ["a code twice", [...valid, { ...se, storeId: 9, urlPrefix: "/x" }], commerce, ["store code se is defined twice"]],
    ["a store id twice", [...valid, { ...se, storeCode: "de", urlPrefix: "/de" }], withDe, ["store id 1 is used twice"]],
    ["a prefix twice", [...valid, { ...se, storeCode: "de", storeId: 5, urlPrefix: "/dk" }], withDe, ['URL prefix "/dk" is used twice']],
    ["a prefix of two segments", [...valid, { ...se, storeCode: "de", storeId: 5, urlPrefix: "/de/x" }], withDe, ["de: urlPrefix must be '' or '/' and one lower-case segment, got \"/de/x\""]],
    ["no default store", valid.filter((d) => d.urlPrefix !== ""), withoutSe, ["no default store: exactly one store has the URL prefix ''"]],
    ["a language named two ways", [...valid, { ...se, storeCode: "de", storeId: 5, urlPrefix: "/de", languages: [{ locale: "en-US", name: "Englisch" }] as const }], withDe, ['en-US is named both "Englisch" and "English"']],
    ["a store without commerce settings", [...valid, { ...se, storeCode: "de", storeId: 5, urlPrefix: "/de" }], commerce, ["de: no commerce settings in commerce-registry.ts"]],
    ["commerce settings of no store", valid, withDe, ["de: commerce settings of no store view"]],
  ] as const)("%s: %j", (_name, definitions, settings, problems) => {
    expect(registryProblems(definitions as readonly StoreViewDefinition[], settings)).toEqual(problems);
  });

  it("lists the stores in the registry's order, the one without a prefix the default", () => {
    expect(STORE_CODES).toEqual(["se", "dk", "no", "fi"]);
    expect(DEFAULT_STORE).toBe("se");
  });

  it.each(STORE_DEFINITIONS.map((d) => [d.storeCode, d] as const))("store %s: its view speaks its first language and carries its paths", (code, definition) => {
    const view = STORE_VIEWS[code];
    expect(view.language).toBe(definition.languages[0].locale);
    expect(view.i18n).toEqual({ ...definition.i18n, defaultLocale: definition.languages[0].locale });
    expect(view.interfaceLocales).toEqual(definition.languages.map((l) => l.locale));
    expect(view.paths).toBe(definition.paths);
    expect(view.showroomPickup).toBe(definition.showrooms.length > 0);
  });

  it("derives the per-store and per-country tables of the rules from the definitions", () => {
    expect(byStore((d) => d.storeId)).toEqual({ se: 1, dk: 2, no: 3, fi: 4 });
    expect(commerceByStore((d) => d.invoiceLimits.private)).toEqual({ se: 50_000, dk: 35_000, no: 50_000, fi: 5_000 });
    expect(commerceByCountry((d) => d.postcode.digits)).toEqual({ SE: 5, DK: 4, NO: 4, FI: 5 });
    expect(storeCommerce("fi").shipping).toEqual({ home: 59, pickupPoint: 9.9 });
    expect(SHOWROOMS.map((s) => s.name)).toEqual(["Hisingen", "Kållered", "Tyresö", "City Karlstad"]);
    expect(SHOP_COUNTRIES).toEqual([{ code: "SE", name: "Sverige" }, { code: "DK", name: "Danmark" }, { code: "NO", name: "Norge" }, { code: "FI", name: "Suomi" }]);
    expect(LANGUAGE_NAMES).toEqual({ "sv-SE": "Svenska", "en-US": "English", "da-DK": "Dansk", "nb-NO": "Norsk", "fi-FI": "Suomi", "sv-FI": "Svenska" });
    expect(countryCommerce("NO")).toBe(storeCommerce("no"));
    expect(countryCommerce("DE")).toBeUndefined();
  });

  it.each([
    ["every store written", { se: "a", dk: "b", no: "c", fi: "d" }, { se: "a", dk: "b", no: "c", fi: "d" }],
    ["a store without its own reads the default store's", { se: "a", fi: "d" }, { se: "a", dk: "a", no: "a", fi: "d" }],
  ] as const)("forEveryStore: %s", (_name, written, expected) => {
    expect(forEveryStore<string>(written)).toEqual(expected);
  });

  it.each([
    ["SE", "41304", "413 04"],
    ["SE", "4130", "4130"],
    ["DK", "2100", "2100"],
    ["FI", "00100", "00100"],
  ] as const)("%s writes the postcode %s as %s", (country, compact, shown) => {
    expect(formatPostcode(country, compact)).toBe(shown);
  });
});

describe("showroomsIn: a store's shoppers see the showrooms of its own country (issue 36 item 3)", () => {
  it.each([
    ["se", ["Hisingen", "Kållered", "Tyresö", "City Karlstad"]],
    ["dk", []],
    ["no", []],
    ["fi", []],
  ] as const)("%s → %j", (code, names) => {
    expect(showroomsIn(STORE_VIEWS[code]).map((s) => s.name)).toEqual(names);
  });
});
