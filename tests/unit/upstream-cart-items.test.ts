import { describe, expect, it } from "vitest";
import { bundleParts, chosenOf, composedSkuPrefixes, configurableItemOptionsOf, groupedMembersOf } from "#worker/commerce/upstream/cart-items.ts";

const sofa = {
  configurable_options: [
    { attribute_id: "93", attribute_code: "color" },
    { attribute_id: "144", attribute_code: "size" },
  ],
  configurable_children: [
    { sku: "SOFA-ANT-3", color: 101, size: 167 },
    { sku: "SOFA-GRN-3", color: "102", size: "167" },
    { sku: "SOFA-NOSIZE", color: 103 },
  ],
};

const set = {
  bundle_options: [
    { option_id: 1, product_links: [{ id: "1", sku: "TABLE", qty: 1 }] },
    { option_id: 2, product_links: [{ id: "2", sku: "CHAIR", qty: 4 }, { id: "3", sku: "ARMCHAIR", qty: 4 }] },
  ],
};

describe("a Magento cart line in the shop's terms (docs/upstream-contract.md 2.1)", () => {
  it.each([
    ["a plain sku", "CHAIR", ["CHAIR"]],
    ["a composed bundle sku, longest first", "SET-4-TABLE-CHAIR", ["SET-4-TABLE-CHAIR", "SET-4-TABLE", "SET-4", "SET"]],
  ])("names the skus %s may start with", (_, sku, prefixes) => {
    expect(composedSkuPrefixes(sku)).toEqual(prefixes);
  });

  it.each([
    ["numbers", "SOFA-ANT-3", [{ option_id: "93", option_value: "101" }, { option_id: "144", option_value: "167" }]],
    ["strings", "SOFA-GRN-3", [{ option_id: "93", option_value: "102" }, { option_id: "144", option_value: "167" }]],
    ["a variant missing an attribute's value", "SOFA-NOSIZE", null],
    ["no such variant", "SOFA-BLUE-3", null],
  ])("gives a variant's configurable_item_options from its parent's document: %s", (_, sku, expected) => {
    expect(configurableItemOptionsOf(sofa, sku)).toEqual(expected);
  });

  it.each([
    ["nothing", undefined, { custom: {}, bundle: {} }],
    ["custom options: a checkbox's values, a field's text", { extension_attributes: { custom_options: [{ option_id: "2", option_value: "21,22" }, { option_id: 3, option_value: "Mormor 80" }] } }, { custom: { "2": ["21", "22"], "3": ["Mormor 80"] }, bundle: {} }],
    ["bundle selections by id", { extension_attributes: { bundle_options: [{ option_id: 2, option_qty: 4, option_selections: [3] }] } }, { custom: {}, bundle: { "2": "3" } }],
  ])("reads the choice of %s", (_, productOption, chosen) => {
    expect(chosenOf(productOption)).toEqual(chosen);
  });

  it.each([
    ["at the quantity Magento was given", [{ option_id: 1, option_selections: [1] }, { option_id: 2, option_qty: 2, option_selections: [3] }], [{ sku: "TABLE", qty: 1 }, { sku: "ARMCHAIR", qty: 2 }]],
    ["at the selection's own quantity without one", [{ option_id: "2", option_selections: ["2"] }], [{ sku: "CHAIR", qty: 4 }]],
    ["leaving out a selection the bundle does not have", [{ option_id: 2, option_selections: [9] }], []],
  ])("lists a bundle line's parts %s", (_, bundle_options, parts) => {
    expect(bundleParts(set, { extension_attributes: { bundle_options } })).toEqual(parts);
  });

  it.each([
    ["a grouped product's associated links, a missing quantity as 1", { type_id: "grouped", product_links: [{ link_type: "associated", linked_product_sku: "CHAIR", extension_attributes: { qty: 2 } }, { link_type: "related", linked_product_sku: "CUSHION" }, { link_type: "associated", linked_product_sku: "ARMCHAIR" }] }, [{ sku: "CHAIR", qty: 2 }, { sku: "ARMCHAIR", qty: 1 }]],
    ["no members for another type", { type_id: "simple", product_links: [{ link_type: "associated", linked_product_sku: "CHAIR" }] }, null],
  ])("buys a set as its members: %s", (_, doc, members) => {
    expect(groupedMembersOf(doc)).toEqual(members);
  });
});
