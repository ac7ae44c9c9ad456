import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORE_CODES, type StoreCode } from "#core/stores.ts";
import { foreignWords } from "../support/foreign-words.ts";

/**
 * Issue 18: a crawler's walk over every URL of every store's sitemap. Each page answers 200, declares one
 * canonical (its sitemap URL) and the alternates its sitemap entry lists, carries JSON-LD that parses, and its
 * main content is written in the store's language. Each store's walk is a test file of its own
 * (sitemap-crawl-{store}.test.ts), so that the stores are walked at the same time, one per core.
 */
const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const get = (url: string) => SELF.fetch(url, { redirect: "manual", headers: BOT });

interface SitemapEntry {
  store: StoreCode;
  alternates: Map<string, string>;
}

/** Every sitemap URL of every store with its alternates, read once for the file's tests. */
let entries: Promise<Map<string, SitemapEntry>> | undefined;
const sitemapEntries = () => (entries ??= readSitemaps());

async function readSitemaps(): Promise<Map<string, SitemapEntry>> {
  const found = new Map<string, SitemapEntry>();
  const index = await (await get(`${ORIGIN}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const store of STORE_CODES) {
    for (const file of files.filter((loc) => loc.includes(`/sitemaps/${store}-`))) {
      const xml = await (await get(file)).text();
      for (const block of xml.split("<url>").slice(1)) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(block)![1]!;
        const alternates = new Map([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as [string, string]));
        found.set(loc, { store, alternates });
      }
    }
  }
  return found;
}

function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The defects a crawler finds on one sitemap URL, and whether the page shows a delivery estimate. */
async function inspect(url: string, store: StoreCode, alternates: Map<string, string>): Promise<{ defects: string[]; availability: boolean }> {
  const response = await get(url);
  if (response.status !== 200) return { defects: [`${url}: status ${response.status}`], availability: false };
  const defects: string[] = [];
  const html = await response.text();
  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
  if (canonicals.length !== 1 || canonicals[0] !== url) defects.push(`${url}: canonical ${canonicals.join(", ") || "missing"}`);
  const declared = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
  const listed = [...alternates].map(([lang, href]) => `${lang} ${href}`);
  if (declared.sort().join("|") !== listed.sort().join("|")) defects.push(`${url}: alternates ${declared.join(", ")}`);
  for (const block of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(block[1]!) as { "@context"?: string; "@type"?: unknown };
      if (data["@context"] !== "https://schema.org" || typeof data["@type"] !== "string") defects.push(`${url}: JSON-LD without type`);
    } catch {
      defects.push(`${url}: JSON-LD does not parse`);
    }
  }
  const text = mainText(html);
  const foreign = foreignWords(text, store);
  if (foreign.length > 0) defects.push(`${url}: other-language words ${foreign.join(", ")}`);
  const availability = [...html.matchAll(/<p class="product__availability">([^<]+)<\/p>/g)].map((m) => m[1]!);
  if (availability.length > 0 && (availability.length !== 1 || text.split(availability[0]!).length !== 2)) defects.push(`${url}: delivery estimate shown ${availability.length}×`);
  return { defects, availability: availability.length > 0 };
}

/**
 * The crawl of one store's sitemap URLs. Each store lists some 800 URLs, 680 of them products, so at least a
 * quarter of the whole crawl's floor (1,500 URLs, 1,000 delivery estimates) is asked of each.
 */
export function describeSitemapCrawl(store: StoreCode): void {
  describe(`the crawl over every sitemap URL of store ${store} (issue 18)`, () => {
    it("finds every alternate of the store's sitemap URLs in a sitemap, pointing back (reciprocal hreflang)", async () => {
      const entries = await sitemapEntries();
      const broken: string[] = [];
      for (const [url, { store: owner, alternates }] of entries) {
        if (owner !== store) continue;
        for (const [lang, href] of alternates) {
          if (lang === "x-default") continue;
          const back = entries.get(href);
          if (!back) broken.push(`${url} → ${lang} ${href}: not in any sitemap`);
          else if (![...back.alternates.values()].includes(url)) broken.push(`${url} → ${lang} ${href}: does not point back`);
        }
      }
      expect(broken.slice(0, 10)).toEqual([]);
    });

    it("finds each page well-formed, self-canonical, paired with its alternates and written in its store's language", { timeout: 300_000 }, async () => {
      const mine = [...(await sitemapEntries())].filter(([, entry]) => entry.store === store);
      expect(mine.length).toBeGreaterThan(1500 / STORE_CODES.length);
      const defects: string[] = [];
      let availabilityChecked = 0;
      for (const [url, { alternates }] of mine) {
        const inspected = await inspect(url, store, alternates);
        defects.push(...inspected.defects);
        if (inspected.availability) availabilityChecked++;
      }
      expect(availabilityChecked).toBeGreaterThan(1000 / STORE_CODES.length);
      expect(defects.slice(0, 40)).toEqual([]);
    });
  });
}
