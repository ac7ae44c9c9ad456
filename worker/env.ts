import type { Cart } from "./objects/cart.ts";
import type { HostedCheckout } from "./objects/hosted-checkout.ts";

/** Bindings and variables of the worker (wrangler.toml, .dev.vars). */
export interface Env {
  DB: D1Database;
  PAGE_CACHE: KVNamespace;
  CART: DurableObjectNamespace<Cart>;
  HOSTED_CHECKOUT: DurableObjectNamespace<HostedCheckout>;
  /** 'YYYY-MM-DD' pinning "today" for price windows; empty for the real date. */
  CATALOG_TODAY?: string;
}
