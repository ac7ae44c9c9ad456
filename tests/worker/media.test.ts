import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ART_VERSION, FRAMES } from "#core/catalog/images.ts";

const ORIGIN = "http://shop.test";
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = async (path: string) => (await SELF.fetch(`${ORIGIN}${path}`, { headers: BOT })).text();

/** A configurable product with variants in two colours, and its page. */
async function twoColourProduct() {
  return first<{ sku: string; slug: string; gallery_size: number; colour_a: string; sku_a: string; colour_b: string; sku_b: string }>(
    `SELECT p.sku, t.url_path AS slug, p.gallery_size, a.color AS colour_a, a.sku AS sku_a, b.color AS colour_b, b.sku AS sku_b
     FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     JOIN products a ON a.parent_id = p.id AND a.status = 1 AND a.is_in_stock = 1
     JOIN products b ON b.parent_id = p.id AND b.status = 1 AND b.is_in_stock = 1 AND b.color > a.color
     WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
  );
}

/** Two skus a scene can show: a sofa and a coffee table. */
async function sceneOfTwo(): Promise<string> {
  const { results } = await env.DB.prepare(
    `SELECT sku FROM products WHERE parent_id IS NULL AND status = 1 AND (sku LIKE 'SO-%' OR sku LIKE 'SB-%') GROUP BY substr(sku, 1, 2) ORDER BY sku LIMIT 2`,
  ).all<{ sku: string }>();
  return results.map((row) => row.sku).join(".");
}

describe("generated pictures", () => {
  it.each(Object.entries(FRAMES).flatMap(([frame, { kind, sizes }]) => sizes.map((size) => [frame, kind, size] as const)))(
    "draws the %s frame (%s) at %o as a versioned, immutable SVG without words",
    async (_, kind, size) => {
      const key = kind === "product" ? `${(await twoColourProduct()).sku}/1` : kind === "scene" ? `${await sceneOfTwo()}/1` : "1";
      const response = await get(`/media/${kind}/${key}-${size.width}.svg?v=${ART_VERSION}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const svg = await response.text();
      expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
      expect(svg).not.toMatch(/<text|<title/);
    },
  );

  it("draws products together in one scene; a variant number is another room; a scene of unknown or too many products is 404", async () => {
    const scene = await sceneOfTwo();
    const [one, two, three] = await Promise.all([1, 2, 10].map((n) => get(`/media/scene/${scene}/${n}-640.svg?v=${ART_VERSION}`)));
    expect(one!.status).toBe(200);
    expect(two!.status).toBe(200);
    expect(await one!.text()).not.toEqual(await two!.text());
    expect(three!.status).toBe(404);
    expect((await get(`/media/scene/XX-99999999/1-640.svg`)).status).toBe(404);
    expect((await get(`/media/scene/${[scene, scene, scene].join(".")}/1-640.svg`)).status).toBe(404);
    expect((await get(`/media/scene/${scene}/1-641.svg`)).status).toBe(404);
  });

  it("keeps an unversioned picture a day only, and answers the main size without a width", async () => {
    const { sku } = await twoColourProduct();
    const response = await get(`/media/product/${sku}/1.svg`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await response.text()).toContain('width="852" height="517"');
  });

  it("shows a configurable product in the colour asked for: the variant's own picture", async () => {
    const product = await twoColourProduct();
    const picture = async (path: string) => (await get(path)).text();
    const asA = await picture(`/media/product/${product.sku}/1-310.svg?v=${ART_VERSION}&color=${product.colour_a}`);
    const asB = await picture(`/media/product/${product.sku}/1-310.svg?v=${ART_VERSION}&color=${product.colour_b}`);
    expect(asA).not.toEqual(asB);
    expect(asA).toEqual(await picture(`/media/product/${product.sku_a}/1-310.svg?v=${ART_VERSION}`));
    expect(asB).toEqual(await picture(`/media/product/${product.sku_b}/1-310.svg?v=${ART_VERSION}`));
  });

  it.each([
    ["a width that is not drawn", (sku: string) => `/media/product/${sku}/1-500.svg`, 404, "width"],
    ["a picture past the gallery", (sku: string) => `/media/product/${sku}/99-310.svg`, 404, "No product picture"],
    ["an unknown sku", () => "/media/product/NO-SUCH-SKU/1-310.svg", 404, "No product picture"],
    ["a colour that is not a code", (sku: string) => `/media/product/${sku}/1-310.svg?color=%3Cb%3E`, 400, "color:"],
    ["an unknown banner", () => "/media/banner/99999-1440.svg", 404, "No banner picture"],
    ["an unknown category", () => "/media/category/99999-640.svg", 404, "No category picture"],
  ] as const)("refuses %s with a message", async (_, path, status, message) => {
    const response = await get(path((await twoColourProduct()).sku));
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
  });
});

describe("drawings as PNG, for social cards (networks do not render SVG)", () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it.each([
    ["a product", async () => `/media/product/${(await twoColourProduct()).sku}/1-852.png?v=${ART_VERSION}`, 852, 517],
    ["a banner", async () => `/media/banner/1-1440.png?v=${ART_VERSION}`, 1440, 560],
    ["a category", async () => `/media/category/${(await first<{ id: number }>("SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1")).id}-640.png?v=${ART_VERSION}`, 640, 400],
    ["a scene", async () => `/media/scene/${await sceneOfTwo()}/1-1200.png?v=${ART_VERSION}`, 1200, 630],
  ])("rasterizes %s at the drawing's size, immutable", async (_, path, width, height) => {
    const response = await get(await path());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: the width and height, big-endian, right after the signature and the chunk's length and type.
    const header = new DataView(bytes.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([width, height]);
  });

  it("refuses a PNG at a width that is not drawn, as the SVG", async () => {
    expect((await get(`/media/product/${(await twoColourProduct()).sku}/1-500.png`)).status).toBe(404);
  });
});

describe("pictures on pages", () => {
  it("the gallery shows the chosen variant, offers two widths and its first picture is the priority", async () => {
    const product = await twoColourProduct();
    const html = await page(`/p/${product.sku}/${product.slug}/${product.sku_b}`);
    const main = /<img class="gallery__main"[^>]*>/.exec(html)![0];
    expect(main).toContain(`src="/media/product/${product.sku_b}/1-852.svg?v=${ART_VERSION}"`);
    expect(main).toMatch(/srcSet="[^"]*-852\.svg[^"]* 852w, [^"]*-426\.svg[^"]* 426w"/);
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain('width="852" height="517"');
  });

  it("cards are 310×300 with a 620 alternative, lazy below the first row; filtered by colour they show that colour", async () => {
    const html = await page("/soffor");
    const cards = [...html.matchAll(/<img class="product-card__image"[^>]*>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(8);
    for (const card of cards) {
      expect(card).toContain('width="310" height="300"');
      expect(card).toMatch(/srcSet="[^"]*-310\.svg[^"]* 310w, [^"]*-620\.svg[^"]* 620w"/);
    }
    expect(cards.at(-1)).toContain('loading="lazy"');
    const green = await page("/soffor?color=green");
    expect(green).toMatch(/<img class="product-card__image"[^>]*src="\/media\/product\/[^"]+color=green"/);
  });

  it("the home page's hero and banners are drawn rooms with their sizes", async () => {
    const html = await page("/");
    expect(html).toMatch(/<img class="hero__image" src="\/media\/banner\/\d+-1440\.svg\?v=\d+"[^>]*width="1440" height="560"[^>]*fetchPriority="high"/);
    expect(html).toMatch(/<img src="\/media\/banner\/\d+-640\.svg\?v=\d+"[^>]*width="640" height="400"[^>]*loading="lazy"/);
  });
});
