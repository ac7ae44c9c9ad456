import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { PHOTO_PREFIX, PHOTO_WIDTHS, SOCIAL_BOX, isPhotoPath, photoBox } from "#core/catalog/photos.ts";
import type { PictureSize } from "#core/catalog/images.ts";
import { FORMAT_KEY, photoFormat, type PhotoFormat } from "./photo-format.ts";

/**
 * The catalog's photos through the edge image pipeline (core/catalog/photos.ts builds the URLs):
 * GET /media/photo/{width|social}/{path} fetches `path` from Magento's media host (UPSTREAM_MEDIA_URL), fits it
 * into the frame's box (padded, so it takes exactly the space the page reserved) and re-encodes it as AVIF or
 * WebP when the browser's Accept lists them, else JPEG; the social card is always JPEG, which every network
 * shows. The result is kept at the edge and in browsers for a year: a photo path names one photo. Without the
 * IMAGES binding, or when it fails, the original passes through unchanged and is kept a day only.
 */
export const photoRoutes = new Hono<AppEnv>();

const YEAR = 31_536_000;
const DAY = 86_400;
/** SPEC §9: photos are re-encoded at quality 45; the social card a little finer, as networks re-encode it again. */
const QUALITY = 45;
const SOCIAL_QUALITY = 80;
/** Behind a padded photo: Magento's product photos are shot on white. */
const BACKGROUND = "#FFFFFF";

const answer = (status: 400 | 404 | 502, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": status === 502 ? "no-store" : "public, max-age=300" } });

photoRoutes.get("/:box/*", async (c) => {
  const box = c.req.param("box");
  const size = photoBox(box);
  if (!size) return answer(400, `width: '${box.slice(0, 16)}' is not offered; photos are served at ${PHOTO_WIDTHS.join(", ")} or '${SOCIAL_BOX}'`);
  const path = new URL(c.req.url).pathname.slice(`${PHOTO_PREFIX}/${box}`.length);
  if (!isPhotoPath(path)) return answer(400, `path: '${path.slice(0, 64)}' is not a photo path (/folders/name.jpg|png|gif|webp, letters, digits, _ - and .)`);
  const { backend } = c.var.config;
  const mediaUrl = backend.kind === "upstream" ? backend.upstream.mediaUrl : null;
  if (!mediaUrl) return answer(404, "No photos: the catalog has no media host (UPSTREAM_MEDIA_URL)");

  const format: PhotoFormat = box === SOCIAL_BOX ? "image/jpeg" : photoFormat(c.req.header("Accept") ?? null);
  const cache = (caches as unknown as { default: Cache }).default;
  // One entry per format: the Cache API does not vary by Accept. Other query parameters cannot force a new one.
  const cacheKey = new URL(c.req.url);
  cacheKey.search = `format=${FORMAT_KEY[format]}`;
  const cached = await cache.match(cacheKey);
  // A copy: later middleware adds headers, and a cached response's are immutable.
  if (cached) return new Response(cached.body, cached);

  let original: Response;
  try {
    original = await fetch(`${mediaUrl}${path}`, { signal: AbortSignal.timeout(backend.kind === "upstream" ? backend.upstream.deadlineMs : 5_000) });
  } catch (error) {
    console.warn(`photo ${path}: the media host did not answer (${error instanceof Error ? error.message : String(error)})`);
    return answer(502, `No answer from the media host for ${path}`);
  }
  if (original.status === 404 || original.status === 410) return answer(404, `No photo ${path} on the media host`);
  if (!original.ok || !(original.headers.get("Content-Type") ?? "").startsWith("image/")) {
    return answer(502, `The media host answered ${original.status} ${original.headers.get("Content-Type") ?? ""} for ${path}`);
  }
  const bytes = await original.arrayBuffer();
  const response = (await transformed(c, bytes, size, format, box === SOCIAL_BOX)) ?? passedThrough(bytes, original.headers.get("Content-Type")!);
  if (c.req.method === "GET") c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
});

/** The photo fitted into `size` and encoded as `format`; null when the pipeline is not there or fails. */
async function transformed(c: Context<AppEnv>, bytes: ArrayBuffer, size: PictureSize, format: PhotoFormat, social: boolean): Promise<Response | null> {
  const images = c.env.IMAGES as ImagesBinding | undefined;
  if (!images) return null;
  try {
    const result = await images
      .input(new Blob([bytes]).stream())
      .transform({ width: size.width, height: size.height, fit: "pad", background: BACKGROUND })
      .output({ format, quality: social ? SOCIAL_QUALITY : QUALITY });
    const headers: Record<string, string> = { "Content-Type": result.contentType(), "Cache-Control": `public, max-age=${YEAR}, immutable` };
    if (!social) headers.Vary = "Accept";
    return new Response(result.image(), { headers });
  } catch (error) {
    console.warn(`photo pipeline: passing the original through (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

/** The original, unchanged: kept a day only, so the pipeline's own answer replaces it once it works. */
function passedThrough(bytes: ArrayBuffer, contentType: string): Response {
  return new Response(bytes, { headers: { "Content-Type": contentType, "Cache-Control": `public, max-age=${DAY}`, "X-Photo-Pipeline": "passthrough" } });
}
