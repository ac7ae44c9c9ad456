/**
 * Which commerce backend serves the shop (COMMERCE_BACKEND), and the upstream one's settings. A shop
 * told to use vue-storefront-api must say where it is and which Magento store is which: a missing or
 * malformed setting fails every request with an error naming the variable, never a guess.
 */
import { STORE_CODES, type StoreCode } from "#core/stores.ts";
import { DEFAULT_PAYMENT_METHOD, paymentMethodOf } from "#core/payments/payment-methods.ts";
import type { UpstreamCatalogOptions } from "./catalog.ts";

const DEFAULT_TIMEOUT_MS = 8_000;

export type CommerceBackend = "embedded" | "upstream";

export interface UpstreamConfig {
  /** vue-storefront-api's base URL (UPSTREAM_API_URL). */
  baseUrl: string;
  /** How long one call may take, its body included (UPSTREAM_TIMEOUT_MS, 8000 when empty). */
  timeoutMs: number;
  /** Magento's store id of each shop store (UPSTREAM_STORE_IDS "se=1,dk=2,no=3,fi=4"). */
  storeIds: Record<StoreCode, number>;
  catalog: UpstreamCatalogOptions;
  /** Magento's carrier and method of each delivery the shop offers (UPSTREAM_SHIPPING_METHODS "flatrate=flatrate_flatrate"). */
  shippingMethods: MethodMap;
  /**
   * Magento's payment method code of each of the shop's methods it takes (UPSTREAM_PAYMENT_METHODS
   * "cashondelivery,hosted_checkout=checkmo"); the hosted checkout is offered only when mapped.
   */
  paymentMethods: Partial<Record<string, string>>;
}

/** A shop method code → Magento's carrier code and method code. */
export type MethodMap = Partial<Record<string, { carrier: string; method: string }>>;

const SHOP_SHIPPING_CODE = /^(home_delivery|pickup_point|flatrate|showroom_[1-4])$/;
const MAGENTO_CODE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * "shop=magento,…" pairs, each side checked; `name` is the variable, for the error. A shop code named
 * alone takes the Magento code `magentoDefault` gives it ("" when it gives none: refused as no Magento code).
 */
function pairsFrom(name: string, setting: string, isShopCode: (code: string) => boolean, magentoDefault: (shop: string) => string = () => ""): Array<[string, string]> {
  return setting.split(",").filter((part) => part.trim()).map((pair) => {
    const [shop = "", named] = pair.split("=").map((part) => part.trim());
    if (!isShopCode(shop)) throw new ConfigError(`${name}: "${shop}" is not a method the shop offers`);
    const magento = named ?? magentoDefault(shop);
    if (!MAGENTO_CODE.test(magento)) throw new ConfigError(`${name}: "${magento}" is not a Magento method code`);
    return [shop, magento];
  });
}

/** Delivery methods: Magento names each by carrier and method, "flatrate_flatrate", "tablerate_bestway". */
export function shippingMethodsFrom(setting: string): MethodMap {
  return Object.fromEntries(
    pairsFrom("UPSTREAM_SHIPPING_METHODS", setting, (code) => SHOP_SHIPPING_CODE.test(code)).map(([shop, magento]) => {
      const [carrier, ...method] = magento.split("_");
      if (method.length === 0) throw new ConfigError(`UPSTREAM_SHIPPING_METHODS: "${magento}" must be Magento's carrier_method`);
      return [shop, { carrier: carrier!, method: method.join("_") }];
    }),
  );
}

/**
 * Payment methods: a method named alone is placed with its Magento code from the payment-method registry
 * ("invoice_later" is "banktransfer"); "shop=magento" names another. Empty: the default method alone (cash on delivery).
 */
export function paymentMethodsFrom(setting: string): Partial<Record<string, string>> {
  return Object.fromEntries(pairsFrom("UPSTREAM_PAYMENT_METHODS", setting || DEFAULT_PAYMENT_METHOD, (code) => paymentMethodOf(code) !== null, (shop) => paymentMethodOf(shop)!.upstreamCode));
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type BackendSettings = Pick<Env, "UPSTREAM_API_URL" | "UPSTREAM_STORE_IDS" | "UPSTREAM_INDEX_PREFIX" | "UPSTREAM_PRICES_INCLUDE_TAX" | "UPSTREAM_SHIPPING_METHODS" | "UPSTREAM_PAYMENT_METHODS" | "UPSTREAM_TIMEOUT_MS">;

export function commerceBackendOf(env: Pick<Env, "COMMERCE_BACKEND">): CommerceBackend {
  const backend = env.COMMERCE_BACKEND || "embedded";
  if (backend !== "embedded" && backend !== "upstream") throw new ConfigError(`COMMERCE_BACKEND must be "embedded" or "upstream", not "${backend}"`);
  return backend;
}

/** Magento's store ids: every shop store named once with a whole number ("se=1,dk=2,no=3,fi=4"). */
export function storeIdsFrom(setting: string | undefined): Record<StoreCode, number> {
  const ids: Partial<Record<StoreCode, number>> = {};
  for (const pair of (setting ?? "").split(",").filter((part) => part.trim())) {
    const [store = "", id = ""] = pair.split("=").map((part) => part.trim());
    if (!(STORE_CODES as readonly string[]).includes(store)) throw new ConfigError(`UPSTREAM_STORE_IDS: "${store}" is not a store code (${STORE_CODES.join(", ")})`);
    if (!/^\d+$/.test(id)) throw new ConfigError(`UPSTREAM_STORE_IDS: the Magento store id of ${store} must be a whole number, not "${id}"`);
    ids[store as StoreCode] = Number(id);
  }
  const missing = STORE_CODES.filter((store) => ids[store] === undefined);
  if (missing.length) throw new ConfigError(`UPSTREAM_STORE_IDS must name the Magento store id of every store ("se=1,dk=2,no=3,fi=4"); missing: ${missing.join(", ")}`);
  return ids as Record<StoreCode, number>;
}

export function upstreamConfigOf(env: BackendSettings): UpstreamConfig {
  const baseUrl = env.UPSTREAM_API_URL ?? "";
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) throw new ConfigError(`UPSTREAM_API_URL must be the http(s) URL of vue-storefront-api, not "${baseUrl}"`);
  const indexPrefix = env.UPSTREAM_INDEX_PREFIX || "vue_storefront_catalog";
  if (!/^[a-z0-9_-]+$/.test(indexPrefix)) throw new ConfigError(`UPSTREAM_INDEX_PREFIX must be an index name (a-z, 0-9, _ and -), not "${indexPrefix}"`);
  const taxSetting = env.UPSTREAM_PRICES_INCLUDE_TAX || "1";
  if (taxSetting !== "1" && taxSetting !== "0") throw new ConfigError(`UPSTREAM_PRICES_INCLUDE_TAX must be "1" or "0", not "${taxSetting}"`);
  const shippingMethods = shippingMethodsFrom(env.UPSTREAM_SHIPPING_METHODS || "flatrate=flatrate_flatrate");
  const paymentMethods = paymentMethodsFrom(env.UPSTREAM_PAYMENT_METHODS ?? "");
  const timeoutMs = Number(env.UPSTREAM_TIMEOUT_MS || DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 30_000) throw new ConfigError(`UPSTREAM_TIMEOUT_MS must be whole milliseconds from 100 to 30000, not "${env.UPSTREAM_TIMEOUT_MS}"`);
  return { baseUrl, timeoutMs, storeIds: storeIdsFrom(env.UPSTREAM_STORE_IDS), catalog: { indexPrefix, pricesIncludeTax: taxSetting === "1" }, shippingMethods, paymentMethods };
}
