import type { Locale, StoreView } from "../stores.ts";
import { LOCALE_DICTIONARIES } from "./dictionary-registry.server.ts";
import { createTranslator, type Dictionary, type Translate } from "./translator.ts";

/** The locale whose words stand in for any a dictionary lacks (a language added before all its words are). */
const SOURCE_LOCALE = "en-US";

function withFallback(own: Dictionary, fallback: Dictionary): Dictionary {
  return Object.fromEntries(
    Object.entries(fallback).map(([key, value]) => {
      const mine = own[key];
      if (typeof value === "string") return [key, typeof mine === "string" ? mine : value];
      return [key, withFallback(typeof mine === "object" ? mine : {}, value)];
    }),
  );
}

const DICTIONARIES = Object.fromEntries(
  Object.entries(LOCALE_DICTIONARIES as Record<string, Dictionary>).map(([locale, dictionary]) => [locale, withFallback(dictionary, LOCALE_DICTIONARIES[SOURCE_LOCALE])]),
) as Record<Locale, Dictionary>;

/** The whole dictionary of a locale, for what the worker writes itself (mails, error pages, API messages). */
export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/**
 * Namespaces only the worker reads (the mails' words, and words loaders and actions put into the one page
 * that shows them: the AR view's, listingLabels, the back-in-stock page's and a sold-out product page's):
 * they stay out of every page's dictionary.
 */
const WORKER_ONLY = new Set(["mail", "arView", "listingLabels", "backInStock", "soldOut"]);

const PAGE_DICTIONARIES = Object.fromEntries(
  Object.entries(DICTIONARIES).map(([locale, dictionary]) => [locale, Object.fromEntries(Object.entries(dictionary).filter(([namespace]) => !WORKER_ONLY.has(namespace)))]),
) as Record<Locale, Dictionary>;

/** What travels to the browser through the root loader: the active locale's words, less the worker's own. */
export function pageDictionaryFor(locale: Locale): Dictionary {
  return PAGE_DICTIONARIES[locale];
}

/** A translator for loaders, which build some labels (facet options, breadcrumbs) on the server. */
export function translatorFor(store: StoreView): Translate {
  return createTranslator(store.i18n.defaultLocale, dictionaryFor(store.i18n.defaultLocale));
}
