/** The four store views (SPEC §1, §3 "Store view", §2 "Paths named in store configuration"). */

export const STORE_CODES = ["se", "dk", "no", "fi"] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const DEFAULT_STORE: StoreCode = "se";

export type Locale = "sv-SE" | "sv-FI" | "da-DK" | "nb-NO" | "fi-FI" | "en-US";

export interface StoreI18n {
  defaultLocale: Locale;
  currencyCode: "SEK" | "DKK" | "NOK" | "EUR";
  currencySign: string;
  currencyDecimal: string;
  currencyGroup: string;
  /** The minus the locale writes before a negative number (CLDR: U+2212 in sv, nb and fi; '-' in da). */
  minusSign: "\u2212" | "-";
  fractionDigits: number;
  dateFormat: string;
}

/** Paths the store configuration names; each store has its own spelling (SPEC §2). */
export interface StorePaths {
  inspiration: string;
  socialShop: string;
  customerPhotos: string;
  magazine: string;
  magazineTrends: string;
  customerReviews: string;
  collections: string;
  brands: string;
  customerService: string;
  delivery: string;
  payment: string;
}

/** SPEC §9: the tax rate contained in final prices; one storefront (Finland) has its own. */
export const TAX_RATE = 0.25;

export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  /** '' for the default store, else '/dk', '/no', '/fi'. */
  urlPrefix: string;
  name: string;
  countryId: "SE" | "DK" | "NO" | "FI";
  /** Interface language as a BCP 47 tag, used for <html lang>. */
  language: string;
  /** The interface languages a shopper may choose in this store, its own first (SPEC §1). */
  interfaceLocales: readonly Locale[];
  /** Content language of the headless content service (SPEC §1). */
  contentLanguage: "sv" | "da" | "nn-NO" | "fi";
  /** VAT contained in every price (SPEC §9: 0.25; Finland's 25.5 %, multiplier 1.255). */
  taxRate: number;
  /** Whether the showrooms (all in Sweden) are offered for pickup. */
  showroomPickup: boolean;
  i18n: StoreI18n;
  paths: StorePaths;
}

export const STORE_VIEWS: Record<StoreCode, StoreView> = {
  se: {
    storeCode: "se",
    storeId: 1,
    urlPrefix: "",
    name: "Sverige",
    countryId: "SE",
    language: "sv-SE",
    interfaceLocales: ["sv-SE", "en-US"],
    contentLanguage: "sv",
    taxRate: TAX_RATE,
    showroomPickup: true,
    i18n: {
      defaultLocale: "sv-SE",
      currencyCode: "SEK",
      currencySign: "kr",
      currencyDecimal: ",",
      currencyGroup: " ",
      minusSign: "\u2212",
      fractionDigits: 0,
      dateFormat: "YYYY-MM-DD",
    },
    paths: {
      inspiration: "inspiration",
      socialShop: "inspiration/social-shop",
      customerPhotos: "inspiration/kundbilder",
      magazine: "magazine",
      magazineTrends: "magazine/c/arets-trender",
      customerReviews: "kundomdomen",
      collections: "kollektioner",
      brands: "varumarken",
      customerService: "kundtjanst",
      delivery: "leverans",
      payment: "betalning",
    },
  },
  dk: {
    storeCode: "dk",
    storeId: 2,
    urlPrefix: "/dk",
    name: "Danmark",
    countryId: "DK",
    language: "da-DK",
    interfaceLocales: ["da-DK", "en-US"],
    contentLanguage: "da",
    taxRate: TAX_RATE,
    showroomPickup: false,
    i18n: {
      defaultLocale: "da-DK",
      currencyCode: "DKK",
      currencySign: "kr.",
      currencyDecimal: ",",
      currencyGroup: ".",
      minusSign: "-",
      fractionDigits: 0,
      dateFormat: "DD.MM.YYYY",
    },
    paths: {
      inspiration: "inspiration",
      socialShop: "inspiration/social-shop",
      customerPhotos: "inspiration/kundebilleder",
      magazine: "magazine",
      magazineTrends: "magazine/c/arets-trender",
      customerReviews: "kundeanmeldelser",
      collections: "kollektioner",
      brands: "varumarken",
      customerService: "kundeservice",
      delivery: "kobsbetingelser",
      payment: "kobsbetingelser",
    },
  },
  no: {
    storeCode: "no",
    storeId: 3,
    urlPrefix: "/no",
    name: "Norge",
    countryId: "NO",
    language: "nb-NO",
    interfaceLocales: ["nb-NO", "en-US"],
    contentLanguage: "nn-NO",
    taxRate: TAX_RATE,
    showroomPickup: false,
    i18n: {
      defaultLocale: "nb-NO",
      currencyCode: "NOK",
      currencySign: "kr",
      currencyDecimal: ",",
      currencyGroup: " ",
      minusSign: "\u2212",
      fractionDigits: 0,
      dateFormat: "DD.MM.YYYY",
    },
    paths: {
      inspiration: "inspirasjon",
      socialShop: "inspirasjon/social-shop",
      customerPhotos: "inspirasjon/kundebilder",
      magazine: "magazine",
      magazineTrends: "magazine/c/arets-trender",
      customerReviews: "kundeanmeldelser",
      collections: "kolleksjoner",
      brands: "varumarken",
      customerService: "kundeservice",
      delivery: "kjopsvilkar",
      payment: "kjopsvilkar",
    },
  },
  fi: {
    storeCode: "fi",
    storeId: 4,
    urlPrefix: "/fi",
    name: "Suomi",
    countryId: "FI",
    language: "fi-FI",
    interfaceLocales: ["fi-FI", "sv-FI", "en-US"],
    contentLanguage: "fi",
    taxRate: 0.255,
    showroomPickup: false,
    i18n: {
      defaultLocale: "fi-FI",
      currencyCode: "EUR",
      currencySign: "€",
      currencyDecimal: ",",
      currencyGroup: " ",
      minusSign: "\u2212",
      fractionDigits: 2,
      dateFormat: "D.M.YYYY",
    },
    paths: {
      inspiration: "inspiration",
      socialShop: "inspiration/social-shop",
      customerPhotos: "inspiration/kundbilder",
      magazine: "magazine",
      magazineTrends: "magazine/c/arets-trender",
      customerReviews: "kundomdomen",
      collections: "kolleksjoner",
      brands: "varumarken",
      customerService: "kundeservice",
      delivery: "kjopsvilkar",
      payment: "kjopsvilkar",
    },
  },
};

/** Content pages that exist at the same path in every store (SPEC §2 route table). */
export const CONTENT_PAGE_KEYS = [
  "legal",
  "privacy",
  "about-us",
  "customer-service",
  "store-locator",
  "size-guide",
  "delivery",
  "returns",
  "contact",
  "terms",
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

/** The physical showrooms; their ids are the suffix of product_showroom_stock_{id}. */
export const SHOWROOMS = [
  { id: 1, name: "Hisingen", city: "Göteborg" },
  { id: 2, name: "Kållered", city: "Mölndal" },
  { id: 3, name: "Tyresö", city: "Tyresö" },
  { id: 4, name: "City Karlstad", city: "Karlstad" },
] as const;

/** A showroom's name by id; empty for an unknown id. */
export function showroomName(id: number): string {
  return SHOWROOMS.find((s) => s.id === id)?.name ?? "";
}


export function isStoreCode(value: string): value is StoreCode {
  return (STORE_CODES as readonly string[]).includes(value);
}

/** Prefixes a store-relative path ('/', '/soffor') with the store's URL prefix. */
export function storePath(store: Pick<StoreView, "urlPrefix">, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!store.urlPrefix) return clean;
  return clean === "/" ? store.urlPrefix : `${store.urlPrefix}${clean}`;
}

/** The countries the shop delivers to (an address book may hold any of them), with the store's name for each. */
export const SHOP_COUNTRIES = STORE_CODES.map((code) => ({ code: STORE_VIEWS[code].countryId, name: STORE_VIEWS[code].name }));
