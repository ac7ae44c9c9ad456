import { SHOWROOMS, STORE_VIEWS, type StoreCode } from "../stores.ts";

/** Delivery options of SPEC §2/§9: home delivery (with timeslots), pickup at a showroom or a pickup point, flat-rate fallback. */
export type ShippingMethodCode = "home_delivery" | "pickup_point" | `showroom_${1 | 2 | 3 | 4}` | "flatrate";
export type PaymentMethodCode = "cashondelivery" | "invoice_later" | "hosted_checkout";

export interface ShippingMethod {
  code: ShippingMethodCode;
  carrierCode: "home" | "pickup" | "showroom" | "flatrate";
  /** Price including tax, in the store's currency. */
  priceInclTax: number;
  showroomId?: number;
}

/** Home delivery and pickup-point prices per store; showroom pickup is free; flat rate 5 incl. tax (SPEC §9). */
const PRICES: Record<StoreCode, { home: number; pickupPoint: number }> = {
  se: { home: 695, pickupPoint: 99 },
  dk: { home: 495, pickupPoint: 69 },
  no: { home: 695, pickupPoint: 99 },
  fi: { home: 59, pickupPoint: 9.9 },
};
export const FLAT_RATE_INCL_TAX = 5;

export function shippingMethods(store: StoreCode): ShippingMethod[] {
  return [
    { code: "home_delivery", carrierCode: "home", priceInclTax: PRICES[store].home },
    { code: "pickup_point", carrierCode: "pickup", priceInclTax: PRICES[store].pickupPoint },
    // The showrooms are in Sweden: pickup is offered only where they are.
    ...(STORE_VIEWS[store].showroomPickup ? SHOWROOMS.map((s) => ({ code: `showroom_${s.id}` as ShippingMethodCode, carrierCode: "showroom" as const, priceInclTax: 0, showroomId: s.id })) : []),
    { code: "flatrate", carrierCode: "flatrate", priceInclTax: FLAT_RATE_INCL_TAX },
  ];
}

export function findShippingMethod(store: StoreCode, code: string): ShippingMethod | null {
  return shippingMethods(store).find((m) => m.code === code) ?? null;
}

export interface PaymentMethod {
  code: PaymentMethodCode;
  cost: number;
  isDefault: boolean;
}

/**
 * Cash on delivery is the default (cost 0) and is hidden when every item is virtual (SPEC §1, §5);
 * the hosted checkout is offered only while a payment provider is configured.
 */
export function paymentMethods(cartIsVirtual: boolean, hostedCheckout = true): PaymentMethod[] {
  const methods: PaymentMethod[] = [
    { code: "cashondelivery", cost: 0, isDefault: true },
    { code: "invoice_later", cost: 0, isDefault: false },
    ...(hostedCheckout ? [{ code: "hosted_checkout" as const, cost: 0, isDefault: false }] : []),
  ];
  return cartIsVirtual ? methods.filter((m) => m.code !== "cashondelivery").map((m, i) => ({ ...m, isDefault: i === 0 })) : methods;
}
