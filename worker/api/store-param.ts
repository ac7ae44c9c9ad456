import { STORE_CODES, STORE_VIEWS, isStoreCode, type StoreView } from "#core/stores.ts";

/** The store of an API call: ?storeCode= (vue-storefront-api convention), else the store of the path. */
export function storeParam(code: string | undefined, fallback: StoreView): StoreView | string {
  if (code === undefined || code === "") return fallback;
  return isStoreCode(code) ? STORE_VIEWS[code] : `storeCode must be one of ${STORE_CODES.join(", ")}`;
}
