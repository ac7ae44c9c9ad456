import { Suspense, useEffect, useRef } from "react";
import { Await, Link, useFetcher } from "react-router";
import { pluralKey } from "#core/i18n/translator.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { ReviewListView } from "../reviews/review-list-view.ts";
import type { ProductPageData } from "../routes/product.server.ts";
import type { ProductReviewsData } from "../routes/product-reviews.server.ts";
import { jsonLdText, productReviewsJsonLd } from "../seo/json-ld.ts";
import { Bottomline, ReviewCard, ReviewPager } from "./reviews/review-parts.tsx";

/**
 * The product page's reviews (SPEC §2, §9: 3 per page): the bottom line with a bar per score, the
 * newest reviews with "read more", photos and votes, paged in place (the reviews page's own data), and
 * the ways to all reviews and to writing one. Streams in after the page; the review service may be down.
 */
export default function Reviews(props: { reviews: ProductPageData["reviews"]; reviewsHref: string; productName: string; productUrl: string }) {
  const t = useT();
  return (
    <section className="reviews" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">{t("product.reviews.title")}</h2>
      <Suspense fallback={<p aria-busy="true">{t("product.reviews.loading")}</p>}>
        <Await resolve={props.reviews}>{(list) => (list === null ? <p className="quiet">{t("product.reviews.unavailable")}</p> : <ReviewsList first={list} {...props} />)}</Await>
      </Suspense>
    </section>
  );
}

function ReviewsList({ first, reviewsHref, productName, productUrl }: { first: ReviewListView; reviewsHref: string; productName: string; productUrl: string }) {
  const t = useT();
  const locale = useStoreView().i18n.defaultLocale;
  const pages = useFetcher<ProductReviewsData>();
  const list = pages.data?.list ?? first;
  // A page turned in place: the focus goes to the new reviews, where reading goes on.
  const listRef = useRef<HTMLOListElement>(null);
  const turned = pages.data?.list?.page;
  useEffect(() => {
    if (turned !== undefined) listRef.current?.focus();
  }, [turned]);
  const writeHref = `${reviewsHref}#write`;
  if (first.total === 0) {
    return (
      <p>
        {t("product.reviews.none")}{" "}
        <Link to={writeHref}>{t("reviews.writeFirst")}</Link>
      </p>
    );
  }
  const jsonLd = productReviewsJsonLd({ productUrl, name: productName, average: first.bottomline.average, count: first.bottomline.count, reviews: first.reviews });
  return (
    <>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />}
      <div className="reviews__head">
        <Bottomline bottomline={first.bottomline} starHrefs={first.starHrefs} />
        <p className="reviews__actions">
          <Link to={writeHref} className="button button--secondary">
            {t("reviews.write")}
          </Link>
          <Link to={reviewsHref}>{t(pluralKey(locale, "reviews.showAll", first.total), { count: first.total })}</Link>
        </p>
      </div>
      <ol className="reviews__list" aria-busy={pages.state === "loading"} ref={listRef} tabIndex={-1} aria-label={t("reviews.pageOf", { page: list.page, pages: list.pages })}>
        {list.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} moreHref={`${reviewsHref}#review-${review.id}`} voteAction={reviewsHref} />
          </li>
        ))}
      </ol>
      <ReviewPager page={list.page} pages={list.pages} previousHref={list.previousHref} nextHref={list.nextHref} onGo={(href) => pages.load(href)} />
    </>
  );
}
