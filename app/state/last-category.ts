import type { StoreCode } from "#core/stores.ts";

/**
 * The last category page this tab showed in each store (its path and filters), for "continue shopping"
 * after an order. Kept in session storage by the browser: category pages are cached for everyone, so
 * the server cannot remember it. Read after hydration only; without JavaScript the link leads home.
 */
const key = (store: StoreCode) => `last-category:${store}`;

export function rememberLastCategory(store: StoreCode, href: string): void {
  try {
    sessionStorage.setItem(key(store), href);
  } catch {
    // Storage refused (private mode, quota): the link leads home.
  }
}

/** The remembered category's href; null when there is none or it is not a path of this site. */
export function lastCategory(store: StoreCode): string | null {
  let href: string | null = null;
  try {
    href = sessionStorage.getItem(key(store));
  } catch {
    return null;
  }
  return href && href.startsWith("/") && !href.startsWith("//") ? href : null;
}
