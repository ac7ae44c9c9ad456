import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import { FEE_ITEMS, afterFeeFailure, checkFeeChoice, chosenFeesFromFields, feesOffered, priceFees, withFeeChoice, type ChosenFee } from "#core/domain/extra-fees.ts";
import { STORE_CODES } from "#core/stores.ts";

describe("the fee list (SPEC §3 'Fee item', §7 'Fees')", () => {
  it("has carry-in, assembly and removal, each with a price in every store", () => {
    expect(FEE_ITEMS.map((f) => f.id)).toEqual(["carry_in", "assembly", "removal"]);
    for (const fee of FEE_ITEMS) for (const option of fee.options) for (const store of STORE_CODES) expect(option.prices[store], `${fee.id}/${option.id}/${store}`).toBeGreaterThan(0);
  });

  it.each([
    ["home delivery offers every fee", "home", ["carry_in", "assembly", "removal"]],
    ["a pickup point offers none", "pickup", []],
    ["a showroom pickup offers none", "showroom", []],
    ["the flat-rate parcel offers none", "flatrate", []],
    ["no delivery chosen offers none", null, []],
  ] as const)("%s", (_name, carrier, expected) => expect(feesOffered(carrier).map((f) => f.id)).toEqual(expected));
});

describe("checkFeeChoice", () => {
  const cases: [string, ChosenFee[], ReturnType<typeof checkFeeChoice>][] = [
    ["nothing chosen", [], { ok: true, fees: [] }],
    ["one fee with its option", [{ feeId: "carry_in", optionIds: ["room"] }], { ok: true, fees: [{ feeId: "carry_in", optionIds: ["room"] }] }],
    ["a repeated option counts once", [{ feeId: "removal", optionIds: ["one", "one"] }], { ok: true, fees: [{ feeId: "removal", optionIds: ["one"] }] }],
    ["a fee without options is no fee", [{ feeId: "assembly", optionIds: [] }], { ok: true, fees: [] }],
    ["a fee named twice counts once", [{ feeId: "carry_in", optionIds: ["room"] }, { feeId: "carry_in", optionIds: ["room"] }], { ok: true, fees: [{ feeId: "carry_in", optionIds: ["room"] }] }],
    ["an unknown fee", [{ feeId: "gift_wrap", optionIds: ["x"] }], { ok: false, field: "fee_id", message: 'no fee "gift_wrap"; the fees are carry_in, assembly, removal' }],
    ["an unknown option", [{ feeId: "removal", optionIds: ["all"] }], { ok: false, field: "options_ids", message: 'removal has no option "all"; its options are one, several' }],
    ["two options of a one-option fee", [{ feeId: "removal", optionIds: ["one", "several"] }], { ok: false, field: "options_ids", message: "removal takes one option at most" }],
  ];
  it.each(cases)("%s", (_name, chosen, expected) => expect(checkFeeChoice(chosen)).toEqual(expected));
});

describe("withFeeChoice (apply fee: the cart's list with one fee's choice replaced)", () => {
  const current: ChosenFee[] = [{ feeId: "carry_in", optionIds: ["room"] }, { feeId: "removal", optionIds: ["one"] }];
  it.each([
    ["adds a new fee", { feeId: "assembly", optionIds: ["assembly"] }, ["carry_in:room", "removal:one", "assembly:assembly"]],
    ["replaces a fee's option", { feeId: "removal", optionIds: ["several"] }, ["carry_in:room", "removal:several"]],
    ["no options removes the fee", { feeId: "carry_in", optionIds: [] }, ["removal:one"]],
    ["removing a fee not applied changes nothing", { feeId: "assembly", optionIds: [] }, ["carry_in:room", "removal:one"]],
  ])("%s", (_name, choice, expected) => expect(withFeeChoice(current, choice).map((f) => `${f.feeId}:${f.optionIds.join("+")}`)).toEqual(expected));
});

describe("priceFees", () => {
  const chosen: ChosenFee[] = [{ feeId: "carry_in", optionIds: ["room"] }, { feeId: "removal", optionIds: ["several"] }];
  it.each([
    ["Sweden, home delivery: 395 + 595", "se", "home", 0, 990],
    ["Denmark, home delivery: 295 + 445", "dk", "home", 0, 740],
    ["Finland, home delivery: 39 + 59 euros", "fi", "home", 2, 98],
    ["a pickup point: not charged", "se", "pickup", 0, 0],
  ] as const)("%s", (_name, store, carrier, digits, total) => {
    const priced = priceFees(store, carrier, chosen, digits);
    expect(priced.totalInclTax).toBe(total);
    expect(priced.fees.reduce((sum, f) => sum + f.amountInclTax, 0)).toBe(total);
  });

  it("prices each fee on its own line, leaving out unknown options", () => {
    expect(priceFees("se", "home", [...chosen, { feeId: "assembly", optionIds: ["nope"] }], 0).fees).toEqual([
      { feeId: "carry_in", optionIds: ["room"], amountInclTax: 395 },
      { feeId: "removal", optionIds: ["several"], amountInclTax: 595 },
    ]);
  });
});

describe("afterFeeFailure (SPEC §4 'Applied fees')", () => {
  it.each([
    ["the cart is not the current user's: reconnect and retry", refusal("cartNotYours", { cartId: "1234" }), false, "reconnect-and-retry"],
    ["the same after one retry: clear", refusal("cartNotYours", { cartId: "1234" }), true, "clear"],
    ["another refusal: clear", refusal("noCart", { cartId: "1234" }), false, "clear"],
    ["an answer without a refusal (no answer, a server error): clear", null, false, "clear"],
  ] as const)("%s", (_name, refused, retried, expected) => expect(afterFeeFailure(refused, retried)).toBe(expected));
});

describe("chosenFeesFromFields (the checkout form's fee.* fields)", () => {
  it.each([
    ["a checked box", [["fee.carry_in", "room"]], [{ feeId: "carry_in", optionIds: ["room"] }]],
    ["the 'none' radio chooses no option", [["fee.removal", ""]], [{ feeId: "removal", optionIds: [] }]],
    ["other fields are not fees", [["firstName", "Åsa"], ["fee.assembly", "assembly"]], [{ feeId: "assembly", optionIds: ["assembly"] }]],
    ["a field given twice keeps both options (checkFeeChoice refuses them for a one-option fee)", [["fee.removal", "one"], ["fee.removal", "several"]], [{ feeId: "removal", optionIds: ["one", "several"] }]],
    ["a file is no option", [["fee.carry_in", new Blob(["x"])]], []],
  ] as const)("%s", (_name, fields, expected) => expect(chosenFeesFromFields(fields as Iterable<[string, unknown]>)).toEqual(expected));
});
