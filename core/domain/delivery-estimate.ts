/**
 * The buy box's answer to "what will it cost me and when" (SPEC §2 product page, §5 "Shipping
 * limitation", "Delivery-date lookup"): the method the checkout will offer first for this product's
 * package, its price, and when it comes. Pure; "today" is passed in.
 */

import { firstBookableDay } from "./delivery-slots.ts";
import { LEAD_TIME_DAYS, shippingMethodsFor, type Parcel } from "./shipping.ts";
import type { StoreCode } from "../stores.ts";

export type DeliveryEstimate =
  /** Too big for a parcel: home delivery by truck, booked for a day from `firstDay` on. */
  | { kind: "home"; priceInclTax: number; firstDay: string }
  /** Fits a parcel: to a pickup point within the carrier's lead time, in days. */
  | { kind: "parcel"; priceInclTax: number; leadDays: { min: number; max: number } };

/**
 * A product whose packages all fit a parcel travels to a pickup point (the cheapest carrier the checkout
 * offers it); anything bigger is home delivered. A package the catalog does not know passes every
 * limit, as at the checkout. Null when the store offers neither.
 */
export function deliveryEstimate(store: StoreCode, parcels: readonly (Parcel | null)[], today: string): DeliveryEstimate | null {
  const methods = shippingMethodsFor(store, parcels);
  const pickup = methods.find((m) => m.carrierCode === "pickup");
  if (pickup) return { kind: "parcel", priceInclTax: pickup.priceInclTax, leadDays: LEAD_TIME_DAYS.pickup };
  const home = methods.find((m) => m.carrierCode === "home");
  const firstDay = firstBookableDay(today);
  return home && firstDay ? { kind: "home", priceInclTax: home.priceInclTax, firstDay } : null;
}
