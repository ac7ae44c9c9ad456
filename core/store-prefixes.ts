import { DEFAULT_STORE, STORE_CODES, STORE_VIEWS, type StoreView } from "./stores.ts";

/** Every store's URL prefix, the default store's '' among them. */
export const STORE_PREFIXES = STORE_CODES.map((code) => STORE_VIEWS[code].urlPrefix);

const BY_PREFIX_SEGMENT = new Map(STORE_CODES.filter((code) => STORE_VIEWS[code].urlPrefix).map((code) => [STORE_VIEWS[code].urlPrefix.slice(1), STORE_VIEWS[code]]));

/**
 * The store is the first path segment when it is a known prefix (/dk, /no, /fi),
 * also for React Router data requests such as /dk.data or /dk/soffor.data;
 * everything else belongs to the default Swedish store. The path itself is left
 * untouched: the route table carries the prefixes.
 */
export function storeFromPath(pathname: string): StoreView {
  const first = pathname.split("/")[1] ?? "";
  const segment = first.endsWith(".data") ? first.slice(0, -".data".length) : first;
  return BY_PREFIX_SEGMENT.get(segment) ?? STORE_VIEWS[DEFAULT_STORE];
}

/** The store prefix a path is under ('/dk/soffor', '/dk', '/dk.data' → '/dk'); '' for the default store. */
export function storePrefixOf(pathname: string): string {
  return storeFromPath(pathname).urlPrefix;
}
