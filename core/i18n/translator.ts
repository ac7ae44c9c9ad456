import rosetta from "rosetta";

export type Dictionary = { [key: string]: string | Dictionary };
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslationParams) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

/** Picks `key.one`, `key.other`… by the locale's plural rules for params.count. */
export function pluralKey(locale: string, key: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return `${key}.${rules.select(count) === "one" ? "one" : "other"}`;
}

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
