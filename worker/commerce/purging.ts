import { categoryTag, productTag, SEARCH_TAG, SITEMAP_TAG } from "#core/cache/vocabulary.ts";
import type { CoreCommerce } from "./shop/core-commerce.ts";
import type { ChangeResult } from "#core/port/index.ts";
import type { PurgeReceipt } from "../cache/purge.ts";

const receipts = new WeakMap<ChangeResult, PurgeReceipt>();

/** The receipt of the purge a catalog change made (undefined: it failed, or the change did not pass through withCachePurge). */
export const purgeReceiptOf = (result: ChangeResult): PurgeReceipt | undefined => receipts.get(result);

/** The cache tags a catalog change purges: the products, the categories it moved in or out of, search, the sitemaps when listability changed. */
export function changeTags(result: ChangeResult): string[] {
  // Any change can move a product into or out of some search's results.
  return [...result.productIds.map(productTag), ...result.categoryIds.map(categoryTag), SEARCH_TAG, ...(result.sitemap ? [SITEMAP_TAG] : [])];
}

/**
 * Wraps a backend so every catalog change, every order and every approved review purges the cached pages that show it.
 * A purge that fails is logged, never turned into a failed order: the order is placed already.
 */
export function withCachePurge(backend: CoreCommerce, purgeTags: (tags: string[]) => Promise<PurgeReceipt>): CoreCommerce {
  const purge = (tags: string[]) =>
    purgeTags(tags).catch((error: unknown) => {
      console.error("cache purge failed", tags.slice(0, 10), error);
      return undefined;
    });
  return {
    ...backend,
    admin: {
      async updateProduct(sku, change) {
        const result = await backend.admin.updateProduct(sku, change);
        if (!result.ok) return result;
        const receipt = await purge(changeTags(result));
        if (receipt) receipts.set(result, receipt);
        return result;
      },
    },
    reviews: {
      ...backend.reviews,
      async moderate(id, decision) {
        const outcome = await backend.reviews.moderate(id, decision);
        // An approved review shows on its product's pages (the list, the bottom line, the JSON-LD).
        if (outcome.ok && decision === "approved") await purge([productTag(outcome.productId)]);
        return outcome;
      },
    },
    orders: {
      ...backend.orders,
      async place(order) {
        const outcome = await backend.orders.place(order);
        // Stock changed: stock badges on the products' pages and listings are stale now.
        if (outcome.ok && !outcome.replayed && outcome.order.productIds.length) await purge(outcome.order.productIds.map(productTag));
        return outcome;
      },
    },
  };
}
