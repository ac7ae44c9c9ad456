/**
 * The commerce backend over a vue-storefront-api in front of Magento 2 (COMMERCE_BACKEND=upstream):
 * catalog, search, stock, carts, orders and customer sessions are Magento's. What SPEC §1 gives to
 * other services, or Magento does not hold, stays the shop's own on D1: CMS pages, banners and URL
 * rewrites, the magazine, site reviews and review votes, delivery booking and pickup points, the
 * invoice provider, the newsletter, and Magento customers' wishlists and carts. That data comes as `own`, a
 * backend of the port (the D1 adapter, composed in worker/middleware/services.ts): this adapter reads it
 * through the port alone. One client per request: its reads are memoized and counted for that request only.
 */
import { PAYMENT_METHOD_CODES } from "#core/payments/payment-methods.ts";
import { HOSTED_CHECKOUT_METHOD } from "#core/domain/hosted-checkout.ts";
import type { Commerce } from "#core/port/index.ts";
import { configOf } from "../../config.ts";
import type { CoreCommerce } from "../shop/core-commerce.ts";
import { createHostedCheckoutService } from "../shop/hosted-checkout.ts";
import { upstreamCustomerAccounts } from "./accounts.ts";
import { catalogSearchPath, upstreamCatalogReads } from "./catalog.ts";
import { upstreamCart } from "./cart.ts";
import { upstreamCartItems } from "./cart-items.ts";
import { upstreamCheckout } from "./checkout.ts";
import { createUpstreamClient } from "./client.ts";
import type { UpstreamConfig } from "./config.ts";
import { upstreamCustomerSessions } from "./customers.ts";
import { upstreamOrders } from "./orders.ts";
import { upstreamPrices } from "./prices.ts";
import { upstreamReviews } from "./reviews.ts";
import { upstreamSearch } from "./search.ts";
import { upstreamStock } from "./stock.ts";

/** A capability the upstream adapter does not offer yet: the request fails with this, never with a wrong answer. */
export class NotOfferedError extends Error {
  override name = "NotOfferedError";
  constructor(capability: string) {
    super(`${capability} is not offered with COMMERCE_BACKEND=upstream yet`);
  }
}

const notOffered = (capability: string) => () => Promise.reject(new NotOfferedError(capability));

export function createUpstreamCommerce(env: Env, config: UpstreamConfig, own: CoreCommerce, decorate: (core: CoreCommerce) => CoreCommerce = (core) => core): Commerce {
  const client = createUpstreamClient({ baseUrl: config.baseUrl, deadlineMs: config.deadlineMs });
  const prices = upstreamPrices(client, config.storeIds);
  const catalog = upstreamCatalogReads(client, config.catalog, prices);
  const stock = upstreamStock(client, config.catalog, prices);
  const sessions = upstreamCustomerSessions(client, config.storeIds);
  const search = upstreamSearch(client, config.catalog);
  const cartItems = upstreamCartItems(client, (store) => catalogSearchPath(store, config.catalog.indexPrefix, "product"), catalog, { photos: config.catalog.photos === true });
  const orders = upstreamOrders(client, env, stock, { ...config, items: cartItems });
  const core: CoreCommerce = {
    ...own,
    catalog: {
      ...catalog,
      today: own.catalog.today,
      // Magento's products and categories, and the shop's own CMS pages.
      sitemap: async (store) => [...(await catalog.sitemap(store)), ...(await own.catalog.sitemap(store)).filter((entry) => entry.type === "cms")],
      // Banners are the shop's content: their pictures are drawn from its own data.
      imageSubject: (kind, key, colour) => (kind === "banner" ? own.catalog.imageSubject(kind, key, colour) : catalog.imageSubject(kind, key, colour)),
    },
    search: {
      ...own.search,
      products: search.products,
      correction: search.correction,
      // Magento's categories; Magento has no collections; pages and articles are the shop's own.
      documents: (store, kind, terms, limit) => (kind === "category" ? search.categories(store, terms, limit) : kind === "collection" ? Promise.resolve([]) : own.search.documents(store, kind, terms, limit)),
    },
    stock: { ...own.stock, ...stock },
    orders,
    reviews: upstreamReviews(client, config.catalog, config.storeIds, own.reviews),
    customers: { ...sessions, ...upstreamCustomerAccounts(client, env.DB, sessions, config) },
    admin: { updateProduct: notOffered("catalog changes (Magento's admin changes its products)") },
  };
  const backend = decorate(core);
  const basics = upstreamCart(client, { env, stock, shippingMethods: config.shippingMethods, items: cartItems });
  const paymentMethods = PAYMENT_METHOD_CODES.filter((code) => config.paymentMethods[code]);
  const carts = { ...basics, ...upstreamCheckout(backend, basics, orders, paymentMethods), paymentMethods };
  // The shop's hosted checkout over Magento's cart: paid first, then placed in Magento with the payment method mapped for it.
  const hostedCheckout = createHostedCheckoutService(env, configOf(env).hostedCheckout, backend, carts);
  return { ...backend, carts, hostedCheckout: config.paymentMethods[HOSTED_CHECKOUT_METHOD] ? hostedCheckout : { ...hostedCheckout, available: false } };
}
