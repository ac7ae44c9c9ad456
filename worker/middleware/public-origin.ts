import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/** The names a machine calls itself by: `wrangler dev --ip 127.0.0.1` prints one, the local PUBLIC_ORIGIN says another. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether `url` is the local shop under another of the machine's own names: the public origin is a
 * loopback one (never the case in production) and the request differs from it only by the host's name.
 */
export function isLoopbackAlias(url: URL, publicOrigin: string): boolean {
  const origin = new URL(publicOrigin);
  return url.origin !== origin.origin && LOOPBACK_HOSTS.has(origin.hostname) && LOOPBACK_HOSTS.has(url.hostname) && url.protocol === origin.protocol && url.port === origin.port;
}

/**
 * Sets `c.var.origin`, the shop's public origin (PUBLIC_ORIGIN). Absolute URLs in pages (canonical,
 * hreflang, Open Graph, JSON-LD, robots.txt, sitemaps) are built from it, never from the Host header,
 * and only its pages are cached. Locally, a browser that opens the shop under another of the machine's
 * names (http://127.0.0.1:8787 for http://localhost:8787) is sent to the public origin, where pages
 * cache, their links point to the address in the bar, and the cart and sign-in cookies are one set.
 */
export function publicOrigin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.var.config.publicOrigin;
    const url = new URL(c.req.url);
    // Only a browser's navigation: a script's call (a bearer token, a POST) would lose its Authorization on the way.
    if (c.req.header("sec-fetch-mode") === "navigate" && (c.req.method === "GET" || c.req.method === "HEAD") && isLoopbackAlias(url, origin)) {
      return c.redirect(origin + url.pathname + url.search, 302);
    }
    c.set("origin", origin);
    await next();
  });
}
