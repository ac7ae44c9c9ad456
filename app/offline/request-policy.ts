import { isNeverCached } from "#core/cache/vocabulary.ts";
import { MEDIA_PREFIX } from "#core/catalog/images.ts";
import { storePrefixOf } from "#core/store-prefixes.ts";
import { DEPLOY_VERSION_PATH } from "#core/offline/deploy-version.ts";

/**
 * What the service worker does with a request (public/sw.js is built from service-worker.ts):
 * - `network`: left to the network, never stored — everything personal or transactional (the API, the
 *   checkout, the account, confirmation and payment pages: the output cache's private paths) and the
 *   version check, which must see the deployed build.
 * - `private-page`: a private page the browser navigates to: from the network, never stored; without a
 *   connection the store's offline page answers (the offline checkout for the checkout).
 * - `page`: a document or its React Router data (`.data`): from the network first, the visited copy offline.
 * - `asset`: the build's hashed scripts, immutable: from storage first.
 * - `picture`: drawings and icons, versioned by URL: from storage, refreshed behind.
 */
export type RequestPolicy = "network" | "private-page" | "page" | "asset" | "picture";

export interface RequestFacts {
  method: string;
  /** `navigate` for a document the browser loads. */
  mode: string;
}

/** A path relative to its store ('/dk/checkout' → '/checkout'; '/dk' → '/'). */
export function storeRelativePath(pathname: string): string {
  const path = pathname.replace(/\.data$/, "") || "/";
  return path.slice(storePrefixOf(path).length) || "/";
}

export function requestPolicy(url: URL, origin: string, request: RequestFacts): RequestPolicy {
  if (request.method !== "GET" || url.origin !== origin) return "network";
  const path = url.pathname;
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith(`${MEDIA_PREFIX}/`) || path.startsWith("/icons/") || path === "/favicon.svg") return "picture";
  if (path === DEPLOY_VERSION_PATH || path === "/sw.js") return "network";
  // React Router's route manifest (found as the shopper navigates): the same for everyone, needed offline.
  if (path === "/__manifest") return "page";
  if (isNeverCached(storeRelativePath(path))) return request.mode === "navigate" && !path.endsWith(".data") ? "private-page" : "network";
  if (request.mode === "navigate" || path.endsWith(".data")) return "page";
  return "network";
}

/** The store's page that stands in for `pathname` without a connection: the offline checkout for the checkout, else the offline page. */
export function offlineStandIn(pathname: string): string {
  const prefix = storePrefixOf(pathname);
  return storeRelativePath(pathname) === "/checkout" ? `${prefix}/offline/checkout` : `${prefix}/offline`;
}

/** The pages every store keeps from the start (and never evicts): what a page never kept falls back to, and the offline order queue. */
export const OFFLINE_PAGE_PATHS = ["/offline", "/offline/checkout", "/offline/orders"] as const;
