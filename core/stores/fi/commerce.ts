import type { StoreCommerceDefinition } from "../definition.ts";

/** Finland: what the store charges and checks (prices, limits, postcode and VAT id rules); the worker and the checkout read it. */
export default {
  shelfPrice: { perSek: 1 / 11.4, rounding: "euro" },
  shipping: { home: 59, pickupPoint: 9.9 },
  extraFees: { carry_in: { room: 39 }, assembly: { assembly: 69 }, removal: { one: 29, several: 59 } },
  invoiceLimits: { private: 5_000, business: 25_000 },
  postcode: { digits: 5 },
  vatId: { pattern: /^FI\d{8}$/, example: "FI12345678" },
} as const satisfies StoreCommerceDefinition;
