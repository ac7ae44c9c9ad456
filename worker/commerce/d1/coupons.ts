import { findCoupon, type Coupon } from "#core/domain/cart.ts";
import type { StoreCode } from "#core/stores.ts";
import { newsletterCouponCode } from "../shop/newsletter-coupon.ts";

/**
 * A shop-wide code (the static newsletter code of old links) or an unspent issued one. An order
 * already paid (the hosted checkout) may name an issued code spent meanwhile by another order: the
 * discount it was paid with stands, because a paid order is never refused for it.
 */
export async function readCoupon(db: D1Database, code: string, options: { paid?: boolean } = {}): Promise<Coupon | null> {
  const known = findCoupon(code);
  if (known) return known;
  const wanted = code.trim();
  if (wanted === "" || wanted.length > 64) return null;
  const row = await db
    .prepare(`SELECT code, percent FROM issued_coupons WHERE code = ?1 ${options.paid ? "" : "AND used_by_order IS NULL"}`)
    .bind(wanted)
    .first<{ code: string; percent: number }>();
  return row ? { code: row.code, kind: "percent", value: row.percent } : null;
}

/**
 * Statements spending an issued coupon for an order, inside its batch: a coupon spent already
 * fails the batch — except for a paid order, which keeps the discount it was paid with.
 */
export function spendCouponStatements(db: D1Database, code: string, orderNumber: string, options: { paid?: boolean } = {}): D1PreparedStatement[] {
  if (findCoupon(code)) return [];
  const spend = db.prepare("UPDATE issued_coupons SET used_by_order = ?2 WHERE code = ?1 AND used_by_order IS NULL").bind(code.trim(), orderNumber);
  if (options.paid) return [spend];
  return [
    spend,
    // changes(): the statement before in this very batch.
    db.prepare("INSERT INTO coupon_guard (unspent) SELECT changes() = 1"),
    db.prepare("DELETE FROM coupon_guard"),
  ];
}

export const couponSpentError = (message: string) => /CHECK constraint failed: unspent = 1/i.test(message);

/** Issues a single-use coupon to an e-mail address: NYHET-XXXX-XXXX. */
export async function issueCoupon(db: D1Database, email: string, store: StoreCode, percent: number): Promise<string> {
  const code = newsletterCouponCode();
  await db
    .prepare("INSERT INTO issued_coupons (code, percent, email, store_code, issued_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(code, percent, email.trim(), store, new Date().toISOString())
    .run();
  return code;
}
