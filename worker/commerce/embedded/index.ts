import type { Env } from "../../env.ts";
import type { CommercePort } from "../port.ts";
import { readCategoryTree, readProductList, readProductSummaries, readRelatedProducts } from "./catalog.ts";
import { readCategoryAlternates, readCategoryBySlug, readCategoryByUrlPath, readCategoryListing, readFilterLabels } from "./categories.ts";
import { updateProduct } from "./admin.ts";
import { readBanners, readCmsAlternates, readCmsPage, readUrlRewrite } from "./content.ts";
import { readImageSubject } from "./media.ts";
import { readProductBySku, readProductOptions, readProductByUrlPath, readShowroomStock } from "./product.ts";
import { readReviewSummary } from "./reviews.ts";
import { placeOrder, readOrderByIdempotencyKey, readOrderByIncrementId } from "./orders.ts";
import { createCustomer, customerExists } from "./customers.ts";
import { readSitemap } from "./sitemap.ts";
import { readStockItems } from "./stock.ts";

function isoToday(pinned: string | undefined): string {
  return pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned) ? pinned : new Date().toISOString().slice(0, 10);
}

/** The commerce backend that ships with the project: catalog and content in D1. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createEmbeddedCommerce(env: Pick<Env, "DB" | "CATALOG_TODAY" | "REVIEW_SERVICE_LATENCY_MS">): CommercePort {
  const db = env.DB;
  const reviewLatency = Math.max(0, Number(env.REVIEW_SERVICE_LATENCY_MS) || 0);
  return {
    today: () => isoToday(env.CATALOG_TODAY),
    categoryTree: (store) => readCategoryTree(db, store),
    productList: (store, list, limit) => readProductList(db, store, list, limit),
    categoryByUrlPath: (store, urlPath) => readCategoryByUrlPath(db, store, urlPath),
    categoryBySlug: (store, slug) => readCategoryBySlug(db, store, slug),
    categoryAlternates: (categoryId) => readCategoryAlternates(db, categoryId),
    categoryListing: (store, categoryId) => readCategoryListing(db, store, categoryId),
    filterLabels: (store) => readFilterLabels(db, store),
    productSummaries: (store, ids) => readProductSummaries(db, store, ids),
    productBySku: (store, sku) => readProductBySku(db, store, sku),
    productOptions: (store, sku) => readProductOptions(db, store, sku),
    productByUrlPath: (store, urlPath) => readProductByUrlPath(db, store, urlPath),
    relatedProducts: (store, productId, limit) => readRelatedProducts(db, store, productId, limit),
    showroomStock: (sku) => readShowroomStock(db, sku),
    reviewSummary: async (store, productId) => {
      if (reviewLatency) await sleep(reviewLatency);
      return readReviewSummary(db, store, productId);
    },
    cmsPage: (store, identifier) => readCmsPage(db, store, identifier),
    cmsAlternates: (page) => readCmsAlternates(db, page),
    banners: (store) => readBanners(db, store),
    urlRewrite: (store, requestPath) => readUrlRewrite(db, store, requestPath),
    imageSubject: (kind, key) => readImageSubject(db, kind, key),
    sitemap: (store) => readSitemap(db, store),
    stockItems: (store, skus) => readStockItems(db, store, skus),
    placeOrder: (order) => placeOrder(db, order, isoToday(env.CATALOG_TODAY)),
    orderByIncrementId: (incrementId) => readOrderByIncrementId(db, incrementId),
    orderByIdempotencyKey: (key) => readOrderByIdempotencyKey(db, key),
    customerExists: (email) => customerExists(db, email),
    createCustomer: (customer) => createCustomer(db, customer),
    updateProduct: (sku, change) => updateProduct(db, sku, change, isoToday(env.CATALOG_TODAY)),
  };
}
