import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ReviewListQuery } from "#core/domain/reviews.ts";
import { d1Reviews } from "#worker/commerce/d1/reviews.ts";
import { countingRoundTrips } from "#worker/db/d1-round-trips.ts";

const query = (page: number, perPage = 5, star: number | null = null): ReviewListQuery => ({ page, perPage, sort: "date", direction: "desc", star });

/** The list and its counts come in one round trip; a page past the last is answered as the last, after a second. */
describe("a page of reviews with the counts it is paged by", () => {
  const pageCount = async (list: "site" | "product", star: number | null) => {
    const reviews = d1Reviews(env.DB);
    const product = (await env.DB.prepare("SELECT product_id AS id FROM reviews WHERE store_code = 'se' AND status = 'approved' GROUP BY product_id ORDER BY COUNT(*) DESC LIMIT 1").first<{ id: number }>())!.id;
    const read = (db: D1Database, q: ReviewListQuery) => (list === "site" ? d1Reviews(db).siteReviews("se", q) : d1Reviews(db).productReviews("se", product, q));
    const first = await read(env.DB, query(1, 2, star));
    return { read, pages: first.pages, reviews, first };
  };

  it.each([
    ["site reviews", "site", null],
    ["site reviews of one score", "site", 5],
    ["a product's reviews", "product", null],
  ] as const)("%s", async (_, list, star) => {
    const { read, pages } = await pageCount(list, star);
    expect(pages).toBeGreaterThan(1);
    const cases: [asked: number, answered: number, roundTrips: number][] = [
      [1, 1, 1],
      [pages, pages, 1],
      [pages + 3, pages, 2],
    ];
    for (const [asked, answered, roundTrips] of cases) {
      const counting = countingRoundTrips(env.DB);
      const page = await read(counting.db, query(asked, 2, star));
      const lastPage = await read(env.DB, query(answered, 2, star));
      expect(page.page, `page ${asked}`).toBe(answered);
      expect(page.reviews.map((r) => r.id), `page ${asked}`).toEqual(lastPage.reviews.map((r) => r.id));
      expect(page.reviews.length).toBeGreaterThan(0);
      expect(counting.roundTrips(), `page ${asked}`).toEqual({ calls: roundTrips, sequential: roundTrips });
    }
  });
});
