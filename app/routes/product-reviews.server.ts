import { data, redirect } from "react-router";
import type { Route } from "./+types/product-reviews";
import { productTag } from "#core/cache/vocabulary.ts";
import { productHref, productReviewsAlternates, productReviewsHref } from "#core/catalog/hrefs.ts";
import { productImage, productSocialCard } from "#core/catalog/photos.ts";
import { routeContext } from "../context.ts";
import { isPlainList, isVoteDirection, reviewListParams, reviewListQuery, reviewNotice, reviewNoticeParams, type ReviewFieldError, type ReviewFormField, type ReviewNotice } from "#core/domain/reviews.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import type { StoreCode } from "#core/stores.ts";
import { readForm } from "./form-body.server.ts";
import { CAPTCHA_FIELD } from "#core/reviews/captcha-widget.ts";
import { SORT_CHOICES, reviewListView } from "../reviews/review-list-view.ts";

/**
 * A product's reviews page (/p/{sku}/{slug}/omdomen): every approved review, 10 per page, sorted and
 * filtered by stars through its query, and the write-a-review form. The same for everyone, so cached
 * with the product's tag: approving a review purges it with the product page.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, reviews, t, page } = routeContext(context);
  const product = await commerce.catalog.productBySku(store.storeCode, params.parentSku);
  if (!product || product.status >= 2 || product.parentId !== null || product.visibility === 1) throw data(null, { status: 404 });
  if (params.slug !== product.slug) throw redirect(productReviewsHref(store, product.sku, product.slug, url.searchParams), 301);

  const query = reviewListQuery(url.searchParams);
  const base = productReviewsHref(store, product.sku, product.slug);
  // The sort form (without JavaScript too) names one choice; the list's address names sort and direction.
  const order = SORT_CHOICES.find((choice) => choice.key === url.searchParams.get("order"));
  if (order) throw redirect(`${base}?${reviewListParams({ ...query, sort: order.sort, direction: order.direction, page: 1 })}`.replace(/\?$/, ""), 303);
  for (const [name, value] of reviewListParams(query)) page.dependsOn(name, value);
  // After a form was posted the page says how it went: rendered for that request only (no page type, never stored).
  const notice = reviewNotice(url.searchParams);
  if (notice) page.tag(productTag(product.id));
  else page.type("reviews", productTag(product.id));
  const [list, reviewed] = await Promise.all([
    page.deferred(() => commerce.reviews.productReviews(store.storeCode, product.id, query), null),
    page.deferred(() => commerce.reviews.storesWithReviews(product.id), []),
  ]);
  // A sorted or filtered list is a view of page 1..n: only the plain pages are for search engines.
  const filtered = !isPlainList(query);

  return {
    product: {
      sku: product.sku,
      name: product.name,
      brand: product.brand,
      href: productHref(store, product.sku, product.slug),
      image: productImage("card", product),
    },
    list: list && reviewListView(list, query, (params) => base + (params.size ? `?${params}` : "")),
    captchaSiteKey: reviews.captchaSiteKey,
    notice,
    seo: buildPageSeo({
      // The canonical from the list's normalized query, never the raw one (?page=abc is page 1).
      url: new URL(`${base}?${reviewListParams(query)}`.replace(/\?$/, ""), url.origin),
      title: t("reviews.pageTitle", { name: product.name }),
      description: product.metaDescription || product.description,
      // The twins are the reviews pages the sitemaps list: those of the stores where the product has reviews.
      alternates: list?.total && !filtered && query.page === 1 ? productReviewsAlternates(product.sku, Object.fromEntries(Object.entries(product.slugs).filter(([code]) => reviewed.includes(code as StoreCode)))) : {},
      image: { ...productSocialCard(product.sku, product.photos[0] ?? null), alt: product.name },
      locale: store.language,
      siteName: t("meta.siteName"),
      keepParams: filtered ? [] : ["page"],
      noindex: filtered || notice !== null || !list || list.total === 0,
    }),
  };
}

export type ProductReviewsData = Awaited<ReturnType<typeof loader>>;

export type ReviewActionAnswer = { ok: false; errors: ReviewFieldError[]; message: string | null; values: Partial<Record<ReviewFormField, string>> };

const FORM_FIELDS: readonly ReviewFormField[] = ["review_score", "review_title", "review_content", "display_name", "email"];

/**
 * Writing a review and voting without JavaScript (the browser's script votes through the API). Both
 * go back to the list with a notice (POST-redirect-GET, so a reload sends nothing again); a refused
 * review is answered with its errors and what was typed, so nothing has to be typed again.
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { store, reviews, t } = routeContext(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = (notice: ReviewNotice, hash: string) => {
    const query = new URLSearchParams([...reviewListParams(reviewListQuery(url.searchParams)), ...reviewNoticeParams(notice)]);
    return redirect(`${url.pathname}?${query}${hash}`, 303);
  };
  if (intent === "vote") {
    const reviewId = Number(form.get("reviewId"));
    const direction = form.get("direction");
    if (!Number.isSafeInteger(reviewId) || reviewId < 1) throw data({ message: "reviewId: a review id is a whole number" }, { status: 400 });
    if (!isVoteDirection(direction)) throw data({ message: "direction: vote up or down" }, { status: 400 });
    const outcome = await reviews.vote(reviewId, direction);
    const counted = outcome.ok || outcome.reason === "already-voted";
    return back({ kind: counted ? "voted" : "vote-failed", reviewId }, `#review-${reviewId}`);
  }
  if (intent !== "write") throw data({ message: "intent: write or vote" }, { status: 400 });

  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as Record<ReviewFormField, string>;
  const token = form.get(CAPTCHA_FIELD);
  const outcome = await reviews.write(store, params.parentSku, values, typeof token === "string" ? token : null);
  if (outcome.ok) return back({ kind: "written" }, "#write");
  // The email is given back so the shopper need not type it again; it never reaches a cached page (a POST answer).
  const refused = (errors: ReviewFieldError[], message: string | null, status: number) => data({ ok: false, errors, message, values } satisfies ReviewActionAnswer, { status });
  switch (outcome.reason) {
    case "fields":
      return refused(outcome.errors, null, 400);
    case "unknown-product":
      return refused([], t("reviews.form.unknownProduct"), 404);
    case "throttled":
      return refused([], t("reviews.form.tooMany"), 429);
    case "captcha-failed":
      return refused([], t("reviews.form.captchaFailed"), 400);
    case "captcha-unavailable":
      return refused([], t("reviews.form.captchaUnavailable"), 503);
  }
}
