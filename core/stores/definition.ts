/**
 * Everything about one store, in one folder per store (core/stores/<code>/): its view (view.ts), what
 * every page of the store needs, listed in core/stores/registry.ts; and its commerce settings
 * (commerce.ts), what the store charges and checks, listed in core/stores/commerce-registry.ts.
 * Everything else the shop knows per store (store codes, URL prefixes, routes, hreflang, sitemaps, prices
 * and limits in the domain rules, postcode and VAT id checks, the countries delivered to, the interface
 * languages) is derived from them by core/stores.ts and core/store-commerce.ts. The two halves are kept
 * apart so the script every page loads carries the views only: the commerce settings are in the worker
 * and in the checkout's chunks.
 *
 * Each is written `{ … } as const satisfies StoreViewDefinition` (or StoreCommerceDefinition), so codes
 * and locales keep their literal types: StoreCode, Locale and the country codes are unions read from
 * the registry.
 */
export interface StoreViewDefinition {
  /** The store code: cache keys, cookies, API parameters, route ids. */
  storeCode: string;
  /** The backend's store id (SPEC §7 storeId). */
  storeId: number;
  /** '' for the default store (exactly one), else '/' and one path segment, e.g. '/dk'. */
  urlPrefix: string;
  /** The store's name in its own language (language switcher, address book countries). */
  name: string;
  /** ISO 3166 country delivered to: addresses, postcode rule, VAT ids. */
  countryId: string;
  /** Interface languages a shopper may choose, the store's own first (SPEC §1); each needs a dictionary in locales/. */
  languages: readonly [StoreLanguage, ...StoreLanguage[]];
  /** Content language of the headless content service (SPEC §1). */
  contentLanguage: string;
  /** VAT contained in every price (SPEC §9: 0.25; Finland's 25.5 %). */
  taxRate: number;
  /** How money, numbers and dates are written. */
  i18n: StoreFormats;
  /** Paths the store configuration names, in the store's spelling (SPEC §2). */
  paths: StorePaths;
  /** The segment of a product's reviews page below the product: /p/{sku}/{slug}/{segment}. */
  productReviewsSegment: string;
  /** The showrooms in the store's country, offered for pickup and listed in every page's footer; their ids are global (product_showroom_stock_{id}). */
  showrooms: readonly Showroom[];
}

/** What a store charges and checks: its prices in its currency, its limits, its postcode and VAT id rules. */
export interface StoreCommerceDefinition {
  /** How a catalog price (SEK, tax included) becomes this store's shelf price. */
  shelfPrice: ShelfPriceRule;
  /** Delivery prices including tax, in the store's currency (showroom pickup is free, the flat rate is SPEC §9's). */
  shipping: { home: number; pickupPoint: number };
  /** Extra fees' option prices including tax (core/domain/extra-fees.ts names the fees and their options). */
  extraFees: {
    carry_in: { room: number };
    assembly: { assembly: number };
    removal: { one: number; several: number };
  };
  /** The most an invoice may be for, including tax, in the store's currency. */
  invoiceLimits: { private: number; business: number };
  /** The country's postal codes: their digits, and the groups a postcode is written in ('413 04' is [3, 2]). */
  postcode: { digits: number; groups?: readonly number[] };
  /** A business's VAT id as the country writes it, without spaces, and an example for the error message. */
  vatId: { pattern: RegExp; example: string };
}

export interface StoreLanguage {
  /** BCP 47 tag: <html lang>, the dictionary locales/{locale}.json. */
  locale: string;
  /** The language named in itself, as a language switcher lists it. */
  name: string;
}

export interface StoreFormats {
  currencyCode: string;
  currencySign: string;
  currencyDecimal: string;
  currencyGroup: string;
  /** The minus the locale writes before a negative number (CLDR: U+2212 in sv, nb and fi; '-' in da). */
  minusSign: "\u2212" | "-";
  fractionDigits: number;
  /** A date pattern of YYYY, MM, M, DD and D (SPEC §3), never a locale tag: formatDate takes this, not defaultLocale. */
  dateFormat: DatePattern;
}

/** A date pattern holds the year token, so a locale tag such as "sv-SE" is refused by the compiler. */
export type DatePattern = `${string}YYYY${string}`;

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
  /** The cart page; /cart redirects here. */
  cart: string;
}

/**
 * 'catalog': the store sells in the catalog's own currency (SEK) at the catalog's prices. Otherwise the
 * SEK price times the rate, rounded as the currency's shelf prices are: whole kroner ending in 9, or
 * euros (52.95 below 200 €, whole euros above).
 */
export type ShelfPriceRule = "catalog" | { perSek: number; rounding: "kroner" | "euro" };

export interface Showroom {
  id: number;
  name: string;
  city: string;
}
