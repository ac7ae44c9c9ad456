import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORE_CODES, type StoreCode } from "#core/stores.ts";

/**
 * Issue 18: a crawler's walk over every URL of every store's sitemap. Each page answers 200, declares one
 * canonical (its sitemap URL) and the alternates its sitemap entry lists, carries JSON-LD that parses, and its
 * main content is written in the store's language.
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

/**
 * Words only another store's language uses (lower-case function words and shop words), and letters the
 * store's language never writes. Proper nouns (series, brands, places) are capitalized and so never checked.
 */
const ONLY_SWEDISH = ["och", "för", "från", "är", "inte", "också", "även", "att", "våra", "när", "här", "till", "soffa", "soffor", "stolar", "fåtölj", "köp", "säsong"];
const ONLY_DANISH = ["af", "hvad", "noget", "vores", "jeres", "bliver", "købe", "sæson", "mærker", "nemt"];
// Not "enkel" (simple in all three Scandinavian languages) nor Finnish "ja" (yes in them): both are at home everywhere.
const ONLY_NORWEGIAN = ["hva", "noe", "deg", "meg", "våre", "kjøp", "kjøpe", "sesong", "etter", "merker"];
const ONLY_FINNISH = ["tai", "on", "ovat", "ei", "sekä", "kanssa", "tämä", "että", "tuote", "tuotteet", "myös", "voit", "sinun"];
const SCANDINAVIAN = ["og", "med", "på", "som", "av", "det", "den", "til", "fra", "er", "ikke"];

const FOREIGN: Record<StoreCode, { words: Set<string>; letters: RegExp }> = {
  se: { words: new Set([...ONLY_DANISH, ...ONLY_NORWEGIAN, ...ONLY_FINNISH]), letters: /[æø]/ },
  dk: { words: new Set([...ONLY_SWEDISH, ...ONLY_NORWEGIAN, ...ONLY_FINNISH]), letters: /[äö]/ },
  no: { words: new Set([...ONLY_SWEDISH, ...ONLY_DANISH, ...ONLY_FINNISH]), letters: /[äö]/ },
  fi: { words: new Set([...ONLY_SWEDISH, ...ONLY_DANISH, ...ONLY_NORWEGIAN, ...SCANDINAVIAN]), letters: /[åæø]/ },
};

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

/** Lower-case words of the main content that belong to another store's language. */
export function foreignWords(text: string, store: StoreCode): string[] {
  const { words, letters } = FOREIGN[store];
  const found = new Set<string>();
  for (const [word] of text.matchAll(/\p{L}+/gu)) {
    if (word[0] !== word[0]!.toLowerCase()) continue;
    if (words.has(word) || letters.test(word)) found.add(word);
  }
  return [...found];
}

describe("the crawl over every sitemap URL of every store (issue 18)", () => {
  it("finds every alternate of every sitemap URL in a sitemap, pointing back (reciprocal hreflang)", async () => {
    const entries = await sitemapEntries();
    const broken: string[] = [];
    for (const [url, { alternates }] of entries) {
      for (const [lang, href] of alternates) {
        if (lang === "x-default") continue;
        const back = entries.get(href);
        if (!back) broken.push(`${url} → ${lang} ${href}: not in any sitemap`);
        else if (![...back.alternates.values()].includes(url)) broken.push(`${url} → ${lang} ${href}: does not point back`);
      }
    }
    expect(broken.slice(0, 10)).toEqual([]);
  });

  it("finds each page well-formed, self-canonical, paired with its alternates and written in its store's language", { timeout: 600_000 }, async () => {
    const entries = await sitemapEntries();
    expect(entries.size).toBeGreaterThan(1500);
    const defects: string[] = [];
    let availabilityChecked = 0;
    for (const [url, { store, alternates }] of entries) {
      const response = await get(url);
      if (response.status !== 200) {
        defects.push(`${url}: status ${response.status}`);
        continue;
      }
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
      if (availability.length > 0) {
        availabilityChecked++;
        if (availability.length !== 1 || text.split(availability[0]!).length !== 2) defects.push(`${url}: delivery estimate shown ${availability.length}×`);
      }
    }
    expect(availabilityChecked).toBeGreaterThan(1000);
    expect(defects.slice(0, 40)).toEqual([]);
  });
});

describe("the language check itself", () => {
  it.each([
    ["fi", "Tuote on varastossa och levereras snabbt", ["och"]],
    ["fi", "Toimitus kotiin, Båstad-sarja", []],
    ["fi", "leveres på døren", ["på", "døren"]],
    ["dk", "Sofaen leveres til døren", []],
    ["dk", "Armlæn – ja eller nej? En enkel tommelfingerregel", []],
    ["se", "Armstöd – ja eller nej? En enkel regel", []],
    ["dk", "Soffan levereras till dörren", ["till", "dörren"]],
    ["no", "Sofaen leveres hjem til deg", []],
    ["no", "Sofaen leveres hjem til dig af os", ["af"]],
    ["se", "Soffan levereras hem till dig", []],
    ["se", "Sofaen bliver leveret til døren", ["bliver", "døren"]],
  ] as const)("in store %s finds in '%s' the foreign words %j", (store, text, expected) => {
    expect(foreignWords(text, store)).toEqual(expected);
  });
});
