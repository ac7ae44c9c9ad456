import daDK from "../../locales/da-DK.json";
import enUS from "../../locales/en-US.json";
import fiFI from "../../locales/fi-FI.json";
import nbNO from "../../locales/nb-NO.json";
import svFI from "../../locales/sv-FI.json";
import svSE from "../../locales/sv-SE.json";
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

/** Only the active dictionary travels to the browser, through the root loader. */
export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/** A translator for loaders, which build some labels (facet options, breadcrumbs) on the server. */
export function translatorFor(store: StoreView): Translate {
  return createTranslator(store.i18n.defaultLocale, dictionaryFor(store.i18n.defaultLocale));
}
