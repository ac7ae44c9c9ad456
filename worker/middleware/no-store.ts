import { createMiddleware } from "hono/factory";
import { isNeverCached } from "#core/cache/vocabulary.ts";
import type { AppEnv } from "../app-env.ts";

/** Private paths whose answers are still public and fine to keep: generated images, the route manifest. */
const SHAREABLE = /^\/(media|__manifest)(\/|$)/;

/**
 * `Cache-Control: no-store` on everything personal or transactional — checkout, confirmation,
 * payment, account pages, their React Router data requests and every API answer — so no browser
 * or shared cache keeps a cart, an order or an address.
 */
export function noStore() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const path = c.req.path.slice(c.var.store.urlPrefix.length).replace(/\.data$/, "") || "/";
    if (isNeverCached(path) && !SHAREABLE.test(path)) c.res.headers.set("Cache-Control", "no-store");
  });
}
