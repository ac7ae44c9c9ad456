import { data, redirect } from "react-router";
import type { Route } from "./+types/cms-page";
import type { SiteContentPort } from "#core/port/index.ts";
import type { PageDeclaration } from "#core/cache/page-declaration.ts";
import { cmsTag } from "#core/cache/vocabulary.ts";
import { pageAlternates, pageHref } from "#core/catalog/hrefs.ts";
import { storeRelativePath } from "#core/catalog/route-path.ts";
import { routeContext } from "../context.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import type { StoreView } from "#core/stores.ts";

/** /i/:slug and the content routes (/legal, /kundtjanst, /dk/kobsbetingelser …). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, siteContent, t, page } = routeContext(context);
  const identifier = params.slug ?? storeRelativePath(url, store);
  const cms = await loadCmsPage({ url, store, siteContent, identifier, t, page });
  if (!cms) throw data(null, { status: 404 });
  return cms;
}

/** A CMS page (the shop's own, or a content service's) in the store's content language (trailing slash removed, SPEC §2), or null. */
export async function loadCmsPage(args: { url: URL; store: StoreView; siteContent: SiteContentPort; identifier: string; t: Translate; page: PageDeclaration }) {
  const { url, store, siteContent, t } = args;
  const page = await siteContent.page(store.storeCode, args.identifier.replace(/\/+$/, ""));
  if (!page) return null;
  const slugs = await siteContent.pageSlugs(page);
  // One URL per page: /i/about-us and /customer-service (where the store says /kundtjanst) move there.
  const canonical = pageHref(store, slugs[store.storeCode] ?? page.identifier);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  args.page.type("cms", cmsTag(page.identifier), ...page.tags);
  const alternates = pageAlternates(slugs);
  return {
    kind: "cms" as const,
    page: { title: page.title, content: page.content, pageLayout: page.pageLayout },
    seo: buildPageSeo({
      url,
      title: page.title,
      description: page.metaDescription,
      alternates,
      ogType: "article",
      locale: store.language,
      siteName: t("meta.siteName"),
    }),
    keywords: page.metaKeywords,
  };
}

export type CmsPageData = NonNullable<Awaited<ReturnType<typeof loadCmsPage>>>;
