import { type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { pagePaths, pageRouteId, type PageName } from "#core/pages.ts";
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

/** One route table, generated for every store from the page declarations of core/pages.ts (paths, ids); here each page gets its module. */
function storeRoutes(store: RouteStore): RouteConfigEntry[] {
  const code = store.storeCode;
  const id = (name: string) => ({ id: `${code}/${name}` });

  /** A page's route; the pages nested in it take paths relative to its own, and the one at its own path is its index route. */
  function page(name: PageName, file: string, children: RouteConfigEntry[] = []): RouteConfigEntry {
    const [path, ...more] = pagePaths(name, store);
    if (path === undefined || more.length) throw new Error(`page ${name} has ${more.length + 1} paths: give it one route per path (pages())`);
    if (path === "") return index(file, { id: pageRouteId(code, name) });
    return route(path, file, { id: pageRouteId(code, name) }, children.length ? children.map((child) => nestedIn(path, child)) : undefined);
  }

  /** A page with several paths (the content pages): one route per path. */
  const pages = (name: PageName, file: string) => pagePaths(name, store).map((path) => route(path, file, { id: pageRouteId(code, name, path) }));

  return [
    layout("layouts/default.tsx", id("layout-default"), [
      page("home", "routes/home.tsx"),
      page("product", "routes/product.tsx"),
      page("product-reviews", "routes/product-reviews.tsx"),
      page("product-variant", "routes/product.tsx"),
      page("ar-view", "routes/ar-view.tsx"),
      page("category-or-content", "routes/category.tsx"),
      page("category", "routes/category.tsx"),
      page("cms-page", "routes/cms-page.tsx"),
      page("search", "routes/search.tsx"),
      page("create-password", "routes/create-password.tsx"),
      page("newsletter", "routes/newsletter.tsx"),
      page("offline", "routes/offline.tsx"),
      page("offline-checkout", "routes/offline-checkout.tsx"),
      page("queued-orders", "routes/queued-orders.tsx"),
      page("wishlist", "routes/wishlist.tsx"),
      page("compare", "routes/compare.tsx"),
      page("login", "routes/login.tsx"),
      page("register", "routes/register.tsx"),
      page("reset-password", "routes/reset-password.tsx"),
      page("newsletter-unsubscribe", "routes/newsletter-unsubscribe.tsx"),
      page("logout", "routes/logout.ts"),
      page("account", "routes/account.tsx", [
        page("account-overview", "routes/account-overview.tsx"),
        page("account-addresses", "routes/account-addresses.tsx"),
        page("account-orders", "routes/account-orders.tsx"),
        page("account-order", "routes/account-order.tsx"),
      ]),
      page("cart", "routes/cart.tsx"),
      page("cart-alias", "routes/cart-alias.ts"),
      page("set-cart", "routes/set-cart.tsx"),
      page("back-in-stock", "routes/back-in-stock.tsx"),
      page("checkout", "routes/checkout.tsx"),
      page("checkout-payment", "routes/checkout-payment.tsx"),
      page("confirmation", "routes/confirmation.tsx"),
      page("payment-failed", "routes/payment-failed.tsx"),
      page("delivery-booking", "routes/delivery-booking.tsx"),
      page("site-reviews", "routes/site-reviews.tsx"),
      page("magazine", "routes/magazine.tsx"),
      page("blog-category", "routes/magazine.tsx"),
      page("blog-post", "routes/blog-post.tsx"),
      page("inspiration", "routes/inspiration.tsx"),
      page("album", "routes/album.tsx"),
      page("customer-photos", "routes/customer-photos.tsx"),
      page("social-shop", "routes/social-shop.tsx"),
      ...pages("content", "routes/cms-page.tsx"),
      page("catch-all", "routes/catch-all.tsx"),
    ]),
    layout("layouts/minimal.tsx", id("layout-minimal"), [page("error", "routes/error.tsx")]),
    page("interface-language", "routes/interface-language.ts"),
  ];
}

/** A page's route nested in the route at `parentPath`: its path relative to the parent's, or the parent's index route. */
function nestedIn(parentPath: string, child: RouteConfigEntry): RouteConfigEntry {
  const path = child.path ?? "";
  if (path === parentPath && !child.children) return index(child.file, { id: child.id });
  if (!path.startsWith(`${parentPath}/`)) throw new Error(`route ${child.id} (${path}) is not below ${parentPath}`);
  return { ...child, path: path.slice(parentPath.length + 1) };
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
