import { purgePages } from "./cache/purge.ts";
import { createCartService, type CartService } from "./commerce/cart-service.ts";
import { createEmbeddedCommerce } from "./commerce/embedded/index.ts";
import type { CommercePort } from "./commerce/port.ts";
import { withCachePurge } from "./commerce/purging.ts";
import type { Env } from "./env.ts";
import { createHostedCheckoutService, type HostedCheckoutService } from "./payments/hosted-checkout-service.ts";

export interface Services {
  /** The commerce backend; catalog changes through it purge the cached pages that show them. */
  commerce: CommercePort;
  carts: CartService;
  hosted: HostedCheckoutService;
}

const built = new WeakMap<Env, Services>();

/** The backend's services: closures over `env` alone, so they are built once per environment, not per request. */
export function servicesFor(env: Env): Services {
  let services = built.get(env);
  if (!services) {
    const commerce = withCachePurge(createEmbeddedCommerce(env), (tags) => purgePages(env, { tags }));
    const carts = createCartService(env, commerce);
    services = { commerce, carts, hosted: createHostedCheckoutService(env, commerce, carts) };
    built.set(env, services);
  }
  return services;
}
