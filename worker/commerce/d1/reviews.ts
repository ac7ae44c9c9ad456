import { averageScore, reviewPaging, scoreDistribution, type NewReview, type ReviewListQuery, type ReviewSort, type VoteDirection } from "#core/domain/reviews.ts";
import { isStoreCode, type StoreCode } from "#core/stores.ts";
import type { ModerationDecision, ModerationOutcome, PendingReview, ProductReview, ReviewBottomline, ReviewPage, ReviewPhoto, ReviewSummary, SiteReview } from "#core/port/index.ts";

/**
 * The embedded stand-in for the third-party review service (SPEC §1): product reviews and site reviews
 * in D1. Only approved reviews are ever read for shoppers; a shopper's review waits as pending.
 */

interface ReviewRow {
  id: number;
  display_name: string;
  title: string;
  content: string;
  score: number;
  verified_buyer: number;
  votes_up: number;
  votes_down: number;
  created_at: string;
  photos: string;
}

const REVIEW_COLUMNS = "id, display_name, title, content, score, verified_buyer, votes_up, votes_down, created_at, photos";

/** The ORDER BY of each sort (compareReviews in app/domain/reviews.ts, as SQL): ties newest first, then highest id. */
const ORDER_BY: Record<ReviewSort, Record<"asc" | "desc", string>> = {
  date: { desc: "created_at DESC, id DESC", asc: "created_at ASC, id ASC" },
  score: { desc: "score DESC, created_at DESC, id DESC", asc: "score ASC, created_at DESC, id DESC" },
  votes: { desc: "votes_up DESC, created_at DESC, id DESC", asc: "votes_up ASC, created_at DESC, id DESC" },
};

function photosOf(json: string): ReviewPhoto[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((p): p is ReviewPhoto => typeof p?.sku === "string" && Number.isInteger(p?.index)) : [];
  } catch {
    return [];
  }
}

function toReview(r: ReviewRow): ProductReview {
  return {
    id: r.id,
    displayName: r.display_name,
    title: r.title,
    content: r.content,
    score: r.score,
    verifiedBuyer: r.verified_buyer === 1,
    votesUp: r.votes_up,
    votesDown: r.votes_down,
    createdAt: r.created_at,
    photos: photosOf(r.photos),
  };
}

function bottomlineOf(rows: { score: number; count: number }[]): ReviewBottomline {
  const counts = Object.fromEntries(rows.map((r) => [r.score, r.count]));
  return { count: rows.reduce((sum, r) => sum + r.count, 0), average: averageScore(counts), distribution: scoreDistribution(counts) };
}

const APPROVED_OF_PRODUCT = "product_id = ?1 AND store_code = ?2 AND status = 'approved'";

export function d1Reviews(db: D1Database) {
  const scoreCounts = (table: "reviews" | "site_reviews", where: string, ...binds: unknown[]) =>
    db.prepare(`SELECT score, COUNT(*) AS count FROM ${table} WHERE ${where} GROUP BY score`).bind(...binds);

  /**
   * A page of reviews and the score counts it is paged by, in one round trip: the page asked for is read
   * beside the counts, and read again only when the counts say it is past the last page (then the last).
   */
  async function countedPage<Row>(counts: D1PreparedStatement, query: ReviewListQuery, list: (offset: number) => D1PreparedStatement) {
    const askedOffset = (Math.max(1, query.page) - 1) * query.perPage;
    const [countRows, askedRows] = await db.batch<unknown>([counts, list(askedOffset)]);
    const scores = countRows!.results as { score: number; count: number }[];
    const bottomline = bottomlineOf(scores);
    const total = query.star ? (scores.find((c) => c.score === query.star)?.count ?? 0) : bottomline.count;
    const paging = reviewPaging(total, query.page, query.perPage);
    const rows = paging.offset === askedOffset ? (askedRows!.results as Row[]) : (await list(paging.offset).all<Row>()).results;
    return { rows, total, paging, bottomline };
  }

  return {
    async storesWithReviews(productId: number): Promise<StoreCode[]> {
      const { results } = await db
        .prepare(`SELECT DISTINCT store_code FROM reviews WHERE product_id = ?1 AND status = 'approved' ORDER BY store_code`)
        .bind(productId)
        .all<{ store_code: StoreCode }>();
      return results.map((row) => row.store_code);
    },

    async reviewSummary(store: StoreCode, productId: number, latest = 3): Promise<ReviewSummary> {
      const [counts, rows] = await db.batch<unknown>([
        scoreCounts("reviews", APPROVED_OF_PRODUCT, productId, store),
        db.prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE ${APPROVED_OF_PRODUCT} ORDER BY ${ORDER_BY.date.desc} LIMIT ?3`).bind(productId, store, latest),
      ]);
      return { ...bottomlineOf(counts!.results as { score: number; count: number }[]), latest: (rows!.results as ReviewRow[]).map(toReview) };
    },

    async productReviews(store: StoreCode, productId: number, query: ReviewListQuery): Promise<ReviewPage<ProductReview>> {
      const star = query.star ? " AND score = ?5" : "";
      const { rows, total, paging, bottomline } = await countedPage<ReviewRow>(scoreCounts("reviews", APPROVED_OF_PRODUCT, productId, store), query, (offset) =>
        db
          .prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE ${APPROVED_OF_PRODUCT}${star} ORDER BY ${ORDER_BY[query.sort][query.direction]} LIMIT ?3 OFFSET ?4`)
          .bind(productId, store, query.perPage, offset, ...(query.star ? [query.star] : [])),
      );
      return { reviews: rows.map(toReview), total, page: paging.page, pages: paging.pages, perPage: query.perPage, bottomline };
    },

    async siteReviews(store: StoreCode, query: ReviewListQuery): Promise<ReviewPage<SiteReview>> {
      // Site reviews have no votes: "most helpful" lists them newest first.
      const order = ORDER_BY[query.sort === "votes" ? "date" : query.sort][query.direction];
      const star = query.star ? " AND score = ?4" : "";
      const { rows, total, paging, bottomline } = await countedPage<Omit<ReviewRow, "votes_up" | "votes_down" | "photos">>(scoreCounts("site_reviews", "store_code = ?1", store), query, (offset) =>
        db
          .prepare(`SELECT id, display_name, title, content, score, verified_buyer, created_at FROM site_reviews WHERE store_code = ?1${star} ORDER BY ${order} LIMIT ?2 OFFSET ?3`)
          .bind(store, query.perPage, offset, ...(query.star ? [query.star] : [])),
      );
      const reviews = rows.map((r) => ({ id: r.id, displayName: r.display_name, title: r.title, content: r.content, score: r.score, verifiedBuyer: r.verified_buyer === 1, createdAt: r.created_at }));
      return { reviews, total, page: paging.page, pages: paging.pages, perPage: query.perPage, bottomline };
    },

    async review(store: StoreCode, id: number) {
      const row = await db.prepare(`SELECT ${REVIEW_COLUMNS}, product_id FROM reviews WHERE id = ?1 AND store_code = ?2 AND status = 'approved'`).bind(id, store).first<ReviewRow & { product_id: number }>();
      return row ? { ...toReview(row), productId: row.product_id } : null;
    },

    async submit(store: StoreCode, productId: number, review: NewReview): Promise<{ id: number }> {
      const row = await db
        .prepare(
          `INSERT INTO reviews (product_id, store_code, display_name, title, content, score, verified_buyer, votes_up, votes_down, created_at, status, email, photos)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0, 0, ?7, 'pending', ?8, '[]') RETURNING id`,
        )
        .bind(productId, store, review.displayName, review.title, review.content, review.score, new Date().toISOString().slice(0, 10), review.email)
        .first<{ id: number }>();
      return { id: row!.id };
    },

    /** SPEC §4 as intended (votesAfterVote): one more up or one more down, counted in one statement. */
    async vote(id: number, direction: VoteDirection) {
      const column = direction === "up" ? "votes_up" : "votes_down";
      const row = await db
        .prepare(`UPDATE reviews SET ${column} = ${column} + 1 WHERE id = ?1 AND status = 'approved' RETURNING votes_up, votes_down`)
        .bind(id)
        .first<{ votes_up: number; votes_down: number }>();
      return row ? { votesUp: row.votes_up, votesDown: row.votes_down } : null;
    },

    async pending(limit: number): Promise<PendingReview[]> {
      const rows = await db
        .prepare(
          `SELECT r.id, r.display_name, r.title, r.content, r.score, r.verified_buyer, r.votes_up, r.votes_down, r.created_at, r.photos,
                  r.store_code, r.product_id, r.email, p.sku
           FROM reviews r JOIN products p ON p.id = r.product_id
           WHERE r.status = 'pending' ORDER BY r.created_at, r.id LIMIT ?1`,
        )
        .bind(limit)
        .all<ReviewRow & { store_code: string; product_id: number; email: string | null; sku: string }>();
      return rows.results.flatMap((r) => (isStoreCode(r.store_code) ? [{ ...toReview(r), store: r.store_code, productId: r.product_id, sku: r.sku, email: r.email ?? "" }] : []));
    },

    /** A pending review approved or rejected once; a second decision changes nothing. */
    async moderate(id: number, decision: ModerationDecision): Promise<ModerationOutcome> {
      const row = await db
        .prepare(`UPDATE reviews SET status = ?2, moderated_at = ?3 WHERE id = ?1 AND status = 'pending' RETURNING product_id, store_code`)
        .bind(id, decision, new Date().toISOString())
        .first<{ product_id: number; store_code: string }>();
      if (row && isStoreCode(row.store_code)) return { ok: true, productId: row.product_id, store: row.store_code };
      const exists = await db.prepare("SELECT 1 FROM reviews WHERE id = ?1").bind(id).first();
      return { ok: false, reason: exists ? "already-moderated" : "unknown" };
    },
  };
}
