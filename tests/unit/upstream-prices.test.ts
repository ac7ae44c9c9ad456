import { describe, expect, it } from "vitest";
import { toCurrentPrice } from "#worker/commerce/upstream/prices.ts";

describe("today's price from Magento's render info", () => {
  it.each([
    ["tax-included prices, a special today", { final_price: 956, regular_price: 1196, extension_attributes: { tax_adjustments: { final_price: 1195, regular_price: 1495 } } }, { price: 1495, specialPrice: 1195 }],
    ["no special: the final price is the regular one", { extension_attributes: { tax_adjustments: { final_price: 1495, regular_price: 1495 } } }, { price: 1495, specialPrice: null }],
    ["no Tax module: the net prices", { final_price: 956, regular_price: 1196 }, { price: 1196, specialPrice: 956 }],
    ["numbers as strings", { extension_attributes: { tax_adjustments: { final_price: "899.00", regular_price: "999.00" } } }, { price: 999, specialPrice: 899 }],
    ["a final price above the regular one is no special", { extension_attributes: { tax_adjustments: { final_price: 1600, regular_price: 1495 } } }, { price: 1495, specialPrice: null }],
  ])("%s", (_, info, expected) => {
    expect(toCurrentPrice(info)).toEqual({ ...expected, specialFromDate: null, specialToDate: null });
  });

  it.each([
    ["no price info", undefined],
    ["no regular price", { final_price: 0, regular_price: 0 }],
    ["not a number", { regular_price: "gratis" }],
  ])("knows no price with %s", (_, info) => {
    expect(toCurrentPrice(info)).toBeNull();
  });
});
