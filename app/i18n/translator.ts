import rosetta from "rosetta";

export type Dictionary = { [key: string]: string | Dictionary };
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslationParams) => string;

const translators = new WeakMap<Dictionary, Translate>();

/** A translator over one locale's dictionary; a missing key shows the key itself, never an empty string. */
export function createTranslator(locale: string, dictionary: Dictionary): Translate {
  const cached = translators.get(dictionary);
  if (cached) return cached;
  const i18n = rosetta<Dictionary>({ [locale]: dictionary });
  i18n.locale(locale);
  const translate: Translate = (key, params) => i18n.t(key, params) || key;
  translators.set(dictionary, translate);
  return translate;
}
