/**
 * The shop's CMS pages as documents of vue-storefront-api's `cms_page` index: Magento's page record
 * (cms-page-record.ts) with `content_heading` and `type: "cms_page"`, as mage2vuestorefront indexes it
 * (src/adapters/magento/cms_page.js keeps the record and adds the type). Magento's dates and
 * layout-update fields are left out: the shop keeps none.
 */
import type { ContentPage } from "../port/site-content.ts";
import { cmsPageRecord } from "./cms-page-record.ts";
import type { Document } from "./vsf-documents.ts";

/** The fields a cms_page document carries, which a query may filter and sort on. */
export const CMS_PAGE_FIELDS = ["id", "identifier", "title", "page_layout", "meta_title", "meta_keywords", "meta_description", "content_heading", "active", "type"] as const;

/** `page` is one of the commerce backend's own pages, whose ids are Magento's page ids: numbers. */
export function cmsPageDocument(page: ContentPage): Document {
  return { ...cmsPageRecord(page), id: Number(page.id), content_heading: page.title, type: "cms_page" };
}
