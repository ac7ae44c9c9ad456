import { describe, expect, it } from "vitest";
import {
  SEARCH_MAX_TERMS,
  closestTerm,
  editDistance,
  isAutoCorrection,
  foldText,
  foldTokens,
  matchExpression,
  normalizeSearchText,
  parseSearchText,
  relevanceTier,
  stem,
  suggestedTerms,
} from "#core/domain/search-text.ts";
import { MAX_RECENT_SEARCHES, withRecentSearch, withoutRecentSearch } from "#core/domain/recent-searches.ts";

describe("foldText / foldTokens: case and diacritics never matter", () => {
  it.each([
    ["Fåtölj", "fatolj"],
    ["Sohva", "sohva"],
    ["Hjørnesofa", "hjornesofa"],
    ["Ærø", "aero"],
    ["Pöytä", "poyta"],
    ["Café CRÈME", "cafe creme"],
    ["Straße", "strasse"],
  ])("%s → %s", (text, folded) => expect(foldText(text)).toBe(folded));

  it.each([
    ["3-sits soffa, grå", ["3", "sits", "soffa", "gra"]],
    ['"soffa" AND (bord*)', ["soffa", "and", "bord"]],
    ["🛋️ NEAR ^x", ["near", "x"]],
    ["  ", []],
  ])("%j → %j", (text, tokens) => expect(foldTokens(text)).toEqual(tokens));
});

describe("stem: one Nordic inflection off, at least three letters left", () => {
  it.each([
    ["soffa", "soff"],
    ["soffor", "soff"],
    ["bordet", "bord"],
    ["bord", "bord"],
    ["parasoll", "parasoll"],
    ["parasoller", "parasoll"],
    ["fatoljer", "fatolj"],
    ["sohvat", "sohv"],
    ["tuolit", "tuol"],
    ["sofaer", "sofa"],
    ["stolarna", "stol"],
    ["vit", "vit"],
    ["gra", "gra"],
    ["160x90", "160x90"],
  ])("%s → %s", (term, stemmed) => expect(stem(term)).toBe(stemmed));

  it("makes singular and plural meet: each is a prefix of the other's stem", () => {
    for (const [a, b] of [["soffa", "soffor"], ["bord", "bordet"], ["parasoll", "parasoller"]] as const) {
      expect(b.startsWith(stem(a)), `${a} finds ${b}`).toBe(true);
      expect(a.startsWith(stem(b)), `${b} finds ${a}`).toBe(true);
    }
  });
});

describe("parseSearchText: SPEC §5 at least 3 characters; syntax is never syntax", () => {
  it.each([
    [null, { ok: false, reason: "empty", text: "" }],
    ["", { ok: false, reason: "empty", text: "" }],
    ["   ", { ok: false, reason: "empty", text: "" }],
    ["so", { ok: false, reason: "too-short", text: "so" }],
    [" å ", { ok: false, reason: "too-short", text: "å" }],
    ["***", { ok: false, reason: "too-short", text: "***" }],
    ["🛋️🛋️", { ok: false, reason: "too-short", text: "🛋️🛋️" }],
    ["  Grå   SOFFA ", { ok: true, search: { text: "grå soffa", terms: ["gra", "soffa"] } }],
    ['"unbalanced', { ok: true, search: { text: '"unbalanced', terms: ["unbalanced"] } }],
    ["soffa NEAR bord", { ok: true, search: { text: "soffa near bord", terms: ["soffa", "near", "bord"] } }],
    ["a b soffa", { ok: true, search: { text: "a b soffa", terms: ["soffa"] } }],
    ["a b c", { ok: true, search: { text: "a b c", terms: ["a", "b", "c"] } }],
    ["3 sits", { ok: true, search: { text: "3 sits", terms: ["3", "sits"] } }],
  ] as const)("%j", (raw, expected) => expect(parseSearchText(raw)).toEqual(expected));

  it("refuses more than 200 characters, and keeps at most 8 terms", () => {
    expect(parseSearchText("x".repeat(201))).toMatchObject({ ok: false, reason: "too-long" });
    expect(parseSearchText("x".repeat(200)).ok).toBe(true);
    const many = parseSearchText("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10");
    expect(many.ok && many.search.terms).toHaveLength(SEARCH_MAX_TERMS);
  });

  it("normalizes the text shown and cached: trimmed, single spaces, lower case", () => {
    expect(normalizeSearchText("\t Matbord \n  EK ")).toBe("matbord ek");
  });
});

describe("matchExpression: every stem a quoted prefix, all required", () => {
  it.each([
    [["soffor"], '"soff"*'],
    [["gra", "soffa"], '"gra"* AND "soff"*'],
    [["near", "and", "or"], '"near"* AND "and"* AND "or"*'],
  ])("%j → %s", (terms, expression) => expect(matchExpression(terms)).toBe(expression));
});

describe("relevanceTier: exact name, then name prefix, then keywords, then description", () => {
  const doc = { name: "lyon soffa", keywords: "nordvik soffor gra ek", description: "en bekvam soffa i tidlos design" };
  it.each([
    [["lyon", "soffa"], 0],
    [["lyon"], 1],
    [["soffor"], 1],
    [["ly", "sof"], 1],
    [["lyon", "nordvik"], 2],
    [["gra"], 2],
    [["bekvam"], 3],
    [["lyon", "tidlos"], 3],
  ] as const)("%j → tier %i", (terms, tier) => expect(relevanceTier(doc, terms)).toBe(tier));
});

describe("spelling suggestions", () => {
  it.each([
    ["fatolk", "fatolj", 1],
    ["sofa", "soffa", 1],
    ["bodr", "bord", 1],
    ["parasol", "parasoll", 1],
    ["", "abc", 3],
    ["soffa", "soffa", 0],
    ["sofa", "sofa", 0],
    ["sohav", "sohva", 1],
    ["sooffa", "soffa", 1],
    ["matbrod", "matbord", 1],
    ["ab", "ba", 1],
    ["abc", "ca", 3], // optimal string alignment: a transposed pair is not edited again
    ["fatolk", "fatoljer", 3],
  ])("editDistance(%s, %s) = %i", (a, b, d) => expect(editDistance(a, b)).toBe(d));

  const vocabulary = [
    { term: "fatolj", documents: 40 },
    { term: "fatoljer", documents: 3 },
    { term: "bord", documents: 90 },
    { term: "bort", documents: 2 },
  ];
  it.each([
    ["fatolk", "fatolj"],
    ["bprd", "bord"],
    ["bor", "bord"],
    ["xyz", null],
    ["bord", null],
    ["fxtxlk", null],
  ])("%s → %s", (term, suggestion) => expect(closestTerm(term, vocabulary)).toBe(suggestion));

  it.each([
    ["one word one edit off", ["fatolk"], ["fatolj"], true],
    ["a transposition is one edit", ["matbrod"], ["matbord"], true],
    ["one word of two corrected", ["gra", "fatolk"], ["gra", "fatolj"], true],
    ["two edits away: only offered", ["fxtxlj"], ["fatolj"], false],
    ["one word of two two edits away", ["soffa", "fxtxlj"], ["soffa", "fatolj"], false],
    ["nothing corrected", ["bord"], ["bord"], false],
    ["a different number of words", ["bord"], ["bord", "ek"], false],
  ])("isAutoCorrection: %s → %s", (_name, typed, corrected, expected) => {
    expect(isAutoCorrection(typed, corrected)).toBe(expected);
  });

  it("orders every close word: nearest first, then the commoner, then alphabetically", () => {
    expect(suggestedTerms("borx", vocabulary)).toEqual(["bord", "bort"]);
    expect(suggestedTerms("fatoljr", vocabulary)).toEqual(["fatolj", "fatoljer"]);
  });
});

describe("recent searches: SPEC §9 at most 8, most recent first, removable", () => {
  it.each([
    [[], "Soffa", ["soffa"]],
    [["bord", "soffa"], "soffa", ["soffa", "bord"]],
    [["bord"], "ab", ["bord"]],
    [["a1x", "b2x", "c3x", "d4x", "e5x", "f6x", "g7x", "h8x"], "new", ["new", "a1x", "b2x", "c3x", "d4x", "e5x", "f6x", "g7x"]],
  ])("%j + %s → %j", (list, text, expected) => {
    expect(withRecentSearch(list, text)).toEqual(expected);
    expect(withRecentSearch(list, text).length).toBeLessThanOrEqual(MAX_RECENT_SEARCHES);
  });

  it("removes one entry", () => expect(withoutRecentSearch(["soffa", "bord"], "soffa")).toEqual(["bord"]));
});
