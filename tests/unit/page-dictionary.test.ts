import { describe, expect, it } from "vitest";
import { dictionaryFor, pageDictionaryFor } from "#core/i18n/dictionaries.server.ts";
import { STORE_VIEWS } from "#core/stores.ts";

/** Namespaces whose words loaders hand to the one page that shows them (or mails only use). */
const SERVER_NAMESPACES = ["mail", "arView", "listingLabels", "backInStock", "soldOut"];

const LOCALES = [...new Set(Object.values(STORE_VIEWS).flatMap((store) => store.interfaceLocales))];

describe("the words a page carries leave out what only the server reads", () => {
  it.each(LOCALES)("%s: no mail words, no filter names and no page-owned namespaces; the rest of the filters' words and every other namespace stay", (locale) => {
    const page = pageDictionaryFor(locale);
    const whole = dictionaryFor(locale);
    for (const namespace of SERVER_NAMESPACES) expect(page).not.toHaveProperty(namespace);
    expect(page).not.toHaveProperty("filters.codes");
    expect(whole).toHaveProperty("filters.codes.brand");
    const { codes: _codes, ...filters } = whole.filters as Record<string, unknown>;
    expect(page.filters).toEqual(filters);
    expect(Object.keys(page).sort()).toEqual(Object.keys(whole).filter((namespace) => !SERVER_NAMESPACES.includes(namespace)).sort());
  });
});
