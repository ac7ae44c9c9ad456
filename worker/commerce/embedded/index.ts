import type { Env } from "../../env.ts";
import type { CommercePort } from "../port.ts";
import { readCategoryByUrlPath, readCategoryProducts, readCategoryTree, readProductList } from "./catalog.ts";
import { readProductBySku } from "./product.ts";
import { readImageSubject } from "./media.ts";
import { readBanners, readCmsPage, readUrlRewrite } from "./content.ts";

function isoToday(pinned: string | undefined): string {
  return pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned) ? pinned : new Date().toISOString().slice(0, 10);
}

/** The commerce backend that ships with the project: catalog and content in D1. */
export function createEmbeddedCommerce(env: Pick<Env, "DB" | "CATALOG_TODAY">): CommercePort {
  const db = env.DB;
  return {
    today: () => isoToday(env.CATALOG_TODAY),
    categoryTree: (store) => readCategoryTree(db, store),
    productList: (store, list, limit) => readProductList(db, store, list, limit),
    categoryByUrlPath: (store, urlPath) => readCategoryByUrlPath(db, store, urlPath),
    categoryProducts: (store, categoryId, page) => readCategoryProducts(db, store, categoryId, page),
    productBySku: (store, sku) => readProductBySku(db, store, sku),
    cmsPage: (store, identifier) => readCmsPage(db, store, identifier),
    banners: (store) => readBanners(db, store),
    urlRewrite: (store, requestPath) => readUrlRewrite(db, store, requestPath),
    imageSubject: (kind, key) => readImageSubject(db, kind, key),
  };
}
