import type { CommercePort } from "./port.ts";

/** Wraps a commerce port so every catalog change purges the cached pages that show it. */
export function withCachePurge(port: CommercePort, purge: (tags: string[]) => Promise<number>): CommercePort {
  return {
    ...port,
    async updateProduct(sku, change) {
      const result = await port.updateProduct(sku, change);
      if (result) await purge(result.tags);
      return result;
    },
    async placeOrder(order) {
      const outcome = await port.placeOrder(order);
      // Stock changed: stock badges on the products' pages and listings are stale now.
      if (outcome.ok && !outcome.replayed && outcome.order.productIds.length) await purge(outcome.order.productIds.map((id) => `P${id}`));
      return outcome;
    },
  };
}
