import type { Commerce, CustomersPort } from "#core/port/index.ts";
import { ADDRESS_BOOK_LIMIT } from "#core/domain/address-book.ts";
import { readCategoryChildren, readCategoryTree, readFeaturedProducts, readProductList, readProductSummaries, readRelatedProducts } from "./catalog.ts";
import { readCategorySlugs, readCategoryBySlug, readCategoryByUrlPath, readFilterLabels } from "./categories.ts";
import { updateProduct } from "./admin.ts";
import { createCartService } from "./carts.ts";
import { readBanners, readCmsSlugs, readCmsPage, readCmsPageById, readUrlRewrite } from "./content.ts";
import { createCustomerAccounts } from "./customer-accounts.ts";
import { createCustomer, createCustomerSessions } from "./customers.ts";
import { createNewsletter } from "./newsletter.ts";
import { readListing } from "./listing.ts";
import { readImageSubject } from "./media.ts";
import { readNearestPickupPoints, readPickupPoint } from "./pickup-points.ts";
import { bookShipment, readShipment, readTracking } from "./shipments.ts";
import { invoiceProvider } from "../../payments/invoice-provider.ts";
import { storesApiCarrier } from "../carrier/stores-api-carrier.ts";
import type { CoreCommerce } from "../shop/core-commerce.ts";
import { createHostedCheckoutService } from "../shop/hosted-checkout.ts";
import { earlierOrder, placeOrder, readOrderByIdempotencyKey, readOrderByIncrementId, withdrawOrder } from "./orders.ts";
import { readProductBySku, readProductFacts, readProductsBySku, readProductOptions, readProductByUrlPath, readShowroomStock } from "./product.ts";
import { d1Reviews } from "./reviews.ts";
import { d1Editorial } from "./editorial.ts";
import { readCorrection, readSearchHits, readSearchRedirect } from "./search.ts";
import { readSitemap } from "./sitemap.ts";
import { readStockItems } from "./stock.ts";
import { configOf } from "../../config.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function customersOf(db: D1Database, secret: () => string): CustomersPort {
  const { customerOf, ...sessions } = createCustomerSessions(db, secret);
  return { addressBookLimit: ADDRESS_BOOK_LIMIT, create: (customer) => createCustomer(db, customer), ...sessions, ...createCustomerAccounts(db, customerOf) };
}

/**
 * The commerce backend that ships with the project: catalog, content, orders and customers in
 * D1, carts and hosted-checkout orders in Durable Objects, payments through the configured provider.
 * `db`: the request's database (db/d1-session.ts), read through its D1 session.
 */
export function createD1Commerce(env: Env, decorate: (core: CoreCommerce) => CoreCommerce = (core) => core, db: D1Database = env.DB): Commerce {
  const config = configOf(env);
  // The upstream backend borrows the rest of this one, never its customers: those are Magento's.
  const tokenSecret = () => {
    if (config.backend.kind !== "embedded") throw new Error("the embedded backend's customers sign in only with COMMERCE_BACKEND=embedded");
    return config.backend.customerTokenSecret;
  };
  const today = () => config.catalogToday ?? new Date().toISOString().slice(0, 10);
  // The embedded review source stands in for a third-party service (SPEC §1): it can be made slow or down.
  const { latencyMs: reviewLatency, down: reviewsDown } = config.reviewService;
  const reviews = d1Reviews(db);
  const asReviewService = async <T,>(read: () => Promise<T>): Promise<T> => {
    if (reviewsDown) {
      if (reviewLatency) await sleep(reviewLatency);
      throw new Error("the review service is down (REVIEW_SERVICE_DOWN=1)");
    }
    // The service's answer takes its time on the way; its own storage (D1 here) is read as the question arrives.
    const [answer] = await Promise.all([read(), reviewLatency ? sleep(reviewLatency) : null]);
    return answer;
  };
  const core: CoreCommerce = {
    catalog: {
      today,
      categoryTree: (store) => readCategoryTree(db, store),
      productList: (store, list, limit) => readProductList(db, store, list, limit),
      categoryByUrlPath: (store, urlPath) => readCategoryByUrlPath(db, store, urlPath),
      categoryBySlug: (store, slug) => readCategoryBySlug(db, store, slug),
      categorySlugs: (categoryId) => readCategorySlugs(db, categoryId),
      categoryChildren: (store, categoryId) => readCategoryChildren(db, store, categoryId),
      listing: (store, scope, query) => readListing(db, store, today(), scope, query),
      filterLabels: (store) => readFilterLabels(db, store),
      productSummaries: (store, ids) => readProductSummaries(db, store, "id", ids),
      productSummariesBySku: (store, skus) => readProductSummaries(db, store, "sku", skus),
      productBySku: (store, sku) => readProductBySku(db, store, sku),
      productsBySku: (store, skus) => readProductsBySku(db, store, skus),
      productFacts: (store, skus) => readProductFacts(db, store, skus),
      productOptions: (store, sku) => readProductOptions(db, store, sku),
      productByUrlPath: (store, urlPath) => readProductByUrlPath(db, store, urlPath),
      relatedProducts: (store, productId, limit) => readRelatedProducts(db, store, productId, limit),
      featuredProducts: (store, categoryId, limit) => readFeaturedProducts(db, store, categoryId, limit),
      sitemap: (store) => readSitemap(db, store),
      imageSubject: (kind, key, colour) => readImageSubject(db, kind, key, colour),
    },
    search: {
      products: (store, terms, query, window) => readListing(db, store, today(), { kind: "search", terms }, query, window),
      documents: (store, kind, terms, limit) => readSearchHits(db, store, kind, terms, limit),
      correction: (store, terms) => readCorrection(db, store, terms),
      redirect: (store, text) => readSearchRedirect(db, store, text),
    },
    stock: {
      stockItems: (store, skus) => readStockItems(db, store, skus),
      showroomStock: (sku) => readShowroomStock(db, sku),
    },
    content: {
      cmsPage: (store, identifier) => readCmsPage(db, store, identifier),
      cmsPageById: (store, id) => readCmsPageById(db, store, id),
      cmsSlugs: (page) => readCmsSlugs(db, page),
      banners: (store) => readBanners(db, store),
      urlRewrite: (store, requestPath) => readUrlRewrite(db, store, requestPath),
    },
    editorial: d1Editorial(db, today),
    reviews: {
      ...reviews,
      // The reads, made slow or failing on demand: pages must stream and fail soft without them.
      reviewSummary: (store, productId) => asReviewService(() => reviews.reviewSummary(store, productId)),
      storesWithReviews: (productId) => asReviewService(() => reviews.storesWithReviews(productId)),
      productReviews: (store, productId, query) => asReviewService(() => reviews.productReviews(store, productId, query)),
      siteReviews: (store, query) => asReviewService(() => reviews.siteReviews(store, query)),
      review: (store, id) => asReviewService(() => reviews.review(store, id)),
    },
    orders: {
      place: (order) => placeOrder(db, order, today()),
      byIncrementId: (incrementId) => readOrderByIncrementId(db, incrementId),
      byIdempotencyKey: (key) => readOrderByIdempotencyKey(db, key),
      earlier: (order) => earlierOrder(db, order),
      withdraw: (key, cartId) => withdrawOrder(db, key, cartId, new Date().toISOString()),
    },
    delivery: {
      // A real carrier's pickup points when one is configured (CARRIER_API_URL), else the built-in carrier's.
      ...(storesApiCarrier(config.carrier) ?? {
        pickupPoints: (country, postcode, limit) => readNearestPickupPoints(db, country, postcode, limit),
        pickupPoint: (country, agentId) => readPickupPoint(db, country, agentId),
      }),
      shipment: (shipmentNumber) => readShipment(db, shipmentNumber),
      bookShipment: (shipmentNumber, change) => bookShipment(db, shipmentNumber, change),
      tracking: (orderNumber) => readTracking(db, orderNumber),
    },
    invoice: invoiceProvider(config.invoiceProvider),
    customers: customersOf(db, tokenSecret),
    newsletter: createNewsletter(db),
    admin: {
      updateProduct: (sku, change) => updateProduct(db, sku, change, today()),
    },
  };
  // Carts and the hosted checkout sit on the rest of the backend (pricing, stock, orders), decorated.
  const backend = decorate(core);
  const carts = createCartService(env, backend);
  return { ...backend, carts, hostedCheckout: createHostedCheckoutService(env, config.hostedCheckout, backend, carts) };
}
