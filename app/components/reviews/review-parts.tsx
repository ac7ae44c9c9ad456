import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { ReviewBottomline } from "#core/port/index.ts";
import { formatDate, formatNumber } from "#core/domain/money.ts";
import { TRUNCATE_DESKTOP, TRUNCATE_MOBILE, truncateReview } from "#core/domain/reviews.ts";
import { pluralKey } from "#core/i18n/translator.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import type { ReviewListView, ReviewView } from "../../reviews/review-list-view.ts";
import { ReviewPhotos } from "./review-photos.tsx";
import { ReviewVotes } from "./review-votes.tsx";
import { Stars } from "../stars.tsx";

function useNumber() {
  const { i18n } = useStoreView();
  return (n: number) => formatNumber(n, i18n, 1, false);
}

/**
 * The bottom line (SPEC §3): the average, how many reviews, and a bar per score. With `starHrefs` each
 * bar links to the list filtered by that score; `star` marks the filter in use.
 */
export function Bottomline({ bottomline, starHrefs, star }: { bottomline: ReviewBottomline; starHrefs?: Record<number, string>; star?: number | null }) {
  const t = useT();
  const locale = useStoreView().i18n.defaultLocale;
  const number = useNumber();
  const average = bottomline.average ?? 0;
  return (
    <div className="bottomline">
      <p className="bottomline__score">
        <span className="bottomline__average">{number(average)}</span>
        <Stars score={average} />
        <span className="bottomline__count">
          <span className="visually-hidden">{`${t("reviews.outOf", { average: number(average) })}. `}</span>
          {t(pluralKey(locale, "reviews.basedOn", bottomline.count), { count: bottomline.count })}
        </span>
      </p>
      <ul className="bottomline__bars" aria-label={t("reviews.distribution")}>
        {bottomline.distribution.map((share) => {
          const label = t("reviews.distributionRow", { score: share.score, count: share.count, percent: share.percent });
          const row = (
            <>
              <span aria-hidden="true">{share.score} ★</span>
              <span className="bottomline__bar" aria-hidden="true">
                <span style={{ width: `${share.percent}%` }} />
              </span>
              <span aria-hidden="true">{share.count}</span>
              <span className="visually-hidden">{label}</span>
            </>
          );
          return (
            <li key={share.score}>
              {starHrefs && share.count > 0 ? (
                <Link to={starHrefs[share.score]!} className="bottomline__row" aria-current={star === share.score ? "true" : undefined} preventScrollReset>
                  {row}
                </Link>
              ) : (
                <span className="bottomline__row">{row}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A review's text, cut for "read more" (SPEC §9: 170 characters on desktop, 70 on phones). Both cuts are
 * in the markup and the stylesheet picks one, so server and browser render the same. Without
 * JavaScript "read more" leads to the review on the reviews page, where texts are whole.
 */
function ReviewText({ text, title, moreHref }: { text: string; title: string; moreHref?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const phone = truncateReview(text, TRUNCATE_MOBILE);
  const desktop = truncateReview(text, TRUNCATE_DESKTOP);
  if (!moreHref || phone.rest === "") return <p className="review__text">{text}</p>;
  const className = `review__text${open ? " is-open" : ""}${desktop.rest === "" ? " review__text--fits-desktop" : ""}`;
  return (
    <p className={className}>
      {phone.lead}
      <span className="review__mid">{desktop.lead.slice(phone.lead.length)}</span>
      <span className="review__rest">{text.slice(desktop.lead.length)}</span>
      <span className="review__ellipsis" aria-hidden="true">
        …
      </span>{" "}
      <a
        href={moreHref}
        className="review__more"
        role="button"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen((was) => !was);
        }}
      >
        {open ? t("reviews.readLess") : t("reviews.readMore")}
        {/* Every review has one: the link names its review, for screen readers and search engines alike. */}
        <span className="visually-hidden">: {title}</span>
      </a>
    </p>
  );
}

/** One review: score, title, who and when, the text, the customer's photos and the helpful votes (posted to `voteAction`, the reviews page). */
export function ReviewCard(props: { review: ReviewView; headingLevel?: "h3" | "h2"; moreHref?: string; voteAction?: string; voteNotice?: "voted" | "vote-failed" }) {
  const { review } = props;
  const t = useT();
  const { dateFormat } = useStoreView().i18n;
  const Heading = props.headingLevel ?? "h3";
  return (
    <article className="review" id={`review-${review.id}`}>
      <p className="review__score">
        <Stars score={review.score} />
        <span className="visually-hidden">{t("product.reviews.score", { score: review.score })}</span>
      </p>
      <Heading className="review__title">{review.title}</Heading>
      <p className="review__meta">
        {review.displayName} · <time dateTime={review.createdAt}>{formatDate(review.createdAt, dateFormat)}</time>
        {review.verifiedBuyer && <span className="review__verified"> · ✓ {t("product.reviews.verified")}</span>}
      </p>
      <ReviewText text={review.content} title={review.title} moreHref={props.moreHref} />
      <ReviewPhotos photos={review.photoViews} author={review.displayName} />
      {props.voteAction && "votesUp" in review && <ReviewVotes reviewId={review.id} votesUp={review.votesUp} votesDown={review.votesDown} action={props.voteAction} notice={props.voteNotice} />}
    </article>
  );
}

/** "Page x of y" with the neighbouring pages as links (or buttons' targets, when `onGo` loads them in place). */
export function ReviewPager(props: { page: number; pages: number; previousHref: string | null; nextHref: string | null; onGo?: (href: string) => void }) {
  const t = useT();
  if (props.pages <= 1) return null;
  const go = (href: string | null, label: string, rel: string) =>
    href ? (
      <Link
        to={href}
        rel={rel}
        preventScrollReset
        onClick={
          props.onGo &&
          ((event) => {
            event.preventDefault();
            props.onGo!(href);
          })
        }
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav className="review-pager" aria-label={t("reviews.pages")}>
      {go(props.previousHref, t("reviews.previous"), "prev")}
      <span aria-live="polite">{t("reviews.pageOf", { page: props.page, pages: props.pages })}</span>
      {go(props.nextHref, t("reviews.next"), "next")}
    </nav>
  );
}

/**
 * The list's sort (a GET form: it works without JavaScript, with it a choice applies at once) and the
 * star filter in use, with the way back to all scores.
 */
export function ReviewTools({ list }: { list: Pick<ReviewListView, "sorts" | "star" | "allScoresHref"> }) {
  const t = useT();
  const submit = useSubmit();
  const current = list.sorts.find((choice) => choice.current);
  return (
    <div className="reviews-page__tools">
      <Form method="get" className="sort" preventScrollReset onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <label htmlFor="reviews-sort">{t("reviews.sort")}</label>
        <select id="reviews-sort" name="order" defaultValue={current?.key ?? "date"} key={current?.key}>
          {list.sorts.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {t(`reviews.sorts.${choice.key}`)}
            </option>
          ))}
        </select>
        {list.star && <input type="hidden" name="star" value={list.star} />}
        <noscript>
          <button type="submit">{t("reviews.sortApply")}</button>
        </noscript>
      </Form>
      {list.star && (
        <p className="reviews-page__filter">
          {t("reviews.filteredBy", { score: list.star })} · <Link to={list.allScoresHref}>{t("reviews.allScores")}</Link>
        </p>
      )}
    </div>
  );
}
