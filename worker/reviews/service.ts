import type { ReviewService } from "#core/reviews/review-service.ts";
import { checkNewReview } from "#core/domain/reviews.ts";
import type { StoreView } from "#core/stores.ts";
import type { Commerce } from "#core/port/index.ts";
import type { Config } from "../config.ts";
import { LOCAL_CLIENT } from "../security/client-address.ts";
import { clientGate } from "../security/client-gate.ts";
import { captchaOf } from "../security/captcha.ts";
import { throttle } from "../security/throttle.ts";

/** The product reviews of `sku` belong to: a variant's are its parent's; a disabled or unknown product has none. */
export async function reviewedProduct(commerce: Commerce, store: StoreView, sku: string) {
  const product = await commerce.catalog.productBySku(store.storeCode, sku.trim());
  if (!product || product.status >= 2) return null;
  return { id: product.parentId ?? product.id, sku: product.sku, name: product.name };
}

/** The review service of one request's client address (security/client-address.ts). */
export function createReviewService(args: { env: Pick<Env, "DB" | "CLIENT_GATE">; captcha: Config["captcha"]; commerce: Commerce; client: string }): ReviewService {
  const { env, captcha, commerce, client: bucket } = args;
  const client = bucket === LOCAL_CLIENT ? null : bucket;
  return {
    captchaSiteKey: captcha?.siteKey ?? null,

    async write(store, sku, fields, captchaToken) {
      const checked = checkNewReview(fields);
      if (!checked.ok) return { ok: false, reason: "fields", errors: checked.errors };
      const product = await reviewedProduct(commerce, store, sku);
      if (!product) return { ok: false, reason: "unknown-product" };
      const wait = (await clientGate(env.CLIENT_GATE, "review", bucket)) ?? (await throttle(env.DB, { review: bucket }));
      if (wait !== null) return { ok: false, reason: "throttled", retryAfter: wait };
      const verdict = await captchaOf(captcha).verify(captchaToken, client);
      if (verdict !== "passed") return { ok: false, reason: verdict === "failed" ? "captcha-failed" : "captcha-unavailable" };
      const { id } = await commerce.reviews.submit(store.storeCode, product.id, checked.review);
      return { ok: true, id };
    },

    async vote(reviewId, direction) {
      const wait = await throttle(env.DB, { vote: bucket });
      if (wait !== null) return { ok: false, reason: "throttled", retryAfter: wait };
      if ((await throttle(env.DB, { reviewVote: `${bucket}:${reviewId}` })) !== null) return { ok: false, reason: "already-voted" };
      const votes = await commerce.reviews.vote(reviewId, direction);
      return votes ? { ok: true, ...votes } : { ok: false, reason: "unknown-review" };
    },
  };
}
