import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { timing } from "hono/timing";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { cacheTagsContext, cartContext, commerceContext, cspNonceContext, documentModeContext, hostedCheckoutContext, storeContext } from "../app/context.ts";
import { bookingApi } from "./api/booking.ts";
import { cartApi } from "./api/cart.ts";
import { reply } from "./api/envelope.ts";
import { orderApi } from "./api/order.ts";
import { stockApi } from "./api/stock.ts";
import { tagHeaders } from "./cache/tags.ts";
import type { CartService } from "./commerce/cart-service.ts";
import type { CommercePort } from "./commerce/port.ts";
import type { Env } from "./env.ts";
import { mediaRoutes } from "./media/routes.ts";
import { builtinProviderPages } from "./payments/builtin-provider.ts";
import { servicesFor } from "./services.ts";
import { contentSecurityPolicy, type NonceVariables } from "./middleware/content-security-policy.ts";
import { isCacheFill, outputCache } from "./middleware/output-cache.ts";
import { requestGuards } from "./middleware/request-guards.ts";
import { storeCode, type StoreVariables } from "./middleware/store-code.ts";
import { invalidateRoutes, opsRoutes } from "./ops/routes.ts";
import { seoRoutes } from "./seo/routes.ts";

export { CacheIndex } from "./objects/cache-index.ts";
export { Cart } from "./objects/cart.ts";
export { HostedCheckout } from "./objects/hosted-checkout.ts";

type AppEnv = { Bindings: Env; Variables: StoreVariables & NonceVariables & { commerce: CommercePort; carts: CartService } };

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export const app = new Hono<AppEnv>();

app.use(timing({ crossOrigin: false }));
app.use(secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin", crossOriginEmbedderPolicy: false }));
app.use(contentSecurityPolicy());
app.use(requestGuards());
app.use(storeCode());
app.use(async (c, next) => {
  const { commerce, carts } = servicesFor(c.env);
  c.set("commerce", commerce);
  c.set("carts", carts);
  await next();
});

app.route("/ops", opsRoutes);
app.route("/api/cart", cartApi);
app.route("/api/stock", stockApi);
app.route("/api/order", orderApi);
app.route("/api/booking", bookingApi);
app.route("/hosted-checkout", builtinProviderPages);
app.all("/api/*", (c) => reply(c, 404, `no API endpoint ${c.req.method} ${c.req.path}`));
app.route("/", invalidateRoutes);
app.use(outputCache(async (request, env, ctx) => app.fetch(request, env, ctx)));
app.route("/media", mediaRoutes);
app.route("/", seoRoutes);

app.all("*", async (c) => {
  const tags = new Set<string>();
  const context = new RouterContextProvider();
  context.set(storeContext, c.var.store);
  context.set(commerceContext, c.var.commerce);
  context.set(cacheTagsContext, tags);
  context.set(cspNonceContext, c.var.nonce);
  const { carts, hosted } = servicesFor(c.env);
  context.set(cartContext, carts);
  context.set(hostedCheckoutContext, hosted);
  // The cache stores whole documents: every deferred section resolved, nothing left to stream.
  if (isCacheFill(c.req.raw)) context.set(documentModeContext, "complete");
  const response = await handleDocument(c.req.raw, context);
  if (response.status === 404) tags.add("not-found");
  if (tags.size > 0 && response.headers.get("Content-Type")?.startsWith("text/html")) {
    for (const [name, value] of Object.entries(tagHeaders(tags))) response.headers.set(name, value);
  }
  return response;
});

export default app satisfies ExportedHandler<Env>;
