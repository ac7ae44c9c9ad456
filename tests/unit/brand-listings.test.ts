import { describe, expect, it } from "vitest";
import { brandAndCollectionPaths, isBrandOrCollectionListing } from "#core/catalog/brand-listings.ts";

const SE = { brands: "varumarken", collections: "kollektioner" };
const NO = { brands: "varumarken", collections: "kolleksjoner" };

describe("brand and collection pages among a product's categories", () => {
  it.each([
    ["both, after shop categories", ["soffor", "soffor/hornsoffor", "varumarken/nordform", "kollektioner/skagen"], SE, { brandPath: "varumarken/nordform", collectionPath: "kollektioner/skagen" }],
    ["a brand without a collection", ["varumarken/nordform", "bord"], SE, { brandPath: "varumarken/nordform", collectionPath: null }],
    ["the indexes themselves are no brand or collection", ["varumarken", "kollektioner"], SE, { brandPath: null, collectionPath: null }],
    ["a look-alike prefix is a shop category", ["varumarkena/x", "kollektionerna/y"], SE, { brandPath: null, collectionPath: null }],
    ["the store's own spelling of collections", ["kollektioner/skagen", "kolleksjoner/skagen"], NO, { brandPath: null, collectionPath: "kolleksjoner/skagen" }],
    ["no categories", [], SE, { brandPath: null, collectionPath: null }],
  ] as const)("%s", (_, paths, roots, expected) => {
    expect(brandAndCollectionPaths(paths, roots)).toEqual(expected);
  });

  it.each([
    ["varumarken", true],
    ["varumarken/nordform", true],
    ["kollektioner/skagen", true],
    ["soffor", false],
    ["varumarkena", false],
  ] as const)("%s is a brand or collection listing: %s", (path, expected) => {
    expect(isBrandOrCollectionListing(path, SE)).toBe(expected);
  });
});
