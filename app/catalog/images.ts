/**
 * The /media URL scheme, owned here: the app builds these URLs, the worker's media routes
 * (worker/media/routes.ts) serve them. Images are generated SVG placeholders of the demo catalog.
 */
export const MEDIA_PREFIX = "/media";

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
