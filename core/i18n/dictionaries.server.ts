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
 * Words only the server reads: the mails', the filter names (a listing's loader names its facets), and
 * words loaders and actions put into the one page that shows them (the AR view's, listingLabels, the
 * back-in-stock page's and a sold-out product page's): they stay out of every page's data.
 */
const SERVER_ONLY: readonly (readonly string[])[] = [["mail"], ["filters", "codes"], ["arView"], ["listingLabels"], ["backInStock"], ["soldOut"]];

function withoutPath(dictionary: Dictionary, [first, ...rest]: readonly string[]): Dictionary {
  if (!first || !(first in dictionary)) return dictionary;
  const { [first]: branch, ...others } = dictionary;
  if (rest.length === 0) return others;
  return typeof branch === "object" ? { ...others, [first]: withoutPath(branch, rest) } : dictionary;
}

const PAGE_DICTIONARIES = Object.fromEntries(
  Object.entries(DICTIONARIES).map(([locale, dictionary]) => [locale, SERVER_ONLY.reduce(withoutPath, dictionary)]),
) as Record<Locale, Dictionary>;

/** What travels to the browser through the root loader: the active locale's words, less the worker's own. */
export function pageDictionaryFor(locale: Locale): Dictionary {
  return PAGE_DICTIONARIES[locale];
}

/** A translator for loaders, which build some labels (facet options, breadcrumbs) on the server. */
export function translatorFor(store: StoreView): Translate {
  return createTranslator(store.i18n.defaultLocale, dictionaryFor(store.i18n.defaultLocale));
}
