import { describe, expect, it } from "vitest";
import { categoryRank, namedCategories, namesWord } from "#core/domain/category-intent.ts";
import { foldTokens } from "#core/domain/search-text.ts";

describe("namesWord (a term names a word, inflection aside)", () => {
  it.each([
    ["soffa", "soffor", true],
    ["soffor", "soffa", true],
    ["sofa", "sofaer", true],
    ["sohva", "sohvat", true],
    ["laenestol", "laenestole", true],
    ["fatolj", "fatoljer", true],
    ["bord", "bord", true],
    ["soffa", "soffbord", false],
    ["soffa", "soffpaket", false],
    ["sofa", "sofapakker", false],
    ["bord", "spiseborde", false],
  ])("%s names %s: %s", (term, word, expected) => {
    expect(namesWord(term, word)).toBe(expected);
  });
});

describe("namedCategories (every word of the name named by a term; numbers aside)", () => {
  const se = [
    { id: 1, name: "Soffor" },
    { id: 11, name: "3-sits soffor" },
    { id: 16, name: "Soffpaket" },
    { id: 4, name: "Bord" },
    { id: 42, name: "Soffbord" },
    { id: 99, name: "4" },
  ];
  const fi = [
    { id: 1, name: "Sohvat" },
    { id: 16, name: "Sohvapaketit" },
  ];
  const dk = [
    { id: 1, name: "Sofaer" },
    { id: 16, name: "Sofapakker" },
    { id: 42, name: "Sofaborde" },
  ];
  it.each([
    ["soffa", se, [1]],
    ["grå soffa", se, [1]],
    ["3-sits soffa", se, [1, 11]],
    ["soffbord", se, [42]],
    ["bordet", se, [4]],
    ["soffpaket", se, [16]],
    ["fåtölj", se, []],
    ["4", se, []],
    ["sohva", fi, [1]],
    ["sofa", dk, [1]],
  ] as const)("'%s' names %j", (query, categories, expected) => {
    expect(namedCategories(foldTokens(query), categories)).toEqual(expected);
  });
});

describe("categoryRank (the named category's own pieces before sets and everything else)", () => {
  it.each([
    ["a piece of the named category", "simple", true, true, 0],
    ["a configurable piece of it", "configurable", true, true, 0],
    ["a bundle in it (a sofa package)", "bundle", true, true, 1],
    ["a grouped set in it", "grouped", true, true, 1],
    ["a piece outside it (a coffee table)", "simple", false, true, 1],
    ["no category named: every hit alike", "bundle", false, false, 0],
    ["no category named, a piece", "simple", false, false, 0],
  ])("%s → %i", (_name, typeId, inNamedCategory, anyNamed, expected) => {
    expect(categoryRank({ typeId, inNamedCategory }, anyNamed)).toBe(expected);
  });
});
