import type { CommercePort } from "../../worker/commerce/port.ts";
import type { Translate } from "../i18n/translator.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import type { StoreView } from "../stores.ts";

/** A CMS page in the store's content language (trailing slash removed, SPEC §2), or null. */
export async function loadCmsPage(args: { url: URL; store: StoreView; commerce: CommercePort; identifier: string; t: Translate; tag: (...tags: string[]) => void }) {
  const { url, store, commerce, t } = args;
  const page = await commerce.cmsPage(store.storeCode, args.identifier.replace(/\/+$/, ""));
  if (!page) return null;
  args.tag("type:cms", `cms:${page.identifier}`);
  const alternates = await commerce.cmsAlternates(page);
  return {
    kind: "cms" as const,
    page: { title: page.title, content: page.content, pageLayout: page.pageLayout },
    seo: buildPageSeo({
      url,
      title: page.metaTitle || page.title,
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
