/**
 * The shop's CMS pages as documents of vue-storefront-api's `cms_page` index: Magento's page record
 * (its REST `cmsPage` fields) with `type: "cms_page"`, as mage2vuestorefront indexes it
 * (src/adapters/magento/cms_page.js keeps the record and adds the type). Magento's dates and
 * layout-update fields are left out: the shop keeps none.
 */
import type { CmsPage } from "../port/content.ts";
import type { Document } from "./vsf-documents.ts";

/** The fields a cms_page document carries, which a query may filter and sort on. */
export const CMS_PAGE_FIELDS = ["id", "identifier", "title", "page_layout", "meta_title", "meta_keywords", "meta_description", "content_heading", "active", "type"] as const;

export function cmsPageDocument(page: CmsPage): Document {
  return {
    id: page.id,
    identifier: page.identifier,
    title: page.title,
    page_layout: page.pageLayout,
    meta_title: page.metaTitle,
    meta_keywords: page.metaKeywords,
    meta_description: page.metaDescription,
    content_heading: page.title,
    content: page.content,
    active: true,
    type: "cms_page",
  };
}
