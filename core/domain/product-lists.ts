/**
 * The shopper's own product lists (SPEC §1, §2): wishlist, comparison and recently viewed, as skus.
 * Pure: lists are never mutated.
 */
export const LIST_LIMITS = { wishlist: 100, compare: 4, recentlyViewed: 12 } as const;

/** A wishlist keeps the last added first; a full list refuses (null) rather than dropping a wish. */
export function withWished(list: readonly string[], sku: string): string[] | null {
  if (list.includes(sku)) return [...list];
  if (list.length >= LIST_LIMITS.wishlist) return null;
  return [sku, ...list];
}

/** A comparison keeps the order products were added in, up to 4; a fifth is refused (null). */
export function withCompared(list: readonly string[], sku: string): string[] | null {
  if (list.includes(sku)) return [...list];
  if (list.length >= LIST_LIMITS.compare) return null;
  return [...list, sku];
}

/** Recently viewed: the product moves to the front; the oldest beyond 12 goes. */
export function withViewed(list: readonly string[], sku: string): string[] {
  return [sku, ...list.filter((s) => s !== sku)].slice(0, LIST_LIMITS.recentlyViewed);
}

export const withoutSku = (list: readonly string[], sku: string): string[] => list.filter((s) => s !== sku);

/** The local skus the server's wishlist lacks: what a sign-in adds to the customer's list. */
export const missingOnServer = (local: readonly string[], server: readonly string[]): string[] => local.filter((sku) => !server.includes(sku));
