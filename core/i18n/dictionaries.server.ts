import daDK from "#locales/da-DK.json";
import enUS from "#locales/en-US.json";
import fiFI from "#locales/fi-FI.json";
import nbNO from "#locales/nb-NO.json";
import svFI from "#locales/sv-FI.json";
import svSE from "#locales/sv-SE.json";
import type { Locale, StoreView } from "../stores.ts";
import { createTranslator, type Dictionary, type Translate } from "./translator.ts";

const DICTIONARIES: Record<Locale, Dictionary> = {
  "sv-SE": svSE,
  "sv-FI": svFI,
  "da-DK": daDK,
  "nb-NO": nbNO,
  "fi-FI": fiFI,
  "en-US": enUS,
};

/** The whole dictionary of a locale, for what the worker writes itself (mails, error pages, API messages). */
export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/** Namespaces only the worker reads (the mails' words): they stay out of every page's data. */
const WORKER_ONLY = new Set(["mail"]);

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
