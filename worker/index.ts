import { WorkerEntrypoint } from "cloudflare:workers";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { timing } from "hono/timing";
import { bookingApi } from "./api/booking.ts";
import { extraFeesApi } from "./api/extra-fees.ts";
import { logtradeApi } from "./api/logtrade.ts";
import { cartApi } from "./api/cart.ts";
import { catalogMethodRefused, catalogSearchAnswer, catalogSearchLookupQuery, catalogSearchPost } from "./api/catalog-search.ts";
import { clientErrorsApi } from "./api/client-errors.ts";
import { contentfulApi } from "./api/contentful.ts";
import { deployVersionApi } from "./api/deploy-version.ts";
import { reply } from "./api/envelope.ts";
import { orderApi } from "./api/order.ts";
import { productRenderApi } from "./api/product-render-list.ts";
import { productsApi } from "./api/products.ts";
import { reviewsApi } from "./api/reviews.ts";
import { searchAnswer, searchLookupQuery } from "./api/search.ts";
import { stockApi } from "./api/stock.ts";
import { urlMapApi } from "./api/url-map.ts";
import { newsletterApi } from "./api/newsletter.ts";
import { userApi } from "./api/user.ts";
import { wishlistApi } from "./api/wishlist.ts";
import type { AppEnv } from "./app-env.ts";
import { cachedPages } from "./cache/cached-pages.ts";
import { purgeDatedPages } from "./cache/day-change.ts";
import { frontRoute } from "./cache/front-route.ts";
import { hasWorkersCache, type PagesProps } from "./cache/workers-cache.ts";
import { storedPageHits } from "./cache/stored-page-hits.ts";
import { MEDIA_PREFIX } from "#core/catalog/images.ts";
import { DEPLOY_VERSION_PATH } from "#core/offline/deploy-version.ts";
import { mediaRoutes } from "./media/routes.ts";
import { checkedConfig } from "./middleware/checked-config.ts";
import { contentSecurityPolicy } from "./middleware/content-security-policy.ts";
import { requestGuards } from "./middleware/request-guards.ts";
import { requestId } from "./middleware/request-id.ts";
import { unhandledError } from "./middleware/unhandled-error.ts";
import { publicOrigin } from "./middleware/public-origin.ts";
import { noStore } from "./middleware/no-store.ts";
import { sameOriginForms } from "./middleware/same-origin-forms.ts";
import { services } from "./middleware/services.ts";
import { storeCode } from "./middleware/store-code.ts";
import { checkConfig } from "./config.ts";
import { invalidateRoutes, opsRoutes } from "./ops/routes.ts";
import { contentWebhookRoutes } from "./content/webhook.ts";
import { builtinProviderPages } from "./payments/builtin-provider.ts";
import { renderPage } from "./render-page.ts";
import { webAppManifest } from "./offline/web-app-manifest.ts";
import { STORE_PREFIXES } from "#core/store-prefixes.ts";

export { CacheIndex } from "./objects/cache-index.ts";
export { Cart } from "./objects/cart.ts";
export { HostedCheckout } from "./objects/hosted-checkout.ts";

export const app = new Hono<AppEnv>();

// Middleware runs once per request, in this order; every router below reads what it set. A fresh
// stored page is answered by storedPageHits, so a hit runs only what is above it (docs/caching.md).
app.use(requestId());
app.use(
  secureHeaders({
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    // The shop uses none of these; a third-party script could not either. (No "bluetooth": Chromium, the only browser with Web Bluetooth, does not know it as a policy and warns on every page.)
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], usb: [], serial: [], hid: [], displayCapture: [] },
  }),
);
app.use(checkedConfig());
app.use(storedPageHits());
app.use(timing({ crossOrigin: false }));
app.use(contentSecurityPolicy());
app.use(requestGuards());
app.use(publicOrigin());
app.use(storeCode());
app.use(noStore());
app.use(services());

// Before /ops: Contentful signs its calls instead of sending the purge token.
app.route("/ops/content", contentWebhookRoutes);
app.route("/ops", opsRoutes);
app.route("/api/cart", cartApi);
app.route("/api/stock", stockApi);
app.route("/api/client-errors", clientErrorsApi);
app.route("/api/order", orderApi);
app.route("/api/booking", bookingApi);
app.route("/api/ext/extra-fees", extraFeesApi);
app.route("/api/logtrade", logtradeApi);
app.route("/api/products", productsApi);
app.route("/api/review", reviewsApi);
app.route("/api/user/wishlist", wishlistApi);
app.route("/api/user", userApi);
app.route("/api/ext/magento2-subscribe/subscribe", newsletterApi);
// Vue Storefront 1.12's default newsletter endpoint: the same newsletter.
app.route("/api/ext/mailchimp-subscribe/subscribe", newsletterApi);
app.route(DEPLOY_VERSION_PATH, deployVersionApi);
app.get("/api/search", cachedPages(searchAnswer, { alwaysComplete: true, lookupQuery: searchLookupQuery }));
// Vue Storefront 1.12's catalog, URL map and platform prices (vue-storefront-api's routes).
app.get("/api/catalog/*", cachedPages(catalogSearchAnswer, { alwaysComplete: true, lookupQuery: catalogSearchLookupQuery }));
app.post("/api/catalog/*", catalogSearchPost);
app.on(["PUT", "PATCH", "DELETE"], "/api/catalog/*", catalogMethodRefused);
app.route("/api/url", urlMapApi);
app.route("/api/contentful", contentfulApi);
app.route("/api/product", productRenderApi);
app.route("/hosted-checkout", builtinProviderPages);
app.all("/api/*", (c) => reply(c, 404, `no API endpoint ${c.req.method} ${c.req.path}`));
app.route("/", invalidateRoutes);
app.route(MEDIA_PREFIX, mediaRoutes);
for (const prefix of STORE_PREFIXES) app.route(prefix, webAppManifest);
// Every page — documents, robots.txt, sitemaps — is rendered by React Router behind the output cache.
app.use("*", sameOriginForms());
app.all("*", cachedPages(renderPage));
app.onError(unhandledError);

/**
 * The cached pages entrypoint: the same shop, reached only through the front's loopback for public
 * page GETs. On Cloudflare, Workers Cache sits in front of it (wrangler.toml, production), so a hit is
 * answered without running any of this Worker's code; its key is the path, query and `props.key`.
 */
export class Pages extends WorkerEntrypoint<Env, PagesProps> {
  override fetch(request: Request): Promise<Response> {
    return Promise.resolve(app.fetch(request, this.env, this.ctx));
  }

  /** Purges this entrypoint's Workers Cache (cache/workers-cache.ts): purges reach only the entrypoint that calls them. */
  async purge(options: CachePurgeOptions): Promise<CachePurgeResult | null> {
    return this.ctx.cache ? this.ctx.cache.purge(options) : null;
  }
}

/**
 * The front entrypoint, uncached: with Workers Cache in front of the pages entrypoint, a public page
 * GET goes there by loopback (a hit runs no shop code), anything personal or private to the shop
 * directly. Without Workers Cache (workerd locally, the tests) every request goes to the shop, whose
 * KV tier serves stored pages as it always has.
 */
export default {
  fetch(request, env, ctx) {
    const check = checkConfig(env);
    if (check.ok && hasWorkersCache(ctx)) {
      const route = frontRoute(request, check.config.publicOrigin);
      if (route.to === "pages") return ctx.exports.Pages({ props: { key: route.key } }).fetch(request);
    }
    return app.fetch(request, env, ctx);
  },
  /** The daily cron (wrangler.toml): a new day makes the dated pages' words stale. */
  async scheduled(_controller, env) {
    await purgeDatedPages(env);
  },
} satisfies ExportedHandler<Env>;
