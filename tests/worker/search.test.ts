import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { foldTokens, relevanceTier } from "#core/domain/search-text.ts";
import { categoryRank } from "#core/domain/category-intent.ts";
import { searchWordRows, type SearchDocumentRow } from "#worker/commerce/d1/search-documents.ts";
import { filledIn, readForm } from "./html-form.ts";

const ORIGIN = "http://shop.test";
const TOKEN = "test-purge-token";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const PREFIX = { se: "", dk: "/dk", no: "/no", fi: "/fi" } as const;
type Store = keyof typeof PREFIX;
const STORES = Object.keys(PREFIX) as Store[];

interface Item {
  type: string;
  id: number | string;
  name: string;
  href?: string;
  url?: string;
}
interface Answer {
  code: number;
  result: { items: Item[]; total: number; start: number; perPage: number; aggregations: Record<string, { buckets: { key: string; doc_count: number }[] }>; suggestions: string[] } | string;
}

async function api(query: Record<string, string>) {
  const response = await SELF.fetch(`${ORIGIN}/api/search?${new URLSearchParams(query)}`);
  return { status: response.status, headers: response.headers, body: await response.json<Answer>() };
}
async function found(store: Store, q: string, extra: Record<string, string> = {}) {
  const { status, body } = await api({ q, store, ...extra });
  expect(status, `${store} ${q}`).toBe(200);
  return body.result as Exclude<Answer["result"], string>;
}
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });

/** Each hit's type and whether it is in the category (or below it), read the plain way. */
async function hitFacts(ids: (number | string)[], categoryId: number) {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.type_id, EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = p.id AND c.is_active = 1 AND (c.id = ?2 OR c.path LIKE ?2 || '/%')) AS inside
     FROM products p WHERE p.id IN (SELECT value FROM json_each(?1))`,
  )
    .bind(JSON.stringify(ids.map(Number)), categoryId)
    .all<{ id: number; type_id: string; inside: number }>();
  const byId = new Map(results.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(Number(id))!);
}

describe("GET /api/search", () => {
  it.each(STORES)("finds a product by its exact name first in store %s", async (store) => {
    const row = await env.DB.prepare(
      `SELECT p.id, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1
       WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (3, 4) AND pr.price > 0 ORDER BY p.id DESC LIMIT 1`,
    )
      .bind(store)
      .first<{ id: number; name: string }>();
    const result = await found(store, row!.name);
    expect(foldTokens(result.items[0]!.name)).toEqual(foldTokens(row!.name));
    expect(result.items.map((i) => i.id)).toContain(row!.id);
  });

  it.each([
    ["se", "fåtölj", "fatolj"],
    ["se", "trädgårdsmöbler", "TRADGARDSMOBLER"],
    ["dk", "hjørnesofa", "hjornesofa"],
    ["no", "hagemøbler", "hagemobler"],
    ["fi", "pöytä", "poyta"],
  ] as [Store, string, string][])("store %s: '%s' and '%s' find the same products", async (store, written, typed) => {
    const a = await found(store, written);
    const b = await found(store, typed);
    expect(a.total).toBeGreaterThan(0);
    expect(b.items.map((i) => i.id)).toEqual(a.items.map((i) => i.id));
  });

  it.each([
    ["se", "soffa", "soffor"],
    ["se", "bord", "bordet"],
    ["se", "parasoll", "parasoller"],
    ["fi", "sohva", "sohvat"],
  ] as [Store, string, string][])("store %s: '%s' and '%s' find each other", async (store, one, other) => {
    const a = await found(store, one);
    const b = await found(store, other);
    expect(a.total).toBeGreaterThan(0);
    expect(b.total).toBe(a.total);
  });

  it("ranks exact names, then names, then names and keywords, then descriptions (the domain's tiers, in SQL), after the category a query names", async () => {
    for (const q of ["soffbord", "soffa", "ek", "grå fåtölj"]) {
      const result = await found("se", q, { size: "200" });
      const terms = foldTokens(q);
      const { results } = await env.DB.prepare(`SELECT ref, name, keywords, description FROM search_fts WHERE scope = 'productse' AND ref IN (SELECT value FROM json_each(?1))`)
        .bind(JSON.stringify(result.items.map((i) => String(i.id))))
        .all<{ ref: string; name: string; keywords: string; description: string }>();
      const byId = new Map(results.map((r) => [Number(r.ref), r]));
      // "soffa" names Soffor (1); "soffbord" names the coffee tables (42): their own pieces come first.
      const named = { soffa: 1, soffbord: 42 }[q];
      const facts = named ? await hitFacts(result.items.map((i) => i.id), named) : [];
      const ranks = result.items.map((i, n) => [named ? categoryRank({ typeId: facts[n]!.type_id, inNamedCategory: facts[n]!.inside === 1 }, true) : 0, relevanceTier(byId.get(Number(i.id))!, terms)]);
      expect(ranks, q).toEqual([...ranks].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    }
  });

  it.each([
    ["se", "soffa", 1],
    ["dk", "sofa", 1],
    ["no", "sofa", 1],
    ["fi", "sohva", 1],
    ["se", "soffor", 1],
  ] as [Store, string, number][])("store %s: '%s' names a category, so its own pieces come before sofa packages and other sets", async (store, q, categoryId) => {
    const result = await found(store, q, { size: "200" });
    const facts = await hitFacts(result.items.map((i) => i.id), categoryId);
    const firstSet = facts.findIndex((f) => f.type_id === "bundle" || f.type_id === "grouped");
    const pieces = facts.filter((f) => f.inside === 1 && f.type_id !== "bundle" && f.type_id !== "grouped");
    expect(firstSet, "the search finds sets too").toBeGreaterThan(0);
    expect(pieces.length).toBeGreaterThan(0);
    expect(facts.slice(0, pieces.length)).toEqual(pieces);
  });

  it("answers categories, collections and pages as their own kinds", async () => {
    const categories = await found("se", "soffor", { kind: "category" });
    expect(categories.items[0]).toMatchObject({ type: "category", name: "Soffor", url: "/soffor" });
    const dk = await found("dk", "sofaer", { kind: "category" });
    expect(dk.items[0]).toMatchObject({ name: "Sofaer", url: "/dk/sofaer" });
    const collections = await found("se", "skagen", { kind: "collection" });
    expect(collections.items[0]).toMatchObject({ type: "collection", name: "Skagen" });
    const pages = await found("se", "kundtjänst", { kind: "page" });
    expect(pages.items.length).toBeGreaterThan(0);
    expect(pages.items[0]!.url).toMatch(/^\/[a-z0-9-]+/);
  });

  it("returns facets, paging and the search-service answer shape; SPEC §5 size and start fallbacks", async () => {
    const result = await found("se", "bord", { size: "0", from: "-4" });
    expect(result).toMatchObject({ start: 0, perPage: 50 });
    expect(result.aggregations.brand!.buckets.length).toBeGreaterThan(0);
    expect(result.aggregations.price!.buckets.reduce((n, b) => n + b.doc_count, 0)).toBe(result.total);
    const second = await found("se", "bord", { size: "5", from: "5", sort: "price:asc" });
    expect(second.items).toHaveLength(5);
    const first = await found("se", "bord", { size: "10", sort: "price_asc" });
    expect(second.items.map((i) => i.id)).toEqual(first.items.slice(5).map((i) => i.id));
    const filtered = await found("se", "bord", { stock: "1" });
    expect(filtered.total).toBeLessThanOrEqual(result.total);
  });

  it("asks nothing for two characters or fewer, and suggests a spelling when nothing is found", async () => {
    expect(await found("se", "so")).toMatchObject({ items: [], total: 0 });
    const none = await found("se", "fatolk");
    expect(none.total).toBe(0);
    expect(none.suggestions).toEqual(["fatolj"]);
  });

  it.each([
    [{ store: "xx" }, "storeCode must be one of"],
    [{ kind: "everything" }, "kind must be one of"],
    [{ from: "ten" }, "from must be a whole number"],
    [{ size: "1.5" }, "size must be a whole number"],
    [{ sort: "random" }, "sort must be one of"],
    [{ q: "x".repeat(201) }, "q: at most 200 characters"],
  ])("refuses %o with a 400 naming the field", async (params, message) => {
    const { status, body } = await api({ q: "bord", ...params });
    expect(status).toBe(400);
    expect(body.result).toContain(message);
  });

  it("counts what choosing a value would give: a brand next to the chosen one keeps its own count, another filter narrows it", async () => {
    const all = await found("se", "bord", { size: "1" });
    const [chosen, other] = all.aggregations.brand!.buckets;
    const byBrand = await found("se", "bord", { size: "1", brand: chosen!.key });
    expect(byBrand.total).toBe(chosen!.doc_count);
    expect(byBrand.aggregations.brand!.buckets.find((b) => b.key === other!.key)?.doc_count).toBe(other!.doc_count);
    const inStock = await found("se", "bord", { size: "1", stock: "1" });
    const both = await found("se", "bord", { size: "1", brand: chosen!.key, stock: "1" });
    expect(both.aggregations.brand!.buckets.find((b) => b.key === other!.key)?.doc_count ?? 0).toBe(inStock.aggregations.brand!.buckets.find((b) => b.key === other!.key)?.doc_count ?? 0);
  });

  it("comes from the edge cache for a repeated query, and a catalog change purges it", async () => {
    const query = { q: "matbord", store: "se", size: "8" };
    expect((await api(query)).headers.get("x-cache")).toBe("MISS");
    const hit = await api(query);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const first = (hit.body.result as { items: Item[] }).items[0]!;
    const sku = (await env.DB.prepare(`SELECT sku FROM products WHERE id = ?1`).bind(first.id).first<{ sku: string }>())!.sku;
    const change = await SELF.fetch(`${ORIGIN}/ops/catalog/products/${sku}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: 2 }),
    });
    expect(change.status).toBe(200);
    const after = await api(query);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect((after.body.result as { items: Item[] }).items.map((i) => i.id)).not.toContain(first.id);
  });

  it("keeps each store's words with its documents: seeded, backfilled by migration 0031, and through a catalog change", async () => {
    const stored = async () => (await env.DB.prepare(`SELECT store_code, word, products FROM search_words ORDER BY store_code, word`).all()).results;
    const expected = async () => {
      const { results } = await env.DB.prepare(`SELECT rowid, scope, name, keywords FROM search_fts`).all<SearchDocumentRow>();
      return searchWordRows(results).sort((a, b) => a.store_code.localeCompare(b.store_code) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    };
    expect(await stored()).toEqual(await expected());

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0031_"))!;
    await env.DB.prepare("DELETE FROM search_words").run();
    for (const sql of migration.queries.filter((q) => !/CREATE TABLE search_words|DROP TABLE search_vocab/.test(q))) await env.DB.prepare(sql).run();
    expect(await stored()).toEqual(await expected());

    const product = (await env.DB.prepare(
      `SELECT p.sku FROM products p WHERE p.parent_id IS NULL AND p.visibility = 4
       AND NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = 53) LIMIT 1`,
    ).first<{ sku: string }>())!;
    const change = await SELF.fetch(`${ORIGIN}/ops/catalog/products/${product.sku}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ addToCategories: [53] }),
    });
    expect(change.status).toBe(200);
    expect(await stored()).toEqual(await expected());
  });

  it("finds a product by a category it joins, from the moment it joins", async () => {
    const product = (await env.DB.prepare(
      `SELECT p.id, p.sku FROM products p WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility = 4
       AND NOT EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.path LIKE '5%') LIMIT 1`,
    ).first<{ id: number; sku: string }>())!;
    const before = await found("se", "loungegrupper", { size: "200" });
    expect(before.items.map((i) => i.id)).not.toContain(product.id);
    const change = await SELF.fetch(`${ORIGIN}/ops/catalog/products/${product.sku}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ addToCategories: [55] }),
    });
    expect(change.status).toBe(200);
    const after = await found("se", "loungegrupper", { size: "200" });
    expect(after.items.map((i) => i.id)).toContain(product.id);
  });
});

describe("/search", () => {
  it.each(STORES)("lists what store %s finds, with facets, as an indexable landing page, and a cache entry per normalized query", async (store) => {
    const q = { se: "fåtölj", dk: "lænestol", no: "lenestol", fi: "nojatuoli" }[store];
    const response = await page(`${PREFIX[store]}/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/class="product-card"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${PREFIX[store]}/search?${new URLSearchParams({ q })}"/>`);
    expect(html).toContain('data-filter="brand:');
    const again = await page(`${PREFIX[store]}/search?q=${encodeURIComponent(`  ${q.toUpperCase()} `)}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("keeps q in every filter, sort and page link, and works through them without JavaScript", async () => {
    const html = await (await page("/search?q=bord")).text();
    const filter = html.match(/href="(\/search\?q=bord&amp;brand=[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(filter).toBeTruthy();
    const filtered = await (await page(filter!)).text();
    expect(filtered).toMatch(/facet__option--selected/);
    expect(filtered).toMatch(/<a (?=[^>]*class="menu__item")[^>]*href="\/search\?q=bord&amp;brand=[^"]*&amp;sort=price_asc"/);
    expect(filtered).toContain('name="robots" content="noindex, follow"');
    expect(filtered).toContain(`<link rel="canonical" href="${ORIGIN}/search?q=bord"/>`);
  });

  it("works the same without JavaScript: the header's search form, a filter, a sort link", async () => {
    const browse = async (url: string) => {
      const response = await SELF.fetch(new URL(url, ORIGIN), { headers: { "user-agent": "Mozilla/5.0 Chrome/156.0" } });
      expect(response.status, url).toBe(200);
      return response.text();
    };
    const cards = (html: string) => html.split('class="product-card"').length - 1;
    const search = readForm(await browse("/"), 'id="site-search"');
    const searched = `${search.action}?${filledIn(search, { q: "bord" })}`;
    expect(new URL(searched, ORIGIN).pathname).toBe("/search");
    expect(new URL(searched, ORIGIN).searchParams.get("q")).toBe("bord");
    const results = await browse(searched);
    expect(cards(results)).toBeGreaterThan(0);

    const filter = new URL(/<a [^>]*class="facet__option[^"]*"[^>]* href="([^"]+)"/.exec(results)![1]!.replaceAll("&amp;", "&"), ORIGIN);
    expect(filter.searchParams.get("q")).toBe("bord");
    expect([...filter.searchParams.keys()].length).toBeGreaterThan(1);
    const sortLink = /<a (?=[^>]*class="menu__item")[^>]*href="([^"]+)"[^>]*>Pris lågt till högt</.exec(await browse(filter.href));
    const sorted = new URL(sortLink![1]!.replaceAll("&amp;", "&"), ORIGIN);
    expect([...sorted.searchParams.keys()]).toEqual([...filter.searchParams.keys(), "sort"]);
    expect(sorted.searchParams.get("sort")).toBe("price_asc");
    expect(sorted.searchParams.get("q")).toBe("bord");
    expect(cards(await browse(sorted.href))).toBeGreaterThan(0);
  });

  it.each([
    ["/search?q=bord", "/search?q=bord&"],
    ["/soffor", "/soffor?"],
  ])("%s: chosen filters are chips above the grid that take one or all off; options count what they would add", async (path, prefix) => {
    const html = await (await page(path)).text();
    expect(html).not.toContain('class="chosen"');
    const brands = [...html.matchAll(/data-filter="brand:([^"]+)"/g)].map((m) => m[1]!);
    expect(brands.length).toBeGreaterThan(1);
    const chosenPage = await (await page(`${prefix}brand=${brands[0]}&stock=1`)).text();
    const chips = [...chosenPage.matchAll(/<a (?=[^>]*class="chip chip--chosen")[^>]*>/g)].map((m) => m[0]);
    expect(chips).toHaveLength(2);
    const hrefs = chips.map((chip) => /href="([^"]+)"/.exec(chip)![1]!.replaceAll("&amp;", "&"));
    expect(hrefs).toEqual([`${prefix}stock=1`, `${prefix}brand=${brands[0]}`].map((h) => h.replace(/[?&]$/, "")));
    expect(chips[1]).toContain('aria-label="Ta bort filtret I lager"');
    const clear = /<a (?=[^>]*class="chosen__clear")[^>]*href="([^"]+)"[^>]*>Rensa alla filter<\/a>/.exec(chosenPage);
    expect(clear![1]!.replaceAll("&amp;", "&")).toBe(prefix.slice(0, -1));
    // The other brands' options count the products they would add (in stock), not 0.
    const counts = [...chosenPage.matchAll(/data-filter="brand:([^"]+)"[^>]*>.*?<span class="facet__count">\((?:<!-- -->)?(\d+)/g)];
    expect(counts.filter((m) => m[1] !== brands[0]).some((m) => Number(m[2]) > 0)).toBe(true);
  });

  it("indexes only the plain list of a query that finds products, whatever else the URL carries", async () => {
    const noindex = 'name="robots" content="noindex, follow"';
    expect(await (await page("/search?q=bord&sort=price_asc")).text()).toContain(noindex);
    expect(await (await page("/search?q=bord&page=2")).text()).toContain(noindex);
    expect(await (await page("/search?q=zzyzxqq")).text()).toContain(noindex);
    expect(await (await page("/search?q=ab")).text()).toContain(noindex);
    // Same cache entry as the plain query: the same answer, indexable, canonical to the plain query.
    const tracked = await (await page("/search?q=BORD&utm_source=mail&foo=1")).text();
    expect(tracked).not.toContain('name="robots"');
    expect(tracked).toContain(`<link rel="canonical" href="${ORIGIN}/search?q=bord"/>`);
  });

  it("goes straight to the mapped page for a redirect keyword (302)", async () => {
    const se = await page("/search?q=Soffa");
    expect(se.status).toBe(302);
    expect(se.headers.get("location")).toBe("/soffor");
    const dk = await page("/dk/search?q=sofa");
    expect(dk.headers.get("location")).toBe("/dk/sofaer");
  });

  it("explains short, long and fruitless searches and offers a way on", async () => {
    const short = await (await page("/search?q=ab")).text();
    expect(short).toContain("Skriv minst 3 tecken");
    expect(short).toContain("Populära kategorier");
    const long = await page(`/search?q=${"x".repeat(300)}`);
    expect(long.status).toBe(200);
    expect(await long.text()).toContain("högst 200 tecken");
    const none = await (await page("/search?q=fxtolk")).text();
    expect(none).toContain("Vi hittade inget för ”fxtolk”");
    expect(none).toContain('href="/search?q=fatolj"');
  });

  it.each([
    ["se", "fatolk", "fatolj", "Visar resultat för ”fatolj”.", "Sök i stället efter ”fatolk”"],
    ["dk", "spisebrod", "spisebord", "Viser resultater for “spisebord”.", "Søg i stedet efter “spisebrod”"],
    ["no", "lenestool", "lenestol", "Viser resultater for «lenestol».", "Søk heller etter «lenestool»"],
    ["fi", "nojatuoil", "nojatuoli", "Näytetään tulokset haulle ”nojatuoli”.", "Hae sen sijaan ”nojatuoil”"],
  ] as [Store, string, string, string, string][])("store %s: '%s' is one edit from '%s': its results at once, the typed words a link away", async (store, typed, word, showing, instead) => {
    const html = await (await page(`${PREFIX[store]}/search?q=${typed}`)).text();
    expect(html).toContain(showing);
    expect(html.match(/class="product-card"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).toContain('name="robots" content="noindex, follow"');
    // Filters and sorts go on with the corrected words.
    expect(html).toMatch(new RegExp(`href="${PREFIX[store]}/search\\?q=${word}&amp;brand=`));
    const link = new RegExp(`<a [^>]*href="(${PREFIX[store]}/search\\?q=${typed}&amp;literal=1)"[^>]*>${instead}</a>`).exec(html);
    expect(link, "search instead for the typed words").not.toBeNull();
    const literal = await (await page(link![1]!.replaceAll("&amp;", "&"))).text();
    expect(literal).not.toContain(showing);
    expect(literal).not.toContain('class="product-card"');
    expect(literal).not.toContain(`q=${word}`);
  });

  it.each([
    "",
    "   ",
    "🛋️🛋️🛋️",
    '"',
    "***",
    "NEAR",
    "soffa AND",
    '"unbalanced',
    "'; DROP TABLE products; --",
    "NOT bord OR",
    "{name}: soffa",
    "^soffa*",
    "a-b-c-d-e-f-g-h-i-j-k",
    "\u0000\u0007ctrl",
  ])("never answers %j with a 500 or an index syntax error", async (q) => {
    const html = await page(`/search?q=${encodeURIComponent(q)}`);
    expect(html.status).toBeLessThan(500);
    const text = await html.text();
    expect(text).not.toMatch(/fts5|syntax error|SQLITE/i);
    const { status, body } = await api({ q, store: "se" });
    expect([200, 400]).toContain(status);
    expect(JSON.stringify(body)).not.toMatch(/fts5|syntax error|SQLITE/i);
  });
});
