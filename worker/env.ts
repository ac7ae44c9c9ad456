import type { Cart } from "./objects/cart.ts";
import type { CacheIndex } from "./objects/cache-index.ts";
import type { HostedCheckout } from "./objects/hosted-checkout.ts";

/** Bindings and variables of the worker (wrangler.toml, .dev.vars). */
export interface Env {
  DB: D1Database;
  PAGE_CACHE: KVNamespace;
  CART: DurableObjectNamespace<Cart>;
  HOSTED_CHECKOUT: DurableObjectNamespace<HostedCheckout>;
  CACHE_INDEX: DurableObjectNamespace<CacheIndex>;
  /** Bearer token for /ops/cache/purge and key for /invalidate (a secret: .dev.vars locally). */
  CACHE_PURGE_TOKEN?: string;
  /** 'YYYY-MM-DD' pinning "today" for price windows; empty for the real date. */
  CATALOG_TODAY?: string;
  /**
   * Hosted-checkout provider endpoints (SPEC §7); leave the order URL empty for the built-in
   * provider. The API key (a secret) is sent as a bearer token.
   */
  HOSTED_CHECKOUT_ORDER_URL?: string;
  HOSTED_CHECKOUT_CONFIRMATION_URL?: string;
  HOSTED_CHECKOUT_VALIDATE_URL?: string;
  HOSTED_CHECKOUT_API_KEY?: string;
  /**
   * "1" turns on the built-in test provider when no order URL is set (local development, tests).
   * Off by default, so a deploy without a real provider never takes unpaid "payments".
   */
  HOSTED_CHECKOUT_BUILTIN?: string;
  /**
   * Milliseconds the embedded review source waits before answering, to model the third-party
   * review service of SPEC §1 (the bench sets it; 0 or unset in normal use).
   */
  REVIEW_SERVICE_LATENCY_MS?: string;
}
