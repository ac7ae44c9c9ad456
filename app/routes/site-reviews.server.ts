import { redirect } from "react-router";
import type { Route } from "./+types/site-reviews";
import { SITE_REVIEWS_TAG } from "#core/cache/vocabulary.ts";
import { routeContext } from "../context.ts";
import { isPlainList, reviewListParams, reviewListQuery } from "#core/domain/reviews.ts";
import { SORT_CHOICES, reviewListView } from "../reviews/review-list-view.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { STORE_CODES, STORE_VIEWS, storePath } from "#core/stores.ts";

/** The sorts of site reviews: they have no votes. */
export const SITE_SORTS = SORT_CHOICES.filter((choice) => choice.sort !== "votes");

/**
 * /kundomdomen (and each store's localized path): what customers say of the shop itself, 10 per page,
 * newest first by default (SPEC §7 site reviews: page, per_page, sort; defaults 1, 10, date).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const base = storePath(store, `/${store.paths.customerReviews}`);
  const query = reviewListQuery(url.searchParams);
  const order = SITE_SORTS.find((choice) => choice.key === url.searchParams.get("order"));
  if (order) throw redirect(`${base}?${reviewListParams({ ...query, sort: order.sort, direction: order.direction, page: 1 })}`.replace(/\?$/, ""), 303);
  for (const [name, value] of reviewListParams(query)) page.dependsOn(name, value);
  page.type("reviews", SITE_REVIEWS_TAG);

  const reviews = await page.deferred(() => commerce.reviews.siteReviews(store.storeCode, query), null);
  const list = reviews && reviewListView(reviews, query, (params) => base + (params.size ? `?${params}` : ""), SITE_SORTS);
  const filtered = !isPlainList(query);
  const number = (n: number) => new Intl.NumberFormat(store.i18n.defaultLocale, { maximumFractionDigits: 1 }).format(n);
  return {
    list,
    seo: buildPageSeo({
      // The canonical from the list's normalized query, never the raw one (?page=abc is page 1).
      url: new URL(`${base}?${reviewListParams(query)}`.replace(/\?$/, ""), url.origin),
      title: t("reviews.site.title"),
      description: list ? t("reviews.site.metaDescription", { count: list.bottomline.count, average: number(list.bottomline.average ?? 0) }) : t("reviews.site.intro"),
      alternates: Object.fromEntries(STORE_CODES.map((code) => [code, storePath(STORE_VIEWS[code], `/${STORE_VIEWS[code].paths.customerReviews}`)])),
      locale: store.language,
      siteName: t("meta.siteName"),
      keepParams: filtered ? [] : ["page"],
      noindex: filtered || !list,
    }),
  };
}
