import { SELF } from "cloudflare:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_TYPES, pageTypeOf, parseTagHeader, type PageType } from "#core/cache/vocabulary.ts";
import { PAGES, PAGE_NAMES, pagePaths } from "#core/pages.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { samplePath } from "#tests/support/route-samples.ts";

/**
 * Issue 35, items 1 and 2: a stored page is answered as it was stored (its policy, its compressed
 * bodies, its validator), and its HTTP headers say what the cache knows.
 */
const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: { ...BOT, ...headers } });
const purge = (body: unknown) =>
  SELF.fetch(`${ORIGIN}/ops/cache/purge`, { method: "POST", headers: { Authorization: "Bearer test-purge-token", "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function sha256(text: string): Promise<string> {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
}

/** Every inline script a browser checks against script-src, read with a plain pattern (not the code under test): its attributes and text. */
function policedInlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attributes: m[1]!, text: m[2]! }))
    .filter(({ attributes }) => !/\ssrc=/.test(attributes))
    .filter(({ attributes }) => {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase() ?? "";
      return type === "" || type === "module" || type === "importmap" || type === "speculationrules" || type.endsWith("javascript");
    });
}

/** A URL of each public route of core/pages.ts: its sample path, or one of the sitemap's URLs where the route has parameters. */
async function publicPageSamples(): Promise<string[]> {
  const index = await (await get("/sitemap.xml")).text();
  const sitemapUrls: string[] = [];
  for (const file of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).filter((loc) => loc.includes("/sitemaps/se-"))) {
    sitemapUrls.push(...[...(await (await get(new URL(file).pathname)).text()).matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  const samples = new Set<string>(["/search?q=bord"]);
  for (const name of PAGE_NAMES.filter((name) => PAGES[name].access === "public" && name !== "catch-all" && name !== "error")) {
    for (const pattern of pagePaths(name, STORE_VIEWS.se)) {
      if (!/[:*]/.test(pattern)) {
        samples.add(samplePath(pattern));
        continue;
      }
      const shape = new RegExp(`^/${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+").replace("*", ".+")}$`);
      const found = sitemapUrls.find((url) => shape.test(url));
      if (found) samples.add(found);
    }
  }
  // The catch-all: a category and a CMS page at paths of their own, as the sitemap lists them.
  for (const url of sitemapUrls.filter((url) => /^\/[^/]+$/.test(url)).slice(0, 6)) samples.add(url);
  return [...samples];
}

describe("a stored page's Content-Security-Policy", () => {
  it("admits every inline script of every cacheable page type by its hash, and no page carries a nonce", { timeout: 120_000 }, async () => {
    const types = new Set<PageType>();
    for (const path of await publicPageSamples()) {
      const response = await get(path);
      const type = pageTypeOf(parseTagHeader(response.headers.get("x-cache-tags")));
      if (response.status !== 200 || !type || !response.headers.get("content-type")?.startsWith("text/html")) {
        await response.body?.cancel();
        continue;
      }
      types.add(type);
      const policy = response.headers.get("content-security-policy")!;
      expect(policy, path).toContain("'strict-dynamic'");
      expect(policy, path).not.toContain("'nonce-");
      const html = await response.text();
      const scripts = policedInlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const { attributes, text } of scripts) {
        expect(attributes, path).not.toMatch(/\snonce=/);
        expect(policy, `${path}: <script${attributes}>${text.slice(0, 60)}…`).toContain(`'sha256-${await sha256(text)}'`);
      }
    }
    // Every HTML page type was seen: a new one without a sample here fails rather than going unchecked.
    expect([...types].sort()).toEqual((Object.keys(PAGE_TYPES) as PageType[]).filter((type) => type !== "sitemap" && type !== "robots").sort());
  });

  it("never replays a nonce: hits carry the stored policy and none, pages rendered for one request a fresh one each", async () => {
    await purge({ urls: ["/kundtjanst"] });
    const stored = [await get("/kundtjanst"), await get("/kundtjanst"), await get("/kundtjanst")];
    expect(stored.map((r) => r.headers.get("x-cache"))).toEqual(["MISS", "HIT", "HIT"]);
    expect(new Set(stored.map((r) => r.headers.get("content-security-policy"))).size).toBe(1);
    for (const response of stored) expect(await response.text()).not.toMatch(/\snonce=/);

    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const personal = await get("/kundtjanst", { cookie: "cart_notice=abc" });
      expect(personal.headers.get("x-cache")).toBe("BYPASS");
      const nonce = /'nonce-([^']+)'/.exec(personal.headers.get("content-security-policy")!)![1]!;
      for (const { attributes } of policedInlineScripts(await personal.text())) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe("HTTP that says what the cache knows", () => {
  it("answers 304 to If-None-Match naming the representation it would send, and the page otherwise", async () => {
    const first = await get("/dk/kundeservice", { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const revalidated = await get("/dk/kundeservice", { "accept-encoding": "br", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=3600/);
    expect(await revalidated.text()).toBe("");
    expect((await get("/dk/kundeservice", { "accept-encoding": "br", "if-none-match": `W/${etag}` })).status).toBe(304);
    // Another coding is another representation; another page's validator matches nothing.
    const gzip = await get("/dk/kundeservice", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("etag")).toBe(etag.replace(/-br"$/, '-gzip"'));
    await gzip.arrayBuffer();
    const changed = await get("/dk/kundeservice", { "accept-encoding": "br", "if-none-match": '"someone-elses"' });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
    // A purge re-renders the page; its scripts' hashes are the same, so is its validator.
    await purge({ urls: ["/dk/kundeservice"] });
    const again = await get("/dk/kundeservice", { "accept-encoding": "br" });
    expect(again.headers.get("x-cache")).toBe("MISS");
    await again.arrayBuffer();
  });

  it.each([
    ["br", "br"],
    ["br, gzip", "br"],
    ["gzip, deflate, br", "gzip"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    ["deflate", null],
  ])("serves Accept-Encoding %j the body compressed when stored (%s), which decodes to the stored page byte for byte", async (accept, encoding) => {
    const identity = new Uint8Array(await (await get("/fi/store-locator", { "accept-encoding": "identity" })).arrayBuffer());
    // "manual": the body as it came over the wire, not decoded by this test's fetch.
    const response = await SELF.fetch(`${ORIGIN}/fi/store-locator`, { headers: { ...BOT, "accept-encoding": accept }, encodeResponseBody: "manual" });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const body = new Uint8Array(await response.arrayBuffer());
    const decoded = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
    expect(new Uint8Array(decoded)).toEqual(identity);
    if (encoding) expect(body.byteLength).toBeLessThan(identity.byteLength / 3);
  });

  it.each([
    ["a product-type page", "/kundtjanst", PAGE_TYPES.cms.ttl],
    ["robots.txt", "/robots.txt", PAGE_TYPES.robots.ttl],
  ])("gives %s Cache-Control with its page type's TTL as s-maxage, and its tags in Cache-Tag", async (_, path, ttl) => {
    await (await get(path)).arrayBuffer();
    const response = await get(path);
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("cache-control")).toBe(`public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=86400`);
    expect(response.headers.get("cache-tag")).toMatch(/type:/);
    await response.arrayBuffer();
  });

  it.each([
    ["a personal request", "/kundtjanst", { cookie: "cart_notice=abc" }, "private, no-cache"],
    ["a private page", "/checkout", {}, "no-store"],
  ])("keeps %s out of shared caches", async (_, path, headers, cacheControl) => {
    const response = await get(path, headers);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expect(response.headers.get("etag")).toBeNull();
    await response.body?.cancel();
  });
});
