/** robots.txt body. */

/** Pages that are private to a shopper or hold no content worth indexing, in every store. */
export const NOT_INDEXED = ["/checkout", "/confirmation", "/payment-failed", "/my-account", "/create-password", "/set-cart", "/search", "/api/", "/error"];

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
