import type { ProductReview, ReviewPage, SiteReview } from "#core/port/index.ts";
import { picture, type Picture } from "#core/catalog/images.ts";
import { REVIEWS_PER_PAGE, reviewListParams, type ReviewListQuery, type ReviewSort, type SortDirection } from "#core/domain/reviews.ts";

/** The sorts a list offers, as the shopper names them (reviews.sorts.*). */
export const SORT_CHOICES: readonly { key: string; sort: ReviewSort; direction: SortDirection }[] = [
  { key: "date", sort: "date", direction: "desc" },
  { key: "dateAsc", sort: "date", direction: "asc" },
  { key: "score", sort: "score", direction: "desc" },
  { key: "scoreAsc", sort: "score", direction: "asc" },
  { key: "votes", sort: "votes", direction: "desc" },
];

export interface ReviewPhotoView {
  thumb: Picture;
  full: Picture;
}

export type ReviewView = (SiteReview | ProductReview) & { photoViews: ReviewPhotoView[] };

/**
 * A page of reviews as a page shows it: the reviews, "page x of y" with the neighbours' links, the
 * sorts and star filters as links (so the list works without JavaScript and each view has one URL).
 * The neighbours keep the page size; a sort or a filter starts over at the reviews page's own size.
 */
export function reviewListView<R extends SiteReview | ProductReview>(page: ReviewPage<R>, query: ReviewListQuery, href: (params: URLSearchParams) => string, choices = SORT_CHOICES) {
  const turn = (to: number) => href(reviewListParams({ ...query, page: to }));
  const link = (change: Partial<ReviewListQuery>) => href(reviewListParams({ ...query, perPage: REVIEWS_PER_PAGE, page: 1, ...change }));
  return {
    reviews: page.reviews.map((review) => ({
      ...review,
      photoViews: ("photos" in review ? review.photos : []).map((photo) => ({ thumb: picture("cart", photo.sku, { index: photo.index }), full: picture("gallery", photo.sku, { index: photo.index }) })),
    })) as ReviewView[],
    total: page.total,
    bottomline: page.bottomline,
    page: page.page,
    pages: page.pages,
    star: query.star,
    previousHref: page.page > 1 ? turn(page.page - 1) : null,
    nextHref: page.page < page.pages ? turn(page.page + 1) : null,
    sorts: choices.map((choice) => ({ ...choice, href: link({ sort: choice.sort, direction: choice.direction }), current: choice.sort === query.sort && choice.direction === query.direction })),
    starHrefs: Object.fromEntries([5, 4, 3, 2, 1].map((score) => [score, link({ star: score })])) as Record<number, string>,
    allScoresHref: link({ star: null }),
  };
}

export type ReviewListView = ReturnType<typeof reviewListView>;
