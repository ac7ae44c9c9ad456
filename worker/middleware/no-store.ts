import { createMiddleware } from "hono/factory";
import { canonicalNoStorePath, isNoStore } from "#core/cache/vocabulary.ts";
import type { AppEnv } from "../app-env.ts";

/**
 * `Cache-Control: no-store` on everything personal or transactional — the private pages of
 * core/pages.ts (checkout, confirmation, payment, account…), their React Router data requests and
 * every API answer — so no browser or shared cache keeps a cart, an order or an address; in any casing
 * or percent-encoding of their paths (core/cache/vocabulary.ts canonicalNoStorePath).
 */
export function noStore() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const path = c.req.path.slice(c.var.store.urlPrefix.length).replace(/\.data$/, "") || "/";
    // A variant a GET is not redirected from (a POST to /%44K/checkout) is private all the same.
    if (isNoStore(path) || canonicalNoStorePath(new URL(c.req.url).pathname) !== null) c.res.headers.set("Cache-Control", "no-store");
  });
}
