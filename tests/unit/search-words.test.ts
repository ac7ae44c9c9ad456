import { describe, expect, it } from "vitest";
import { changedWords, correctionWords, productDocumentStore, productSearchDocument, searchDocument, searchWordRows } from "#worker/commerce/d1/search-documents.ts";

const sofa = (store: "se" | "dk", id: number, name: string) =>
  productSearchDocument({ id, store, name, urlPath: "x", description: "mjuk och skön", identifiers: ["Nordvik", `SO-${id}`, "10410"], categoryNames: ["Soffor"], attributeLabels: ["Grå"] });

describe("the catalogue's words per store (spelling corrections, migration 0031)", () => {
  it("takes a product's name and keywords, letters only, two or more, once each; never its description", () => {
    expect(correctionWords(sofa("se", 1, "Aura soffa 4-sits"))).toEqual(["aura", "soffa", "sits", "nordvik", "so", "soffor", "gra"]);
  });

  it.each([
    ["productse", "se"],
    ["productfi", "fi"],
    ["categoryse", null],
    ["pagedk", null],
  ])("a document of scope %s belongs to store %s", (scope, store) => {
    expect(productDocumentStore({ scope })).toBe(store);
  });

  it("counts each store's products per word, and leaves categories and pages out", () => {
    const category = searchDocument({ kind: "category", store: "se", id: 1, ref: "1", title: "Soffor", link: "soffor", keywords: [], description: "" });
    const rows = searchWordRows([sofa("se", 1, "Aura soffa"), sofa("se", 2, "Kaja soffa"), sofa("dk", 1, "Aura sofa"), category]);
    const count = (store: string, word: string) => rows.find((r) => r.store_code === store && r.word === word)?.products;
    expect(count("se", "soffa")).toBe(2);
    expect(count("se", "aura")).toBe(1);
    expect(count("se", "soffor")).toBe(2);
    expect(count("dk", "sofa")).toBe(1);
    expect(count("dk", "soffa")).toBeUndefined();
    expect(rows.filter((r) => r.store_code === "se")).toHaveLength(new Set(rows.filter((r) => r.store_code === "se").map((r) => r.word)).size);
  });

  it.each([
    ["renamed", ["aura", "soffa"], ["aura", "sohva"], { removed: ["soffa"], added: ["sohva"] }],
    ["new document", [], ["aura"], { removed: [], added: ["aura"] }],
    ["unchanged", ["aura", "soffa"], ["soffa", "aura"], { removed: [], added: [] }],
    ["words repeated", ["aura", "aura"], ["kaja"], { removed: ["aura"], added: ["kaja"] }],
  ])("a reindex changes the counts of the words it drops and gains: %s", (_name, before, after, expected) => {
    expect(changedWords(before, after)).toEqual(expected);
  });
});
