import type { StoreCode } from "#core/stores.ts";
import type { CustomersPort } from "#core/port/index.ts";

type ListMethods = "cart" | "setCart" | "cartOwner" | "wishlist" | "changeWishlist";

/** Where a backend keeps its customers' carts and wishlists (the upstream one has tables of its own, keyed by Magento's ids). */
export interface CustomerListTables {
  carts: "customer_carts" | "upstream_customer_carts";
  wishlist: "wishlist_items" | "upstream_wishlist_items";
}

const OWN_TABLES: CustomerListTables = { carts: "customer_carts", wishlist: "wishlist_items" };

/** A signed-in customer's cart per store and wishlist: the shop keeps them in D1 whatever the backend, by the backend's customer id. */
export function createCustomerLists(db: D1Database, customerOf: (token: string) => Promise<number | null>, tables: CustomerListTables = OWN_TABLES): Pick<CustomersPort, ListMethods> {
  async function readWishlist(id: number, store: StoreCode): Promise<string[]> {
    const { results } = await db
      .prepare(`SELECT sku FROM ${tables.wishlist} WHERE customer_id = ?1 AND store_code = ?2 ORDER BY added_at DESC, rowid DESC`)
      .bind(id, store)
      .all<{ sku: string }>();
    return results.map((r) => r.sku);
  }

  return {
    async cart(token, store) {
      const id = await customerOf(token);
      if (id === null) return null;
      const row = await db.prepare(`SELECT cart_id FROM ${tables.carts} WHERE customer_id = ?1 AND store_code = ?2`).bind(id, store).first<{ cart_id: string }>();
      return row?.cart_id ?? null;
    },

    async setCart(token, store, cartId) {
      const id = await customerOf(token);
      if (id === null) return false;
      try {
        await db
          .prepare(`INSERT INTO ${tables.carts} (customer_id, store_code, cart_id) VALUES (?1, ?2, ?3) ON CONFLICT (customer_id, store_code) DO UPDATE SET cart_id = excluded.cart_id`)
          .bind(id, store, cartId)
          .run();
        return true;
      } catch (error) {
        // The UNIQUE cart id: another customer's cart is never taken over.
        if (/UNIQUE constraint failed/i.test(String(error))) return false;
        throw error;
      }
    },

    async cartOwner(token, cartId) {
      const id = await customerOf(token);
      if (id === null) return null;
      const row = await db.prepare(`SELECT customer_id FROM ${tables.carts} WHERE cart_id = ?1`).bind(cartId).first<{ customer_id: number }>();
      return !row ? "nobody" : row.customer_id === id ? "mine" : "another";
    },

    async wishlist(token, store) {
      const id = await customerOf(token);
      return id === null ? null : readWishlist(id, store);
    },

    async changeWishlist(token, store, change) {
      const id = await customerOf(token);
      if (id === null) return null;
      const now = new Date().toISOString();
      if ("remove" in change) {
        await db.prepare(`DELETE FROM ${tables.wishlist} WHERE customer_id = ?1 AND store_code = ?2 AND sku = ?3`).bind(id, store, change.remove).run();
      } else if (change.add.length > 0) {
        await db.batch(
          change.add.map((sku) =>
            db.prepare(`INSERT OR IGNORE INTO ${tables.wishlist} (customer_id, store_code, sku, added_at) VALUES (?1, ?2, ?3, ?4)`).bind(id, store, sku, now),
          ),
        );
      }
      return readWishlist(id, store);
    },
  };
}
