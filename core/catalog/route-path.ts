import type { StoreView } from "../stores.ts";

/** The decoded path below the store prefix, without leading or trailing slashes. */
export function storeRelativePath(url: URL, store: Pick<StoreView, "urlPrefix">): string {
  return decodeURIComponent(url.pathname).slice(store.urlPrefix.length).replace(/^\/+|\/+$/g, "");
}
