import { categoryTag, productTag, SEARCH_TAG, SITEMAP_TAG } from "../../app/cache/vocabulary.ts";
import type { CoreCommerce } from "./embedded/core.ts";

/**
 * Wraps a backend so every catalog change and every order purges the cached pages that show it.
 * A purge that fails is logged, never turned into a failed order: the order is placed already.
 */
export function withCachePurge(backend: CoreCommerce, purgeTags: (tags: string[]) => Promise<number>): CoreCommerce {
  const purge = (tags: string[]) =>
    purgeTags(tags).catch((error: unknown) => {
      console.error("cache purge failed", tags.slice(0, 10), error);
      return 0;
    });
  return {
    ...backend,
    admin: {
      async updateProduct(sku, change) {
        const result = await backend.admin.updateProduct(sku, change);
        // Any change can move a product into or out of some search's results.
        if (result.ok) await purge([...result.productIds.map(productTag), ...result.categoryIds.map(categoryTag), SEARCH_TAG, ...(result.sitemap ? [SITEMAP_TAG] : [])]);
        return result;
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
