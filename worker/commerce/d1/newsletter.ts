import type { NewsletterPort } from "#core/port/index.ts";
import { NEWSLETTER_COUPON_PERCENT } from "../shop/newsletter-coupon.ts";
import { issueCoupon } from "./coupons.ts";

/** Newsletter consent in D1; a first subscription of an e-mail issues its single-use welcome coupon. */
export function createNewsletter(db: D1Database): NewsletterPort {
  return {
    async isSubscribed(email) {
      return (await db.prepare("SELECT 1 AS yes FROM newsletter_subscribers WHERE email = ?1").bind(email.trim()).first()) !== null;
    },
    async subscribe(email, store) {
      const added = await db
        .prepare("INSERT OR IGNORE INTO newsletter_subscribers (email, store_code, subscribed_at) VALUES (?1, ?2, ?3)")
        .bind(email.trim(), store, new Date().toISOString())
        .run();
      if (added.meta.changes !== 1) return { outcome: "already" };
      // One welcome coupon per e-mail, ever: unsubscribing and subscribing again does not mint another.
      const issued = await db.prepare("SELECT code FROM issued_coupons WHERE email = ?1 ORDER BY issued_at LIMIT 1").bind(email.trim()).first<{ code: string }>();
      return { outcome: "subscribed", coupon: issued?.code ?? (await issueCoupon(db, email, store, NEWSLETTER_COUPON_PERCENT)) };
    },
    async unsubscribe(email) {
      const removed = await db.prepare("DELETE FROM newsletter_subscribers WHERE email = ?1").bind(email.trim()).run();
      return removed.meta.changes === 1;
    },
  };
}
