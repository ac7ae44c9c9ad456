import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.server.ts";
import { DEFAULT_STORE, STORE_VIEWS, type StoreView } from "#core/stores.ts";
import { createTranslator, type Dictionary, type Translate } from "#core/i18n/translator.ts";

type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The store view of the page; the default store when the root loader failed. */
export function useStoreView(): StoreView {
  return useRootData()?.store ?? STORE_VIEWS[DEFAULT_STORE];
}

/** Enough English to explain a failure when even the root loader failed. */
const FALLBACK: Dictionary = {
  errors: {
    errorTitle: "Something went wrong",
    errorText: "An unexpected error occurred. Please try again in a moment.",
    notFoundTitle: "Page not found (404)",
    notFoundText: "We could not find the page you were looking for.",
    backHome: "Back to the home page",
  },
};

/**
 * The page's translator, one per locale: the same function across renders and revalidations, so
 * effects and memos that use it run again only when the language changes.
 */
export function useT(): Translate {
  const data = useRootData();
  const locale = data?.store.i18n.defaultLocale;
  const dictionary = data?.dictionary;
  // Keyed by locale alone: a locale's dictionary never changes within a build.
  return useMemo(() => (locale && dictionary ? createTranslator(locale, dictionary) : createTranslator("en-US", FALLBACK)), [locale]);
}
