import { describe, expect, it } from "vitest";
import { bundleComplete, bundlePriceDisplay, defaultBundleChoice } from "#core/domain/bundle-price.ts";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import { BUNDLE_NONE, chosenFromForm, FIELD_MAX_LENGTH, missingRequiredOptions, optionsChecksum, resolveOptions, toProductOption, type ChosenOptions } from "#core/domain/cart-options.ts";

const finish = {
  id: 1,
  title: "Finish",
  type: "drop_down" as const,
  required: true,
  values: [
    { id: 11, title: "Oiled", priceType: "fixed" as const, price: 0 },
    { id: 12, title: "White oiled", priceType: "fixed" as const, price: 695 },
    { id: 13, title: "Lacquered", priceType: "percent" as const, price: 8 },
  ],
};
const leaves = { id: 2, title: "Leaves", type: "checkbox" as const, required: false, values: [{ id: 21, title: "2 leaves", priceType: "fixed" as const, price: 1495 }, { id: 22, title: "Cover", priceType: "fixed" as const, price: 399 }] };
const engraving = { id: 3, title: "Engraving", type: "field" as const, required: false, values: [] };
const table = { customOptions: [finish, leaves, engraving], bundleOptions: [] };
const bundle = {
  customOptions: [],
  bundleOptions: [
    { id: 5, title: "Table", required: true, selections: [{ id: 51, product: { sku: "T-1", name: "Table" }, qty: 1, isDefault: true }, { id: 52, product: { sku: "T-2", name: "Big table" }, qty: 1, isDefault: false }] },
    { id: 6, title: "Chairs", required: false, selections: [{ id: 61, product: { sku: "C-1", name: "Chair" }, qty: 4, isDefault: false }] },
  ],
};
const c = (custom: Record<string, string[]> = {}, bundleChoice: Record<string, string> = {}): ChosenOptions => ({ custom, bundle: bundleChoice });

describe("resolveOptions (SPEC §5 option price adjustments)", () => {
  const ok: [string, Parameters<typeof resolveOptions>[0], ChosenOptions, number, string[]][] = [
    ["a free value keeps the price", table, c({ 1: ["11"] }), 10000, ["Finish: Oiled"]],
    ["a fixed value adds its amount", table, c({ 1: ["12"] }), 10000, ["Finish: White oiled"]],
    ["a percent value adds its share of the base price", table, c({ 1: ["13"] }), 10000, ["Finish: Lacquered"]],
    ["checkboxes add up", table, c({ 1: ["11"], 2: ["21", "22"] }), 10000, ["Finish: Oiled", "Leaves: 2 leaves, Cover"]],
    ["a field keeps its text", table, c({ 1: ["11"], 3: [" Mormor 80 "] }), 10000, ["Finish: Oiled", "Engraving: Mormor 80"]],
    ["a bundle takes the chosen selection", bundle, c({}, { 5: "52", 6: "61" }), 5000, ["Table: 1 × Big table", "Chairs: 4 × Chair"]],
    ["an unchosen bundle option takes its default", bundle, c(), 5000, ["Table: 1 × Table"]],
    ["a part named by sku (a line stored before selection ids)", bundle, c({}, { 5: "T-2" }), 5000, ["Table: 1 × Big table"]],
  ];
  const prices = [10000, 10695, 10800, 11894, 10000, 5000, 5000, 5000];
  it.each(ok.map((row, i) => [...row, prices[i]!] as const))("%s", (_name, product, chosen, base, labels, price) => {
    const resolved = resolveOptions(product, chosen, base);
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(resolved.unitPrice).toBe(price);
    expect(resolved.labels.map((l) => `${l.label}: ${l.value}`)).toEqual(labels);
    expect(resolved.checksum).toMatch(/^[0-9a-f]{8}$/);
  });

  const refused: [string, Parameters<typeof resolveOptions>[0], ChosenOptions, string, Refusal][] = [
    ["a required option missing", table, c(), "options.1", refusal("optionRequired", { option: "Finish" })],
    ["an unknown value", table, c({ 1: ["99"] }), "options.1", refusal("optionNoValue", { option: "Finish", value: "99" })],
    ["two values for a drop-down", table, c({ 1: ["11", "12"] }), "options.1", refusal("optionOneValue", { option: "Finish" })],
    ["an unknown option", table, c({ 1: ["11"], 9: ["1"] }), "options.9", refusal("unknownOption", { option: "9" })],
    ["a text over the limit", table, c({ 1: ["11"], 3: ["x".repeat(FIELD_MAX_LENGTH + 1)] }), "options.3", refusal("optionTooLong", { option: "Engraving", max: FIELD_MAX_LENGTH })],
    ["a selection the bundle does not offer", bundle, c({}, { 5: "NOPE" }), "bundle.5", refusal("bundleNoSelection", { option: "Table", sku: "NOPE" })],
    ["another option's selection", bundle, c({}, { 5: "61" }), "bundle.5", refusal("bundleNoSelection", { option: "Table", sku: "61" })],
  ];
  it.each(refused)("refuses %s", (_name, product, chosen, field, expected) => {
    expect(resolveOptions(product, chosen, 1000)).toEqual({ ok: false, field, refusal: expected });
  });
});

describe("a bundle costs its chosen parts (SPEC §5)", () => {
  const TODAY = "2026-06-15";
  const price = (p: number, special: number | null = null) => ({ price: p, specialPrice: special, specialFromDate: null, specialToDate: null });
  const priced = {
    customOptions: [],
    bundleOptions: [
      { id: 5, title: "Table", required: true, selections: [{ id: 51, product: { sku: "T-1", name: "Table", price: price(9995) }, qty: 1, isDefault: true }, { id: 52, product: { sku: "T-2", name: "Big table", price: price(14995, 12995) }, qty: 1, isDefault: false }] },
      { id: 6, title: "Chairs", required: false, selections: [{ id: 61, product: { sku: "C-1", name: "Chair", price: price(1995) }, qty: 4, isDefault: true }] },
    ],
  };
  const cases: [string, ChosenOptions, number][] = [
    ["the defaults: 9 995 + 4 × 1 995", c(), 17975],
    ["another table at its special price: 12 995 + 4 × 1 995", c({}, { 5: "52" }), 20975],
    ["the optional chairs declined: the table alone", c({}, { 6: BUNDLE_NONE }), 9995],
  ];
  it.each(cases)("%s", (_name, chosen, expected) => {
    const resolved = resolveOptions(priced, chosen, 44995, TODAY);
    expect(resolved).toMatchObject({ ok: true, unitPrice: expected });
  });

  it("refuses to decline a required part, and tells a declined part apart in the line's checksum", () => {
    expect(resolveOptions(priced, c({}, { 5: BUNDLE_NONE }), 44995, TODAY)).toMatchObject({ ok: false, field: "bundle.5" });
    const declined = resolveOptions(priced, c({}, { 6: BUNDLE_NONE }), 44995, TODAY);
    const withChairs = resolveOptions(priced, c(), 44995, TODAY);
    expect(declined.ok && withChairs.ok && declined.checksum !== withChairs.checksum).toBe(true);
  });

  it("shows on the page what the cart will charge: the chosen parts' final and regular prices", () => {
    const view = priced.bundleOptions.map((o) => ({
      id: o.id,
      required: o.required,
      selections: o.selections.map((s) => ({ selectionId: s.id, qty: s.qty, isDefault: s.isDefault, price: { final: s.product.price.specialPrice ?? s.product.price.price, original: s.product.price.price } })),
    }));
    const choice = defaultBundleChoice(view);
    expect(choice).toEqual({ 5: "51", 6: "61" });
    expect(bundlePriceDisplay(view, choice)).toMatchObject({ final: 17975, original: 17975, special: null });
    expect(bundlePriceDisplay(view, { ...choice, 5: "52" })).toMatchObject({ final: 20975, original: 22975, special: 20975, discountPercent: 9 });
    expect(bundlePriceDisplay(view, { ...choice, 6: BUNDLE_NONE }).final).toBe(9995);
  });

  const part = { selectionId: 1, qty: 1, isDefault: true, price: { final: 1, original: 1 } };
  it.each([
    ["every option has parts", [{ id: 1, required: true, selections: [part] }, { id: 2, required: false, selections: [part] }], true],
    ["an optional option has none left", [{ id: 1, required: true, selections: [part] }, { id: 2, required: false, selections: [] }], true],
    ["a required option has none left", [{ id: 1, required: true, selections: [] }, { id: 2, required: false, selections: [part] }], false],
    ["no options at all", [], true],
  ] as const)("can be bought while each required option has a part: %s → %s", (_name, options, complete) => {
    expect(bundleComplete(options)).toBe(complete);
  });
});

describe("optionsChecksum (line identity of SPEC §4)", () => {
  it("is null without options, equal for the same choice in any order, different for another choice", () => {
    expect(optionsChecksum(c())).toBeNull();
    expect(optionsChecksum(c({ 2: ["21", "22"], 1: ["11"] }))).toBe(optionsChecksum(c({ 1: ["11"], 2: ["22", "21"] })));
    expect(optionsChecksum(c({ 1: ["11"] }))).not.toBe(optionsChecksum(c({ 1: ["12"] })));
    expect(optionsChecksum(c({}, { 5: "51" }))).not.toBe(optionsChecksum(c({ 5: ["51"] })));
  });
});

describe("chosenFromForm", () => {
  it("reads option-{id} (repeated for checkboxes) and bundle-{id}, dropping empty values and other fields", () => {
    expect(
      chosenFromForm([
        ["sku", "X"],
        ["qty", "1"],
        ["option-1", "12"],
        ["option-2", "21"],
        ["option-2", "22"],
        ["option-3", "  "],
        ["bundle-5", "52"],
      ]),
    ).toEqual({ custom: { 1: ["12"], 2: ["21", "22"] }, bundle: { 5: "52" } });
  });
});

describe("toProductOption (Magento's product_option)", () => {
  const options = bundle.bundleOptions;
  it.each([
    ["nothing chosen", c(), [], [], []],
    ["checkbox values comma-separated, a field's text whole", c({ 2: ["21", "22"], 3: ["Mormor 80"] }), [], [{ option_id: 2, option_value: "21,22" }, { option_id: 3, option_value: "Mormor 80" }], []],
    ["a bundle part by its selection id, with its quantity", c({}, { 5: "52", 6: "61" }), options, [], [{ option_id: 5, option_qty: 1, option_selections: [52] }, { option_id: 6, option_qty: 4, option_selections: [61] }]],
    ["a declined optional part left out", c({}, { 5: "51", 6: BUNDLE_NONE }), options, [], [{ option_id: 5, option_qty: 1, option_selections: [51] }]],
    ["a quantity of 1 without the bundle's options", c({}, { 6: "61" }), [], [], [{ option_id: 6, option_qty: 1, option_selections: [61] }]],
  ] as const)("%s", (_name, chosen, bundleOptions, custom, bundled) => {
    expect(toProductOption(chosen, bundleOptions)).toEqual({ extension_attributes: { custom_options: custom, bundle_options: bundled } });
  });
});

describe("missingRequiredOptions (flagged on the page before the add is sent)", () => {
  const options = [
    { id: 1, required: true },
    { id: 2, required: false },
    { id: 3, required: true },
  ];
  it.each<[string, ChosenOptions, number[]]>([
    ["nothing chosen: every required option, in order", { custom: {}, bundle: {} }, [1, 3]],
    ["one required answered", { custom: { "3": ["7"] }, bundle: {} }, [1]],
    ["only the optional one answered", { custom: { "2": ["5"] }, bundle: {} }, [1, 3]],
    ["all required answered", { custom: { "1": ["text"], "3": ["7", "8"] }, bundle: {} }, []],
    ["an empty answer is no answer", { custom: { "1": [], "3": ["7"] }, bundle: {} }, [1]],
    ["a bundle choice answers no custom option", { custom: {}, bundle: { "1": "4" } }, [1, 3]],
  ])("%s", (_, chosen, expected) => {
    expect(missingRequiredOptions(options, chosen)).toEqual(expected);
  });
  it("a product without required options misses nothing", () => {
    expect(missingRequiredOptions([{ id: 2, required: false }], { custom: {}, bundle: {} })).toEqual([]);
  });
});
