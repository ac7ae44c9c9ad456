import { Hono, type Context } from "hono";
import { picture } from "#core/catalog/images.ts";
import { NECESSARY_FIELDS, PRODUCT_PAGE_REVIEWS, isVoteDirection, missingReviewField, reviewListQuery, type ReviewFormField } from "#core/domain/reviews.ts";
import type { StoreView } from "#core/stores.ts";
import { OUTAGE_RETRY_AFTER_SECONDS } from "#core/errors/backend-outage.ts";
import { deferred } from "#core/streaming.ts";
import type { AppEnv } from "../app-env.ts";
import type { ProductReview, ReviewBottomline, ReviewPage, SiteReview } from "#core/port/index.ts";
import { CAPTCHA_FIELD } from "#core/reviews/captcha-widget.ts";
import { readJson, reply, tooMany } from "./envelope.ts";
import { reviewedProduct } from "../reviews/service.ts";
import { requestedStore, storeParam } from "./store-param.ts";

/**
 * The review service's calls (SPEC §7 "Reviews"), answered {code, result} by the commerce port's
 * reviews: create, a product's reviews and bottom line, site reviews, one review, votes. A call
 * without one of its fields answers SPEC §5's "Necessary fields not provided", naming the field.
 */
export const reviewsApi = new Hono<AppEnv>();

const necessary = (c: Context<AppEnv>, field: string) => reply(c, 400, `${NECESSARY_FIELDS}: ${field}`);

function bottomlineJson(b: ReviewBottomline) {
  return { total_review: b.count, average_score: b.average ?? 0, star_distribution: Object.fromEntries(b.distribution.map((s) => [s.score, s.count])) };
}

function siteReviewJson(r: SiteReview) {
  return { id: r.id, score: r.score, title: r.title, content: r.content, created_at: r.createdAt, verified_buyer: r.verifiedBuyer, user: { display_name: r.displayName } };
}

function reviewJson(r: ProductReview) {
  return {
    ...siteReviewJson(r),
    votes_up: r.votesUp,
    votes_down: r.votesDown,
    images_data: r.photos.map((photo) => ({ thumb_url: picture("cart", photo.sku, { index: photo.index }).src, original_url: picture("gallery", photo.sku, { index: photo.index }).src })),
  };
}

function pageJson<R>(page: ReviewPage<R>, toJson: (r: R) => unknown) {
  return {
    reviews: page.reviews.map(toJson),
    bottomline: bottomlineJson(page.bottomline),
    pagination: { page: page.page, per_page: page.perPage, total: page.total, pages: page.pages },
  };
}

/** The store of the call, or the 400 that names storeCode. */
function storeOf(c: Context<AppEnv>): StoreView | Response {
  const store = requestedStore(c);
  return typeof store === "string" ? reply(c, 400, store) : store;
}

/** The review service did not answer a read in time (or failed): what `deferred` gives instead. */
const UNANSWERED = Symbol("no answer from the review service");

/**
 * A read of the review service: its answer, or (the service failing, or not answering within a deferred
 * section's time) 503 with Retry-After and SPEC §8's words, logged. Callers treat reviews as a
 * third-party service that may be down or hang: an API call never waits on it longer than a page does.
 */
async function fromReviews<T>(c: Context<AppEnv>, what: string, read: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const value = await deferred<T | typeof UNANSWERED>(read, UNANSWERED);
  if (value !== UNANSWERED) return { ok: true, value: value as T };
  console.error(`${what} - Something went wrong`);
  c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  return { ok: false, response: reply(c, 503, `${what} - Something went wrong: try again in a moment`) };
}

reviewsApi.post("/create", async (c) => {
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return reply(c, 400, `${NECESSARY_FIELDS}: send the review's fields as a JSON object`);
  if ("review" in body) {
    const fields = await fromVsfReview(c, (body as { review: unknown }).review);
    return typeof fields === "string" ? reply(c, 400, fields) : fields instanceof Response ? fields : writeReview(c, fields);
  }
  return writeReview(c, body as Record<string, unknown>);
});

/**
 * Vue Storefront's review body, `{review: {product_id, title, detail, nickname, ...}}`, as the shop's
 * review fields. The shop also needs what VSF does not send: `review.rating` (1–5) and `review.email`.
 */
async function fromVsfReview(c: Context<AppEnv>, review: unknown): Promise<Record<string, unknown> | string | Response> {
  if (typeof review !== "object" || review === null || Array.isArray(review)) return `${NECESSARY_FIELDS}: review`;
  const r = review as Record<string, unknown>;
  const productId = typeof r.product_id === "string" && /^\d+$/.test(r.product_id) ? Number(r.product_id) : r.product_id;
  if (typeof productId !== "number" || !Number.isInteger(productId)) return `${NECESSARY_FIELDS}: review.product_id`;
  for (const field of ["title", "detail", "nickname", "email", "rating"]) if (r[field] === undefined || r[field] === null || r[field] === "") return `${NECESSARY_FIELDS}: review.${field}`;
  const store = storeOf(c);
  if (store instanceof Response) return store;
  const [product] = await c.var.commerce.catalog.productSummaries(store.storeCode, [productId]);
  if (!product) return reply(c, 404, `review.product_id: no product ${productId} in the ${store.name} store`);
  return {
    sku: product.sku,
    product_title: product.name,
    product_description: product.name,
    product_url: new URL(c.req.url).origin,
    product_image_url: picture("gallery", product.sku).src,
    display_name: r.nickname,
    email: r.email,
    review_title: r.title,
    review_content: r.detail,
    review_score: r.rating,
    storeCode: store.storeCode,
    captcha_token: r.captcha_token,
  };
}

async function writeReview(c: Context<AppEnv>, fields: Record<string, unknown>) {
  const missing = missingReviewField(fields);
  if (missing) return necessary(c, missing);
  const store = storeParam(typeof fields.storeCode === "string" ? fields.storeCode : c.req.query("storeCode"), c.var.store);
  if (typeof store === "string") return reply(c, 400, store);
  const token = [fields[CAPTCHA_FIELD], fields.captcha_token].find((value): value is string => typeof value === "string") ?? null;
  const sku = String(fields.sku);
  const outcome = await c.var.reviews.write(store, sku, fields as Partial<Record<ReviewFormField, unknown>>, token);
  if (outcome.ok) return reply(c, 200, { id: outcome.id, status: "pending", message: "Thank you: the review is shown once it has been checked" });
  switch (outcome.reason) {
    case "fields":
      return reply(c, 400, outcome.errors.map((e) => `${e.field}: ${e.message}`).join("; "));
    case "unknown-product":
      return reply(c, 404, `sku: no product ${sku.trim()} in the ${store.name} store`);
    case "throttled":
      return tooMany(c, outcome.retryAfter);
    case "captcha-failed":
      return reply(c, 400, `${CAPTCHA_FIELD}: the captcha was not verified, try again`);
    case "captcha-unavailable":
      return reply(c, 503, "The captcha service cannot be reached: try again in a moment");
  }
}

reviewsApi.get("/products/:sku/reviews", async (c) => {
  const store = storeOf(c);
  if (store instanceof Response) return store;
  const product = await reviewedProduct(c.var.commerce, store, c.req.param("sku"));
  if (!product) return reply(c, 404, `sku: no product ${c.req.param("sku")} in the ${store.name} store`);
  const query = reviewListQuery(new URL(c.req.url).searchParams, PRODUCT_PAGE_REVIEWS);
  const page = await fromReviews(c, "Load product reviews", () => c.var.commerce.reviews.productReviews(store.storeCode, product.id, query));
  if (!page.ok) return page.response;
  return reply(c, 200, { ...pageJson(page.value, reviewJson), products: [{ sku: product.sku, name: product.name }] });
});

reviewsApi.get("/products/:sku/bottomline", async (c) => {
  const store = storeOf(c);
  if (store instanceof Response) return store;
  const product = await reviewedProduct(c.var.commerce, store, c.req.param("sku"));
  if (!product) return reply(c, 404, `sku: no product ${c.req.param("sku")} in the ${store.name} store`);
  const summary = await fromReviews(c, "Load bottom line", () => c.var.commerce.reviews.reviewSummary(store.storeCode, product.id));
  return summary.ok ? reply(c, 200, bottomlineJson(summary.value)) : summary.response;
});

reviewsApi.get("/site", async (c) => {
  const store = storeOf(c);
  if (store instanceof Response) return store;
  const page = await fromReviews(c, "Load website reviews", () => c.var.commerce.reviews.siteReviews(store.storeCode, reviewListQuery(new URL(c.req.url).searchParams)));
  return page.ok ? reply(c, 200, pageJson(page.value, siteReviewJson)) : page.response;
});

const reviewIdOf = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : null);

reviewsApi.get("/:reviewId", async (c) => {
  const store = storeOf(c);
  if (store instanceof Response) return store;
  const id = reviewIdOf(c.req.param("reviewId"));
  if (id === null) return necessary(c, "review_id");
  const review = await fromReviews(c, "Load certain review", () => c.var.commerce.reviews.review(store.storeCode, id));
  if (!review.ok) return review.response;
  return review.value ? reply(c, 200, reviewJson(review.value)) : reply(c, 404, `review_id: no review ${id} in the ${store.name} store`);
});

reviewsApi.post("/:reviewId/vote/:updown", async (c) => {
  const id = reviewIdOf(c.req.param("reviewId"));
  if (id === null) return necessary(c, "review_id");
  const direction = c.req.param("updown");
  if (!isVoteDirection(direction)) return reply(c, 400, "updown: vote up or down");
  const outcome = await c.var.reviews.vote(id, direction);
  if (outcome.ok) return reply(c, 200, { id, votes_up: outcome.votesUp, votes_down: outcome.votesDown });
  if (outcome.reason === "throttled") return tooMany(c, outcome.retryAfter);
  if (outcome.reason === "already-voted") return reply(c, 409, `review_id: this client has voted on review ${id} already`);
  return reply(c, 404, `review_id: no review ${id}`);
});
