/** URL of a product's generated gallery image n (1-based), served by the worker under /media. */
export function productImageUrl(sku: string, index = 1): string {
  return `/media/product/${encodeURIComponent(sku)}/${index}.svg`;
}

export function productImageUrls(sku: string, count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => productImageUrl(sku, i + 1));
}
