/**
 * Contentful's pictures through the shop's image pipeline: Contentful's Images API sizes and encodes them
 * (w, fm, q), and the browser picks AVIF, WebP or JPEG from the `<source>` types it accepts, so one cached
 * page serves every browser. Width and height are always given: the picture's box is known before it loads.
 */
import type { ContentImage } from "../port/site-content.ts";
import { escapeHtml } from "../content/html.ts";
import { FRAMES, type Frame, type Picture } from "./images.ts";

/** Where the Images API serves a space's pictures: pages showing them admit it (worker/middleware/content-security-policy.ts). */
export const IMAGES_API_ORIGIN = "https://images.ctfassets.net";

/** The widths a content picture is offered at; the page column is at most 1200 px wide. */
export const CONTENT_IMAGE_WIDTHS = [600, 1200] as const;
const QUALITY: Record<ImageFormat, number> = { avif: 50, webp: 70, jpg: 75 };
export type ImageFormat = "avif" | "webp" | "jpg";
const SOURCE_TYPES = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
] as const;

/**
 * An Images API URL of `url` (Contentful's protocol-relative //images.ctfassets.net/… or https) at a width and
 * format; with a height too, cropped to that box (fit=fill), so it fills a frame of the shop's exactly.
 */
export function imagesApiUrl(url: string, width: number, format: ImageFormat, height?: number): string {
  const absolute = url.startsWith("//") ? `https:${url}` : url;
  const params = new URLSearchParams({ w: String(width), ...(height ? { h: String(height), fit: "fill" } : {}), fm: format, q: String(QUALITY[format]) });
  return `${absolute}?${params}`;
}

/** A content image in one of the shop's frames (a banner, a tile): the frame's sizes, so the page keeps its box. */
export function framedContentPicture(image: ContentImage, frame: Frame, format: ImageFormat = "jpg"): Picture {
  const [own, ...more] = FRAMES[frame].sizes;
  return {
    src: imagesApiUrl(image.url, own.width, format, own.height),
    srcSet: [own, ...more].map((size) => `${imagesApiUrl(image.url, size.width, format, size.height)} ${size.width}w`).join(", "),
    width: own.width,
    height: own.height,
  };
}

/** A `<source>` of a `<picture>`: the browser takes the first whose type it decodes. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/** The AVIF and WebP versions of a content image in a frame, for `<source type>`s ahead of its JPEG `<img>`. */
export function framedContentSources(image: ContentImage, frame: Frame): PictureSource[] {
  return SOURCE_TYPES.map(([format, type]) => ({ type, srcSet: framedContentPicture(image, frame, format).srcSet }));
}

const srcSet = (image: ContentImage, format: ImageFormat, widths: readonly number[]) =>
  widths.map((width) => `${imagesApiUrl(image.url, width, format)} ${width}w`).join(", ");

/** The box an image is shown in: its own proportions, at most `maxWidth` wide. */
export function imageBox(image: Pick<ContentImage, "width" | "height">, maxWidth: number): { width: number; height: number } {
  const width = Math.min(image.width, maxWidth);
  return { width, height: Math.round((image.height * width) / image.width) };
}

/** A `<picture>` of a content image: AVIF and WebP sources, a JPEG fallback, the box's size, lazy below the fold. */
export function pictureHtml(image: ContentImage, { maxWidth = 1200, sizes = "(min-width: 1240px) 1200px, 100vw", lazy = true } = {}): string {
  const box = imageBox(image, maxWidth);
  const widths = CONTENT_IMAGE_WIDTHS.filter((width) => width <= Math.max(box.width, CONTENT_IMAGE_WIDTHS[0]));
  const sources = SOURCE_TYPES.map(([format, type]) => `<source type="${type}" srcset="${escapeHtml(srcSet(image, format, widths))}" sizes="${escapeHtml(sizes)}">`).join("");
  const img = `<img src="${escapeHtml(imagesApiUrl(image.url, box.width, "jpg"))}" srcset="${escapeHtml(srcSet(image, "jpg", widths))}" sizes="${escapeHtml(sizes)}" width="${box.width}" height="${box.height}" alt="${escapeHtml(image.alt)}"${lazy ? ' loading="lazy"' : ""} decoding="async">`;
  return `<picture>${sources}${img}</picture>`;
}
