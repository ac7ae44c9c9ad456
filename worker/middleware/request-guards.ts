import type { MiddlewareHandler } from "hono";

const MAX_PATH_BYTES = 2048;
const MAX_QUERY_BYTES = 2048;
/** React Router's route discovery batches paths into one /__manifest query of up to ~7.7 kB. */
const MANIFEST_QUERY_BYTES = 8192;
/** Vue Storefront sends a catalog search's Elasticsearch body and field lists in the query: a category listing's is ~5 kB. */
const CATALOG_QUERY_BYTES = 16_384;
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const utf8 = new TextEncoder();

/** The decoded value is returned so a bundler cannot drop the call as side-effect free. */
function hasWellFormedEncoding(path: string): boolean {
  try {
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

/**
 * Rejects requests no route could answer sensibly, before any work is done:
 * odd methods (405), overlong paths (414), malformed percent-encoding (400),
 * and collapses runs of slashes with a 301 (a path, never a protocol-relative URL).
 */
export function requestGuards(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (!ALLOWED_METHODS.has(method) && !c.req.path.startsWith("/api/")) {
      return c.text(`Method ${method} is not allowed here`, 405, {
        Allow: [...ALLOWED_METHODS].join(", "),
      });
    }
    const url = new URL(c.req.url);
    const rawPath = url.pathname;
    if (utf8.encode(rawPath).length > MAX_PATH_BYTES) {
      return c.text(`The path is longer than ${MAX_PATH_BYTES} bytes`, 414);
    }
    const queryLimit = rawPath === "/__manifest" ? MANIFEST_QUERY_BYTES : rawPath.startsWith("/api/catalog/") ? CATALOG_QUERY_BYTES : MAX_QUERY_BYTES;
    if (utf8.encode(url.search).length > queryLimit) {
      return c.text(`The query string is longer than ${queryLimit} bytes`, 414);
    }
    if (!hasWellFormedEncoding(rawPath)) {
      return c.text("The path contains a malformed percent-encoding", 400);
    }
    if (rawPath.includes("//")) {
      const collapsed = rawPath.replace(/\/{2,}/g, "/");
      return c.redirect(collapsed + url.search, 301);
    }
    await next();
  };
}
