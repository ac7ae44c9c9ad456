/**
 * The upstream backend's settings (COMMERCE_BACKEND=upstream): where vue-storefront-api is and which
 * Magento store is which. worker/config.ts reads them from the environment with every other variable.
 */
import type { StoreCode } from "#core/stores.ts";
import type { UpstreamCatalogOptions } from "./catalog.ts";

export interface UpstreamConfig {
  /** vue-storefront-api's base URL (UPSTREAM_API_URL). */
  baseUrl: string;
  /**
   * How long the calls of one page render or read request may take in all, retries and bodies included
   * (UPSTREAM_TIMEOUT_MS, deadline.ts DEFAULT_DEADLINE_MS when empty); a request that changes something gets longer (deadline.ts).
   */
  deadlineMs: number;
  /** Magento's store id of each shop store (UPSTREAM_STORE_IDS "se=1,dk=2,no=3,fi=4"). */
  storeIds: Record<StoreCode, number>;
  catalog: UpstreamCatalogOptions;
  /**
   * Magento's catalog media URL, which its photo paths (`/w/s/ws10.jpg`) are relative to (UPSTREAM_MEDIA_URL,
   * vue-storefront-api's `magento2.imgUrl`); null: no photos, the shop draws its pictures.
   */
  mediaUrl: string | null;
  /** Magento's carrier and method of each delivery the shop offers (UPSTREAM_SHIPPING_METHODS "flatrate=flatrate_flatrate"). */
  shippingMethods: MethodMap;
  /**
   * Magento's payment method code of each of the shop's methods (UPSTREAM_PAYMENT_METHODS
   * "cashondelivery=cashondelivery,hosted_checkout=checkmo"); the hosted checkout is offered only when mapped.
   */
  paymentMethods: Partial<Record<string, string>>;
}

/** A shop method code → Magento's carrier code and method code. */
export type MethodMap = Partial<Record<string, { carrier: string; method: string }>>;
