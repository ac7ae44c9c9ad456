import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { ImageKind } from "#core/port/index.ts";
import { ART_VERSION, IMAGE_SIZES, pictureSize, type PictureSize } from "#core/catalog/images.ts";
import { modelVersion, readModelFacts } from "#core/catalog/models.ts";
import { productTag } from "#core/cache/vocabulary.ts";
import { DEFAULT_STORE } from "#core/stores.ts";
import { productPicture, roomPicture } from "./art/picture.ts";
import { productModel } from "./model/product-model.ts";
import { photoRoutes } from "./photos.ts";
import { rasterize } from "./raster.ts";

/**
 * Generated product, banner and category pictures (core/catalog/images.ts builds the URLs):
 * /media/product/{sku}/{n}-{width}.svg[?color=], /media/banner/{id}-{width}.svg, /media/category/{id}-{width}.svg,
 * /media/scene/{sku.sku…}/{n}-{width}.svg (the products together in a room; n varies the room).
 * Without a width ({n}.svg, {id}.svg) a picture has its main size. The same with .png is the drawing rasterized,
 * for social cards. Drawn once per edge and kept there. The catalog's own photos are under /media/photo (photos.ts).
 * /media/model/{sku}.glb[?color=&v=] is the product's 3D model (core/catalog/models.ts), for the AR view.
 */
export const mediaRoutes = new Hono<AppEnv>();

mediaRoutes.route("/photo", photoRoutes);

const YEAR = 31_536_000;
const COLOUR_CODE = /^[a-z][a-z_]{0,31}$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

const refuse = (status: 400 | 404, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });

mediaRoutes.get("/:kind{product|scene}/:key/:file{[0-9]+(-[0-9]+)?\\.(svg|png)}", (c) =>
  picture(c, c.req.param("kind") as ImageKind, c.req.param("key"), c.req.param("file")),
);
mediaRoutes.get("/:kind{banner|category}/:file{[0-9]+(-[0-9]+)?\\.(svg|png)}", (c) => {
  const file = c.req.param("file");
  const extension = file.slice(file.lastIndexOf("."));
  const [key = "", width] = file.slice(0, -extension.length).split("-");
  return picture(c, c.req.param("kind") as ImageKind, key, width ? `1-${width}${extension}` : `1${extension}`);
});

function sizeFrom(kind: ImageKind, file: string): { index: number; size: PictureSize | undefined } {
  const [index = "1", width] = file.replace(/\.(svg|png)$/, "").split("-");
  return { index: Number(index), size: width === undefined ? IMAGE_SIZES[kind] : pictureSize(kind, Number(width)) };
}

async function picture(c: Context<AppEnv>, kind: ImageKind, key: string, file: string): Promise<Response> {
  const { index, size } = sizeFrom(kind, file);
  if (!size) return refuse(404, `No ${kind} picture ${file}: the width is not one of the drawn sizes`);
  const colour = c.req.query("color");
  if (colour !== undefined && !COLOUR_CODE.test(colour)) return refuse(400, `color: '${colour}' is not a colour code`);

  const cache = (caches as unknown as { default: Cache }).default;
  // Keyed by what draws the picture: other query parameters cannot force a new drawing.
  const cacheKey = new URL(c.req.url);
  cacheKey.search = new URLSearchParams([...cacheKey.searchParams].filter(([name]) => name === "v" || name === "color")).toString();
  const cached = await cache.match(cacheKey);
  // A copy: later middleware adds headers, and a cached response's are immutable.
  if (cached) return new Response(cached.body, cached);

  const subject = await c.var.commerce.catalog.imageSubject(kind, key, colour);
  if (!subject || index < 1 || index > subject.count) return refuse(404, `No ${kind} picture ${key}/${file}`);
  const seed = kind === "scene" ? `scene/${subject.key}/${index}` : `${kind}/${subject.key}`;
  const svg = kind === "product" ? productPicture(subject, index, size, seed) : roomPicture(subject, size, seed);
  if (!svg) return refuse(404, `No ${kind} picture ${key}/${file}`);
  // A versioned URL never changes its picture; an unversioned one may after a deploy.
  const current = c.req.query("v") === ART_VERSION;
  const cacheControl = current ? `public, max-age=${YEAR}, immutable` : "public, max-age=86400";
  const response = file.endsWith(".png")
    ? new Response(await rasterize(svg), { headers: { "Content-Type": "image/png", "Cache-Control": cacheControl } })
    : new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": cacheControl, "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" } });
  if (c.req.method === "GET") c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}

/** Keyed by what makes the model: other query parameters cannot force a new one. */
function cacheKeyOf(url: string, kept: readonly string[]): URL {
  const key = new URL(url);
  key.search = new URLSearchParams([...key.searchParams].filter(([name]) => kept.includes(name))).toString();
  return key;
}

mediaRoutes.get("/model/:file{[^/]+\\.glb}", async (c) => {
  const sku = c.req.param("file").slice(0, -".glb".length);
  if (!SKU.test(sku)) return refuse(400, `sku: '${sku.slice(0, 64)}' is not a sku (letters, digits, _ . and -)`);
  const colour = c.req.query("color");
  if (colour !== undefined && !COLOUR_CODE.test(colour)) return refuse(400, `color: '${colour.slice(0, 32)}' is not a colour code`);

  const cache = (caches as unknown as { default: Cache }).default;
  const cacheKey = cacheKeyOf(c.req.url, ["v", "color"]);
  const cached = await cache.match(cacheKey);
  if (cached) return new Response(cached.body, cached);

  // Measures do not differ between the stores: the default store's product has them.
  const facts = await readModelFacts(c.var.commerce.catalog, DEFAULT_STORE, sku, colour);
  const glb = facts && (await productModel(facts));
  if (!facts || !glb) return refuse(404, colour === undefined ? `No model of ${sku}` : `No model of ${sku} in ${colour}`);
  // The URL the pages give names the facts it was made from: only that one never changes.
  const current = c.req.query("v") === modelVersion(facts);
  const headers = {
    "Content-Type": "model/gltf-binary",
    "Cache-Control": current ? `public, max-age=${YEAR}, immutable` : "public, max-age=300",
    // A purge of the product (a catalog change) drops the edge's copies too.
    "Cache-Tag": productTag(facts.productId),
  };
  const response = new Response(glb, { headers });
  if (c.req.method === "GET") c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
});
