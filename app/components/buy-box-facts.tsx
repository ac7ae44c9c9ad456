import { Link } from "react-router";
import { formatDeliveryDay, formatMoney, formatNumber } from "#core/domain/money.ts";
import { pluralKey } from "#core/i18n/translator.ts";
import { storePath } from "#core/stores.ts";
import type { ProductPageData } from "../routes/product.server.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { Stars } from "./stars.tsx";

/** Stars and how many reviews, linking to them; with none yet, an invitation to write the first. */
export function RatingLink({ rating, href }: { rating: ProductPageData["rating"]; href: string }) {
  const t = useT();
  const { i18n } = useStoreView();
  if (!rating) return null;
  if (rating.count === 0 || rating.average === null) {
    return (
      <p className="buy-rating">
        <Link to={href}>{t("reviews.writeFirst")}</Link>
      </p>
    );
  }
  const average = formatNumber(rating.average, i18n, 1, false);
  return (
    <p className="buy-rating">
      <Link to={href}>
        <Stars score={rating.average} />
        <span className="visually-hidden">{`${t("reviews.outOf", { average })}, `}</span>
        {t(pluralKey(i18n.defaultLocale, "product.reviewCount", rating.count), { count: rating.count })}
      </Link>
    </p>
  );
}

/** How the product travels, what that costs and when it can come: the checkout's own rules, for everyone. */
export function DeliveryPromise({ delivery }: { delivery: ProductPageData["delivery"] }) {
  const t = useT();
  const { i18n } = useStoreView();
  if (!delivery) return null;
  const price = formatMoney(delivery.priceInclTax, i18n);
  return (
    <p className={`buy-delivery buy-delivery--${delivery.kind}`}>
      {delivery.kind === "home"
        ? t("product.delivery.home", { price, day: formatDeliveryDay(delivery.firstDay, i18n.defaultLocale) })
        : t("product.delivery.parcel", { price, min: delivery.leadDays.min, max: delivery.leadDays.max })}
    </p>
  );
}

/** What the shop promises every order: its customers' score, home delivery hours and free returns. */
export function TrustStrip({ trust }: { trust: ProductPageData["trust"] }) {
  const t = useT();
  const store = useStoreView();
  const { i18n } = store;
  return (
    <ul className="trust-strip" aria-label={t("product.trust.label")}>
      {trust.site && (
        <li>
          <Link to={storePath(store, `/${store.paths.customerReviews}`)}>
            <Stars score={trust.site.average} />
            {t(pluralKey(i18n.defaultLocale, "product.trust.siteScore", trust.site.count), { average: formatNumber(trust.site.average, i18n, 1, false), count: trust.site.count })}
          </Link>
        </li>
      )}
      <li>
        <Link to={storePath(store, `/${store.paths.delivery}`)}>{t("product.trust.delivery")}</Link>
      </li>
      <li>
        <Link to={storePath(store, "/returns")}>{t("product.trust.returns", { days: trust.freeReturnDays })}</Link>
      </li>
    </ul>
  );
}
