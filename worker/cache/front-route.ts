import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { storeOfRequest } from "../middleware/store-code.ts";
import { bypassReason } from "./cached-pages.ts";
import { NOT_A_PAGE } from "./stored-page-hits.ts";

/**
 * Where the front entrypoint sends a request: a public page to the cached pages entrypoint, under
 * the output cache's key of it (which carries the interface language a cookie chose, so Workers
 * Cache keeps one copy per language); anything else straight to the shop, with the reason.
 */
export type FrontRoute = { to: "pages"; key: string } | { to: "shop"; reason: string };

/**
 * The output cache's own rule decides (cached-pages.ts bypassReason: method, data requests, private
 * paths in any case, personal cookies, Authorization, a foreign host), so Workers Cache never keeps
 * what the KV tier would not. `origin`: the shop's public origin.
 */
export function frontRoute(request: Request, origin: string): FrontRoute {
  const url = new URL(request.url);
  if (NOT_A_PAGE.test(url.pathname)) return { to: "shop", reason: "not-a-page" };
  const store = storeOfRequest(url.pathname, request.headers.get("cookie") ?? undefined);
  const reason = bypassReason(request, url.pathname, store, origin);
  if (reason) return { to: "shop", reason };
  const key = pageCacheKey(store, url.pathname, url.searchParams);
  return key ? { to: "pages", key } : { to: "shop", reason: "query-too-long" };
}
