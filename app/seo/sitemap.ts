/** sitemaps.org 0.9 XML builders (sitemap index and urlset with xhtml:link alternates). */

export const SITEMAP_MAX_URLS = 50000;

const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

export interface SitemapIndexEntry {
  loc: string;
  lastmod?: string;
}

export interface UrlsetEntry {
  loc: string;
  lastmod?: string;
  alternates?: { hrefLang: string; href: string }[];
}

function lastmodLine(lastmod: string | undefined, indent: string): string[] {
  return lastmod ? [`${indent}<lastmod>${escapeXml(lastmod)}</lastmod>`] : [];
}

export function sitemapIndexXml(entries: SitemapIndexEntry[]): string {
  const lines = [XML_DECL, `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (const entry of entries) {
    lines.push("  <sitemap>", `    <loc>${escapeXml(entry.loc)}</loc>`, ...lastmodLine(entry.lastmod, "    "), "  </sitemap>");
  }
  lines.push("</sitemapindex>");
  return `${lines.join("\n")}\n`;
}

export function urlsetXml(entries: UrlsetEntry[]): string {
  const lines = [XML_DECL, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  for (const entry of entries) {
    lines.push("  <url>", `    <loc>${escapeXml(entry.loc)}</loc>`, ...lastmodLine(entry.lastmod, "    "));
    for (const alt of entry.alternates ?? []) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hrefLang)}" href="${escapeXml(alt.href)}"/>`);
    }
    lines.push("  </url>");
  }
  lines.push("</urlset>");
  return `${lines.join("\n")}\n`;
}

/** Splits `items` into consecutive chunks of at most `size` (a positive integer). [] → []. */
export function chunk<T>(items: T[], size = SITEMAP_MAX_URLS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
