import type { Commerce, SiteContentPort } from "#core/port/index.ts";
import { categoryTag, productTag } from "#core/cache/vocabulary.ts";
import { pageHref, productHref } from "#core/catalog/hrefs.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import type { ContentSourceConfig } from "../config.ts";
import { createContentfulSiteContent } from "./contentful/contentful-site-content.ts";
import { createDeliveryApi } from "./contentful/delivery-api.ts";
import type { CatalogLinks } from "./contentful/linked-content.ts";
import { createShopSiteContent } from "./shop-site-content.ts";

/** An editor's product and category references, to the store's own URLs of them (and the tags of what they show). */
export function catalogLinks(commerce: Commerce): CatalogLinks {
  return {
    async product(store, sku) {
      const product = await commerce.catalog.productBySku(store, sku);
      return product && { href: productHref(STORE_VIEWS[store], product.sku, product.slug), tags: [productTag(product.id)] };
    },
    async category(store, categoryId) {
      const category = await commerce.catalog.categoryBySlug(store, String(categoryId));
      return category && { href: pageHref(STORE_VIEWS[store], category.urlPath), tags: [categoryTag(category.id)] };
    },
  };
}

/** The content port the configuration names: Contentful's space, or the shop's own content (D1). */
export function siteContentFor(source: ContentSourceConfig, commerce: Commerce): SiteContentPort {
  if (source.kind === "shop") return createShopSiteContent(commerce);
  return createContentfulSiteContent({ api: createDeliveryApi(source), locales: source.locales, catalog: catalogLinks(commerce) });
}
