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
 * A fresh script nonce for every HTML response. Pages served from the output cache were
 * rendered for another request, so their nonce attributes are rewritten to this one.
 */
export function contentSecurityPolicy(): MiddlewareHandler<{ Variables: NonceVariables }> {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    if (!c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
    // Anything the output cache answered may have been rendered in another pass (a stored page, or
    // a fill it could not store and hands back as BYPASS), so its nonces are made this response's.
    if (c.res.headers.has("X-Cache")) {
      c.res = new HTMLRewriter()
        .on("[nonce]", {
          element(element) {
            element.setAttribute("nonce", nonce);
          },
        })
        .transform(c.res);
    }
    c.res.headers.set("Content-Security-Policy", policy(nonce));
  };
}
