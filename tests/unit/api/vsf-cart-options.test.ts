import { describe, expect, it } from "vitest";
import { attributeCodeOf, configurableItemOptions, variantOfChoice } from "#core/api/configurable-options.ts";
import { shippingChoice } from "#worker/api/shipping-information.ts";
import { STORE_VIEWS } from "#core/stores.ts";

const variants = [
  { sku: "SOFA-GREY-2", attributes: { color: "grey", size: "2-sits" } },
  { sku: "SOFA-GREY-3", attributes: { color: "grey", size: "3-sits" } },
  { sku: "SOFA-BLUE-3", attributes: { color: "blue", size: "3-sits" } },
];

describe("configurable_item_options → the variant", () => {
  it.each([
    ["attribute ids as strings", [{ option_id: "93", option_value: "grey" }, { option_id: "144", option_value: "3-sits" }], "SOFA-GREY-3"],
    ["attribute ids as numbers", [{ option_id: 144, option_value: "2-sits" }, { option_id: 93, option_value: "grey" }], "SOFA-GREY-2"],
    ["attribute codes", [{ option_id: "color", option_value: "blue" }, { option_id: "size", option_value: "3-sits" }], "SOFA-BLUE-3"],
  ])("finds it by %s", (_, options, sku) => {
    expect(variantOfChoice(variants, options)).toMatchObject({ ok: true, variant: { sku } });
  });

  it.each([
    ["an attribute left out", [{ option_id: "93", option_value: "grey" }], "product_option.extension_attributes.configurable_item_options", /choose a value of size/],
    ["an unknown attribute", [{ option_id: "999", option_value: "x" }], "product_option.extension_attributes.configurable_item_options.0.option_id", /no configurable attribute "999"/],
    ["an attribute twice", [{ option_id: "93", option_value: "grey" }, { option_id: "color", option_value: "blue" }], "product_option.extension_attributes.configurable_item_options.1.option_id", /chosen twice/],
    ["a combination no variant has", [{ option_id: "93", option_value: "blue" }, { option_id: "144", option_value: "2-sits" }], "product_option.extension_attributes.configurable_item_options", /no variant has color blue and size 2-sits/],
  ])("refuses %s, naming the field", (_, options, field, message) => {
    const choice = variantOfChoice(variants, options);
    expect(choice).toMatchObject({ ok: false, field });
    expect(!choice.ok && choice.message).toMatch(message);
  });

  it("answers a variant's options with the attribute ids", () => {
    expect(configurableItemOptions({ color: "grey", size: "3-sits", other: "x" })).toEqual([
      { option_id: "93", option_value: "grey" },
      { option_id: "144", option_value: "3-sits" },
    ]);
    expect(attributeCodeOf(93)).toBe("color");
    expect(attributeCodeOf("nope")).toBeNull();
  });
});

describe("shipping-information body", () => {
  const se = STORE_VIEWS.se;
  it.each([
    ["camelCase (VSF's cart module)", { shippingMethodCode: "home_delivery", shippingCarrierCode: "home", shippingAddress: { countryId: "SE" } }, { methodCode: "home_delivery", carrierCode: "home" }],
    ["snake_case (VSF's order, the shop's pages)", { shipping_method_code: "flatrate", shipping_carrier_code: "flatrate" }, { methodCode: "flatrate", carrierCode: "flatrate" }],
    ["a method without a carrier", { shipping_method_code: "flatrate" }, { methodCode: "flatrate", carrierCode: null }],
    ["no method: the payment-method sync", { shippingAddress: { countryId: "SE" }, billingAddress: { countryId: "SE" } }, { methodCode: null, carrierCode: null }],
  ])("reads %s", (_, addressInformation, expected) => {
    expect(shippingChoice({ addressInformation }, se)).toMatchObject({ ok: true, ...expected });
  });

  it.each([
    ["no body", undefined, /addressInformation|JSON/],
    ["no addressInformation", {}, /^addressInformation: addressInformation is required/],
    ["another country", { addressInformation: { shippingAddress: { countryId: "DK" } } }, /^addressInformation\.shippingAddress\.countryId: the se store delivers to SE only/],
    ["a carrier without its method", { addressInformation: { shippingCarrierCode: "home" } }, /^addressInformation\.shippingMethodCode: a carrier needs its method/],
    ["a code that is not text", { addressInformation: { shippingMethodCode: 5 } }, /^addressInformation\.shippingMethodCode: must be text/],
  ])("refuses %s, naming the field", (_, body, message) => {
    const choice = shippingChoice(body, se);
    expect(choice.ok).toBe(false);
    expect(!choice.ok && choice.error).toMatch(message);
  });
});
