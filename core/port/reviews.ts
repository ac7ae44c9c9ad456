import type { NewReview, ReviewListQuery, ScoreShare, VoteDirection } from "../domain/reviews.ts";
import type { StoreCode } from "../stores.ts";

/** A picture a customer added to a review: one of the product's own views. */
export interface ReviewPhoto {
  sku: string;
  index: number;
}

export interface ProductReview {
  id: number;
  displayName: string;
  title: string;
  content: string;
  score: number;
  verifiedBuyer: boolean;
  votesUp: number;
  votesDown: number;
  createdAt: string;
  photos: ReviewPhoto[];
}

/** SPEC §3 "bottomline": how many approved reviews, their average and the share of each score. */
export interface ReviewBottomline {
  count: number;
  average: number | null;
  distribution: ScoreShare[];
}

/** The product page's part: the bottom line and the newest reviews. */
export interface ReviewSummary extends ReviewBottomline {
  latest: ProductReview[];
}

export interface ReviewPage<R> {
  reviews: R[];
  /** Reviews matching the query (the star filter), for "page x of y". */
  total: number;
  page: number;
  pages: number;
  perPage: number;
  /** Of all the approved reviews, whatever the filter. */
  bottomline: ReviewBottomline;
}

export type SiteReview = Omit<ProductReview, "votesUp" | "votesDown" | "photos">;

/** A review waiting for a moderator: with the writer's e-mail, which nothing else ever shows. */
export interface PendingReview extends ProductReview {
  store: StoreCode;
  productId: number;
  sku: string;
  email: string;
}

export type ModerationDecision = "approved" | "rejected";

/** What a moderation came to: the product to purge, or why nothing changed. */
export type ModerationOutcome = { ok: true; productId: number; store: StoreCode } | { ok: false; reason: "unknown" | "already-moderated" };

/** Product and site reviews: a third-party service in production (SPEC §1), so callers treat it as slow and fallible. */
export interface ReviewsPort {
  reviewSummary(store: StoreCode, productId: number): Promise<ReviewSummary>;
  /** The stores where the product has approved reviews: reviews are per store, and so are its reviews pages' twins. */
  storesWithReviews(productId: number): Promise<StoreCode[]>;
  productReviews(store: StoreCode, productId: number, query: ReviewListQuery): Promise<ReviewPage<ProductReview>>;
  siteReviews(store: StoreCode, query: ReviewListQuery): Promise<ReviewPage<SiteReview>>;
  /** One approved review of the store, with the product it is about. */
  review(store: StoreCode, id: number): Promise<(ProductReview & { productId: number }) | null>;
  /** Stores a shopper's review as pending: shown only once a moderator approves it. */
  submit(store: StoreCode, productId: number, review: NewReview): Promise<{ id: number }>;
  /** Counts a vote on an approved review (SPEC §4); null when there is no such review. */
  vote(id: number, direction: VoteDirection): Promise<{ votesUp: number; votesDown: number } | null>;
  pending(limit: number): Promise<PendingReview[]>;
  moderate(id: number, decision: ModerationDecision): Promise<ModerationOutcome>;
}
