/**
 * The catalog's own product photos (Magento's `image` and `media_gallery`, paths on its media host such as
 * `/w/s/ws10-green_main.jpg`) as the shop serves them: through its edge image pipeline (worker/media/photos.ts)
 * at /media/photo/{width}/{path}, fitted into the frame's box so a photo takes exactly the space the page
 * reserved for it, whatever its own proportions. Only the frames' widths are served, so nobody can ask
 * for arbitrary sizes and the cache stays small.
 */
import { FRAMES, MEDIA_PREFIX, drawingSocialCard, gallery, picture, type Frame, type Picture, type PictureOptions, type PictureSize, type SocialCard } from "./images.ts";

export const PHOTO_PREFIX = `${MEDIA_PREFIX}/photo`;

/** The frames that show a product: a photo stands in for their drawing. */
export type ProductFrame = { [F in Frame]: (typeof FRAMES)[F]["kind"] extends "product" ? F : never }[Frame];

/** A social card: networks want 1.91:1 and a raster format (they do not render SVG). */
export const SOCIAL_CARD: PictureSize = { width: 1200, height: 630 };
/** The social card's box in a photo URL, served as JPEG to every client. */
export const SOCIAL_BOX = "social";

const PRODUCT_SIZES: PictureSize[] = Object.values(FRAMES).flatMap((frame) => (frame.kind === "product" ? [...frame.sizes] : []));

/** Every width a photo is served at, smallest first: the product frames' sizes. */
export const PHOTO_WIDTHS: readonly number[] = [...new Set(PRODUCT_SIZES.map((size) => size.width))].sort((a, b) => a - b);

/** The box a photo is fitted into for a width or `social` in its URL; undefined when that is not offered. */
export function photoBox(box: string): PictureSize | undefined {
  if (box === SOCIAL_BOX) return SOCIAL_CARD;
  if (!/^[1-9][0-9]{0,4}$/.test(box)) return undefined;
  return PRODUCT_SIZES.find((size) => size.width === Number(box));
}

/**
 * A media path as Magento writes it: its uploader keeps file names to lower-case letters, digits, `_`, `-` and
 * `.`, under dispersion folders (`/w/s/`). Nothing else is fetched from the media host: no `..`, no query.
 */
const PHOTO_PATH = /^(?:\/[A-Za-z0-9][A-Za-z0-9_.-]{0,127}){1,8}$/;
const PHOTO_FILE = /\.(?:jpe?g|png|gif|webp)$/i;
const MAX_PATH = 255;

/** Whether `path` names a photo the pipeline serves: a raster file under the media host. */
export function isPhotoPath(path: string): boolean {
  return path.length <= MAX_PATH && PHOTO_PATH.test(path) && PHOTO_FILE.test(path);
}

/** A path read from a catalog: Magento's "no_selection" and an empty value mean no photo. */
export function photoPathOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.startsWith("/") ? value : `/${value}`;
  return isPhotoPath(path) ? path : null;
}

export function photoUrl(path: string, box: number | typeof SOCIAL_BOX): string {
  return `${PHOTO_PREFIX}/${box}${path}`;
}

/** A photo in a product frame, with the frame's other widths in its srcset. */
export function photoPicture(frame: ProductFrame, path: string): Picture {
  const [own, ...others] = FRAMES[frame].sizes;
  return {
    src: photoUrl(path, own.width),
    srcSet: [own, ...others].map((size) => `${photoUrl(path, size.width)} ${size.width}w`).join(", "),
    width: own.width,
    height: own.height,
  };
}

/** A page's social card from a photo: the photo fitted into 1.91:1, as JPEG. */
export function photoSocialCard(path: string): SocialCard {
  return { url: photoUrl(path, SOCIAL_BOX), ...SOCIAL_CARD };
}

/** A product's picture in a frame: the catalog's photo when it has one, else the shop's drawing of its sku. */
export function productImage(frame: ProductFrame, product: { sku: string; photo: string | null }, options: PictureOptions = {}): Picture {
  return product.photo ? photoPicture(frame, product.photo) : picture(frame, product.sku, options);
}

/**
 * A product's gallery: the catalog's photos, the chosen variant's own photo first (`lead`); without photos, the
 * shop's `count` drawings of `sku` (the chosen variant's).
 */
export function productGallery(sku: string, photos: readonly string[], count: number, lead: string | null = null): Picture[] {
  if (photos.length === 0) return gallery(sku, count);
  return [...new Set([lead ?? [], photos].flat())].map((path) => photoPicture("gallery", path));
}

/** A product page's social card: its first photo, else its drawing, both raster. */
export function productSocialCard(sku: string, photo: string | null): SocialCard {
  return photo ? photoSocialCard(photo) : drawingSocialCard("gallery", sku);
}
