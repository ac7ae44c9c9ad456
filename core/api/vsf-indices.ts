/**
 * The catalog's Elasticsearch index names, one per store, as vue-storefront-api's `storeViews.<code>.elasticsearch.index`
 * names them: `vue_storefront_catalog` for the default store (se), `vue_storefront_catalog_<code>` for the others. Pure.
 */
import { STORE_CODES, STORE_VIEWS, type StoreCode } from "../stores.ts";

export const CATALOG_INDEX = "vue_storefront_catalog";

export const indexOf = (store: StoreCode): string => (STORE_VIEWS[store].urlPrefix === "" ? CATALOG_INDEX : `${CATALOG_INDEX}_${store}`);

/** The store an index name belongs to; null for a name the API does not list. */
export function storeOfIndex(index: string): StoreCode | null {
  return STORE_CODES.find((code) => indexOf(code) === index) ?? null;
}
