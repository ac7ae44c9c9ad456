/** robots.txt body. */

import { STORE_CODES, STORE_VIEWS, storePath } from "#core/stores.ts";
import { SEARCH_VARIANTS_PATH } from "./search-indexing.ts";

/** Pages that are private to a shopper or hold no content worth indexing, in every store; a plain search is a landing page. */
export const NOT_INDEXED = ["/checkout", "/confirmation", "/payment-failed", "/my-account", "/create-password", "/set-cart", SEARCH_VARIANTS_PATH, "/api/", "/error"];

/** NOT_INDEXED under every store's prefix: what the shop's robots.txt disallows. */
export const DISALLOWED = STORE_CODES.flatMap((code) => NOT_INDEXED.map((path) => storePath(STORE_VIEWS[code], path)));

/**
 * "User-agent: *", "Allow: /", one "Disallow:" line per given path (in order; CR/LF stripped so a
 * path cannot inject directives; empty paths skipped), a blank line, then the sitemap index URL.
 * Ends with a newline.
 */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  const lines = ["User-agent: *", "Allow: /"];
  for (const path of disallow) {
    const clean = path.replace(/[\r\n]/g, "").trim();
    if (clean) lines.push(`Disallow: ${clean}`);
  }
  lines.push("", `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}
