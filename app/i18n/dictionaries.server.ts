import daDK from "../../locales/da-DK.json";
import enUS from "../../locales/en-US.json";
import fiFI from "../../locales/fi-FI.json";
import nbNO from "../../locales/nb-NO.json";
import svFI from "../../locales/sv-FI.json";
import svSE from "../../locales/sv-SE.json";
import type { Locale } from "../stores.ts";
import type { Dictionary } from "./translator.ts";

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
