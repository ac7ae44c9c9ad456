import daDK from "#locales/da-DK.json" with { type: "json" };
import enUS from "#locales/en-US.json" with { type: "json" };
import fiFI from "#locales/fi-FI.json" with { type: "json" };
import nbNO from "#locales/nb-NO.json" with { type: "json" };
import svFI from "#locales/sv-FI.json" with { type: "json" };
import svSE from "#locales/sv-SE.json" with { type: "json" };
import type { Locale } from "../stores.ts";
import type { Dictionary } from "./translator.ts";

/**
 * The dictionary of every interface language a store offers (locales/{locale}.json); a store's language
 * missing here fails the typecheck. A build can list more through STORE_FIXTURE
 * (tests/support/store-fixture.ts), which stands in for this module.
 */
export const LOCALE_DICTIONARIES = {
  "sv-SE": svSE,
  "sv-FI": svFI,
  "da-DK": daDK,
  "nb-NO": nbNO,
  "fi-FI": fiFI,
  "en-US": enUS,
} satisfies Record<Locale, Dictionary>;
