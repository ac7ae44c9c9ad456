import { storeCommerce } from "../store-commerce.ts";
import { storeDefinition, type StoreCode } from "../stores.ts";

/** Delivery options of SPEC §2/§9: home delivery (with timeslots), pickup at a showroom or a pickup point, flat-rate fallback. */
export type ShippingMethodCode = "home_delivery" | "pickup_point" | `showroom_${number}` | "flatrate";
/** The shipping method that delivers to a pickup point: the order then names one (SPEC §3 "Pickup store"). */
export const PICKUP_POINT_METHOD = "pickup_point" satisfies ShippingMethodCode;

export interface ShippingMethod {
  code: ShippingMethodCode;
  carrierCode: "home" | "pickup" | "showroom" | "flatrate";
  /** Price including tax, in the store's currency. */
  priceInclTax: number;
  showroomId?: number;
}

/** Showroom pickup is free; flat rate 5 incl. tax (SPEC §9); home delivery and pickup points cost what the store's commerce settings say. */
export const FLAT_RATE_INCL_TAX = 5;

/** SPEC §9 "Free returns within 30 days". */
export const FREE_RETURN_DAYS = 30;

/**
 * Working days from order to delivery per carrier (the built-in carrier's promise): a home delivery
 * comes on the day the shopper books, from tomorrow up to 14 days ahead (app/domain/delivery-slots.ts).
 */
export const LEAD_TIME_DAYS: Record<ShippingMethod["carrierCode"], { min: number; max: number }> = {
  home: { min: 1, max: 14 },
  pickup: { min: 2, max: 4 },
  showroom: { min: 1, max: 3 },
  flatrate: { min: 3, max: 5 },
};

export function shippingMethods(store: StoreCode): ShippingMethod[] {
  const { shipping } = storeCommerce(store);
  const { showrooms } = storeDefinition(store);
  return [
    { code: "home_delivery", carrierCode: "home", priceInclTax: shipping.home },
    { code: "pickup_point", carrierCode: "pickup", priceInclTax: shipping.pickupPoint },
    // Pickup is offered at the store's own showrooms (all of them are in Sweden).
    ...showrooms.map((s) => ({ code: `showroom_${s.id}` as const, carrierCode: "showroom" as const, priceInclTax: 0, showroomId: s.id })),
    { code: "flatrate", carrierCode: "flatrate", priceInclTax: FLAT_RATE_INCL_TAX },
  ];
}

export function findShippingMethod(store: StoreCode, code: string): ShippingMethod | null {
  return shippingMethods(store).find((m) => m.code === code) ?? null;
}

/** A product as it travels: its package's weight and sides, length the longest (SPEC §5 "Shipping limitation"). */
export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export type ShippingTag = "parcel" | "freight";

/**
 * SPEC §5 "Shipping limitation": a line gets a rule's shipping tag when its package exceeds none
 * of the rule's limits. Parcel carriers (pickup points, the flat-rate package) take up to 20 kg
 * and 150 × 70 × 70 cm; freight (home delivery by truck, showroom pickup) takes anything.
 */
export const SHIPPING_RULES: readonly { tag: ShippingTag; limits: Partial<Parcel> }[] = [
  { tag: "parcel", limits: { weightKg: 20, lengthCm: 150, widthCm: 70, heightCm: 70 } },
  { tag: "freight", limits: {} },
];

/** The tag a method needs every line of the cart to have. */
const METHOD_TAG: Record<ShippingMethod["carrierCode"], ShippingTag> = { home: "freight", showroom: "freight", pickup: "parcel", flatrate: "parcel" };

/** A package's sides, longest first: length, width, height. */
export function parcelOf(weightKg: number, sidesCm: readonly number[]): Parcel {
  const [lengthCm = 0, widthCm = 0, heightCm = 0] = [...sidesCm].sort((a, b) => b - a);
  return { weightKg, lengthCm, widthCm, heightCm };
}

/** The tags of a line's package; one whose size is unknown is not held back by a limit it may not exceed. */
export function shippingTags(parcel: Parcel | null): ShippingTag[] {
  return SHIPPING_RULES.filter((rule) => parcel === null || (Object.keys(rule.limits) as (keyof Parcel)[]).every((k) => parcel[k] <= rule.limits[k]!)).map((rule) => rule.tag);
}

/** The store's methods that every line allows: a sofa too big for a parcel gets home delivery or showroom pickup. */
export function shippingMethodsFor(store: StoreCode, parcels: readonly (Parcel | null)[]): ShippingMethod[] {
  const tags = parcels.map(shippingTags);
  return shippingMethods(store).filter((m) => tags.every((t) => t.includes(METHOD_TAG[m.carrierCode])));
}

/** A package too big for any limit: what a line whose package is not known here must be assumed to be. */
const ANY_PACKAGE = parcelOf(Number.POSITIVE_INFINITY, [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);

/** The methods that carry any package (home delivery, showroom pickup): offered when the lines' packages are not known (offline). */
export function shippingMethodsForAnyPackage(store: StoreCode): ShippingMethod[] {
  return shippingMethodsFor(store, [ANY_PACKAGE]);
}
