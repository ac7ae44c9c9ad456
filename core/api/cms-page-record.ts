/**
 * SPEC §3 "CMS page": Magento's CMS page record, as the content port's page maps onto it (a content-service
 * page with page_layout 'contentful' and its identifier from the URL slug). The content service's route
 * answers it as it is; vue-storefront-api's cms_page index adds its own fields (vsf-cms-documents.ts).
 */
import type { ContentPage } from "../port/site-content.ts";

export function cmsPageRecord(page: ContentPage) {
  return {
    id: page.id,
    identifier: page.identifier,
    title: page.title,
    page_layout: page.pageLayout,
    meta_title: page.metaTitle,
    meta_keywords: page.metaKeywords,
    meta_description: page.metaDescription,
    content: page.content,
    active: page.active,
  };
}
