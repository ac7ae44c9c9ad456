import { describe, expect, it } from "vitest";
import type { ProductDocument } from "#worker/commerce/upstream/documents.ts";
import { subjectOf } from "#worker/commerce/upstream/looks.ts";

const LABELS = {
  color: { "101": "Antracit", "102": "Grön", "103": "Natur" },
  material: { "201": "Teak", "202": "Aluminium", "203": "Rep (polyester)", "205": "Textil" },
  furniture_kind: { "401": "parasol" },
};
const product = (over: Partial<ProductDocument>): ProductDocument => ({ id: 1, sku: "SKU-1", type_id: "simple", ...over });

describe("what a Magento product's pictures are drawn from", () => {
  it.each([
    ["the shop's furniture_kind attribute first", { name: "Solskydd Capri", furniture_kind: 401 }, "parasol"],
    ["the longest kind noun in the name", { name: "Loungesoffa Sandhamn 3-sits" }, "lounge_sofa"],
    ["a Swedish noun inside a word", { name: "Trädgårdsstol Visby, teak" }, "garden_chair"],
    ["a Finnish name", { name: "Kulmasohva Aalto" }, "corner_sofa"],
    ["a Danish name", { name: "Lænestol Oslo" }, "armchair"],
    ["nothing it knows", { name: "Presentkort 500 kr" }, "armchair"],
  ])("the piece: %s", (_, over, kind) => {
    expect(subjectOf({}, product(over), LABELS, 1).parts.map((part) => part.look.kind)).toEqual([kind]);
  });

  it("draws a set as its kind's parts, in the set's colour and material", () => {
    const set = product({ sku: "GS-GRINDA-SET-4", type_id: "bundle", name: "Utematgrupp Grinda, bord + 4 stolar", color: 103, material: ["201", "202"] });
    expect(subjectOf({}, set, LABELS, 2)).toEqual({
      key: "GS-GRINDA-SET-4",
      set: "dining_set",
      count: 2,
      parts: [
        { look: expect.objectContaining({ kind: "dining_table", colour: "natural", swatch: "#c9a977", material: "teak" }), qty: 1 },
        { look: expect.objectContaining({ kind: "dining_chair", colour: "natural", material: "teak" }), qty: 4 },
      ],
    });
  });

  it.each([
    ["a variant's colour over the product's", { color: 102 }, { color: 101, material: ["203"] }, { colour: "green", swatch: "#5b7553", material: "rope" }],
    ["a label the shop does not have", {}, { color: 999, material: ["205"] }, { colour: null, swatch: null, material: null }],
  ])("the colour and material: %s", (_, shown, over, expected) => {
    const [part] = subjectOf(shown, product({ name: "Loungesoffa", ...over }), LABELS, 1).parts;
    expect(part!.look).toMatchObject(expected);
  });
});
