import type { MiddlewareHandler } from "hono";
import { CAPTCHA_WIDGET_ORIGIN } from "../../app/reviews/captcha-widget.ts";

export type NonceVariables = { nonce: string };

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy; `thirdParties` are origins a configured service needs for its scripts and frames (none by default). */
export function policy(nonce: string, thirdParties: readonly string[] = []): string {
  const extra = thirdParties.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    ...(thirdParties.length ? [`frame-src${extra}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * A fresh script nonce for every HTML response. Pages served from the output cache were rendered
 * for another request; the cache gives them this response's nonce (worker/cache/cached-pages.ts).
 */
export function contentSecurityPolicy(): MiddlewareHandler<{ Bindings: Env; Variables: NonceVariables }> {
  return async (c, next) => {
    c.set("nonce", newNonce());
    await next();
    // The captcha widget's origin only where a site key is configured (the review form shows the widget).
    const thirdParties = c.env.CAPTCHA_SITE_KEY ? [CAPTCHA_WIDGET_ORIGIN] : [];
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.res.headers.set("Content-Security-Policy", policy(c.var.nonce, thirdParties));
  };
}
