import { type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { editorialRoutePaths } from "#core/catalog/hrefs.ts";
import { CONTENT_PAGE_KEYS } from "#core/stores.ts";
import type { StoreViewDefinition } from "#core/stores/definition.ts";
import { STORE_DEFINITIONS } from "#core/stores/registry.ts";

type RouteStore = Pick<StoreViewDefinition, "storeCode" | "urlPrefix" | "paths" | "productReviewsSegment">;

/**
 * The stores the route table is generated for. React Router reads this file at build time without the
 * build's Vite plugins, so a build with a store fixture (STORE_FIXTURE, tests/support/store-fixture.ts)
 * reads the fixture's list here itself.
 */
const fixture = process.env.STORE_FIXTURE;
const STORES: readonly RouteStore[] = fixture ? (await import(/* @vite-ignore */ `${process.cwd()}/${fixture}/stores.ts`)).STORE_DEFINITIONS : STORE_DEFINITIONS;

/** Content routes of a store: the fixed content pages plus its localized configured paths (SPEC §2). */
function contentPaths(store: RouteStore): string[] {
  // Collections and brands are categories; the reviews, magazine and inspiration pages have routes of their own.
  const { collections, brands, customerReviews, magazine, magazineTrends, inspiration, socialShop, customerPhotos, ...pages } = store.paths;
  return [...new Set<string>([...CONTENT_PAGE_KEYS, ...Object.values(pages)])];
}

/** One route table, generated for every store; route ids carry the store code. */
function storeRoutes(store: RouteStore): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${store.storeCode}/${name}` });
  const editorial = editorialRoutePaths(store);
  return [
    layout("layouts/default.tsx", id("layout-default"), [
      index("routes/home.tsx", id("home")),
      route("p/:parentSku/:slug", "routes/product.tsx", id("product")),
      route(`p/:parentSku/:slug/${store.productReviewsSegment}`, "routes/product-reviews.tsx", id("product-reviews")),
      route("p/:parentSku/:slug/:childSku", "routes/product.tsx", id("product-variant")),
      route("cp/:slug", "routes/category.tsx", id("category-or-content")),
      route("c/*", "routes/category.tsx", id("category")),
      route("i/:slug", "routes/cms-page.tsx", id("cms-page")),
      route("search", "routes/search.tsx", id("search")),
      route("create-password", "routes/create-password.tsx", id("create-password")),
      route("newsletter", "routes/newsletter.tsx", id("newsletter")),
      route("offline", "routes/offline.tsx", id("offline")),
      route("offline/checkout", "routes/offline-checkout.tsx", id("offline-checkout")),
      route("offline/orders", "routes/queued-orders.tsx", id("queued-orders")),
      route("wishlist", "routes/wishlist.tsx", id("wishlist")),
      route("compare", "routes/compare.tsx", id("compare")),
      route("my-account/login", "routes/login.tsx", id("login")),
      route("my-account/register", "routes/register.tsx", id("register")),
      route("my-account/reset-password", "routes/reset-password.tsx", id("reset-password")),
      route("my-account/logout", "routes/logout.ts", id("logout")),
      route("my-account", "routes/account.tsx", id("account"), [
        index("routes/account-overview.tsx", id("account-overview")),
        route("addresses", "routes/account-addresses.tsx", id("account-addresses")),
        route("orders", "routes/account-orders.tsx", id("account-orders")),
        route("orders/:number", "routes/account-order.tsx", id("account-order")),
      ]),
      route("checkout", "routes/checkout.tsx", id("checkout")),
      route("checkout/payment", "routes/checkout-payment.tsx", id("checkout-payment")),
      route("confirmation", "routes/confirmation.tsx", id("confirmation")),
      route("payment-failed", "routes/payment-failed.tsx", id("payment-failed")),
      route("bokning/:shipmentNumber", "routes/delivery-booking.tsx", id("delivery-booking")),
      route(store.paths.customerReviews, "routes/site-reviews.tsx", id("site-reviews")),
      route(editorial.magazine, "routes/magazine.tsx", id("magazine")),
      route(editorial.blogCategory, "routes/magazine.tsx", id("blog-category")),
      route(editorial.blogPost, "routes/blog-post.tsx", id("blog-post")),
      route(editorial.inspiration, "routes/inspiration.tsx", id("inspiration")),
      route(editorial.album, "routes/album.tsx", id("album")),
      route(editorial.customerPhotos, "routes/customer-photos.tsx", id("customer-photos")),
      route(editorial.socialShop, "routes/social-shop.tsx", id("social-shop")),
      ...contentPaths(store).map((path) => route(path, "routes/cms-page.tsx", id(`content/${path}`))),
      route("*", "routes/catch-all.tsx", id("catch-all")),
    ]),
    layout("layouts/minimal.tsx", id("layout-minimal"), [route("error", "routes/error.tsx", id("error"))]),
    route("interface-language", "routes/interface-language.ts", id("interface-language")),
  ];
}

/** Resource routes of the whole site (not per store): robots.txt and the sitemaps. */
const siteRoutes: RouteConfigEntry[] = [
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap-index" }),
  route("sitemaps/:file", "routes/sitemap.ts", { id: "sitemap" }),
];

export default [
  ...siteRoutes,
  ...STORES.flatMap((store) => {
    const prefixSegment = store.urlPrefix.slice(1);
    return prefixSegment ? prefix(prefixSegment, storeRoutes(store)) : storeRoutes(store);
  }),
];
