/**
 * /api/cart/* (api: src/api/cart.ts; the proxy src/platform/magento2/cart.js → m2rc: lib/cart.js): the
 * body guards are 500 strings, Magento's refusals pass through with Magento's status. A call is a
 * customer's (`carts/mine`) when it has a token and a numeric cartId, else a guest cart's.
 */
import { apiError, apiStatus, type ApiRequest } from "./http.ts";
import type { Magento, Quote } from "./magento.ts";

const NO_CACHE = { "Cache-Control": "no-cache, no-store" };

const withHeaders = (response: Response, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};

/** The quote of the call: `token` and a numeric `cartId` → the customer's own; otherwise the guest cart `cartId` (a missing one is the string "null"). */
function quoteOf(magento: Magento, req: ApiRequest): Quote {
  const token = req.query.get("token") ?? "";
  const cartId = req.query.get("cartId") ?? "null";
  return token && /^\d+$/.test(cartId) ? magento.quote(cartId, { token }) : magento.quote(cartId, {});
}

type CartHandler = (magento: Magento, req: ApiRequest) => unknown;

/** Runs a cart route: its answer as `{code:200, result}`, any refusal through apiError. */
const route = (handler: CartHandler, noCache = false) => (magento: Magento, req: ApiRequest) => {
  let response: Response;
  try {
    const result = handler(magento, req);
    response = result instanceof Response ? result : apiStatus(result);
  } catch (error) {
    response = apiError(error);
  }
  return noCache ? withHeaders(response, NO_CACHE) : response;
};

export const cartRoutes = {
  create: route((magento, req) => {
    const token = req.query.get("token") ?? "";
    return token ? magento.customerCart(magento.customerOfToken(token), req.query.get("storeCode") ?? "se") : magento.createGuestCart(req.query.get("storeCode") ?? "se");
  }),
  update: route((magento, req) => {
    if (!req.body.cartItem) return apiStatus("No cartItem element provided within the request body", 500);
    return magento.addItem(quoteOf(magento, req), req.body.cartItem as Parameters<Magento["addItem"]>[1]);
  }),
  delete: route((magento, req) => {
    if (!req.body.cartItem) return apiStatus("No cartItem element provided within the request body", 500);
    return magento.removeItem(quoteOf(magento, req), Number((req.body.cartItem as { item_id?: unknown }).item_id));
  }),
  pull: route((magento, req) => magento.items(quoteOf(magento, req)), true),
  totals: route((magento, req) => magento.totals(quoteOf(magento, req)), true),
  shippingMethods: route((magento, req) => {
    if (!req.body.address) return apiStatus("No address element provided within the request body", 500);
    return magento.shippingMethods(quoteOf(magento, req));
  }, true),
  paymentMethods: route((magento, req) => magento.paymentMethods(quoteOf(magento, req)), true),
  shippingInformation: route((magento, req) => {
    if (!req.body.addressInformation) return apiStatus("No address element provided within the request body", 500);
    // The whole body goes to Magento, which reads its addressInformation.
    return magento.setShippingInformation(quoteOf(magento, req), req.body.addressInformation as Parameters<Magento["setShippingInformation"]>[1]);
  }, true),
  collectTotals: route((magento, req) => {
    if (!req.body.methods) return apiStatus("No shipping and payment methods element provided within the request body", 500);
    return magento.totals(quoteOf(magento, req));
  }, true),
  applyCoupon: route((magento, req) => {
    const coupon = req.query.get("coupon");
    if (!coupon) return apiStatus("No coupon code provided", 500);
    return magento.applyCoupon(quoteOf(magento, req), coupon);
  }),
  deleteCoupon: route((magento, req) => magento.removeCoupon(quoteOf(magento, req))),
  coupon: route((magento, req) => quoteOf(magento, req).coupon),
};
