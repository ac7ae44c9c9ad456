import type { PageWindow } from "#core/domain/editorial-paging.ts";
import type { Translate } from "#core/i18n/translator.ts";
import type { Alternates } from "#core/seo/hreflang.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { buildPageSeo, type PageSeo } from "../seo/page-seo.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import type { Crumb } from "../components/breadcrumbs.tsx";
import type { ListPagerView } from "./list-view.ts";

/** The trail of an editorial page: Home, then the sections above it. */
export function editorialTrail(store: StoreView, t: Translate, ...above: Crumb[]): Crumb[] {
  return [{ name: t("header.home"), href: storePath(store, "/") }, ...above];
}

/**
 * What an editorial page tells crawlers: its breadcrumb trail as JSON-LD, and for a paged list the page
 * number in the title, hreflang twins on the plain first page only and no indexing of load-more views.
 */
export function editorialSeo(args: {
  url: URL;
  store: StoreView;
  t: Translate;
  title: string;
  description: string;
  /** The page's own address (the breadcrumb's last step). */
  href: string;
  trail: Crumb[];
  alternates: Alternates;
  list?: { pager: ListPagerView; window: PageWindow };
  ogType?: PageSeo["ogType"];
  image?: Parameters<typeof buildPageSeo>[0]["image"];
  jsonLd?: object[];
}): PageSeo {
  const { url, t, list } = args;
  const absolute = (href: string) => new URL(href, url.origin).href;
  const plain = !list || (list.window.page === 1 && list.window.more === 0);
  return buildPageSeo({
    // From the page's own address and the page it shows, never the request's raw query: an odd
    // ?page=abc renders the first page, stored under the first page's key, with its canonical.
    url: new URL(args.href + (list && list.window.page > 1 ? `?page=${list.window.page}` : ""), url.origin),
    title: list && list.pager.page > 1 ? `${args.title} – ${t("list.pageOf", { page: list.pager.page, pages: list.pager.pages })}` : args.title,
    description: args.description,
    alternates: plain ? args.alternates : {},
    ogType: args.ogType,
    image: args.image,
    locale: args.store.language,
    siteName: t("meta.siteName"),
    keepParams: ["page"],
    // Load-more views repeat the pages they join: only the plain pages are for search engines.
    noindex: list ? list.window.more > 0 : undefined,
    jsonLd: [
      ...(args.jsonLd ?? []),
      breadcrumbJsonLd([...args.trail, { name: args.title, href: args.href }].map((crumb) => ({ name: crumb.name, url: absolute(crumb.href) }))),
    ],
  });
}
