import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/** Whether a browser sent this request from another site (Sec-Fetch-Site, or an Origin not the shop's). */
export function sentFromAnotherSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  const trusted = origin === undefined || origin === c.var.origin || origin === new URL(c.req.url).origin;
  return c.req.header("sec-fetch-site") === "cross-site" || !trusted;
}

/**
 * Cross-site request forgery guard for the pages' forms (sign-in, account, checkout): a POST a
 * browser sent from another site is refused with 403. Browsers name the sender in Origin and
 * Sec-Fetch-Site on every POST; a request with neither comes from no browser, so it carries no
 * shopper's cookies to abuse and goes on (the API and tests post that way). The session cookie's
 * SameSite=Lax is the second wall. Hono's csrf() refuses requests without the headers, hence this.
 */
export function sameOriginForms() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "POST") return next();
    if (sentFromAnotherSite(c)) return c.text("Forbidden: this form was sent from another site", 403);
    await next();
  });
}
