import type { Locale } from "../stores.ts";

/** Each interface language named in itself, as a switcher lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  "sv-SE": "Svenska",
  "sv-FI": "Svenska",
  "da-DK": "Dansk",
  "nb-NO": "Norsk",
  "fi-FI": "Suomi",
  "en-US": "English",
};
