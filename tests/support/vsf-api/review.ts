/**
 * POST /api/review/create (api: src/api/review.ts, src/platform/magento2/review.js): the API sets the
 * status to config.review.defaultReviewStatus (2, pending) first, checks review.schema.json (a failure
 * is a 500 with Ajv's errors), then sends Magento `POST /V1/reviews` with `product_id` renamed to
 * `entity_pk_value` (a Magento review module's route: core Magento has none).
 */
import { INDEX } from "./fixtures.ts";
import { MagentoError, apiError, apiStatus, type ApiRequest } from "./http.ts";
import type { Magento } from "./magento.ts";
import { REVIEW, firstError } from "./schemas.ts";

const DEFAULT_REVIEW_STATUS = 2;

export function reviewRoutes(magento: Magento) {
  return {
    create(req: ApiRequest) {
      const review = req.body.review as Record<string, unknown> | undefined;
      if (!review || typeof review !== "object") return apiStatus("Cannot set property 'review_status' of undefined", 500);
      review.review_status = DEFAULT_REVIEW_STATUS;
      const invalid = firstError(REVIEW, req.body);
      if (invalid) return apiStatus([invalid], 500);
      try {
        const { product_id: productId, ...rest } = review;
        if (!INDEX.product!().some((doc) => doc.id === productId)) throw new MagentoError(404, "The product that was requested doesn't exist. Verify the product and try again.");
        const saved = { ...rest, entity_pk_value: productId, product_id: productId, id: 100 + magento.reviews.length, created_at: new Date().toISOString().replace("T", " ").slice(0, 19), store_id: 1, stores: [1] };
        magento.reviews.push(saved);
        return apiStatus(saved);
      } catch (error) {
        return apiError(error);
      }
    },
  };
}
