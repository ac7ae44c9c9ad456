/**
 * Writing and voting on reviews around the review port: a captcha check, a throttle per client
 * address, the product a sku stands for. One implementation serves the JSON API and the pages
 * (worker/reviews/service.ts). Answers are outcomes, never exceptions.
 */
import type { ReviewFieldError, ReviewFormField, VoteDirection } from "../domain/reviews.ts";
import type { Throttled } from "../account/account-service.ts";
import type { StoreView } from "../stores.ts";

export type WriteOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: "fields"; errors: ReviewFieldError[] }
  | { ok: false; reason: "unknown-product" | "captcha-failed" | "captcha-unavailable" }
  | Throttled;

export type VoteOutcome = { ok: true; votesUp: number; votesDown: number } | { ok: false; reason: "unknown-review" | "already-voted" } | Throttled;

export interface ReviewService {
  /** The captcha widget's public key, when a provider is configured (the form then shows the widget). */
  captchaSiteKey: string | null;
  /** A shopper's review of the product `sku` in `store` (a variant's goes to its parent), stored pending. */
  write(store: StoreView, sku: string, fields: Partial<Record<ReviewFormField, unknown>>, captchaToken: string | null): Promise<WriteOutcome>;
  vote(reviewId: number, direction: VoteDirection): Promise<VoteOutcome>;
}
