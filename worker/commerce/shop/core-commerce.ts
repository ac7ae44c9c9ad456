import type { Commerce } from "#core/port/index.ts";

/** Everything but carts and the hosted checkout, which an adapter builds on top of it. */
export type CoreCommerce = Omit<Commerce, "carts" | "hostedCheckout">;
