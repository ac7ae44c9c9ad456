/**
 * Product reviews in Magento (COMMERCE_BACKEND=upstream): approved ones read from vue-storefront-api's
 * review index (`/api/catalog/{index}/review/_search`, as its indexer writes them), new ones handed to
 * `POST /api/review/create` for Magento's own moderation. Site reviews and the shop's moderation queue
 * stay the shop's review service (SPEC §1); Magento's reviews take no votes, as Magento keeps none.
 */
import { averageScore, compareReviews, reviewPaging, scoreDistribution } from "#core/domain/reviews.ts";
import { STORE_CODES, type StoreCode } from "#core/stores.ts";
import type { ProductReview, ReviewBottomline, ReviewsPort } from "#core/port/reviews.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import { catalogSearchPath } from "./catalog.ts";
import { isoTime, number, sourcesOf, type SearchAnswer } from "./documents.ts";

/** A review as vue-storefront-api's indexer writes it (review-search.json). */
export interface ReviewDocument {
  id: unknown;
  product_id: unknown;
  title?: string;
  detail?: string;
  nickname?: string;
  created_at?: string;
  review_status?: unknown;
  ratings?: Array<{ value?: unknown; percent?: unknown }>;
}

/** Magento's review status "approved" (2 is pending, 3 not approved). */
const APPROVED = 1;
/** The most reviews of a product read at once: its whole list is sorted and paged here. */
const REVIEWS_READ = 500;

/** A review's stars: its rating's value (1–5), or its percent (20–100). */
export function starsOf(doc: ReviewDocument): number | null {
  const [rating] = doc.ratings ?? [];
  const value = number(rating?.value);
  const stars = value >= 1 && value <= 5 ? value : Math.round(number(rating?.percent) / 20);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}

export function toProductReview(doc: ReviewDocument): ProductReview | null {
  const score = starsOf(doc);
  if (score === null) return null;
  return {
    id: number(doc.id),
    displayName: doc.nickname ?? "",
    title: doc.title ?? "",
    content: doc.detail ?? "",
    score,
    verifiedBuyer: false,
    votesUp: 0,
    votesDown: 0,
    createdAt: isoTime(doc.created_at),
    photos: [],
  };
}

function bottomlineOf(reviews: readonly ProductReview[]): ReviewBottomline {
  const counts: Partial<Record<number, number>> = {};
  for (const review of reviews) counts[review.score] = (counts[review.score] ?? 0) + 1;
  return { count: reviews.length, average: averageScore(counts), distribution: scoreDistribution(counts) };
}

export function upstreamReviews(client: UpstreamClient, options: { indexPrefix: string }, storeIds: Record<StoreCode, number>, own: ReviewsPort): ReviewsPort {
  const search = (store: StoreCode, must: unknown[], size: number) =>
    client.query<SearchAnswer<ReviewDocument>>(catalogSearchPath(store, options.indexPrefix, "review"), { query: { bool: { filter: { bool: { must } } } } }, { size, from: 0, sort: "created_at:desc,id:desc" });

  /** A product's approved reviews in a store, newest first. */
  async function approved(store: StoreCode, productId: number): Promise<ProductReview[]> {
    const answer = await search(store, [{ terms: { product_id: [productId] } }, { terms: { review_status: [APPROVED] } }], REVIEWS_READ);
    return sourcesOf(answer).flatMap((doc) => toProductReview(doc) ?? []);
  }

  return {
    ...own,

    async reviewSummary(store, productId, latest = 3) {
      const reviews = await approved(store, productId);
      return { ...bottomlineOf(reviews), latest: reviews.slice(0, latest) };
    },

    async storesWithReviews(productId) {
      const found = await Promise.all(
        STORE_CODES.map(async (store) => {
          try {
            return (await approved(store, productId)).length > 0 ? [store] : [];
          } catch (error) {
            // A store without an index of its own has no reviews there.
            if (error instanceof UpstreamError) return [];
            throw error;
          }
        }),
      );
      return found.flat();
    },

    async productReviews(store, productId, query) {
      const reviews = await approved(store, productId);
      const matching = (query.star === null ? reviews : reviews.filter((review) => review.score === query.star)).sort(compareReviews(query.sort, query.direction));
      const { page, pages, offset } = reviewPaging(matching.length, query.page, query.perPage);
      return { reviews: matching.slice(offset, offset + query.perPage), total: matching.length, page, pages, perPage: query.perPage, bottomline: bottomlineOf(reviews) };
    },

    async review(store, id) {
      const [doc] = sourcesOf(await search(store, [{ terms: { id: [id] } }, { terms: { review_status: [APPROVED] } }], 1));
      const review = doc ? toProductReview(doc) : null;
      return review && { ...review, productId: number(doc!.product_id) };
    },

    // Magento keeps no votes, and the shop's own votes belong to its own reviews: a Magento review takes none.
    vote: async () => null,

    async submit(store, productId, review) {
      // Pending in Magento until its admin approves it; the shop shows it once the index has it.
      const created = await client.write<{ id?: unknown } | boolean>(
        "POST",
        "/api/review/create",
        { review: { product_id: productId, title: review.title, detail: review.content, nickname: review.displayName, review_entity: "product", review_status: 2, customer_id: null, store_id: storeIds[store], ratings: [{ value: review.score }] } },
        { storeCode: store },
      );
      return { id: typeof created === "object" && created ? number(created.id) || 0 : 0 };
    },
  };
}
