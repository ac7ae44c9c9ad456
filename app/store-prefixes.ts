import { STORE_CODES, STORE_VIEWS } from "./stores.ts";

/** Every store's URL prefix, the default store's '' among them. */
export const STORE_PREFIXES = STORE_CODES.map((code) => STORE_VIEWS[code].urlPrefix);

/** The store prefix a path is under ('/dk/soffor', '/dk', '/dk.data' → '/dk'); '' for the default store. */
export function storePrefixOf(pathname: string): string {
  const path = pathname.replace(/\.data$/, "");
  return STORE_PREFIXES.find((prefix) => prefix && (path === prefix || path.startsWith(`${prefix}/`))) ?? "";
}
