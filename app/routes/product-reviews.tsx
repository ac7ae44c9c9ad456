import { Link, useActionData, useLocation } from "react-router";
import type { Route } from "./+types/product-reviews";
import type { ReviewActionAnswer } from "./product-reviews.server.ts";
import { Bottomline, ReviewCard, ReviewPager, ReviewTools } from "../components/reviews/review-parts.tsx";
import { ReviewForm } from "../components/reviews/review-form.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { action, loader } from "./product-reviews.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** /p/{sku}/{slug}/omdomen: all of a product's reviews, sorted and filtered, and the form to write one. */
export default function ProductReviewsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<ReviewActionAnswer>();
  const { product, list, notice } = loaderData;
  // Votes without JavaScript post to this very list (its sort and filter kept).
  const { pathname, search } = useLocation();
  return (
    <div className="reviews-page">
      <header className="reviews-page__product">
        <Link to={product.href} className="reviews-page__picture" tabIndex={-1} aria-hidden="true">
          <img src={product.image.src} srcSet={product.image.srcSet} sizes="120px" width={product.image.width} height={product.image.height} alt="" />
        </Link>
        <div>
          <p className="reviews-page__brand">{product.brand}</p>
          <h1>{t("reviews.pageTitle", { name: product.name })}</h1>
          <Link to={product.href}>{t("reviews.backToProduct")}</Link>
        </div>
      </header>

      {!list ? (
        <p className="quiet">{t("product.reviews.unavailable")}</p>
      ) : (
        <div className="reviews-page__layout">
          <aside className="reviews-page__summary">
            {list.bottomline.count > 0 ? <Bottomline bottomline={list.bottomline} starHrefs={list.starHrefs} star={list.star} /> : <p>{t("product.reviews.none")}</p>}
            <p>
              <a href="#write" className="button">
                {list.bottomline.count > 0 ? t("reviews.write") : t("reviews.writeFirst")}
              </a>
            </p>
          </aside>

          <section className="reviews-page__list" aria-labelledby="reviews-list-title">
            <h2 id="reviews-list-title" className="visually-hidden">
              {t("product.reviews.title")}
            </h2>
            {list.bottomline.count > 0 && <ReviewTools list={list} />}
            {list.reviews.length === 0 && list.star ? <p>{t("reviews.noneWithScore", { score: list.star })}</p> : null}
            <ol className="reviews__list">
              {list.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} headingLevel="h3" voteAction={pathname + search} voteNotice={notice && notice.kind !== "written" && notice.reviewId === review.id ? notice.kind : undefined} />
                </li>
              ))}
            </ol>
            <ReviewPager page={list.page} pages={list.pages} previousHref={list.previousHref} nextHref={list.nextHref} />
          </section>
        </div>
      )}

      <section id="write" className="reviews-page__write" aria-labelledby="write-title" tabIndex={-1}>
        <h2 id="write-title">{t("reviews.write")}</h2>
        <ReviewForm productName={product.name} answer={answer} sent={loaderData.notice?.kind === "written"} captchaSiteKey={loaderData.captchaSiteKey} />
      </section>
    </div>
  );
}
