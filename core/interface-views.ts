import { STORE_CODES, STORE_VIEWS, type StoreView } from "./stores.ts";

/** The store views in the interface languages shoppers may choose (SPEC §1): the worker's and the cache's, never the browser's. */
const INTERFACE_VIEWS = new Map<string, StoreView>(
  STORE_CODES.flatMap((code) => {
    const own = STORE_VIEWS[code];
    return own.interfaceLocales.map((locale) => [`${code}|${locale}`, locale === own.i18n.defaultLocale ? own : { ...own, language: locale, i18n: { ...own.i18n, defaultLocale: locale } }] as const);
  }),
);

/**
 * The store view in the interface language a shopper chose, when the store offers it: words, number and
 * date formats follow it, while content, prices and paths stay the store's. Otherwise the store's own view.
 */
export function interfaceView(store: StoreView, locale: string | undefined): StoreView {
  return (locale && INTERFACE_VIEWS.get(`${store.storeCode}|${locale}`)) || STORE_VIEWS[store.storeCode];
}

/** Every interface view of a store, its own first: a page is cached once per view. */
export function interfaceViews(store: StoreView): StoreView[] {
  return store.interfaceLocales.map((locale) => interfaceView(store, locale));
}
