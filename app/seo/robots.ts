/** robots.txt body. */

import { EDGE_PATHS, pagePrefixes } from "#core/pages.ts";
import { STORE_CODES, STORE_VIEWS, storePath, type StoreView } from "#core/stores.ts";
import { SEARCH_VARIANTS_PATH } from "./search-indexing.ts";

const PRIVATE_EDGE_PATHS = (Object.keys(EDGE_PATHS) as (keyof typeof EDGE_PATHS)[]).filter((path) => EDGE_PATHS[path] === "private");

/** What a store keeps crawlers out of: its blocked pages (the private ones among them), the edge's private paths, and a search with more than its query (a plain search is a landing page). */
function disallowedIn(store: StoreView): string[] {
  const paths = [...pagePrefixes((page) => page.indexing === "blocked", [store]), ...PRIVATE_EDGE_PATHS].map((path) => `/${path}`);
  return [...paths, SEARCH_VARIANTS_PATH].map((path) => storePath(store, path));
}

/** What the shop's robots.txt disallows, in every store. */
export const DISALLOWED = STORE_CODES.flatMap((code) => disallowedIn(STORE_VIEWS[code]));

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
