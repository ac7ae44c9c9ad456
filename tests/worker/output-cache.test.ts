import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { STORE_CODES, STORE_VIEWS } from "#core/stores.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { cachedPages, type RenderMode } from "#worker/cache/cached-pages.ts";
import { PageStore, storablePage } from "#worker/cache/page-store.ts";
import { configOf } from "#worker/config.ts";
import { storeRegisteredPage } from "./stored-page-fixture.ts";
import { storeCode } from "#worker/middleware/store-code.ts";

const ORIGIN = "http://shop.test";
const TOKEN = "test-purge-token";
const get = (path: string, headers: HeadersInit = {}) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers });
const state = async (path: string) => (await get(path)).headers.get("x-cache");
const purge = (body: unknown, token = TOKEN) =>
  SELF.fetch(`${ORIGIN}/ops/cache/purge`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;

/** A listed product of the store's first top-level category, and the pages that show it. */
async function listedProduct() {
  const category = await first<{ id: number }>("SELECT id FROM categories WHERE level = 1 ORDER BY position LIMIT 1");
  const html = await (await get(`/${(await first<{ url_path: string }>("SELECT url_path FROM category_texts WHERE category_id = ?1 AND store_code = 'se'", category.id)).url_path}`, { "user-agent": "Googlebot" })).text();
  const skus = [...html.matchAll(/class="product-card__link" href="\/p\/([^/"]+)\//g)].map((m) => decodeURIComponent(m[1]!));
  const product = await first<{ id: number; sku: string }>(
    "SELECT id, sku FROM products WHERE type_id = 'simple' AND sku IN (SELECT value FROM json_each(?1)) ORDER BY id LIMIT 1",
    JSON.stringify(skus),
  );
  const sku = product.sku;
  const pages: string[] = [];
  for (const store of STORE_CODES) {
    const prefix = STORE_VIEWS[store].urlPrefix;
    const slug = (await first<{ url_path: string }>("SELECT url_path FROM product_texts WHERE product_id = ?1 AND store_code = ?2", product.id, store)).url_path;
    const categoryPath = (await first<{ url_path: string }>("SELECT url_path FROM category_texts WHERE category_id = ?1 AND store_code = ?2", category.id, store)).url_path;
    pages.push(`${prefix}/p/${sku}/${slug}`, `${prefix}/${categoryPath}`);
  }
  return { id: product.id, sku, pages };
}

/**
 * A page stored as a fill would have stored it TTL + 5 s ago, written to KV directly: the worker has
 * never seen it, so no tier of its own (its memory) holds a younger copy than the one under test.
 */
async function storeExpiredPage(key: string, tag: string) {
  const ttl = 3600;
  return storeRegisteredPage(key, await storablePage({ status: 200, contentType: "text/html; charset=utf-8", body: "<p>stored long ago</p>", tags: [tag, "type:cms"], storedAt: Date.now() - (ttl + 5) * 1000, ttl, policy: null }));
}

describe("output cache through the worker", () => {
  it("renders on a miss, then serves the stored page with its tags, Age and Server-Timing", async () => {
    const miss = await get("/kundtjanst");
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const body = await miss.text();
    const hit = await get("/kundtjanst");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(await hit.text())).toBe(withoutNonces(body));
    expect(hit.headers.get("cache-tag")).toContain("cms:kundtjanst");
    expect(hit.headers.get("x-cache-tags")).toBe(hit.headers.get("cache-tag"));
    expect(Number(hit.headers.get("age"))).toBeGreaterThanOrEqual(0);
    expect(hit.headers.get("server-timing")).toMatch(/cache;dur=/);
    expect(miss.headers.get("server-timing")).toMatch(/render;dur=/);
  });

  it("serves a stored page under the policy stored with it: its scripts admitted by hash, no nonce on any hit", async () => {
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await get("/about-us"));
    expect(responses.slice(1).map((r) => r.headers.get("x-cache"))).toEqual(["HIT", "HIT"]);
    const policies = new Set(responses.map((r) => r.headers.get("content-security-policy")));
    expect(policies.size).toBe(1);
    const [policy] = policies;
    expect(policy).toMatch(/script-src 'self' ('sha256-[\w+/]+=' )+'strict-dynamic'/);
    expect(policy).not.toContain("'nonce-");
    for (const response of responses) expect(await response.text()).not.toMatch(/\snonce=/);
  });

  it("gives a page rendered for one request (personal, or a browser's streamed miss) a nonce of its own on every inline script", async () => {
    const nonces: string[] = [];
    for (const [path, headers] of [
      ["/about-us", { cookie: "cart_notice=abc" }],
      ["/about-us", { cookie: "cart_notice=abc" }],
      ["/fi/store-locator?streamed=1", { "user-agent": "Mozilla/5.0 Chrome/156" }],
    ] as const) {
      const response = await get(path, headers);
      expect(response.headers.get("x-cache"), path).toMatch(/BYPASS|MISS/);
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
      const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
      const inline = [...(await response.text()).matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)([^>]*)>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("answers a page it rendered for storage but could not store under the hashes of its own scripts", async () => {
    const response = await get("/error");
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toContain("'strict-dynamic'");
    const html = await response.text();
    expect(html).not.toMatch(/\snonce=/);
    expect(html).toMatch(/<script/);
  });

  it("stores the complete document even when a browser caused the miss", async () => {
    const miss = await get("/fi", { "user-agent": "Mozilla/5.0 Chrome/156" });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    await miss.text();
    // The browser got its streamed render; the complete document is stored behind it.
    const pages = new PageStore(env.PAGE_CACHE);
    await expect.poll(() => pages.get(pageCacheKey(STORE_VIEWS.fi, "/fi", new URLSearchParams())!), { timeout: 10_000 }).not.toBeNull();
    const hit = await get("/fi");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const html = await hit.text();
    expect(html.match(/class="product-card"/g)?.length).toBe(16);
    expect(html).not.toContain("<template");
  });

  it("shares one entry between URLs that differ only in tracking parameters", async () => {
    expect(await state("/dk/kundeservice?utm_source=mail&gclid=1")).toBe("MISS");
    expect(await state("/dk/kundeservice?fbclid=2&utm_campaign=x&msclkid=3&_ga=4")).toBe("HIT");
    expect(await state("/dk/kundeservice")).toBe("HIT");
  });

  it("keys pages by the parameters they depend on, in any order", async () => {
    const category = await first<{ url_path: string }>("SELECT url_path FROM category_texts WHERE store_code = 'no' ORDER BY category_id LIMIT 1");
    expect(await state(`/no/${category.url_path}?sort=latest&page=2`)).toBe("MISS");
    expect(await state(`/no/${category.url_path}?page=2&sort=latest`)).toBe("HIT");
    expect(await state(`/no/${category.url_path}?sort=price_asc&page=2`)).toBe("MISS");
  });

  it("stores a page under the query it declared: a variant attribute gets its own entry, unknown parameters and values none", async () => {
    const product = await first<{ id: number; sku: string; slug: string; color: string }>(
      `SELECT p.id, p.sku, t.url_path AS slug, (SELECT c.color FROM products c WHERE c.parent_id = p.id AND c.status = 1 ORDER BY c.id LIMIT 1) AS color
       FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       JOIN configurable_options o ON o.product_id = p.id AND o.attribute_code = 'color'
       WHERE p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
    );
    const path = `/p/${product.sku}/${product.slug}`;
    const pages = new PageStore(env.PAGE_CACHE);
    const stored = (query: string) => pages.get(pageCacheKey(STORE_VIEWS.se, path, new URLSearchParams(query))!);

    expect(await state(`${path}?color=${product.color}`)).toBe("MISS");
    expect(await stored(`color=${product.color}`)).not.toBeNull();
    expect(await state(`${path}?color=${product.color}`)).toBe("HIT");

    // A made-up parameter and a value the product does not have render the plain page: stored under its path, nothing else.
    expect(await state(`${path}?color=no-such-colour&shoe_size=44`)).toBe("MISS");
    expect(await stored("color=no-such-colour&shoe_size=44")).toBeNull();
    expect(await stored("")).not.toBeNull();
    expect(await state(path)).toBe("HIT");
  });

  it("serves a variant's own URL (/p/{parent}/{slug}/{child}) from the cache", async () => {
    const child = await first<{ sku: string; parent_sku: string; slug: string }>(
      `SELECT c.sku, p.sku AS parent_sku, t.url_path AS slug FROM products c JOIN products p ON p.id = c.parent_id
       JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE c.status = 1 AND c.is_in_stock = 1 AND p.status = 1 AND p.visibility = 4 ORDER BY c.id LIMIT 1 OFFSET 3`,
    );
    const path = `/p/${child.parent_sku}/${child.slug}/${child.sku}`;
    expect(await state(path)).toBe("MISS");
    expect(await state(path)).toBe("HIT");
  });

  it("forgets a stored page whose re-render finds it gone, instead of serving it stale for a day", async () => {
    const page = await first<{ id: number; identifier: string }>("SELECT id, identifier FROM cms_pages WHERE store_code = 'se' AND active = 1 AND identifier = 'privacy'");
    const key = pageCacheKey(STORE_VIEWS.se, `/${page.identifier}`, new URLSearchParams())!;
    const pages = new PageStore(env.PAGE_CACHE);
    // A copy stored an hour and more ago (the worker never held it: its memory tier would keep its own, equally old).
    await storeExpiredPage(key, "cms:privacy");
    // Removed in the backend without a purge: the stale copy is served once, its re-render answers 404.
    await env.DB.prepare("UPDATE cms_pages SET active = 0 WHERE id = ?1").bind(page.id).run();
    expect(await state(`/${page.identifier}`)).toBe("STALE");
    await expect.poll(() => pages.get(key), { timeout: 5000 }).toBeNull();
    expect((await get(`/${page.identifier}`)).status).toBe(404);
    await env.DB.prepare("UPDATE cms_pages SET active = 1 WHERE id = ?1").bind(page.id).run();
  });

  it.each([
    ["a data request", "/soffor.data", {}],
    ["an API path", "/api/cart/pull", {}],
    ["checkout", "/checkout", {}],
    ["a personal request (the notice of an add-to-cart without JavaScript)", "/kundtjanst", { cookie: "cart_notice=abc" }],
    ["React Router's route discovery", "/__manifest?paths=%2Fsoffor&version=1", {}],
  ])("bypasses %s", async (_, path, headers) => {
    const response = await get(path, headers);
    expect(response.headers.get("x-cache") ?? "BYPASS").toBe("BYPASS");
    expect((await get(path, headers)).headers.get("x-cache") ?? "BYPASS").toBe("BYPASS");
  });

  it("never stores a 404 page (every made-up path would get an entry) and never redirects from the cache", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await get("/no-such-page-here");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-cache")).toBe("BYPASS");
    }
    const key = pageCacheKey(STORE_VIEWS.se, "/no-such-page-here", new URLSearchParams())!;
    expect(await new PageStore(env.PAGE_CACHE).get(key)).toBeNull();
    const legacy = await first<{ request_path: string }>("SELECT request_path FROM url_rewrites WHERE store_code = 'se' LIMIT 1");
    for (let i = 0; i < 2; i++) expect((await get(`/${legacy.request_path}`)).status).toBe(301);
  });

  it("serves an expired page once as STALE while it re-renders, then the fresh page", async () => {
    const key = pageCacheKey(STORE_VIEWS.no, "/no/kundeservice", new URLSearchParams())!;
    const pages = new PageStore(env.PAGE_CACHE);
    const page = await storeExpiredPage(key, "cms:kundeservice");
    const stale = await get("/no/kundeservice");
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(Number(stale.headers.get("age"))).toBeGreaterThan(page.ttl);
    await expect.poll(async () => (await pages.get(key))!.storedAt > page.storedAt, { timeout: 5000 }).toBe(true);
    expect(await state("/no/kundeservice")).toBe("HIT");
  });
});

describe("purging", () => {
  it("evicts a product's page and every category page listing it, in every store, and nothing else", async () => {
    await purge({ all: true });
    const product = await listedProduct();
    const bystanders = ["/kundtjanst", "/dk/kundeservice", "/fi/store-locator"];
    for (const path of [...product.pages, ...bystanders]) await get(path);
    for (const path of [...product.pages, ...bystanders]) expect(await state(path), path).toBe("HIT");
    const response = await purge({ tags: [`P${product.id}`] });
    expect(response.status).toBe(200);
    expect((await response.json<{ purged: number }>()).purged).toBe(product.pages.length);
    for (const path of product.pages) expect(await state(path), path).toBe("MISS");
    for (const path of bystanders) expect(await state(path), path).toBe("HIT");
  });

  it("matches tags exactly: purging P12 leaves a page tagged only P123", async () => {
    const pages = new PageStore(env.PAGE_CACHE);
    await storeRegisteredPage("page:se:/exact-probe", await storablePage({ status: 200, contentType: "text/html", body: "<p>x</p>", tags: ["P123", "type:cms"], storedAt: Date.now(), ttl: 3600, policy: null }));
    expect(await state("/exact-probe")).toBe("HIT");
    expect((await (await purge({ tags: ["P12"] })).json<{ purged: number }>()).purged).toBe(0);
    expect(await state("/exact-probe")).toBe("HIT");
    expect((await (await purge({ tags: ["P123"] })).json<{ purged: number }>()).purged).toBe(1);
    // Stale at once by its version; its KV entry goes in the shard's background deletion.
    await expect.poll(() => pages.get("page:se:/exact-probe"), { timeout: 5000 }).toBeNull();
  });

  it("purges by URL and everything at once, and /invalidate speaks the Magento module's dialect", async () => {
    await get("/legal");
    await get("/dk/legal");
    expect((await (await purge({ urls: ["/legal?utm_source=x", `${ORIGIN}/dk/legal`] })).json<{ purged: number }>()).purged).toBe(2);
    expect(await state("/legal")).toBe("MISS");
    // /legal again, and /dk/legal: the URL purge made its copy stale by its key's version, in its key's shard; the shard of cms:legal still lists it.
    expect((await (await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=cms:legal`)).json<{ purged: number }>()).purged).toBe(2);
    await get("/returns");
    const all = await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=*`, { method: "POST" });
    expect((await all.json<{ purged: number }>()).purged).toBeGreaterThan(0);
    expect(await state("/returns")).toBe("MISS");
  });

  it.each([
    ["a wrong token", { tags: ["home"] }, "nope", 401, /not valid/],
    ["no token", { tags: ["home"] }, "", 401, /required|not valid/],
    ["an unknown tag", { tags: ["home", "X99"] }, TOKEN, 400, /tags\.1: unknown tag "X99"/],
    ["an empty list", { tags: [] }, TOKEN, 400, /at least one tag/],
    ["a malformed body", "{not json", TOKEN, 400, /not valid JSON/],
    ["an unknown shape", { pages: ["/"] }, TOKEN, 400, /tags|urls|all/],
    ["a foreign URL", { urls: ["https://evil.example/"] }, TOKEN, 400, /not on http:\/\/shop\.test/],
  ])("refuses %s with a clear message and purges nothing", async (_, body, token, status, message) => {
    await get("/privacy");
    const response = await purge(body, token);
    expect(response.status).toBe(status);
    expect((await response.json<{ error: string }>()).error).toMatch(message);
    expect(await state("/privacy")).toBe("HIT");
  });

  it("purges the pages of a product whose data changes through the commerce port", async () => {
    const product = await listedProduct();
    for (const path of product.pages) await get(path);
    const response = await SELF.fetch(`${ORIGIN}/ops/catalog/products/${product.sku}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ price: 1999, store: "se" }),
    });
    expect(response.status).toBe(200);
    for (const path of product.pages) expect(await state(path), path).toBe("MISS");
    const html = await (await get(product.pages[0]!, { "user-agent": "Googlebot" })).text();
    expect(html).toContain('"price":"1999.00"');
    const bad = await SELF.fetch(`${ORIGIN}/ops/catalog/products/${product.sku}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ price: -5 }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: string }>()).error).toBe("price: price must be above 0");
    const change = (sku: string, body: unknown) =>
      SELF.fetch(`${ORIGIN}/ops/catalog/products/${sku}`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const unknownCategory = await change(product.sku, { addToCategories: [987654] });
    expect(unknownCategory.status).toBe(404);
    expect((await unknownCategory.json<{ error: string }>()).error).toBe("addToCategories: no category 987654");
    const unknownSku = await change("NO-SUCH-SKU", { price: 100, store: "se" });
    expect(unknownSku.status).toBe(404);
    expect((await unknownSku.json<{ error: string }>()).error).toBe('sku: no product "NO-SUCH-SKU"');
  });

  it("gives a configurable product's new price to its variants, so the page shows it, and refuses stock on the parent", async () => {
    const parent = (await env.DB.prepare(
      `SELECT p.id, p.sku, t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4 AND EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id) ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; sku: string; url_path: string }>())!;
    const variants = (await env.DB.prepare("SELECT id, sku FROM products WHERE parent_id = ?1 ORDER BY id").bind(parent.id).all<{ id: number; sku: string }>()).results;
    const change = (body: unknown) =>
      SELF.fetch(`${ORIGIN}/ops/catalog/products/${parent.sku}`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const page = `/p/${parent.sku}/${parent.url_path}`;
    await get(page);
    const answer = await change({ price: 1234, store: "se" });
    expect(answer.status).toBe(200);
    const body = await answer.json<{ changed: string[]; purged: string[] }>();
    expect(body.changed).toEqual([parent.sku, ...variants.map((v) => v.sku)]);
    expect(body.purged).toEqual(expect.arrayContaining([`P${parent.id}`, ...variants.map((v) => `P${v.id}`)]));
    expect(await state(page)).toBe("MISS");
    expect(await (await get(page, { "user-agent": "Googlebot" })).text()).toContain('"price":"1234.00"');
    const stock = await change({ qty: 5 });
    expect(stock.status).toBe(400);
    expect((await stock.json<{ error: string }>()).error).toBe(`stock: ${parent.sku} sells its variants' stock: change it on ${variants.map((v) => v.sku).join(", ")}`);
  });
});

describe("the cache middleware itself", () => {
  function appWith(render: (request: Request, mode: RenderMode) => Promise<Response>) {
    const app = new Hono<AppEnv>();
    app.use(storeCode());
    app.use(async (c, next) => {
      c.set("config", configOf(c.env));
      c.set("nonce", "test-nonce");
      c.set("origin", ORIGIN);
      await next();
    });
    app.all("*", cachedPages((c, mode, request) => render(request ?? c.req.raw, mode)));
    return app;
  }

  it("renders 50 concurrent misses of one page once", async () => {
    let renders = 0;
    const app = appWith(async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 50));
      return new Response("<p>once</p>", { headers: { "Content-Type": "text/html", "X-Cache-Tags": "home,type:home" } });
    });
    const ctx = createExecutionContext();
    const responses = await Promise.all(Array.from({ length: 50 }, () => app.request(`${ORIGIN}/coalesce-probe`, {}, env, ctx)));
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(1);
    expect(new Set(await Promise.all(responses.map((r) => r.text())))).toEqual(new Set(["<p>once</p>"]));
  });

  it("stores only pages that declare a page type", async () => {
    let renders = 0;
    const app = appWith(async () => {
      renders++;
      return Response.json({ patches: renders });
    });
    const ctx = createExecutionContext();
    for (let i = 1; i <= 2; i++) expect(await (await app.request(`${ORIGIN}/json-probe`, {}, env, ctx)).json()).toEqual({ patches: i });
    await waitOnExecutionContext(ctx);
  });

  it("never stores a response that sets a cookie", async () => {
    let renders = 0;
    const app = appWith(async () => {
      renders++;
      return new Response("<p>personal</p>", { headers: { "Content-Type": "text/html", "X-Cache-Tags": "type:cms", "Set-Cookie": "cart_notice=1" } });
    });
    const ctx = createExecutionContext();
    for (let i = 0; i < 2; i++) {
      const response = await app.request(`${ORIGIN}/cookie-probe`, {}, env, ctx);
      expect(response.headers.get("x-cache")).toBe("BYPASS");
    }
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(2);
    expect(await new PageStore(env.PAGE_CACHE).get("page:se:/cookie-probe")).toBeNull();
  });

  it("does not store a page rendered from data that a purge invalidated meanwhile", async () => {
    const app = appWith(async () => {
      // The purge lands while this page is rendering.
      await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=P424242`);
      return new Response("<p>stale data</p>", { headers: { "Content-Type": "text/html", "X-Cache-Tags": "P424242,type:product" } });
    });
    const ctx = createExecutionContext();
    expect((await app.request(`${ORIGIN}/race-probe`, {}, env, ctx)).headers.get("x-cache")).toBe("MISS");
    await waitOnExecutionContext(ctx);
    expect(await new PageStore(env.PAGE_CACHE).get("page:se:/race-probe")).toBeNull();
  });

  it("caps the query string at 2 kB", async () => {
    const response = await get(`/soffor?q=${"x".repeat(2100)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toContain("query string is longer than 2048 bytes");
  });
});
