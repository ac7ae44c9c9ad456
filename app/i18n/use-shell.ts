import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.server.ts";
import { STORE_VIEWS, type StoreView } from "../stores.ts";
import { createTranslator, type Dictionary, type Translate } from "./translator.ts";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The store view of the page; the default store when the root loader failed. */
export function useStoreView(): StoreView {
  return useRootData()?.store ?? STORE_VIEWS.se;
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

export function useT(): Translate {
  const data = useRootData();
  return data ? createTranslator(data.store.i18n.defaultLocale, data.dictionary) : createTranslator("en-US", FALLBACK);
}
