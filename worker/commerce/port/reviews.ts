import type { StoreCode } from "../../../app/stores.ts";

export interface ReviewSummary {
  count: number;
  average: number | null;
  latest: { id: number; displayName: string; title: string; content: string; score: number; verifiedBuyer: boolean; createdAt: string }[];
}

/** Product reviews: a third-party service in production (SPEC §1), so callers treat it as slow and fallible. */
export interface ReviewsPort {
  reviewSummary(store: StoreCode, productId: number): Promise<ReviewSummary>;
}
