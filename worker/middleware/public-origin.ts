import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/**
 * Sets `c.var.origin`, the shop's public origin (PUBLIC_ORIGIN). Absolute URLs in pages (canonical,
 * hreflang, Open Graph, JSON-LD, robots.txt, sitemaps) are built from it, never from the Host header.
 */
export function publicOrigin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("origin", c.var.config.publicOrigin);
    await next();
  });
}
