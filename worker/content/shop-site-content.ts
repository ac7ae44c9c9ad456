import type { Commerce, SiteContentPort } from "#core/port/index.ts";
import type { ContentPage, HomeBanner } from "#core/port/site-content.ts";
import type { CmsPage } from "#core/port/content.ts";
import { shopFooterColumns } from "#core/content/shop-footer.ts";
import { dictionaryFor } from "#core/i18n/dictionaries.server.ts";
import { createTranslator } from "#core/i18n/translator.ts";
import { STORE_VIEWS, storePath } from "#core/stores.ts";

function contentPage(page: CmsPage): ContentPage {
  return {
    id: String(page.id),
    pageKey: page.pageKey,
    identifier: page.identifier,
    title: page.title,
    metaTitle: page.metaTitle,
    metaKeywords: page.metaKeywords,
    metaDescription: page.metaDescription,
    content: page.content,
    pageLayout: page.pageLayout,
    active: true,
    tags: [],
  };
}

/**
 * The shop's own content, without a content service: the commerce backend's CMS pages and banners (D1,
 * seeded), the category tree as the header's navigation and the footer of the shop's pages.
 */
export function createShopSiteContent(commerce: Commerce): SiteContentPort {
  return {
    async page(store, identifier) {
      const page = await commerce.content.cmsPage(store, identifier);
      return page && contentPage(page);
    },
    async pageById(store, id) {
      if (!/^\d{1,12}$/.test(id)) return null;
      const page = await commerce.content.cmsPageById(store, Number(id));
      return page && contentPage(page);
    },
    pageSlugs: (page) => commerce.content.cmsSlugs(page),
    async navigation(store, categories) {
      const view = STORE_VIEWS[store];
      const href = (urlPath: string) => storePath(view, `/${urlPath}`);
      return (await categories()).map((category) => ({
        label: category.name,
        href: href(category.urlPath),
        categoryId: category.id,
        children: category.children.map((child) => ({ label: child.name, href: href(child.urlPath), categoryId: child.id })),
      }));
    },
    async footer(store, locale) {
      return { columns: shopFooterColumns(STORE_VIEWS[store], createTranslator(locale, dictionaryFor(locale))) };
    },
    async banners(store) {
      return (await commerce.content.banners(store)).map(
        (banner): HomeBanner => ({ id: String(banner.id), kind: banner.kind, title: banner.title, subtitle: banner.subtitle, href: banner.link, image: null, tags: [] }),
      );
    },
  };
}
