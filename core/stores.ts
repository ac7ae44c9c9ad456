/**
 * The store views (SPEC §1, §3 "Store view", §2 "Paths named in store configuration"), derived from
 * their definitions: core/stores/<code>/view.ts, listed in core/stores/registry.ts. Nothing here names a
 * store; adding one to the registry adds it to every list below. What a store charges and checks is in
 * core/store-commerce.ts, out of the script every page loads.
 */
import type { Showroom, StoreFormats, StorePaths, StoreViewDefinition } from "./stores/definition.ts";
import { STORE_DEFINITIONS } from "./stores/registry.ts";

type Definition = (typeof STORE_DEFINITIONS)[number];

export type StoreCode = Definition["storeCode"];
/** Every interface language of every store (a dictionary each in locales/). */
export type Locale = Definition["languages"][number]["locale"];
/** The countries the stores deliver to. */
export type CountryCode = Definition["countryId"];
type DefaultStoreCode = Extract<Definition, { urlPrefix: "" }>["storeCode"];

export const STORE_CODES = STORE_DEFINITIONS.map((d) => d.storeCode) as readonly StoreCode[] as readonly [StoreCode, ...StoreCode[]];
/** The store without a URL prefix. */
export const DEFAULT_STORE = STORE_DEFINITIONS.find((d) => d.urlPrefix === "")!.storeCode as DefaultStoreCode;

export interface StoreI18n extends StoreFormats {
  defaultLocale: Locale;
}

/** SPEC §9: the tax rate contained in final prices; one storefront (Finland) has its own. */
export const TAX_RATE = 0.25;

/** What a page knows of its store: it travels with the root loader's data, so the store's prices and rules stay out. */
export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  /** '' for the default store, else e.g. '/dk'. */
  urlPrefix: string;
  name: string;
  countryId: CountryCode;
  /** Interface language as a BCP 47 tag, used for <html lang>. */
  language: Locale;
  /** The interface languages a shopper may choose in this store, its own first (SPEC §1). */
  interfaceLocales: readonly Locale[];
  /** Content language of the headless content service (SPEC §1). */
  contentLanguage: Definition["contentLanguage"];
  /** VAT contained in every price (SPEC §9: 0.25; Finland's 25.5 %, multiplier 1.255). */
  taxRate: number;
  /** Whether the store has showrooms to offer for pickup (all of them are in Sweden). */
  showroomPickup: boolean;
  i18n: StoreI18n;
  paths: StorePaths;
  productReviewsSegment: string;
}

function storeView(d: Definition): StoreView {
  const own = d.languages[0].locale;
  return {
    storeCode: d.storeCode,
    storeId: d.storeId,
    urlPrefix: d.urlPrefix,
    name: d.name,
    countryId: d.countryId,
    language: own,
    interfaceLocales: d.languages.map((l) => l.locale),
    contentLanguage: d.contentLanguage,
    taxRate: d.taxRate,
    showroomPickup: d.showrooms.length > 0,
    i18n: { ...d.i18n, defaultLocale: own },
    paths: d.paths,
    productReviewsSegment: d.productReviewsSegment,
  };
}

const DEFINITIONS = new Map<string, StoreViewDefinition>(STORE_DEFINITIONS.map((d) => [d.storeCode, d]));

/** A value for every store, read from its view definition. */
export function byStore<T>(read: (definition: StoreViewDefinition) => T): Record<StoreCode, T> {
  return Object.fromEntries(STORE_DEFINITIONS.map((d) => [d.storeCode, read(d)])) as Record<StoreCode, T>;
}

/** A store's view definition, as written. */
export function storeDefinition(code: StoreCode): StoreViewDefinition {
  return DEFINITIONS.get(code)!;
}

export const STORE_VIEWS: Record<StoreCode, StoreView> = byStore((d) => storeView(d as Definition));

export function isStoreCode(value: string): value is StoreCode {
  return DEFINITIONS.has(value);
}

/** Texts written for some stores, the default store's among them. */
export type WrittenPerStore<T> = Partial<Record<StoreCode, T>> & Record<DefaultStoreCode, T>;

/**
 * Texts written for some stores, for every store: a store without its own takes those of a store that
 * speaks its language (sv-FI reads sv-SE's), else the default store's. The demo catalog and the bundled
 * content are written for the first stores; a store added later starts with them.
 */
export function forEveryStore<T>(written: WrittenPerStore<T>): Record<StoreCode, T> {
  const languageOf = (code: StoreCode) => STORE_VIEWS[code].language.split("-")[0];
  return Object.fromEntries(
    STORE_CODES.map((code) => {
      const own = written[code];
      if (own !== undefined) return [code, own];
      const kin = STORE_CODES.find((other) => written[other] !== undefined && languageOf(other) === languageOf(code));
      return [code, written[kin ?? DEFAULT_STORE]];
    }),
  ) as Record<StoreCode, T>;
}

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

/** The physical showrooms of every store; their ids are the suffix of product_showroom_stock_{id}. */
export const SHOWROOMS: readonly Showroom[] = STORE_DEFINITIONS.flatMap((d) => d.showrooms);

/** The showrooms in a store's own country: a shopper is shown only those (issue 36 item 3; SPEC §1: all are in Sweden). */
export function showroomsIn(store: Pick<StoreView, "countryId">): readonly Showroom[] {
  return STORE_DEFINITIONS.filter((d) => d.countryId === store.countryId).flatMap((d) => d.showrooms);
}

/** A showroom's name by id; empty for an unknown id. */
export function showroomName(id: number): string {
  return SHOWROOMS.find((s) => s.id === id)?.name ?? "";
}

/** Prefixes a store-relative path ('/', '/soffor') with the store's URL prefix. */
export function storePath(store: Pick<StoreView, "urlPrefix">, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!store.urlPrefix) return clean;
  return clean === "/" ? store.urlPrefix : `${store.urlPrefix}${clean}`;
}

/** The countries the shop delivers to (an address book may hold any of them), with the store's name for each. */
export const SHOP_COUNTRIES = STORE_CODES.map((code) => ({ code: STORE_VIEWS[code].countryId, name: STORE_VIEWS[code].name }));
