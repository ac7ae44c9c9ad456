import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { PageStore } from "#worker/cache/page-store.ts";

/** The configured PUBLIC_ORIGIN of the worker tests (vitest.worker.config.ts). */
const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;

async function productPath(offset = 0): Promise<string> {
  const row = await first<{ sku: string; slug: string }>(
    `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id DESC LIMIT 1 OFFSET ?1`,
    offset,
  );
  return `/p/${row.sku}/${row.slug}`;
}

describe("the Host header never reaches a page", () => {
  it("builds canonical, hreflang, og:url, JSON-LD, robots.txt and sitemap URLs from the public origin, and caches nothing for a foreign host", async () => {
    const path = await productPath(3);
    const poisoned = await SELF.fetch(`http://evil.example${path}`, { headers: BOT });
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers.get("x-cache")).toBe("BYPASS");
    const html = await poisoned.text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
    expect(await new PageStore(env.PAGE_CACHE).get(pageCacheKey(STORE_VIEWS.se, path, new URLSearchParams())!)).toBeNull();

    for (const resource of ["/robots.txt", "/sitemap.xml", "/sitemaps/se-1.xml"]) {
      const response = await SELF.fetch(`http://evil.example${resource}`, { headers: BOT });
      expect(response.status, resource).toBe(200);
      const body = await response.text();
      expect(body, resource).not.toContain("evil.example");
      expect(body, resource).toContain(ORIGIN);
    }
    // The shop's own host is cached as before.
    expect((await SELF.fetch(`${ORIGIN}${path}`, { headers: BOT })).headers.get("x-cache")).toBe("MISS");
  });
});

describe("request shapes that used to answer 500", () => {
  it.each([
    ["a path of 600 bytes", `/${"a".repeat(600)}`],
    ["a path of 2000 bytes", `/${"b".repeat(2000)}`],
    ["a query near 500 bytes", `/soffor?${"x".repeat(490)}=1`],
    ["a long variant query", `/soffor?color=${"c".repeat(480)}`],
  ])("answers %s without a 500", async (_, path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: BOT });
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ sku: "x", qty: 1 }), 415],
    ["plain text", "text/plain", "sku=x", 415],
    ["no content type", null, "sku=x", 415],
    ["a broken multipart body", "multipart/form-data; boundary=zzz", "--zzz\r\nnot a part", 400],
  ])("refuses a POST with %s to a product page and to /checkout with a message", async (_, type, body, status) => {
    for (const path of [await productPath(), "/checkout"]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: type ? { "Content-Type": type } : {}, body: type === null ? new Blob([body]) : body });
      expect(response.status, path).toBe(status);
      const html = await response.text();
      expect(html, path).toMatch(status === 415 ? /Content-Type: this page takes a form/ : /body: the form could not be read/);
    }
  });
});

describe("nothing stored for made-up input", () => {
  it("keeps no page for a made-up path, and no entry of its own for unknown query values", async () => {
    const pages = new PageStore(env.PAGE_CACHE);
    const missing = await SELF.fetch(`${ORIGIN}/no-such-page-${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-cache")).toBe("BYPASS");
    const junk = await SELF.fetch(`${ORIGIN}/soffor?sort=nonsense&page=abc&colour=${crypto.randomUUID()}`, { headers: BOT });
    expect(junk.status).toBe(200);
    await junk.arrayBuffer();
    expect(await pages.get(pageCacheKey(STORE_VIEWS.se, "/soffor", new URLSearchParams("sort=nonsense&page=abc"))!)).toBeNull();
  });
});

describe("one URL per store prefix", () => {
  it.each([
    ["/DK", "/dk"],
    ["/Fi/sohvat?sort=latest", "/fi/sohvat?sort=latest"],
    ["/NO/kundeservice", "/no/kundeservice"],
  ])("redirects %s to %s", async (from, to) => {
    const response = await SELF.fetch(`${ORIGIN}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("keeps the first visitor's tracking parameters out of a cached page's form actions and links", async () => {
    const path = await productPath(5);
    const first = await SELF.fetch(`${ORIGIN}${path}?utm_source=newsletter&gclid=abc123`, { headers: BOT });
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.arrayBuffer();
    const cached = await SELF.fetch(`${ORIGIN}${path}`, { headers: BOT });
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const html = await cached.text();
    expect(html).not.toContain("utm_source");
    expect(html).not.toContain("gclid");
  });
});

describe("headers of private answers", () => {
  it("sends Cache-Control: no-store on checkout, confirmation, payment pages and cart/order JSON, and a Permissions-Policy everywhere", async () => {
    const cartId = (await (await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: "POST" })).json<{ result: string }>()).result;
    for (const path of ["/checkout", "/checkout.data", "/dk/checkout", "/confirmation?sid=SE0000000000", "/checkout/payment", "/payment-failed", `/api/cart/pull?cartId=${cartId}`, `/api/cart/totals?cartId=${cartId}`, "/api/order/SE0000000000", "/api/stock/check?sku=x"]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      await response.arrayBuffer();
    }
    const home = await SELF.fetch(`${ORIGIN}/`);
    // A public page: stored, and shared caches may keep it for its page type's TTL (never no-store).
    expect(home.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
    expect(home.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    await home.arrayBuffer();
  });

  it.each([
    ["a bearer token", { Authorization: "Bearer test-purge-token" }, 200],
    ["X-Purge-Token", { "X-Purge-Token": "test-purge-token" }, 200],
    ["a wrong bearer token", { Authorization: "Bearer nope" }, 401],
    ["a wrong X-Purge-Token", { "X-Purge-Token": "nope" }, 401],
    ["no token", {}, 401],
  ])("takes the /invalidate token in a header: %s answers %i", async (_, headers: Record<string, string>, status) => {
    const response = await SELF.fetch(`${ORIGIN}/invalidate?tag=P987654`, { headers });
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toMatchObject({ purged: 0 });
    else expect(JSON.stringify(await response.json())).not.toContain("nope");
  });

});
