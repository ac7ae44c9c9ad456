import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_KEYS, STORE_CODES, STORE_VIEWS } from "#core/stores.ts";

const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Googlebot/2.1" };
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;
const run = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).run();

const simple = () =>
  first<{ id: number; sku: string; slug: string }>(
    `SELECT p.id, p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
  );
const configurableChild = (store = "se") =>
  first<{ sku: string; slug: string; parent_sku: string; parent_slug: string }>(
    `SELECT c.sku, ct.url_path AS slug, p.sku AS parent_sku, pt.url_path AS parent_slug
     FROM products c JOIN products p ON p.id = c.parent_id
     JOIN product_texts ct ON ct.product_id = c.id AND ct.store_code = ?1 JOIN product_texts pt ON pt.product_id = p.id AND pt.store_code = ?1
     WHERE p.status = 1 AND c.status = 1 ORDER BY c.id LIMIT 1`,
    store,
  );
const topCategory = (store = "se") =>
  first<{ id: number; url_path: string; url_key: string }>(
    `SELECT c.id, t.url_path, t.url_key FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1
     WHERE c.level = 1 ORDER BY c.position LIMIT 1`,
    store,
  );

describe("route resolution order (SPEC §2)", () => {
  it("resolves a product by the last path segment before anything else", async () => {
    const product = await simple();
    await run(
      "INSERT OR REPLACE INTO cms_pages (identifier, store_code, page_key, title, content, meta_title, meta_description) VALUES (?1, 'se', 'probe', 'Probe', '<p>x</p>', 'Probe', 'Probe')",
      product.slug,
    );
    const response = await get(`/any/thing/${product.slug}?ref=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/p/${product.sku}/${product.slug}?ref=mail`);
  });

  it("prefers a category over a CMS page and a URL rewrite with the same path", async () => {
    const category = await topCategory();
    await run(
      "INSERT OR REPLACE INTO cms_pages (identifier, store_code, page_key, title, content, meta_title, meta_description) VALUES (?1, 'se', 'probe-cat', 'CMS probe', '<p>x</p>', 'CMS probe', 'x')",
      category.url_path,
    );
    await run("INSERT OR REPLACE INTO url_rewrites VALUES ('se', ?1, '/kundtjanst', 301, 'custom', NULL)", category.url_path);
    const response = await get(`/${category.url_path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="category"');
    expect(html).not.toContain("CMS probe");
  });

  it("prefers a CMS page over a URL rewrite, and gives each page one URL (the others move there, query kept)", async () => {
    await run("INSERT OR REPLACE INTO url_rewrites VALUES ('se', 'kundtjanst', '/soffor', 301, 'custom', NULL)");
    const page = await get("/kundtjanst");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('class="cms-page');
    for (const [path, location] of [
      ["/i/kundtjanst", "/kundtjanst"],
      ["/i/kundtjanst/", "/kundtjanst"],
      ["/customer-service?x=1", "/kundtjanst?x=1"],
      ["/i/about-us", "/about-us"],
      ["/dk/delivery", "/dk/kobsbetingelser"],
    ] as const) {
      const moved = await get(path);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get("location"), path).toBe(location);
    }
    const sitemap = await (await get("/sitemaps/se-1.xml")).text();
    expect(sitemap).toContain("/kundtjanst</loc>");
    expect(sitemap).not.toContain("/customer-service</loc>");
  });

  it("falls back to the URL-rewrite table with the rewrite's code, then to a 404", async () => {
    await run("INSERT OR REPLACE INTO url_rewrites VALUES ('dk', 'gammel-side', '/dk/kundeservice', 302, 'custom', NULL)");
    const moved = await get("/dk/gammel-side?x=1");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/dk/kundeservice?x=1");
    expect((await get("/dk/ingen-side-her")).status).toBe(404);
  });

  it("answers the path 'search' with the search page, never with a catalog entity (an empty query asks for one)", async () => {
    for (const [path, prompt] of [["/search", "Vad letar du efter?"], ["/fi/search", "Mitä etsit?"]] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain(prompt);
      expect(html).toContain('content="noindex, follow"');
    }
  });
});

describe("product routes", () => {
  it("redirects a configurable child reached directly to its parent with the child preselected", async () => {
    const child = await configurableChild();
    const expected = `/p/${child.parent_sku}/${child.parent_slug}/${child.sku}`;
    for (const path of [`/p/${child.sku}/${child.slug}`, `/${child.slug}`, `/${child.slug}.html`]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(expected);
    }
    const page = await get(expected);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(child.sku);
  });

  it.each([
    ["an unknown sku", async () => "/p/NO-SUCH-SKU/whatever"],
    ["an unknown child sku", async () => {
      const child = await configurableChild();
      return `/p/${child.parent_sku}/${child.parent_slug}/NO-SUCH-CHILD`;
    }],
    ["a child sku on a simple product", async () => {
      const product = await simple();
      return `/p/${product.sku}/${product.slug}/ANY`;
    }],
    ["a disabled product", async () => {
      const p = await first<{ sku: string; slug: string }>(
        "SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' WHERE p.status >= 2 AND p.parent_id IS NULL LIMIT 1",
      );
      return `/p/${p.sku}/${p.slug}`;
    }],
    ["an invisible simple product", async () => {
      const p = await first<{ sku: string; slug: string }>(
        "SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' WHERE p.visibility = 1 AND p.parent_id IS NULL LIMIT 1",
      );
      return `/p/${p.sku}/${p.slug}`;
    }],
  ])("answers 404 for %s", async (_, path) => {
    const response = await get(await path());
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Sidan hittades inte");
  });

  it("warns when the chosen combination is not available and shows the closest available variant", async () => {
    const out = await first<{ sku: string; color: string; size: string | null; parent_sku: string; parent_slug: string }>(
      `SELECT c.sku, c.color, c.size, p.sku AS parent_sku, t.url_path AS parent_slug
       FROM products c JOIN products p ON p.id = c.parent_id JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE p.status = 1 AND c.is_in_stock = 0 ORDER BY c.id LIMIT 1`,
    );
    const base = `/p/${out.parent_sku}/${out.parent_slug}`;
    // The rendered notice (its text also travels in the page's dictionary data).
    const warning = `role="alert">Den kombinationen finns inte för produkten. Välj en annan kombination.</p>`;
    const viaChild = await get(`${base}/${out.sku}`);
    expect(viaChild.status).toBe(200);
    const html = await viaChild.text();
    expect(html).toContain(warning);
    expect(html).toMatch(/data-sku="[^"]+"/);
    expect(html).not.toContain(`data-sku="${out.sku}"`);
    const query = new URLSearchParams({ color: out.color, ...(out.size ? { size: out.size } : {}) });
    expect(await (await get(`${base}?${query}`)).text()).toContain(warning);
    const ignored = await (await get(`${base}?color=no-such-colour`)).text();
    expect(ignored).not.toContain(warning);
  });
});

describe("category and content routes", () => {
  it.each(STORE_CODES)("serves /c/{url_key}, /c/{id} and /cp/{slug} as the category in store %s", async (store) => {
    const prefix = STORE_VIEWS[store].urlPrefix;
    const category = await topCategory(store);
    for (const path of [`${prefix}/c/${category.url_key}`, `${prefix}/c/${category.id}`, `${prefix}/cp/${category.url_key}`, `${prefix}/${category.url_path}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('class="category"');
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${prefix}/${category.url_path}"`);
    }
    expect((await get(`${prefix}/c/no-such-category`)).status).toBe(404);
  });

  it.each(STORE_CODES)("serves every content route and configured path of store %s", async (store) => {
    const { urlPrefix, paths } = STORE_VIEWS[store];
    const { collections, brands, customerReviews, magazine, magazineTrends, inspiration, socialShop, customerPhotos, cart, ...pages } = paths;
    for (const path of Object.values(pages)) {
      const response = await get(`${urlPrefix}/${path}`);
      expect(response.status, `${urlPrefix}/${path}`).toBe(200);
      expect(await response.text()).toContain('class="cms-page');
    }
    // The cart page is a page of its own (its test: cart-page.test.ts).
    expect((await get(`${urlPrefix}/${cart}`)).status, cart).toBe(200);
    // The customer reviews page is a page of its own: the reviews of the shop.
    const reviews = await get(`${urlPrefix}/${customerReviews}`);
    expect(reviews.status, customerReviews).toBe(200);
    expect(await reviews.text()).toContain('class="reviews-page');
    // A content route the store localizes moves to the store's path; the others are pages of their own.
    for (const key of CONTENT_PAGE_KEYS) {
      const response = await get(`${urlPrefix}/${key}`);
      const localized = (Object.entries({ customerService: "customer-service", delivery: "delivery" }) as [keyof typeof pages, string][]).find(([, k]) => k === key)?.[0];
      if (localized) expect([response.status, response.headers.get("location")], key).toEqual([301, `${urlPrefix}/${pages[localized]}`]);
      else expect(response.status, key).toBe(200);
    }
    for (const path of [collections, brands]) expect((await get(`${urlPrefix}/${path}`)).status, path).toBe(200);
    // The magazine and the inspiration pages are pages of their own too.
    for (const [path, marker] of [[magazine, "magazine"], [magazineTrends, "magazine"], [inspiration, "inspiration"], [socialShop, "social-shop"], [customerPhotos, "customer-photos"]] as const) {
      const response = await get(`${urlPrefix}/${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`class="${marker}"`);
    }
  });

  it("moves /cp/{identifier} to the content page's own URL when no category has that slug", async () => {
    const response = await get("/no/cp/kundeservice");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/no/kundeservice");
  });
});

describe("client-side navigation data requests", () => {
  it.each(STORE_CODES)("resolve category, CMS and product paths like documents in store %s", async (store) => {
    const prefix = STORE_VIEWS[store].urlPrefix;
    const category = await topCategory(store);
    const product = await first<{ sku: string; slug: string }>(
      `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
      store,
    );
    for (const path of [`${prefix}/${category.url_path}`, `${prefix}/${STORE_VIEWS[store].paths.customerService}`, `${prefix}/p/${product.sku}/${product.slug}`]) {
      const response = await SELF.fetch(`${ORIGIN}${path}.data`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('"status":404');
    }
  });
});
