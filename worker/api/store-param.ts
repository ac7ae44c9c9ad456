import type { Context } from "hono";
import { STORE_CODES, STORE_VIEWS, isStoreCode, type StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";

/** The store of an API call: ?storeCode= (vue-storefront-api convention), else the store of the path. */
export function storeParam(code: string | undefined, fallback: StoreView, field = "storeCode"): StoreView | string {
  if (code === undefined || code === "") return fallback;
  return isStoreCode(code) ? STORE_VIEWS[code] : `${field} must be one of ${STORE_CODES.join(", ")}`;
}

/**
 * The store a call names as vue-storefront-api reads it: the `x-vs-store-code` header first (proxies
 * and VSF's server-side rendering send it), else `?storeCode=`, else the store of the path; the 400
 * text naming the one that is not a store.
 */
export function requestedStore(c: Context<AppEnv>): StoreView | string {
  const header = c.req.header("x-vs-store-code");
  if (header) return storeParam(header, c.var.store, "x-vs-store-code");
  return storeParam(c.req.query("storeCode"), c.var.store);
}
