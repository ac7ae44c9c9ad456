import { Suspense } from "react";
import { Await } from "react-router";
import { formatDate } from "../domain/money.ts";
import { pluralKey } from "../i18n/translator.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { ProductPageData } from "../routes/product.server.ts";

function Stars({ score }: { score: number }) {
  return <span className="stars" aria-hidden="true" style={{ "--score": score } as React.CSSProperties} />;
}

export default function Reviews({ reviews }: { reviews: ProductPageData["reviews"] }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("product.reviews.title")}</h2>
      <Suspense fallback={<p aria-busy="true">{t("product.reviews.loading")}</p>}>
        <Await resolve={reviews}>
          {(summary) =>
            summary === null ? (
              <p className="quiet">{t("product.reviews.unavailable")}</p>
            ) : summary.count === 0 ? (
              <p>{t("product.reviews.none")}</p>
            ) : (
              <>
                <p className="reviews__bottomline">
                  <Stars score={summary.average ?? 0} />{" "}
                  {t(pluralKey(store.i18n.defaultLocale, "product.reviews.average", summary.count), {
                    average: new Intl.NumberFormat(store.i18n.defaultLocale, { maximumFractionDigits: 1 }).format(summary.average ?? 0),
                    count: summary.count,
                  })}
                </p>
                <ul className="reviews__list">
                  {summary.latest.map((r) => (
                    <li key={r.id}>
                      <h3>{r.title}</h3>
                      <p className="reviews__meta">
                        <Stars score={r.score} /> {t("product.reviews.score", { score: r.score })} · {r.displayName} · {formatDate(r.createdAt, store.i18n.defaultLocale)}
                        {r.verifiedBuyer && ` · ${t("product.reviews.verified")}`}
                      </p>
                      <p>{r.content}</p>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

