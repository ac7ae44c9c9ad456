import type { StoreCommerceDefinition } from "../definition.ts";

/** Denmark: what the store charges and checks (prices, limits, postcode and VAT id rules); the worker and the checkout read it. */
export default {
  shelfPrice: { perSek: 0.68, rounding: "kroner" },
  shipping: { home: 495, pickupPoint: 69 },
  extraFees: { carry_in: { room: 295 }, assembly: { assembly: 495 }, removal: { one: 225, several: 445 } },
  invoiceLimits: { private: 35_000, business: 180_000 },
  postcode: { digits: 4 },
  vatId: { pattern: /^DK\d{8}$/, example: "DK12345678" },
} as const satisfies StoreCommerceDefinition;
