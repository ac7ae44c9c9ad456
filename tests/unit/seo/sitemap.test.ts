import { describe, expect, it } from "vitest";
import { chunk, escapeXml, SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from "#app/seo/sitemap.ts";

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

describe("escapeXml", () => {
  it.each([
    ["plain", "https://x/soffor", "https://x/soffor"],
    ["ampersand", "a&b", "a&amp;b"],
    ["already-escaped is escaped again", "&amp;", "&amp;amp;"],
    ["angle brackets", "<tag>", "&lt;tag&gt;"],
    ["double quote", 'a"b', "a&quot;b"],
    ["single quote", "a'b", "a&apos;b"],
    ["all five", `&<>"'`, "&amp;&lt;&gt;&quot;&apos;"],
    ["non-ASCII untouched", "/fi/sänky", "/fi/sänky"],
  ])("%s", (_label, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe("sitemapIndexXml", () => {
  it.each([
    ["empty", [], [DECL, `<sitemapindex ${NS}>`, "</sitemapindex>"]],
    [
      "with and without lastmod, escaped loc",
      [{ loc: "https://x/sitemap-se-1.xml", lastmod: "2026-06-15" }, { loc: "https://x/sitemap.xml?store=dk&page=2" }],
      [
        DECL,
        `<sitemapindex ${NS}>`,
        "  <sitemap>",
        "    <loc>https://x/sitemap-se-1.xml</loc>",
        "    <lastmod>2026-06-15</lastmod>",
        "  </sitemap>",
        "  <sitemap>",
        "    <loc>https://x/sitemap.xml?store=dk&amp;page=2</loc>",
        "  </sitemap>",
        "</sitemapindex>",
      ],
    ],
  ])("%s", (_label, entries, lines) => {
    expect(sitemapIndexXml(entries)).toBe(`${lines.join("\n")}\n`);
  });
});

describe("urlsetXml", () => {
  it.each([
    ["empty", [], [DECL, `<urlset ${NS} ${XHTML}>`, "</urlset>"]],
    [
      "loc only",
      [{ loc: "https://x/soffor" }],
      [DECL, `<urlset ${NS} ${XHTML}>`, "  <url>", "    <loc>https://x/soffor</loc>", "  </url>", "</urlset>"],
    ],
    [
      "lastmod and alternates",
      [
        {
          loc: "https://x/soffor",
          lastmod: "2026-06-15T10:00:00+02:00",
          alternates: [
            { hrefLang: "sv-SE", href: "https://x/soffor" },
            { hrefLang: "x-default", href: "https://x/soffor" },
          ],
        },
      ],
      [
        DECL,
        `<urlset ${NS} ${XHTML}>`,
        "  <url>",
        "    <loc>https://x/soffor</loc>",
        "    <lastmod>2026-06-15T10:00:00+02:00</lastmod>",
        '    <xhtml:link rel="alternate" hreflang="sv-SE" href="https://x/soffor"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://x/soffor"/>',
        "  </url>",
        "</urlset>",
      ],
    ],
    [
      "all text XML-escaped",
      [
        {
          loc: "https://x/s?a=1&b=<2>",
          lastmod: "<now>",
          alternates: [{ hrefLang: `"da'`, href: `https://x/dk?q="a"&r='b'` }],
        },
      ],
      [
        DECL,
        `<urlset ${NS} ${XHTML}>`,
        "  <url>",
        "    <loc>https://x/s?a=1&amp;b=&lt;2&gt;</loc>",
        "    <lastmod>&lt;now&gt;</lastmod>",
        '    <xhtml:link rel="alternate" hreflang="&quot;da&apos;" href="https://x/dk?q=&quot;a&quot;&amp;r=&apos;b&apos;"/>',
        "  </url>",
        "</urlset>",
      ],
    ],
    [
      "empty alternates array → no xhtml:link",
      [{ loc: "https://x/", alternates: [] }],
      [DECL, `<urlset ${NS} ${XHTML}>`, "  <url>", "    <loc>https://x/</loc>", "  </url>", "</urlset>"],
    ],
  ])("%s", (_label, entries, lines) => {
    expect(urlsetXml(entries)).toBe(`${lines.join("\n")}\n`);
  });
});

describe("chunk", () => {
  it("defaults to the sitemaps.org limit", () => {
    expect(SITEMAP_MAX_URLS).toBe(50000);
    const items = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => i);
    expect(chunk(items).map((c) => c.length)).toEqual([50000, 1]);
    expect(chunk(items.slice(0, SITEMAP_MAX_URLS)).map((c) => c.length)).toEqual([50000]);
  });

  it.each([
    ["empty", [], 3, []],
    ["exact multiple", [1, 2, 3, 4], 2, [[1, 2], [3, 4]]],
    ["remainder", [1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    ["size larger than input", [1, 2], 10, [[1, 2]]],
    ["size 1", [1, 2], 1, [[1], [2]]],
  ])("%s", (_label, items, size, expected) => {
    expect(chunk(items, size)).toEqual(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects size %d", (size) => {
    expect(() => chunk([1], size)).toThrow(RangeError);
  });
});
