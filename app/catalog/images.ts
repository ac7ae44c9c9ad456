/**
 * The /media URL scheme, owned here: the app builds these URLs, the worker's media routes
 * (worker/media/routes.ts) serve them. Images are generated SVG placeholders of the demo catalog.
 */
export const MEDIA_PREFIX = "/media";

export type MediaKind = "product" | "banner" | "category";

/** The pixel size each kind of image is drawn at (SPEC §9 gallery 852×517): pages and social cards declare it. */
export const IMAGE_SIZES: Record<MediaKind, { width: number; height: number }> = {
  product: { width: 852, height: 517 },
  banner: { width: 1440, height: 560 },
  category: { width: 640, height: 400 },
};

/** URL of a product's gallery image n (1-based). */
export function productImageUrl(sku: string, index = 1): string {
  return `${MEDIA_PREFIX}/product/${encodeURIComponent(sku)}/${index}.svg`;
}

export function productImageUrls(sku: string, count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => productImageUrl(sku, i + 1));
}

export function bannerImageUrl(id: number): string {
  return `${MEDIA_PREFIX}/banner/${id}.svg`;
}

export function categoryImageUrl(id: number): string {
  return `${MEDIA_PREFIX}/category/${id}.svg`;
}
