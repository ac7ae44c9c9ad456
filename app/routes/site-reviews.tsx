import type { Route } from "./+types/site-reviews";
import { Bottomline, ReviewCard, ReviewPager, ReviewTools } from "../components/reviews/review-parts.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./site-reviews.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** The customer reviews page: the shop's bottom line and every review of it, sorted and paged. */
export default function SiteReviewsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list } = loaderData;
  return (
    <div className="reviews-page">
      <h1>{t("reviews.site.title")}</h1>
      <p className="reviews-page__intro">{t("reviews.site.intro")}</p>
      {!list ? (
        <p className="quiet">{t("product.reviews.unavailable")}</p>
      ) : (
        <div className="reviews-page__layout">
          <aside className="reviews-page__summary">
            <Bottomline bottomline={list.bottomline} starHrefs={list.starHrefs} star={list.star} />
          </aside>
          <section className="reviews-page__list" aria-labelledby="reviews-list-title">
            <h2 id="reviews-list-title" className="visually-hidden">
              {t("reviews.site.title")}
            </h2>
            <ReviewTools list={list} />
            {list.reviews.length === 0 && list.star ? <p>{t("reviews.noneWithScore", { score: list.star })}</p> : null}
            <ol className="reviews__list">
              {list.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} headingLevel="h3" />
                </li>
              ))}
            </ol>
            <ReviewPager page={list.page} pages={list.pages} previousHref={list.previousHref} nextHref={list.nextHref} />
          </section>
        </div>
      )}
    </div>
  );
}
