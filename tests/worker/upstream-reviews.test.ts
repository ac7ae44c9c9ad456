import { describe, expect, it } from "vitest";
import { REVIEWS_PER_PAGE } from "#core/domain/reviews.ts";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamReviews } from "#worker/commerce/upstream/reviews.ts";
import { env } from "cloudflare:test";
import { byStore } from "#core/stores.ts";

/** The backend's store ids, as the store definitions name them (the fake vue-storefront-api's too). */
const STORE_IDS = byStore((store) => store.storeId);

/** The upstream reviews over the fake vue-storefront-api (review-search.json), the shop's own beside them. */
const reviews = () => upstreamReviews(createUpstreamClient({ baseUrl: "http://upstream.test" }), { indexPrefix: "vue_storefront_catalog" }, STORE_IDS, createD1Commerce(env).reviews);
const list = (over = {}) => ({ page: 1, perPage: REVIEWS_PER_PAGE, sort: "date" as const, direction: "desc" as const, star: null, ...over });

describe("upstream product reviews (issue 16 item 1): Magento's approved reviews from vue-storefront-api's review index", () => {
  it("sums a product's approved reviews up, the newest first, a pending one left out", async () => {
    const summary = await reviews().reviewSummary("se", 1001);
    expect(summary).toMatchObject({ count: 4, average: 4, latest: [{ id: 77, displayName: "Karin", score: 5, createdAt: "2025-06-02T18:11:40Z" }, { id: 71 }, { id: 64 }] });
    expect(summary.distribution.map((share) => [share.score, share.count])).toEqual([[5, 2], [4, 1], [3, 0], [2, 1], [1, 0]]);
    expect(await reviews().reviewSummary("se", 2001)).toMatchObject({ count: 0, average: null, latest: [] });
  });

  it("lists them filtered by stars, sorted and paged", async () => {
    expect((await reviews().productReviews("se", 1001, list({ star: 5 }))).reviews.map((review) => review.id)).toEqual([77, 64]);
    const byScore = await reviews().productReviews("se", 1001, list({ sort: "score", direction: "asc", perPage: 2 }));
    expect(byScore).toMatchObject({ total: 4, page: 1, pages: 2, bottomline: { count: 4 } });
    expect(byScore.reviews.map((review) => review.score)).toEqual([2, 4]);
  });

  it("knows which stores have reviews, and one review by id", async () => {
    expect(await reviews().storesWithReviews(1001)).toEqual(["se"]);
    expect(await reviews().review("se", 71)).toMatchObject({ id: 71, productId: 1001, title: "Bra men tung" });
    expect(await reviews().review("se", 80)).toBeNull();
  });

  it("takes no votes: Magento keeps none, and the shop's own reviews are not touched by a Magento review's id", async () => {
    expect(await reviews().vote(77, "up")).toBeNull();
  });

  it("hands a new review to Magento, where it waits for Magento's moderation", async () => {
    const { id } = await reviews().submit("se", 1001, { displayName: "Åsa", email: "asa@example.se", title: "Bra stol", content: "Skön att sitta i och lätt att stapla efter sommaren.", score: 4 });
    expect(id).toBeGreaterThanOrEqual(100);
    expect((await reviews().reviewSummary("se", 1001)).count).toBe(4);
  });
});
