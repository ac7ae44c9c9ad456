import { STORE_DEFINITIONS } from "../stores/registry.ts";
import type { Locale } from "../stores.ts";

/** Each interface language named in itself, as a switcher lists it (from the stores' definitions). */
export const LANGUAGE_NAMES = Object.fromEntries(STORE_DEFINITIONS.flatMap((d) => d.languages.map((l) => [l.locale, l.name]))) as Record<Locale, string>;
