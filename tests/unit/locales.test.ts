import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, pluralKey, type Dictionary } from "#core/i18n/translator.ts";

const DIR = resolve(import.meta.dirname, "../../locales");
const load = (locale: string) => JSON.parse(readFileSync(resolve(DIR, `${locale}.json`), "utf8")) as Dictionary;

function entries(dict: Dictionary, prefix = ""): [string, string][] {
  return Object.entries(dict).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`)));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const source = new Map(entries(load("en-US")));
const locales = readdirSync(DIR).map((f) => f.replace(/\.json$/, ""));

describe("dictionaries", () => {
  it("cover all six interface locales", () => {
    expect(locales.sort()).toEqual(["da-DK", "en-US", "fi-FI", "nb-NO", "sv-FI", "sv-SE"]);
  });

  it.each(locales)("%s has every key of en-US with the same placeholders and no empty text", (locale) => {
    const dict = new Map(entries(load(locale)));
    expect([...dict.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of dict) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(source.get(key)!));
    }
  });
});

describe("translator", () => {
  const t = createTranslator("fi-FI", load("fi-FI"));
  it.each([
    [1, "1 tuote"],
    [2, "2 tuotetta"],
    [0, "0 tuotetta"],
  ])("Finnish product count %i reads %s", (count, expected) => {
    expect(t(pluralKey("fi-FI", "category.productCount", count), { count })).toBe(expected);
  });

  it("shows the key itself for a missing entry rather than nothing", () => {
    expect(t("no.such.key")).toBe("no.such.key");
  });
});

describe("no shopper-facing words are hard-coded in a component", () => {
  const ROOT = resolve(import.meta.dirname, "../..");
  const files = (dir: string): string[] =>
    readdirSync(resolve(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(`${dir}/${e.name}`) : e.name.endsWith(".tsx") ? [`${dir}/${e.name}`] : []));
  const sources = ["app/components", "app/routes", "app/layouts"].flatMap(files).concat("app/root.tsx");
  /** Comments and TypeScript generics out, then what is left between tags or in a text attribute. */
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").replace(/\{\/\*[\s\S]*?\*\/\}/g, "");
  const WORD = /\p{L}{2,}/u;

  it.each(sources)("%s shows words only through the dictionary", (file) => {
    const text = withoutComments(readFileSync(resolve(ROOT, file), "utf8"));
    // JSX text: after a tag's closing '>' up to the next '<' or '{', outside any expression.
    const jsxText = [...text.matchAll(/<\/?[A-Za-z][^<>]*?>([^<>{}]+)(?=[<{])/g)].map((m) => m[1]!.trim()).filter((t) => WORD.test(t) && !/[=;()]/.test(t));
    const attributes = [...text.matchAll(/\s(aria-label|alt|title|placeholder|label)="([^"]*)"/g)].map((m) => `${m[1]}="${m[2]}"`).filter((a) => WORD.test(a.split("=")[1]!));
    expect([...jsxText, ...attributes]).toEqual([]);
  });
});
