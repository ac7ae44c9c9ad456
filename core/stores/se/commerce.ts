import type { StoreCommerceDefinition } from "../definition.ts";

/** Sweden: what the store charges and checks (prices, limits, postcode and VAT id rules); the worker and the checkout read it. */
export default {
  shelfPrice: "catalog",
  shipping: { home: 695, pickupPoint: 99 },
  extraFees: { carry_in: { room: 395 }, assembly: { assembly: 695 }, removal: { one: 295, several: 595 } },
  invoiceLimits: { private: 50_000, business: 250_000 },
  postcode: { digits: 5, groups: [3, 2] },
  vatId: { pattern: /^SE\d{10}01$/, example: "SE556677889901" },
} as const satisfies StoreCommerceDefinition;
