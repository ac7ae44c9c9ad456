import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ART_VERSION } from "#core/catalog/images.ts";
import { STORE_CODES, STORE_VIEWS } from "#core/stores.ts";

const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });
const all = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results;
const first = async <T,>(sql: string, ...params: unknown[]) => (await all<T>(sql, ...params))[0]!;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

describe("crawler HTML of a product page", () => {
  it.each(STORE_CODES)("is complete in store %s: JSON-LD Product with Offer, breadcrumbs, canonical, hreflang, Open Graph", async (store) => {
    const { urlPrefix, i18n } = STORE_VIEWS[store];
    const [product] = await all<{ id: number; sku: string; slug: string; name: string }>(
      `SELECT p.id, p.sku, t.url_path AS slug, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
      store,
    );
    const path = `${urlPrefix}/p/${product!.sku}/${product!.slug}`;
    const response = await get(`${path}?utm_source=news&gclid=abc`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("</html>");
    expect(html).not.toContain("<template"); // nothing left pending for a crawler

    const data = jsonLd(html);
    const productLd = data.find((d) => d["@type"] === "Product") as { name: string; sku: string; offers: { price: string; priceCurrency: string; availability: string } };
    expect(productLd.name).toBe(product!.name);
    expect(productLd.sku).toBe(product!.sku);
    expect(Number(productLd.offers.price)).toBeGreaterThan(0);
    expect(productLd.offers.priceCurrency).toBe(i18n.currencyCode);
    expect(productLd.offers.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);
    const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { position: number; name: string }[] };
    expect(breadcrumbs.itemListElement[0]!.position).toBe(1);
    expect(breadcrumbs.itemListElement.at(-1)!.name).toBe(product!.name);

    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    expect(alternates.map(([lang]) => lang)).toEqual(["sv-SE", "da-DK", "nb-NO", "fi-FI", "x-default"]);
    expect(alternates.find(([lang]) => lang === STORE_VIEWS[store].language)![1]).toBe(`${ORIGIN}${path}`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
  });
});

describe("crawlers", () => {
  it.each(["", "/dk", "/no", "/fi"])("get the complete product HTML with JSON-LD in store %s", async (prefix) => {
    const googlebot = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" } });
    const home = await (await googlebot(prefix || "/")).text();
    const productHref = /class="product-card__link" href="([^"]+)"/.exec(home)![1]!;
    const response = await googlebot(productHref);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('"@type":"Product"');
    expect(body).toContain('"@type":"Offer"');
    expect(body).toContain('"@type":"BreadcrumbList"');
    expect(body).not.toContain("<template");
    expect(body).toContain('class="reviews"');
    expect(body).not.toContain('aria-busy="true"'); // every deferred section resolved
  });
});

describe("sitemaps and robots.txt", () => {
  it("robots.txt points at the sitemap index and keeps private pages out", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /checkout");
    expect(text).toContain("Disallow: /dk/my-account");
  });

  it("the index lists one sitemap per store", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(STORE_CODES.map((code) => `${ORIGIN}/sitemaps/${code}-1.xml`));
  });

  it.each(STORE_CODES)("store %s lists every active product, category, CMS, reviews, magazine and inspiration page, with hreflang twins", async (store) => {
    const { urlPrefix, paths, productReviewsSegment } = STORE_VIEWS[store];
    const xml = await (await get(`/sitemaps/${store}-1.xml`)).text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const products = await all<{ sku: string; slug: string }>(
      `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1 AND pr.price > 0
       WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (2, 3, 4)`,
      store,
    );
    const categories = await all<{ url_path: string }>(
      "SELECT t.url_path FROM category_texts t JOIN categories c ON c.id = t.category_id WHERE t.store_code = ?1 AND c.is_active = 1",
      store,
    );
    // One URL per page: the store's localized identifier where it has one (kundtjanst, not customer-service).
    const pages = await all<{ identifier: string }>(
      `SELECT identifier FROM cms_pages c WHERE store_code = ?1 AND active = 1 AND NOT (identifier = page_key
         AND EXISTS (SELECT 1 FROM cms_pages l WHERE l.store_code = c.store_code AND l.page_key = c.page_key AND l.identifier != l.page_key AND l.active = 1))`,
      store,
    );
    const reviewed = await all<{ sku: string; slug: string }>(
      `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (2, 3, 4)
         AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.store_code = ?1 AND r.status = 'approved')`,
      store,
    );
    const blogCategories = await all<{ url_key: string }>("SELECT url_key FROM blog_categories WHERE store_code = ?1 AND status = 1", store);
    const posts = await all<{ url_key: string }>("SELECT url_key FROM blog_posts WHERE store_code = ?1 AND status = 1", store);
    const albums = await all<{ url_key: string }>("SELECT url_key FROM albums WHERE store_code = ?1 AND status = 1", store);
    const expected = [
      ...products.map((p) => `${ORIGIN}${urlPrefix}/p/${p.sku}/${p.slug}`),
      ...reviewed.map((p) => `${ORIGIN}${urlPrefix}/p/${p.sku}/${p.slug}/${productReviewsSegment}`),
      ...categories.map((c) => `${ORIGIN}${urlPrefix}/${c.url_path}`),
      ...pages.map((p) => `${ORIGIN}${urlPrefix}/${p.identifier}`),
      ...[paths.magazine, paths.inspiration, paths.customerPhotos, paths.socialShop, paths.customerReviews].map((path) => `${ORIGIN}${urlPrefix}/${path}`),
      ...blogCategories.map((c) => `${ORIGIN}${urlPrefix}/${paths.magazine}/c/${c.url_key}`),
      ...posts.map((p) => `${ORIGIN}${urlPrefix}/${paths.magazine}/${p.url_key}`),
      ...albums.map((a) => `${ORIGIN}${urlPrefix}/${paths.inspiration}/${a.url_key}`),
    ];
    expect(products.length).toBeGreaterThan(350);
    for (const loc of expected) expect(locs.has(loc), loc).toBe(true);
    expect(locs.size).toBe(expected.length);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default"');
  });

  it("answers 404 for a sitemap that does not exist", async () => {
    expect((await get("/sitemaps/de-1.xml")).status).toBe(404);
    expect((await get("/sitemaps/se-9.xml")).status).toBe(404);
  });
});

/** One page of every page type of the Swedish store, from its sitemap, and the pages no sitemap lists. */
async function pageOfEveryType(): Promise<Array<[string, string]>> {
  const { paths, productReviewsSegment } = STORE_VIEWS.se;
  const xml = await (await get("/sitemaps/se-1.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ""));
  const one = (pattern: RegExp) => locs.find((loc) => pattern.test(loc))!;
  return [
    ["home", "/"],
    ["product", one(/^\/p\/[^/]+\/[^/]+$/)],
    ["product reviews", one(new RegExp(`^/p/[^/]+/[^/]+/${productReviewsSegment}$`))],
    ["category", "/soffor"],
    ["CMS page", "/kundtjanst"],
    ["search", "/search?q=ekbord"],
    ["magazine", `/${paths.magazine}`],
    ["magazine section", one(new RegExp(`^/${paths.magazine}/c/[^/]+$`))],
    ["magazine post", one(new RegExp(`^/${paths.magazine}/[^c/][^/]*$`))],
    ["inspiration", `/${paths.inspiration}`],
    ["album", one(new RegExp(`^/${paths.inspiration}/[^/]+$`))],
    ["customer photos", `/${paths.customerPhotos}`],
    ["social shop", `/${paths.socialShop}`],
    ["customer reviews", `/${paths.customerReviews}`],
    ["another store's home", "/fi/"],
    ["another store's CMS page", "/fi/kundeservice"],
  ];
}

const PAGE_TYPES = await pageOfEveryType();

describe("social cards on every page type (issue 18; raster, issue 34)", () => {
  it.each(PAGE_TYPES)("the %s (%s) has a large-image card with a sized, described raster picture", async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta("twitter:card")).toBe("summary_large_image");
    for (const key of ["twitter:title", "twitter:description", "twitter:image:alt", "og:image:alt"]) expect(meta(key), key).toBeTruthy();
    expect(Number(meta("og:image:width"))).toBeGreaterThan(0);
    expect(Number(meta("og:image:height"))).toBeGreaterThan(0);
    const image = meta("og:image")!;
    expect(meta("twitter:image")).toBe(image);
    // Networks do not render SVG: the card is PNG or JPEG, at the size it declares.
    const picture = await get(image.replace(ORIGIN, ""));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    const info = (await env.IMAGES.info(picture.body!)) as { width: number; height: number };
    expect([info.width, info.height]).toEqual([Number(meta("og:image:width")), Number(meta("og:image:height"))]);
  });

  it("a product's card shows the product, named", async () => {
    const product = await first<{ sku: string; slug: string; name: string }>(
      `SELECT p.sku, t.url_path AS slug, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
    );
    const html = await (await get(`/p/${product.sku}/${product.slug}`)).text();
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/product/${product.sku}/1-852.png?v=${ART_VERSION}"`);
    expect(html).toContain('<meta property="og:image:width" content="852"');
    expect(html).toMatch(new RegExp(`<meta name="twitter:image:alt" content="${product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
  });
});

describe("the store switcher keeps the page (issue 13)", () => {
  // The language dialog (loaded when opened) takes its links from the same hook as the footer.
  it.each(["/soffor", "/kundtjanst"])("links each store to %s's own counterpart, as its hreflang alternates say", async (path) => {
    const html = await (await get(path)).text();
    const alternates = new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]));
    const footer = html.slice(html.indexOf('class="footer__stores"'));
    for (const store of STORE_CODES) {
      const language = STORE_VIEWS[store].language;
      const expected = alternates.get(language)!;
      expect(expected, language).toBeDefined();
      expect(footer).toContain(`<a href="${expected}" hrefLang="${language}">`);
    }
  });

  // A search, a filtered listing and a product's colour have no hreflang but a counterpart all the same: tests/worker/store-switch.test.ts.
  it("leads to the other store's home from a page without a counterpart", async () => {
    const html = await (await get("/finns-inte-alls")).text();
    expect(html.slice(html.indexOf('class="footer__stores"'))).toContain('<a href="/dk" hrefLang="da-DK">');
  });
});
