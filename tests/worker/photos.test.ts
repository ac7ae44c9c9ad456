import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAKE_MEDIA_URL } from "./fake-magento-media.ts";
import { builtWorker, UPSTREAM_SHOP } from "./upstream-shop.ts";

/**
 * The image pipeline for the catalog's own photos (issue 34 item 5): /media/photo/{width}/{path} on a Magento
 * backend, its photos served by the fake media host of fake-magento-media.ts. Locally the IMAGES binding
 * transforms with sharp, as Cloudflare Images does at the edge.
 */
const worker = builtWorker;

const ORIGIN = "http://shop.test";
const UPSTREAM: Env = { ...UPSTREAM_SHOP, UPSTREAM_MEDIA_URL: FAKE_MEDIA_URL };

async function get(path: string, accept = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8", bindings: Env = UPSTREAM): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { Accept: accept } }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The size of an image as Cloudflare Images reads it. */
async function sizeOf(response: Response): Promise<{ width: number; height: number; format: string }> {
  const info = (await env.IMAGES.info(response.body!)) as { width: number; height: number; format: string };
  return { width: info.width, height: info.height, format: info.format };
}

const mediaHits = async (path: string) => (await (await fetch(`http://magento-media.test/__hits?path=${encodeURIComponent(path)}`)).json()) as number;

describe("product photos through the edge pipeline", () => {
  it.each([
    ["AVIF to a browser that takes it", "image/avif,image/webp,*/*", "image/avif"],
    ["WebP to one that takes no AVIF", "image/webp,*/*", "image/webp"],
    ["JPEG to one that names neither", "image/png,image/*;q=0.8,*/*;q=0.5", "image/jpeg"],
    ["JPEG when AVIF and WebP are refused (q=0)", "image/avif;q=0,image/webp;q=0,*/*", "image/jpeg"],
  ])("re-encodes a photo as %s, fitted into the gallery's box, kept a year", async (_, accept, type) => {
    const response = await get("/media/photo/852/v/i/visby-chair-teak.jpg", accept);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(await sizeOf(response)).toEqual({ width: 852, height: 517, format: type });
  });

  it.each([
    ["a card, a portrait photo", "/media/photo/310/v/i/visby-chair-teak.jpg", { width: 310, height: 300 }],
    ["a cart thumbnail, a landscape photo", "/media/photo/150/s/a/sandhamn-sofa-gron.jpg", { width: 150, height: 150 }],
    ["the gallery's small width, a PNG original", "/media/photo/426/t/e/teak-swatch.png", { width: 426, height: 258 }],
  ])("serves %s at exactly the frame's size", async (_, path, size) => {
    const response = await get(path, "image/webp,*/*");
    expect(response.status).toBe(200);
    expect(await sizeOf(response)).toMatchObject(size);
  });

  it("gives social cards a 1200×630 JPEG, whatever the crawler accepts", async () => {
    const response = await get("/media/photo/social/g/r/grinda-set-4.jpg", "image/avif,image/webp,*/*");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("vary")).toBeNull();
    expect(await sizeOf(response)).toEqual({ width: 1200, height: 630, format: "image/jpeg" });
  });

  it("fetches a photo from the media host once per format, then answers from the edge cache", async () => {
    const path = "/s/a/sandhamn-sofa-antracit.jpg";
    const before = await mediaHits(path);
    const first = await get(`/media/photo/620${path}`, "image/webp");
    const again = await get(`/media/photo/620${path}?junk=1`, "image/webp");
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(again.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
    expect(await mediaHits(path)).toBe(before + 1);
    const jpeg = await get(`/media/photo/620${path}`, "image/jpeg");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(await mediaHits(path)).toBe(before + 2);
  });

  it.each([
    ["a width no frame has", "/media/photo/500/v/i/visby-chair-teak.jpg", 400, /^width: '500' is not offered; photos are served at 150, 310, 426, 620, 852 or 'social'/],
    ["a width that is not a number", "/media/photo/huge/v/i/visby-chair-teak.jpg", 400, /^width: 'huge'/],
    ["a parent folder", "/media/photo/310/v/i/..%2F..%2Fsecret.jpg", 400, /^path: /],
    ["not a raster file", "/media/photo/310/v/i/logo.svg", 400, /^path: '\/v\/i\/logo\.svg' is not a photo path/],
    ["no file at all", "/media/photo/310/", 400, /^path: /],
    ["a photo the media host does not have", "/media/photo/310/n/o/no-such-photo.jpg", 404, /^No photo \/n\/o\/no-such-photo\.jpg on the media host/],
  ])("refuses %s", async (_, path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).not.toContain("immutable");
    expect(await response.text()).toMatch(message);
  });

  it("has no photos without a media host: the embedded catalog and an upstream one without UPSTREAM_MEDIA_URL draw theirs", async () => {
    for (const bindings of [env, { ...UPSTREAM, UPSTREAM_MEDIA_URL: "" }]) {
      const response = await get("/media/photo/310/v/i/visby-chair-teak.jpg", "image/webp", bindings);
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/UPSTREAM_MEDIA_URL/);
    }
  });

  it("passes the original through, kept a day only, when the IMAGES binding is not there", async () => {
    const { IMAGES: _, ...withoutImages } = UPSTREAM;
    const response = await get("/media/photo/852/v/i/visby-chair-teak-side.jpg", "image/avif,*/*", withoutImages as Env);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-photo-pipeline")).toBe("passthrough");
    expect(await sizeOf(response)).toEqual({ width: 750, height: 600, format: "image/jpeg" });
  });
});

describe("Magento's photos on the shop's pages", () => {
  async function page(path: string, bindings: Env = UPSTREAM): Promise<string> {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" } }), bindings, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    return response.text();
  }
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const VISBY = "/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak";

  it("a product's gallery shows its photos, main first, at the gallery's size with both widths in srcset", async () => {
    const html = await page(VISBY);
    const main = /<img class="gallery__main"[^>]*>/.exec(html)![0];
    expect(main).toContain('src="/media/photo/852/v/i/visby-chair-teak.jpg"');
    expect(main).toContain('srcSet="/media/photo/852/v/i/visby-chair-teak.jpg 852w, /media/photo/426/v/i/visby-chair-teak.jpg 426w"');
    expect(main).toContain('sizes="(max-width: 56rem) 100vw, 852px"');
    expect(main).toContain('width="852" height="517"');
    const thumbs = [...html.matchAll(/<ul class="gallery__thumbs">(.*?)<\/ul>/gs)][0]![1]!;
    expect([...thumbs.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual(["/media/photo/852/v/i/visby-chair-teak.jpg", "/media/photo/852/v/i/visby-chair-teak-side.jpg"]);
  });

  it("its social card is the first photo as a 1200×630 JPEG, and the cart remembers its thumbnail", async () => {
    const html = await page(VISBY);
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/media/photo/social/v/i/visby-chair-teak.jpg`);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["1200", "630"]);
    // The add-to-cart form's thumbnail, kept with the cart line in the browser.
    expect(html).toContain("/media/photo/150/v/i/visby-chair-teak.jpg");
  });

  it("a chosen variant's own photo leads its gallery and its social card", async () => {
    const html = await page("/p/GS-SANDHAMN-SOFA-3/loungesoffa-sandhamn-3-sits/GS-SANDHAMN-SOFA-3-GRN");
    expect(/<img class="gallery__main"[^>]*>/.exec(html)![0]).toContain('src="/media/photo/852/s/a/sandhamn-sofa-gron.jpg"');
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/media/photo/social/s/a/sandhamn-sofa-gron.jpg`);
  });

  it("product cards show each product's photo at the card's size, with its double-density width", async () => {
    const html = await page("/utemobler");
    const cards = [...html.matchAll(/<img class="product-card__image"[^>]*>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toMatch(/src="\/media\/photo\/310\/[a-z0-9]\/[a-z0-9]\/[\w.-]+\.jpg"/);
      expect(card).toMatch(/srcSet="\/media\/photo\/310\/\S+ 310w, \/media\/photo\/620\/\S+ 620w"/);
      expect(card).toContain('width="310" height="300"');
    }
    expect(cards.join("")).toContain("/media/photo/310/g/r/grinda-set-4.jpg");
  });

  it("without UPSTREAM_MEDIA_URL the same pages keep the drawn pictures, their social card a PNG drawing", async () => {
    // A page no other test here renders: the output cache would answer another's stored copy.
    const html = await page("/p/GS-GRINDA-SET-4/utematgrupp-grinda-bord-4-stolar", { ...UPSTREAM, UPSTREAM_MEDIA_URL: "" });
    expect(html).not.toMatch(/(?:src|srcSet|content)="[^"]*\/media\/photo\//);
    expect(/<img class="gallery__main"[^>]*>/.exec(html)![0]).toContain('src="/media/product/GS-GRINDA-SET-4/1-852.svg');
    expect(meta(html, "og:image")).toMatch(/\/media\/product\/GS-GRINDA-SET-4\/1-852\.png\?v=\d+$/);
  });
});

describe("Magento's photos on the checkout's lines", () => {
  async function shop(path: string, init: RequestInit, bindings: Env): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  /** A cart with a configurable variant (added as Vue Storefront adds it: its parent with the colour) and a simple chair; its cookie. */
  async function filledCart(bindings: Env): Promise<string> {
    const call = async (path: string, body?: unknown) => {
      const response = await shop(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }, bindings);
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: string }).result;
    };
    const cartId = await call("/api/cart/create?storeCode=se");
    const grn = { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "102" }] } };
    await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-SANDHAMN-SOFA-3", qty: 1, quoteId: cartId, product_option: grn } });
    await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 2, quoteId: cartId } });
    return `cart_se=${cartId}`;
  }

  const thumbnails = (html: string) => [...html.matchAll(/<img[^>]*src="([^"]+)"[^>]*>/g)].map((m) => m[1]!).filter((src) => /\/media\/(photo|product)\//.test(src));

  it("each line shows its product's photo, a variant its own, not a drawing", async () => {
    const cookie = await filledCart(UPSTREAM);
    const response = await shop("/checkout", { headers: { cookie } }, UPSTREAM);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Grön");
    expect(thumbnails(html)).toEqual(["/media/photo/150/s/a/sandhamn-sofa-gron.jpg", "/media/photo/150/v/i/visby-chair-teak.jpg"]);
  });

  it("without UPSTREAM_MEDIA_URL the lines keep their drawings", async () => {
    const drawn: Env = { ...UPSTREAM, UPSTREAM_MEDIA_URL: "" };
    const cookie = await filledCart(drawn);
    const html = await (await shop("/checkout", { headers: { cookie } }, drawn)).text();
    expect(thumbnails(html)).toEqual([expect.stringMatching(/^\/media\/product\/GS-SANDHAMN-SOFA-3-GRN\//), expect.stringMatching(/^\/media\/product\/GS-VISBY-CHAIR-TEAK\//)]);
  });
});
