import type { MiddlewareHandler } from "hono";
import { canonicalNoStorePath } from "#core/cache/vocabulary.ts";
import { readInterfaceLanguage } from "#core/i18n/interface-language.ts";
import { interfaceView } from "#core/interface-views.ts";
import { storeFromPath } from "#core/store-prefixes.ts";
import { STORE_VIEWS, isStoreCode, type StoreView } from "#core/stores.ts";

export type StoreVariables = { store: StoreView };

/** The store of a path: app/store-prefixes.ts, shared with the service worker. */
export { storeFromPath } from "#core/store-prefixes.ts";

/** A store prefix in another case (/DK, /Fi): the canonical lower-case prefix, or null. */
export function canonicalPrefixPath(pathname: string): string | null {
  const [, first = "", ...rest] = pathname.split("/");
  const lower = first.toLowerCase();
  if (first === lower || !isStoreCode(lower) || !STORE_VIEWS[lower].urlPrefix) return null;
  return [STORE_VIEWS[lower].urlPrefix, ...rest].join("/");
}

/** The store view of a request: its path's store, in the interface language its cookie chose. */
export function storeOfRequest(path: string, cookie: string | undefined): StoreView {
  return interfaceView(storeFromPath(path), readInterfaceLanguage(cookie));
}

export function storeCode(): MiddlewareHandler<{ Variables: StoreVariables }> {
  return async (c, next) => {
    // One URL per page: /DK/soffor is /dk/soffor, not a copy of the Swedish 404 under another key.
    // The raw (still percent-encoded) path: a decoded one could put control characters into Location.
    const url = new URL(c.req.url);
    const canonical = canonicalPrefixPath(url.pathname);
    if (canonical !== null) return c.redirect(canonical + url.search, 301);
    // One URL per private page too: /MY-ACCOUNT or /my-account%2Forders is never rendered (nor kept by a proxy) under its own URL.
    const privatePath = c.req.method === "GET" || c.req.method === "HEAD" ? canonicalNoStorePath(url.pathname) : null;
    if (privatePath !== null && privatePath !== url.pathname) return c.redirect(privatePath + url.search, 301);
    c.set("store", storeOfRequest(c.req.path, c.req.header("cookie")));
    await next();
  };
}
