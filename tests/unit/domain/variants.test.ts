import { describe, it, expect } from "vitest";
import {
  NO_AVAILABLE_VARIANTS,
  NO_SUCH_CONFIGURATION,
  availableChildren,
  isExactConfiguration,
  optionValuesFor,
  selectVariant,
  type VariantChild,
  type VariantOptionValue,
  type VariantWanted,
} from "#core/domain/variants.ts";

function child(sku: string, attributes: Record<string, string>, over: Partial<VariantChild> = {}): VariantChild {
  return { sku, status: 1, isInStock: true, qty: 5, finalPrice: 1000, attributes, ...over };
}

/** A sofa in grey/blue × 2-sits/3-sits; blue 3-sits is out of stock, green 2-sits disabled. */
const SOFA: VariantChild[] = [
  child("S-GREY-2", { color: "grey", size: "2-sits" }, { finalPrice: 8000 }),
  child("S-GREY-3", { color: "grey", size: "3-sits" }, { finalPrice: 9000 }),
  child("S-BLUE-2", { color: "blue", size: "2-sits" }, { finalPrice: 7500 }),
  child("S-BLUE-3", { color: "blue", size: "3-sits" }, { finalPrice: 9500, qty: 0 }),
  child("S-GREEN-2", { color: "green", size: "2-sits" }, { finalPrice: 5000, status: 2 }),
];

describe("messages (SPEC §4 Configurable product)", () => {
  it.each([
    [NO_AVAILABLE_VARIANTS, "No available product variants"],
    [NO_SUCH_CONFIGURATION, "No such configuration for the product. Please do choose another combination of attributes."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("availableChildren: status < 2 and in stock (isInStock and qty > 0)", () => {
  const cases: [string, Partial<VariantChild>, boolean][] = [
    ["status 1, in stock, qty 5", {}, true],
    ["status 0 counts as active", { status: 0 }, true],
    ["status 2 is removed", { status: 2 }, false],
    ["status 3 is removed", { status: 3 }, false],
    ["status NaN is removed", { status: NaN }, false],
    ["isInStock false is removed", { isInStock: false }, false],
    ["qty 0 is removed", { qty: 0 }, false],
    ["qty -1 is removed", { qty: -1 }, false],
    ["qty NaN is removed", { qty: NaN }, false],
    ["qty 1 is kept", { qty: 1 }, true],
    ["qty > 0 but isInStock false is removed", { qty: 10, isInStock: false }, false],
  ];
  it.each(cases)("%s → %s", (_name, over, expected) => {
    expect(availableChildren([child("A", {}, over)]).length).toBe(expected ? 1 : 0);
  });

  it("keeps input order and does not mutate", () => {
    const input = [...SOFA];
    expect(availableChildren(input).map((c) => c.sku)).toEqual(["S-GREY-2", "S-GREY-3", "S-BLUE-2"]);
    expect(input).toEqual(SOFA);
  });
});

describe("selectVariant (SPEC §4 Configurable product)", () => {
  const cases: [string, readonly VariantChild[], VariantWanted, { fallbackToDefault?: boolean } | undefined, string][] = [
    // sku
    ["exact sku wins", SOFA, { sku: "S-GREY-3" }, undefined, "S-GREY-3"],
    ["exact sku wins over conflicting attributes", SOFA, { sku: "S-GREY-3", attributes: { color: "blue", size: "2-sits" } }, undefined, "S-GREY-3"],
    ["unavailable sku (out of stock) falls to attributes", SOFA, { sku: "S-BLUE-3", attributes: { color: "blue" } }, undefined, "S-BLUE-2"],
    ["unavailable sku (disabled) without attributes → default (cheapest available)", SOFA, { sku: "S-GREEN-2" }, undefined, "S-BLUE-2"],
    ["unknown sku without attributes → default", SOFA, { sku: "NOPE" }, undefined, "S-BLUE-2"],
    ["unknown sku without attributes, no fallback → no such configuration", SOFA, { sku: "NOPE" }, { fallbackToDefault: false }, "no_such_configuration"],
    ["empty sku counts as not chosen", SOFA, { sku: "" }, { fallbackToDefault: false }, "S-BLUE-2"],
    ["null sku counts as not chosen", SOFA, { sku: null }, undefined, "S-BLUE-2"],
    // attributes
    ["all attributes match one child", SOFA, { attributes: { color: "grey", size: "3-sits" } }, undefined, "S-GREY-3"],
    ["one attribute: several full matches → cheaper", SOFA, { attributes: { color: "grey" } }, undefined, "S-GREY-2"],
    ["one attribute: size 2-sits → cheapest 2-sits (disabled green ignored)", SOFA, { attributes: { size: "2-sits" } }, undefined, "S-BLUE-2"],
    ["one attribute: only available 3-sits", SOFA, { attributes: { size: "3-sits" } }, undefined, "S-GREY-3"],
    ["most matching wins over cheaper partial match", SOFA, { attributes: { color: "grey", size: "2-sits" } }, undefined, "S-GREY-2"],
    ["extra unknown attribute key: best partial with fallback", SOFA, { attributes: { color: "grey", size: "3-sits", fabric: "wool" } }, undefined, "S-GREY-3"],
    ["extra unknown attribute key, no fallback → no such configuration", SOFA, { attributes: { color: "grey", size: "3-sits", fabric: "wool" } }, { fallbackToDefault: false }, "no_such_configuration"],
    ["combination out of stock: best partial match (most attributes, then cheaper)", SOFA, { attributes: { color: "blue", size: "3-sits" } }, undefined, "S-BLUE-2"],
    ["combination out of stock, explicit fallback true", SOFA, { attributes: { color: "blue", size: "3-sits" } }, { fallbackToDefault: true }, "S-BLUE-2"],
    ["combination out of stock, no fallback → no such configuration", SOFA, { attributes: { color: "blue", size: "3-sits" } }, { fallbackToDefault: false }, "no_such_configuration"],
    ["combination only on a disabled child, no fallback", SOFA, { attributes: { color: "green", size: "2-sits" } }, { fallbackToDefault: false }, "no_such_configuration"],
    ["combination only on a disabled child → partial match on size, cheapest", SOFA, { attributes: { color: "green", size: "2-sits" } }, undefined, "S-BLUE-2"],
    ["value nobody has, fallback → default (cheapest)", SOFA, { attributes: { color: "red" } }, undefined, "S-BLUE-2"],
    ["value nobody has, no fallback", SOFA, { attributes: { color: "red" } }, { fallbackToDefault: false }, "no_such_configuration"],
    ["full match needs no fallback", SOFA, { attributes: { color: "blue", size: "2-sits" } }, { fallbackToDefault: false }, "S-BLUE-2"],
    ["empty attribute value counts as not chosen", SOFA, { attributes: { color: "grey", size: "" } }, { fallbackToDefault: false }, "S-GREY-2"],
    // nothing chosen
    ["nothing chosen → cheapest available child", SOFA, {}, undefined, "S-BLUE-2"],
    ["empty attributes → cheapest available child", SOFA, { attributes: {} }, { fallbackToDefault: false }, "S-BLUE-2"],
    // ties
    [
      "price tie → lower sku",
      [child("B", { color: "grey" }, { finalPrice: 100 }), child("A", { color: "grey" }, { finalPrice: 100 })],
      { attributes: { color: "grey" } },
      undefined,
      "A",
    ],
    [
      "default with price tie → lower sku",
      [child("B", {}, { finalPrice: 100 }), child("A", {}, { finalPrice: 100 }), child("C", {}, { finalPrice: 200 })],
      {},
      undefined,
      "A",
    ],
    [
      "NaN price sorts after real prices",
      [child("A", {}, { finalPrice: NaN }), child("B", {}, { finalPrice: 900 })],
      {},
      undefined,
      "B",
    ],
    [
      "partial tie at equal match count → cheaper",
      [
        child("GREY-WOOL", { color: "grey", fabric: "wool" }, { finalPrice: 500 }),
        child("BLUE-LINEN", { color: "blue", fabric: "linen" }, { finalPrice: 400 }),
      ],
      { attributes: { color: "grey", fabric: "linen" } },
      undefined,
      "BLUE-LINEN",
    ],
    // none available
    ["no children → none available", [], { sku: "X" }, undefined, "none_available"],
    [
      "all children unavailable → none available",
      [child("A", {}, { status: 2 }), child("B", {}, { isInStock: false }), child("C", {}, { qty: 0 })],
      {},
      undefined,
      "none_available",
    ],
    [
      "none available even when the sku exists",
      [child("A", { color: "grey" }, { qty: 0 })],
      { sku: "A", attributes: { color: "grey" } },
      { fallbackToDefault: false },
      "none_available",
    ],
  ];
  it.each(cases)("%s", (_name, children, wanted, options, expected) => {
    const r = selectVariant(children, wanted, options);
    expect(r.kind === "selected" ? r.child.sku : r.kind).toBe(expected);
  });

  it("returns the child object itself", () => {
    const r = selectVariant(SOFA, { sku: "S-GREY-2" });
    expect(r).toEqual({ kind: "selected", child: SOFA[0] });
    expect(r.kind === "selected" && r.child).toBe(SOFA[0]);
  });
});

describe("isExactConfiguration (caller shows NO_SUCH_CONFIGURATION after a fallback)", () => {
  const grey3 = SOFA[1] as VariantChild;
  const cases: [string, Record<string, string>, boolean][] = [
    ["all chosen match", { color: "grey", size: "3-sits" }, true],
    ["subset chosen match", { color: "grey" }, true],
    ["nothing chosen", {}, true],
    ["empty value ignored", { color: "grey", size: "" }, true],
    ["one differs", { color: "grey", size: "2-sits" }, false],
    ["key the child lacks", { fabric: "wool" }, false],
    ["case differs", { color: "Grey" }, false],
  ];
  it.each(cases)("%s → %s", (_name, attributes, expected) => {
    expect(isExactConfiguration(grey3, attributes)).toBe(expected);
  });

  it("flags the fallback of a missing combination", () => {
    const wanted = { color: "blue", size: "3-sits" };
    const r = selectVariant(SOFA, { attributes: wanted });
    expect(r.kind === "selected" && isExactConfiguration(r.child, wanted)).toBe(false);
  });
});

describe("optionValuesFor (grey out values not available with the other choices)", () => {
  const cases: [string, string, Record<string, string>, VariantOptionValue[]][] = [
    [
      "sizes with blue chosen: 3-sits is out of stock in blue",
      "size",
      { color: "blue" },
      [
        { value: "2-sits", available: true },
        { value: "3-sits", available: false },
      ],
    ],
    [
      "sizes with grey chosen: both available",
      "size",
      { color: "grey" },
      [
        { value: "2-sits", available: true },
        { value: "3-sits", available: true },
      ],
    ],
    [
      "sizes with nothing chosen: available in some colour",
      "size",
      {},
      [
        { value: "2-sits", available: true },
        { value: "3-sits", available: true },
      ],
    ],
    [
      "colours ignore their own chosen value; green only on a disabled child",
      "color",
      { color: "grey" },
      [
        { value: "grey", available: true },
        { value: "blue", available: true },
        { value: "green", available: false },
      ],
    ],
    [
      "colours with 3-sits chosen",
      "color",
      { size: "3-sits", color: "blue" },
      [
        { value: "grey", available: true },
        { value: "blue", available: false },
        { value: "green", available: false },
      ],
    ],
    [
      "other chosen value nobody has: nothing available",
      "size",
      { color: "red" },
      [
        { value: "2-sits", available: false },
        { value: "3-sits", available: false },
      ],
    ],
    [
      "empty chosen value is ignored",
      "size",
      { color: "" },
      [
        { value: "2-sits", available: true },
        { value: "3-sits", available: true },
      ],
    ],
    ["attribute no child has → no values", "fabric", {}, []],
  ];
  it.each(cases)("%s", (_name, code, chosen, expected) => {
    expect(optionValuesFor(SOFA, code, chosen)).toEqual(expected);
  });

  it("keeps first-seen order, de-duplicates and skips children without the value", () => {
    const kids = [
      child("1", { size: "xl" }, { qty: 0 }),
      child("2", {}),
      child("3", { size: "s" }),
      child("4", { size: "xl" }),
      child("5", { size: "" }),
    ];
    expect(optionValuesFor(kids, "size", {})).toEqual([
      { value: "xl", available: true },
      { value: "s", available: true },
    ]);
  });
});
