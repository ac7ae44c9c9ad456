import { createContext } from "react-router";
import type { CommercePort } from "../worker/commerce/port.ts";
import type { StoreView } from "./stores.ts";

/** The store view of the request, set by the worker's store-code middleware. */
export const storeContext = createContext<StoreView>();

/** The commerce backend behind its port; loaders never talk to D1 directly. */
export const commerceContext = createContext<CommercePort>();

/** "complete" waits for every deferred section before sending (crawlers, the output cache). */
export const documentModeContext = createContext<"stream" | "complete">("stream");

/** Cache tags the page's loaders declare (P{id}, C{id}, page types); the worker sends them as Cache-Tag. */
export const cacheTagsContext = createContext<Set<string>>();

/** The script nonce of this response's Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** Carts (Cart Durable Objects priced through the commerce port), for route actions. */
export const cartContext = createContext<import("../worker/commerce/cart-service.ts").CartService>();

/** The hosted checkout (provider order per cart, confirmation callback), for route loaders and actions. */
export const hostedCheckoutContext = createContext<import("../worker/payments/hosted-checkout-service.ts").HostedCheckoutService>();
