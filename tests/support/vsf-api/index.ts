/**
 * A stand-in of vue-storefront-api 1.12.5 (master 6913511) with Magento 2 behind it, built from the
 * API's source (docs/upstream-contract.md; what each route and shape comes from:
 * tests/worker/upstream-fixtures/README.md). Exactly the API's route table: anything else is Express's
 * HTML 404. Every request is recorded; one outside the table (a method or path the API has no route
 * for, or a query key the route does not read) is listed by GET /__unrouted, so a test can assert the
 * adapter never made one.
 *
 * Test controls (not the API's; each under /__): POST /__stock {sku, qty} (a sale the index does not
 * know yet), POST /__price {sku, final} (a catalog price rule; null ends it), POST /__config
 * {usePlatformTotals}, GET /__orders (Magento's orders and the bodies that placed them), GET
 * /__reset-token?email= (the token Magento mails), GET /__reset-website?email= (the website whose reset mail
 * it was), GET /__hits?path=, GET /__unrouted, POST /__catalog-copies {sku, copies, categoryId} (copies of a
 * recorded product in a category, for a category of a real size; 0 removes them).
 */
import { cartRoutes } from "./cart.ts";
import { catalogRoutes } from "./catalog.ts";
import { apiStatus, cannot, type ApiRequest } from "./http.ts";
import { createMagento } from "./magento.ts";
import { orderRoutes, type OrderSettings } from "./order.ts";
import { productRoutes } from "./product.ts";
import { reviewRoutes } from "./review.ts";
import { stockRoutes } from "./stock.ts";
import { userRoutes } from "./user.ts";

type Handler = (req: ApiRequest) => Response | Promise<Response>;

export interface Route {
  method: "GET" | "POST" | "ALL";
  /** Express's path under /api, `:name` for a parameter. */
  path: string;
  /** The query keys the route (or the platform proxy behind it) reads. */
  query: readonly string[];
  /** Where the route is in vue-storefront-api 1.12.5. */
  source: string;
}

/** `storeCode` picks Magento's store for every platform call (api: src/lib/util.js getCurrentStoreCode). */
const CART = ["token", "cartId", "storeCode"] as const;

/** vue-storefront-api's routes (api: src/api/index.ts mounts each under /api). */
export const ROUTES = {
  cartCreate: { method: "POST", path: "/cart/create", query: ["token", "storeCode"], source: "src/api/cart.ts:18" },
  cartUpdate: { method: "POST", path: "/cart/update", query: CART, source: "src/api/cart.ts:36" },
  cartApplyCoupon: { method: "POST", path: "/cart/apply-coupon", query: [...CART, "coupon"], source: "src/api/cart.ts:55" },
  cartDeleteCoupon: { method: "POST", path: "/cart/delete-coupon", query: CART, source: "src/api/cart.ts:73" },
  cartCoupon: { method: "GET", path: "/cart/coupon", query: CART, source: "src/api/cart.ts:88" },
  cartDelete: { method: "POST", path: "/cart/delete", query: CART, source: "src/api/cart.ts:106" },
  cartPull: { method: "GET", path: "/cart/pull", query: CART, source: "src/api/cart.ts:124" },
  cartTotals: { method: "GET", path: "/cart/totals", query: CART, source: "src/api/cart.ts:140" },
  cartShippingMethods: { method: "POST", path: "/cart/shipping-methods", query: CART, source: "src/api/cart.ts:157" },
  cartPaymentMethods: { method: "GET", path: "/cart/payment-methods", query: CART, source: "src/api/cart.ts:176" },
  cartShippingInformation: { method: "POST", path: "/cart/shipping-information", query: CART, source: "src/api/cart.ts:193" },
  cartCollectTotals: { method: "POST", path: "/cart/collect-totals", query: CART, source: "src/api/cart.ts:213" },
  userCreate: { method: "POST", path: "/user/create", query: ["storeCode"], source: "src/api/user.ts:49" },
  userLogin: { method: "POST", path: "/user/login", query: ["storeCode"], source: "src/api/user.ts:75" },
  userRefresh: { method: "POST", path: "/user/refresh", query: ["storeCode"], source: "src/api/user.ts:91" },
  userResetPasswordLegacy: { method: "POST", path: "/user/resetPassword", query: ["storeCode"], source: "src/api/user.ts:117" },
  userResetPassword: { method: "POST", path: "/user/reset-password", query: ["storeCode"], source: "src/api/user.ts:134" },
  userMe: { method: "GET", path: "/user/me", query: ["token", "storeCode"], source: "src/api/user.ts:153" },
  userOrderHistory: { method: "GET", path: "/user/order-history", query: ["token", "pageSize", "currentPage", "storeCode"], source: "src/api/user.ts:167" },
  userUpdateMe: { method: "POST", path: "/user/me", query: ["token", "storeCode"], source: "src/api/user.ts:184" },
  userChangePasswordLegacy: { method: "POST", path: "/user/changePassword", query: ["token", "storeCode"], source: "src/api/user.ts:234" },
  userChangePassword: { method: "POST", path: "/user/change-password", query: ["token", "storeCode"], source: "src/api/user.ts:247" },
  userCreatePassword: { method: "POST", path: "/user/create-password", query: ["storeCode"], source: "src/api/user.ts:260" },
  stockCheckBySku: { method: "GET", path: "/stock/check/:sku", query: [], source: "src/api/stock.ts:21" },
  stockCheck: { method: "GET", path: "/stock/check", query: ["sku", "storeCode", "stockId"], source: "src/api/stock.ts:41" },
  stockList: { method: "GET", path: "/stock/list", query: ["skus", "storeCode"], source: "src/api/stock.ts:61" },
  order: { method: "POST", path: "/order", query: ["storeCode"], source: "src/api/order.ts:27 (resource-router-middleware: create → POST /)" },
  reviewCreate: { method: "POST", path: "/review/create", query: ["storeCode"], source: "src/api/review.ts" },
  productList: { method: "GET", path: "/product/list", query: ["skus", "storeCode"], source: "src/api/product.ts" },
  productRenderList: { method: "GET", path: "/product/render-list", query: ["skus", "currencyCode", "storeId", "storeCode", "token", "userGroupId"], source: "src/api/product.ts" },
  catalogSearch: { method: "ALL", path: "/catalog/:index/:type/:action", query: ["size", "from", "sort", "_source_include", "_source_exclude", "request", "request_format", "response_format"], source: "src/api/catalog.ts (api.use)" },
  urlMap: { method: "POST", path: "/url/map", query: ["storeCode"], source: "src/api/url/map.ts" },
  root: { method: "GET", path: "/", query: [], source: "src/api/index.ts:44" },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof ROUTES;

/** The route a method and path reach (Express: no trailing-slash strictness, case-insensitive paths), with its parameters. */
export function routeOf(method: string, pathname: string): { name: RouteName; params: Record<string, string> } | null {
  if (!pathname.toLowerCase().startsWith("/api/") && pathname.toLowerCase() !== "/api") return null;
  const path = pathname.slice(4).replace(/\/$/, "") || "/";
  for (const [name, route] of Object.entries(ROUTES) as Array<[RouteName, Route]>) {
    if (route.method !== "ALL" && route.method !== method && !(route.method === "GET" && method === "HEAD")) continue;
    const pattern = route.path.split("/");
    const parts = path.split("/");
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, i) => (segment.startsWith(":") ? ((params[segment.slice(1)] = decodeURIComponent(parts[i]!)), parts[i] !== "") : segment.toLowerCase() === parts[i]!.toLowerCase()));
    if (fits) return { name, params };
  }
  return null;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: string[];
  route: RouteName | null;
  /** Query keys the route does not read. */
  unread: string[];
}

/** A proxy in front of the API losing its answer to a placed order (a gateway timing out in between). */
const LOST_ANSWER_EMAIL = "lost.answer@example.se";

export function createVsfApi() {
  const magento = createMagento();
  const settings: OrderSettings = { usePlatformTotals: true };
  const orderBodies = new Map<number, unknown>();
  const calls: RecordedCall[] = [];
  const cart = cartRoutes;
  const user = userRoutes(magento);
  const stock = stockRoutes(magento);
  const order = orderRoutes(magento, settings);
  const product = productRoutes(magento);
  const review = reviewRoutes(magento);
  const catalog = catalogRoutes(magento);

  const handlers: Record<RouteName, Handler> = {
    cartCreate: (req) => cart.create(magento, req),
    cartUpdate: (req) => cart.update(magento, req),
    cartApplyCoupon: (req) => cart.applyCoupon(magento, req),
    cartDeleteCoupon: (req) => cart.deleteCoupon(magento, req),
    cartCoupon: (req) => cart.coupon(magento, req),
    cartDelete: (req) => cart.delete(magento, req),
    cartPull: (req) => cart.pull(magento, req),
    cartTotals: (req) => cart.totals(magento, req),
    cartShippingMethods: (req) => cart.shippingMethods(magento, req),
    cartPaymentMethods: (req) => cart.paymentMethods(magento, req),
    cartShippingInformation: (req) => cart.shippingInformation(magento, req),
    cartCollectTotals: (req) => cart.collectTotals(magento, req),
    userCreate: user.create,
    userLogin: user.login,
    userRefresh: user.refresh,
    userResetPasswordLegacy: user.resetPasswordLegacy,
    userResetPassword: user.resetPassword,
    userMe: user.me,
    userOrderHistory: user.orderHistory,
    userUpdateMe: user.updateMe,
    userChangePasswordLegacy: user.changePassword,
    userChangePassword: user.changePassword,
    userCreatePassword: user.createPassword,
    stockCheckBySku: stock.checkBySku,
    stockCheck: stock.check,
    stockList: stock.list,
    order: async (req) => {
      const before = magento.orders.length;
      const answer = await order.create(req);
      if (magento.orders.length > before) {
        orderBodies.set(magento.orders.at(-1)!.entity_id, req.body);
        const email = ((req.body.addressInformation as { shippingAddress?: { email?: string } } | undefined)?.shippingAddress ?? {}).email;
        if (email === LOST_ANSWER_EMAIL) return new Response("<html>504 Gateway Time-out</html>", { status: 504, headers: { "Content-Type": "text/html" } });
      }
      return answer;
    },
    reviewCreate: review.create,
    productList: product.list,
    productRenderList: product.renderList,
    catalogSearch: catalog.search,
    urlMap: catalog.urlMap,
    root: () => Response.json({ version: "1.12.5" }),
  };

  async function control(request: Request, url: URL): Promise<Response | null> {
    const json = async () => (await request.json()) as Record<string, unknown>;
    switch (url.pathname) {
      case "/__stock": {
        const { sku, qty } = await json();
        magento.setStock(String(sku), Number(qty));
        return Response.json({ ok: true });
      }
      case "/__price": {
        const { sku, final } = await json();
        magento.setPriceRule(String(sku), final === null ? null : Number(final));
        return Response.json({ ok: true });
      }
      case "/__catalog-copies": {
        const { sku, copies, categoryId } = await json();
        catalog.copy(String(sku), Number(copies), Number(categoryId));
        return Response.json({ ok: true });
      }
      case "/__config":
        Object.assign(settings, await json());
        return Response.json(settings);
      case "/__orders":
        return Response.json(magento.orders.map((placed) => ({ orderNumber: placed.increment_id, entityId: placed.entity_id, customerId: placed.customer_id, items: placed.quote.items.map(({ sku, qty, product_type, product_option }) => ({ sku, qty, product_type, product_option })), body: orderBodies.get(placed.entity_id) })));
      case "/__reset-token":
        return Response.json(magento.resetToken(url.searchParams.get("email") ?? ""));
      case "/__reset-website":
        return Response.json(magento.resetWebsite(url.searchParams.get("email") ?? ""));
      case "/__hits":
        return Response.json(calls.filter((call) => call.path === url.searchParams.get("path")).length);
      case "/__unrouted":
        return Response.json(calls.filter((call) => call.route === null || call.unread.length > 0));
      default:
        return null;
    }
  }

  return async function vsfApi(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__")) return (await control(request, url)) ?? cannot(request.method, url.pathname);
    const found = routeOf(request.method, url.pathname);
    const keys = [...new Set(url.searchParams.keys())];
    const unread = found ? keys.filter((key) => !(ROUTES[found.name].query as readonly string[]).includes(key)) : [];
    calls.push({ method: request.method, path: url.pathname, query: keys, route: found?.name ?? null, unread });
    if (!found) return cannot(request.method, url.pathname);
    const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        // body-parser's refusal, answered by the API's JSON error handler.
        return apiStatus((error as Error).message, 400);
      }
    }
    return handlers[found.name]({ method: request.method, path: url.pathname, params: found.params, query: url.searchParams, body, headers: request.headers });
  };
}
