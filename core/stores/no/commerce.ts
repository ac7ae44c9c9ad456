import type { StoreCommerceDefinition } from "../definition.ts";

/** Norway: what the store charges and checks (prices, limits, postcode and VAT id rules); the worker and the checkout read it. */
export default {
  shelfPrice: { perSek: 1.02, rounding: "kroner" },
  shipping: { home: 695, pickupPoint: 99 },
  extraFees: { carry_in: { room: 395 }, assembly: { assembly: 695 }, removal: { one: 295, several: 595 } },
  invoiceLimits: { private: 50_000, business: 250_000 },
  postcode: { digits: 4 },
  vatId: { pattern: /^NO\d{9}MVA$/, example: "NO123456789MVA" },
} as const satisfies StoreCommerceDefinition;
