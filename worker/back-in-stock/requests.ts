import type { StoreCode } from "#core/stores.ts";

/** A confirmed request waiting for its product to come back. */
export interface WaitingRequest {
  id: number;
  store: StoreCode;
  sku: string;
  email: string;
}

/** A confirmation mail for the same request goes at most once a day: asking again in between mails nothing. */
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

const address = (email: string) => email.trim().toLowerCase();

/** The back-in-stock requests of migration 0029 (one per store, product page and address). */
export function backInStockRequests(db: D1Database) {
  return {
    /**
     * Records an unconfirmed request. True when its confirmation is to be mailed now: a new request, or one
     * still unconfirmed whose last mail is a day old. A confirmed request stays as it is (false).
     */
    async ask(store: StoreCode, product: { id: number; sku: string }, email: string, now: Date): Promise<boolean> {
      const row = await db
        .prepare(
          `INSERT INTO back_in_stock_requests (store_code, product_id, sku, email, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (store_code, sku, email) DO UPDATE SET created_at = excluded.created_at, product_id = excluded.product_id
             WHERE confirmed_at IS NULL AND created_at < ?6
           RETURNING id`,
        )
        .bind(store, product.id, product.sku, address(email), now.toISOString(), new Date(now.getTime() - RESEND_AFTER_MS).toISOString())
        .first<{ id: number }>();
      return row !== null;
    },

    /** Confirms the request; false when there is none (never asked, or already mailed and ended). */
    async confirm(store: StoreCode, sku: string, email: string, now: Date): Promise<boolean> {
      const row = await db
        .prepare(`UPDATE back_in_stock_requests SET confirmed_at = COALESCE(confirmed_at, ?4) WHERE store_code = ?1 AND sku = ?2 AND email = ?3 RETURNING id`)
        .bind(store, sku, address(email), now.toISOString())
        .first<{ id: number }>();
      return row !== null;
    },

    /** The confirmed requests for these products' pages. */
    async waiting(productIds: readonly number[]): Promise<WaitingRequest[]> {
      if (productIds.length === 0) return [];
      const { results } = await db
        .prepare(
          `SELECT id, store_code AS store, sku, email FROM back_in_stock_requests
           WHERE product_id IN (SELECT value FROM json_each(?1)) AND confirmed_at IS NOT NULL ORDER BY id`,
        )
        .bind(JSON.stringify(productIds))
        .all<WaitingRequest>();
      return results;
    },

    /** Ends a request once its mail is out. */
    async end(id: number): Promise<void> {
      await db.prepare(`DELETE FROM back_in_stock_requests WHERE id = ?1`).bind(id).run();
    },
  };
}
