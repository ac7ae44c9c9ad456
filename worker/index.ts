import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { timing } from "hono/timing";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { commerceContext, storeContext } from "../app/context.ts";
import { createEmbeddedCommerce } from "./commerce/embedded/index.ts";
import type { CommercePort } from "./commerce/port.ts";
import type { Env } from "./env.ts";
import { mediaRoutes } from "./media/routes.ts";
import { seoRoutes } from "./seo/routes.ts";
import { requestGuards } from "./middleware/request-guards.ts";
import { storeCode, type StoreVariables } from "./middleware/store-code.ts";

export { Cart } from "./objects/cart.ts";
export { HostedCheckout } from "./objects/hosted-checkout.ts";

type AppEnv = { Bindings: Env; Variables: StoreVariables & { commerce: CommercePort } };

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export const app = new Hono<AppEnv>();

app.use(timing({ crossOrigin: false }));
app.use(secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin", crossOriginEmbedderPolicy: false }));
app.use(requestGuards());
app.use(storeCode());
app.use(async (c, next) => {
  c.set("commerce", createEmbeddedCommerce(c.env));
  await next();
});

app.route("/media", mediaRoutes);
app.route("/", seoRoutes);

app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(storeContext, c.var.store);
  context.set(commerceContext, c.var.commerce);
  return handleDocument(c.req.raw, context);
});

export default app satisfies ExportedHandler<Env>;
