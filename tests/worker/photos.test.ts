import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAKE_MEDIA_URL } from "./fake-magento-media.ts";

/**
 * The image pipeline for the catalog's own photos (issue 34 item 5): /media/photo/{width}/{path} on a Magento
 * backend, its photos served by the fake media host of fake-magento-media.ts. Locally the IMAGES binding
 * transforms with sharp, as Cloudflare Images does at the edge.
 */
const { default: worker } = (await import("../../build/server/index.js" as string)) as { default: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> } };

const ORIGIN = "http://shop.test";
const UPSTREAM: Env = {
  ...env,
  COMMERCE_BACKEND: "upstream",
  UPSTREAM_API_URL: "http://upstream.test",
  UPSTREAM_STORE_IDS: "se=1,dk=2,no=3,fi=4",
  UPSTREAM_MEDIA_URL: FAKE_MEDIA_URL,
};

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
