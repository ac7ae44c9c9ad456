import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/** Where the shop answers when nothing is configured: the local dev server of `npm start`. */
const LOCAL_ORIGIN = "http://localhost:8787";

const parsed = new Map<string, string>();

/** The configured public origin (PUBLIC_ORIGIN), normalized; the local default when unset or not a URL. */
export function publicOriginOf(env: Pick<Env, "PUBLIC_ORIGIN">): string {
  const configured = env.PUBLIC_ORIGIN ?? "";
  let origin = parsed.get(configured);
  if (origin === undefined) {
    try {
      origin = configured ? new URL(configured).origin : LOCAL_ORIGIN;
    } catch {
      console.error(`PUBLIC_ORIGIN ${JSON.stringify(configured)} is not a URL; using ${LOCAL_ORIGIN}`);
      origin = LOCAL_ORIGIN;
    }
    parsed.set(configured, origin);
  }
  return origin;
}

/**
 * Sets `c.var.origin`, the shop's public origin. Absolute URLs in pages (canonical, hreflang,
 * Open Graph, JSON-LD, robots.txt, sitemaps) are built from it, never from the Host header.
 */
export function publicOrigin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("origin", publicOriginOf(c.env));
    await next();
  });
}
