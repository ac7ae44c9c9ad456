import type { Commerce, SiteContentPort } from "#core/port/index.ts";
import { categoryTag, productTag } from "#core/cache/vocabulary.ts";
import { pageHref, productHref } from "#core/catalog/hrefs.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import type { ContentSourceConfig } from "../config.ts";
import { createContentfulSiteContent } from "./contentful/contentful-site-content.ts";
import { createDeliveryApi } from "./contentful/delivery-api.ts";
import type { CatalogLinks } from "./contentful/linked-content.ts";
import { createShopSiteContent } from "./shop-site-content.ts";
import { withLastSeen } from "./last-seen.ts";

/** An editor's product and category references, to the store's own URLs of them (and the tags of what they show). */
export function catalogLinks(commerce: Commerce): CatalogLinks {
  return {
    async product(store, sku) {
      const product = await commerce.catalog.productBySku(store, sku);
      return product && { href: productHref(STORE_VIEWS[store], product.sku, product.slug), tags: [productTag(product.id)] };
    },
    async category(store, categoryId) {
      const category = await commerce.catalog.categoryBySlug(store, String(categoryId));
      return category && { href: pageHref(STORE_VIEWS[store], category.urlPath), tags: [categoryTag(category.id)], categoryId: category.id };
    },
  };
}

/**
 * The content port the configuration names: the shop's own content (D1), or Contentful's space, whose navigation
 * and footer fall back to the last version seen (`kv`) while it does not answer.
 */
export function siteContentFor(source: ContentSourceConfig, commerce: Commerce, kv: KVNamespace, defer: (task: Promise<unknown>) => void): SiteContentPort {
  if (source.kind === "shop") return createShopSiteContent(commerce);
  return withLastSeen(createContentfulSiteContent({ api: createDeliveryApi(source), locales: source.locales, catalog: catalogLinks(commerce) }), kv, defer);
}
