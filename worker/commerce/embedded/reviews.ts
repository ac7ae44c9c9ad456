import type { StoreCode } from "../../../app/stores.ts";
import type { ReviewSummary } from "../port/index.ts";

interface ReviewRow {
  id: number;
  display_name: string;
  title: string;
  content: string;
  score: number;
  verified_buyer: number;
  created_at: string;
}

/** The embedded stand-in for the third-party review service: bottom line plus the latest reviews. */
export async function readReviewSummary(db: D1Database, store: StoreCode, productId: number, latest = 3): Promise<ReviewSummary> {
  const [totals, rows] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS count, AVG(score) AS average FROM reviews WHERE product_id = ?1 AND store_code = ?2`).bind(productId, store),
    db
      .prepare(
        `SELECT id, display_name, title, content, score, verified_buyer, created_at FROM reviews
         WHERE product_id = ?1 AND store_code = ?2 ORDER BY created_at DESC, id DESC LIMIT ?3`,
      )
      .bind(productId, store, latest),
  ]);
  const total = (totals?.results[0] ?? { count: 0, average: null }) as { count: number; average: number | null };
  return {
    count: total.count,
    average: total.average === null ? null : Math.round(total.average * 10) / 10,
    latest: ((rows?.results ?? []) as ReviewRow[]).map((r) => ({
      id: r.id,
      displayName: r.display_name,
      title: r.title,
      content: r.content,
      score: r.score,
      verifiedBuyer: r.verified_buyer === 1,
      createdAt: r.created_at,
    })),
  };
}
