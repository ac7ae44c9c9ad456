import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./order-helpers.ts";

const TOKEN = "test-purge-token";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const STORES = [
  { code: "se", prefix: "", inspiration: "inspiration", customerPhotos: "inspiration/kundbilder", socialShop: "inspiration/social-shop" },
  { code: "dk", prefix: "/dk", inspiration: "inspiration", customerPhotos: "inspiration/kundebilleder", socialShop: "inspiration/social-shop" },
  { code: "no", prefix: "/no", inspiration: "inspirasjon", customerPhotos: "inspirasjon/kundebilder", socialShop: "inspirasjon/social-shop" },
  { code: "fi", prefix: "/fi", inspiration: "inspiration", customerPhotos: "inspiration/kundbilder", socialShop: "inspiration/social-shop" },
] as const;

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
const purge = (tags: string[]) =>
  SELF.fetch(`${ORIGIN}/ops/cache/purge`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" }, body: JSON.stringify({ tags }) });

const hrefs = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<a[^>]*class="${className}"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="${className}"`, "g"))].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, "&"));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string } & Record<string, unknown>);

async function publishedPosts(store: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, post_key, url_key, title, publish_date FROM blog_posts WHERE store_code = ?1 AND status = 1 ORDER BY publish_date DESC, id DESC`,
  ).bind(store).all<{ id: number; post_key: string; url_key: string; title: string; publish_date: string }>();
  return results;
}

describe("the magazine (issue 15 item 1; SPEC §6 blog)", () => {
  it.each(STORES)("$code: the front page lists 10 posts newest first, 'page x of y', load more and the categories", async ({ code, prefix }) => {
    const posts = await publishedPosts(code);
    expect(posts.length).toBeGreaterThanOrEqual(25);
    const response = await get(`${prefix}/magazine`, BOT);
    expect(response.status).toBe(200);
    const html = await response.text();
    const links = hrefs(html, "post-card__link");
    expect(links).toEqual(posts.slice(0, 10).map((post) => `${prefix}/magazine/${post.url_key}`));
    const pages = Math.ceil(posts.length / 10);
    expect(html).toMatch(new RegExp(`(Sida|Side) 1 a[vf] ${pages}|Sivu 1/${pages}`));
    expect(html).toContain(`href="${prefix}/magazine?more=1"`);
    expect(html).toContain(`href="${prefix}/magazine/c/arets-trender"`);
    expect(response.headers.get("X-Cache-Tags") ?? "").toContain("blog");
  });

  it("load more appends the next page; page 2 starts where page 1 ended; a page past the last is 404", async () => {
    const posts = await publishedPosts("se");
    const more = hrefs(await (await get("/magazine?more=1", BOT)).text(), "post-card__link");
    expect(more).toEqual(posts.slice(0, 20).map((post) => `/magazine/${post.url_key}`));
    const second = await (await get("/magazine?page=2", BOT)).text();
    expect(hrefs(second, "post-card__link")).toEqual(posts.slice(10, 20).map((post) => `/magazine/${post.url_key}`));
    expect(second).toContain(`<link rel="canonical" href="${ORIGIN}/magazine?page=2"`);
    expect((await get("/magazine?page=99", BOT)).status).toBe(404);
    // A page number that is not one is the first page, never an error.
    expect((await get("/magazine?page=abc", BOT)).status).toBe(200);
  });

  it("a category page lists only its posts, with the 5 newest of the magazine beside them; an unknown category is 404", async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.url_key FROM blog_posts p JOIN blog_post_categories pc ON pc.post_id = p.id JOIN blog_categories c ON c.id = pc.category_id
       WHERE p.store_code = 'se' AND c.url_key = 'arets-trender' ORDER BY p.publish_date DESC, p.id DESC`,
    ).all<{ url_key: string }>();
    const html = await (await get("/magazine/c/arets-trender", BOT)).text();
    expect(hrefs(html, "post-card__link")).toEqual(results.map((row) => `/magazine/${row.url_key}`));
    expect(html).toContain('class="recent-posts"');
    expect((await get("/magazine/c/no-such-category", BOT)).status).toBe(404);
  });

  it.each(STORES)("$code: a post has its text, byline, hero picture, Article JSON-LD, related products and hreflang twins", async ({ code, prefix }) => {
    const [post] = await publishedPosts(code);
    const response = await get(`${prefix}/magazine/${post!.url_key}`, BOT);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${post!.title.replace(/&/g, "&amp;")}</h1>`);
    expect(html).toMatch(/class="blog-post__content"[^>]*><p>/);
    expect(html).toContain('<h2>');
    const article = jsonLd(html).find((entry) => entry["@type"] === "Article")!;
    expect(article).toMatchObject({ headline: post!.title, datePublished: post!.publish_date, mainEntityOfPage: `${ORIGIN}${prefix}/magazine/${post!.url_key}` });
    expect(String(article.image)).toContain("/media/scene/");
    expect(html).toContain('property="og:type" content="article"');
    for (const twin of STORES) expect(html).toMatch(new RegExp(`rel="alternate" hrefLang="[a-z]{2}-[A-Z]{2}" href="${ORIGIN}${twin.prefix}/magazine/[a-z0-9-]+"`));
    const { results: products } = await env.DB.prepare(`SELECT product_id FROM blog_post_products WHERE post_id = ?1`).bind(post!.id).all<{ product_id: number }>();
    expect(products.length).toBeGreaterThan(0);
    const tags = response.headers.get("X-Cache-Tags") ?? "";
    expect(tags).toContain(`blog:${post!.post_key}`);
    for (const { product_id } of products) expect(tags.split(",")).toContain(`P${product_id}`);
  });

  it("every post's inline links lead to real category and product pages of the store", async () => {
    const { results } = await env.DB.prepare(`SELECT content FROM blog_posts WHERE store_code = 'dk'`).all<{ content: string }>();
    const links = new Set(results.flatMap((row) => [...row.content.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)));
    expect(links.size).toBeGreaterThan(30);
    for (const link of links) {
      expect(link.startsWith("/dk/")).toBe(true);
      expect((await get(link, BOT)).status, link).toBe(200);
    }
  });

  it("an odd page number renders the first page with the first page's canonical; a moved post keeps the query", async () => {
    const html = await (await get("/magazine?page=abc&utm_source=x", BOT)).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/magazine"/>`);
    const [post] = await publishedPosts("se");
    const moved = await get(`/fi/magazine/${post!.url_key}?utm_source=x`, BOT);
    expect(moved.status).toBe(404);
    await env.DB.prepare(
      `INSERT INTO url_rewrites (store_code, request_path, target_path, redirect_code, entity_type, entity_id) VALUES ('se', 'magazine/old-name', ?1, 301, 'custom', NULL)`,
    ).bind(`/magazine/${post!.url_key}`).run();
    const renamed = await get("/magazine/old-name?utm_source=x", BOT);
    expect([renamed.status, renamed.headers.get("location")]).toEqual([301, `/magazine/${post!.url_key}?utm_source=x`]);
  });

  it("an unknown post is the 404 page, not an error; a post's picture is drawn", async () => {
    const missing = await get("/magazine/no-such-post", BOT);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1");
    const [post] = await publishedPosts("se");
    const html = await (await get(`/magazine/${post!.url_key}`, BOT)).text();
    const hero = /class="blog-post__hero" src="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
    const picture = await get(hero);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toContain("image/svg+xml");
    expect((await get("/media/scene/NOT A SKU/1-1200.svg")).status).toBe(404);
  });

  it.each([
    ["/magazine/%ZZ", [400, 404]],
    ["/magazine/%FF%FE", [400, 404]],
    ["/magazine/c/%00", [404]],
    ["/magazine/" + "x".repeat(300), [404]],
    ["/inspiration/%E2%80%AE", [404]],
    ["/magazine?page=1e3", [200]],
    ["/magazine?page=&more=abc", [200]],
    ["/inspiration?page=2&page=9", [200]],
  ])("an odd address %s answers %j, never a server error", async (path, statuses) => {
    expect(statuses).toContain((await get(path, BOT)).status);
  });

  it("a scheduled post (dated after today) is nowhere until its day", async () => {
    const [post] = await publishedPosts("se");
    await env.DB.prepare(`UPDATE blog_posts SET publish_date = '2999-01-01' WHERE id = ?1`).bind(post!.id).run();
    try {
      expect((await get(`/magazine/${post!.url_key}?fresh=1`, BOT)).status).toBe(404);
      const sitemap = await (await get("/sitemaps/se-1.xml")).text();
      expect(sitemap).not.toContain(`/magazine/${post!.url_key}<`);
    } finally {
      await env.DB.prepare(`UPDATE blog_posts SET publish_date = ?2 WHERE id = ?1`).bind(post!.id, post!.publish_date).run();
    }
  });

  it("purging a post's tag evicts its cached page; the magazine's lists go with the blog tag", async () => {
    const [post] = await publishedPosts("se");
    const path = `/magazine/${post!.url_key}`;
    await get(path, BOT);
    expect((await get(path, BOT)).headers.get("X-Cache")).toBe("HIT");
    expect((await purge([`blog:${post!.post_key}`])).status).toBe(200);
    expect((await get(path, BOT)).headers.get("X-Cache")).not.toBe("HIT");
    await get("/magazine", BOT);
    expect((await get("/magazine", BOT)).headers.get("X-Cache")).toBe("HIT");
    await purge(["blog"]);
    expect((await get("/magazine", BOT)).headers.get("X-Cache")).not.toBe("HIT");
  });

  it("search finds articles", async () => {
    const [post] = await publishedPosts("se");
    const word = post!.title.split(/\s+/).find((w) => w.length >= 6)!.replace(/[^\p{L}]/gu, "");
    const html = await (await get(`/search?q=${encodeURIComponent(word)}`, BOT)).text();
    expect(html).toContain(`/magazine/${post!.url_key}`);
  });
});

describe("inspiration (issue 15 item 2)", () => {
  it.each(STORES)("$code: albums 10 a page with load more; an album shows its pictures with the products in them", async ({ code, prefix, inspiration }) => {
    const response = await get(`${prefix}/${inspiration}`, BOT);
    expect(response.status).toBe(200);
    const html = await response.text();
    const albums = hrefs(html, "post-card__link");
    expect(albums).toHaveLength(10);
    expect(html).toContain(`href="${prefix}/${inspiration}?more=1"`);
    const album = await get(albums[0]!, BOT);
    expect(album.status).toBe(200);
    const page = await album.text();
    expect(page).toContain('class="album__picture"');
    expect(page).toMatch(/class="shop-the-look"[\s\S]*?href="[^"]*\/p\//);
    expect(album.headers.get("X-Cache-Tags") ?? "").toMatch(/album:[a-z-]+/);
    expect((await get(`${prefix}/${inspiration}/no-such-album`, BOT)).status).toBe(404);
    const { total } = (await env.DB.prepare(`SELECT count(*) AS total FROM albums WHERE store_code = ?1`).bind(code).first<{ total: number }>())!;
    expect((await get(`${prefix}/${inspiration}?page=${Math.ceil(total / 10)}`, BOT)).status).toBe(200);
    expect((await get(`${prefix}/${inspiration}?page=${Math.ceil(total / 10) + 1}`, BOT)).status).toBe(404);
  });

  it.each(STORES)("$code: customer photos link their products; the social shop sells what its pictures show", async ({ prefix, customerPhotos, socialShop }) => {
    const photos = await (await get(`${prefix}/${customerPhotos}`, BOT)).text();
    expect(hrefs(photos, "photo-grid__photo").length).toBe(12);
    for (const href of hrefs(photos, "photo-grid__photo")) expect(href).toMatch(/\/p\/[A-Z]+-\d+\//);
    const shop = await (await get(`${prefix}/${socialShop}`, BOT)).text();
    expect(shop.match(/class="social-post"/g)?.length).toBeGreaterThanOrEqual(10);
    expect(shop).toContain('class="product-card');
  });

  it("a collection page opens with its pieces in rooms; other categories do not", async () => {
    const collection = (await env.DB.prepare(
      `SELECT t.url_path FROM category_texts t JOIN categories c ON c.id = t.category_id
       WHERE t.store_code = 'se' AND c.parent_id = 8 AND (SELECT count(*) FROM product_categories pc WHERE pc.category_id = c.id) >= 6 ORDER BY c.id LIMIT 1`,
    ).first<{ url_path: string }>())!;
    const html = await (await get(`/${collection.url_path}`, BOT)).text();
    const rooms = [...html.matchAll(/<ul class="lookbook">([\s\S]*?)<\/ul>/g)][0]?.[1] ?? "";
    expect(rooms.match(/src="\/media\/scene\//g)).toHaveLength(3);
    expect(await (await get("/soffor", BOT)).text()).not.toContain('class="lookbook"');
    // A filtered or later page of the collection is about its products: no rooms there.
    expect(await (await get(`/${collection.url_path}?page=2`, BOT)).text()).not.toContain('class="lookbook"');
  });

  it("the home page shows the Instagram strip and the newest posts", async () => {
    const html = await (await get("/", BOT)).text();
    expect(html.match(/class="instagram-strip__post"/g)).toHaveLength(8);
    expect(html).toContain('id="home-magazine"');
  });
});

describe("sitemaps list the new page types with their twins (issue 15 item 6)", () => {
  it("posts, blog categories, albums, the inspiration pages and reviewed products' reviews pages", async () => {
    const xml = await (await get("/sitemaps/dk-1.xml")).text();
    const [post] = await publishedPosts("dk");
    expect(xml).toContain(`<loc>${ORIGIN}/dk/magazine/${post!.url_key}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/dk/magazine/c/arets-trender</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/dk/magazine</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/dk/inspiration/kundebilleder</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/dk/inspiration/[a-z0-9-]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/dk/p/[^<]+/anmeldelser</loc>`));
    expect(xml).toMatch(/hreflang="fi-FI" href="[^"]*\/fi\/magazine\/[a-z0-9-]+"/);
  });
});
