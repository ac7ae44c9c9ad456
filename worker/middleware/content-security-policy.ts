import type { MiddlewareHandler } from "hono";

export type NonceVariables = { nonce: string };

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function policy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
export function contentSecurityPolicy(): MiddlewareHandler<{ Variables: NonceVariables }> {
  return async (c, next) => {
    c.set("nonce", newNonce());
    await next();
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.res.headers.set("Content-Security-Policy", policy(c.var.nonce));
  };
}
