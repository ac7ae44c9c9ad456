import { describe, expect, it } from "vitest";
import { commerceBackendOf, storeIdsFrom, upstreamConfigOf } from "#worker/commerce/upstream/config.ts";

const UPSTREAM = { COMMERCE_BACKEND: "upstream", UPSTREAM_API_URL: "https://api.shop.example", UPSTREAM_STORE_IDS: "se=1,dk=2,no=3,fi=4", UPSTREAM_INDEX_PREFIX: "", UPSTREAM_PRICES_INCLUDE_TAX: "", UPSTREAM_SHIPPING_METHODS: "", UPSTREAM_PAYMENT_METHODS: "", UPSTREAM_TIMEOUT_MS: "" };

describe("the commerce backend's settings (issue 16)", () => {
  it.each([
    ["", "embedded"],
    [undefined, "embedded"],
    ["embedded", "embedded"],
    ["upstream", "upstream"],
  ])("COMMERCE_BACKEND %j is the %s backend", (setting, backend) => {
    expect(commerceBackendOf({ COMMERCE_BACKEND: setting as string })).toBe(backend);
  });

  it("refuses a backend it does not know, naming the variable", () => {
    expect(() => commerceBackendOf({ COMMERCE_BACKEND: "magento" })).toThrow(/COMMERCE_BACKEND must be "embedded" or "upstream", not "magento"/);
  });

  it.each([
    ["se=1,dk=2,no=3,fi=4", { se: 1, dk: 2, no: 3, fi: 4 }],
    [" se = 1, dk=5 ,no=3, fi=7 ", { se: 1, dk: 5, no: 3, fi: 7 }],
    ["fi=4,no=3,dk=2,se=1,", { se: 1, dk: 2, no: 3, fi: 4 }],
  ])("reads Magento's store ids from %j", (setting, ids) => {
    expect(storeIdsFrom(setting)).toEqual(ids);
  });

  it.each([
    ["", /missing: se, dk, no, fi/],
    ["se=1,dk=2", /missing: no, fi/],
    ["se=1,dk=2,no=abc,fi=4", /store id of no must be a whole number, not "abc"/],
    ["se=1,dk=2,no=3,fi=4,xx=9", /"xx" is not a store code/],
  ])("refuses the store ids %j", (setting, message) => {
    expect(() => storeIdsFrom(setting)).toThrow(message);
  });

  it("reads the upstream settings, with vue-storefront-api's defaults for the index and tax", () => {
    expect(upstreamConfigOf(UPSTREAM)).toEqual({
      baseUrl: "https://api.shop.example",
      timeoutMs: 8000,
      storeIds: { se: 1, dk: 2, no: 3, fi: 4 },
      catalog: { indexPrefix: "vue_storefront_catalog", pricesIncludeTax: true },
      shippingMethods: { flatrate: { carrier: "flatrate", method: "flatrate" } },
      paymentMethods: { cashondelivery: "cashondelivery" },
    });
    const mapped = upstreamConfigOf({ ...UPSTREAM, UPSTREAM_SHIPPING_METHODS: "home_delivery=flatrate_flatrate, pickup_point=tablerate_best_way", UPSTREAM_PAYMENT_METHODS: "cashondelivery=cashondelivery,invoice_later=banktransfer,hosted_checkout=checkmo" });
    expect(mapped.shippingMethods).toEqual({ home_delivery: { carrier: "flatrate", method: "flatrate" }, pickup_point: { carrier: "tablerate", method: "best_way" } });
    expect(mapped.paymentMethods).toEqual({ cashondelivery: "cashondelivery", invoice_later: "banktransfer", hosted_checkout: "checkmo" });
    // Named alone, a method takes its Magento code from the payment-method registry.
    expect(upstreamConfigOf({ ...UPSTREAM, UPSTREAM_PAYMENT_METHODS: "cashondelivery, hosted_checkout" }).paymentMethods).toEqual({ cashondelivery: "cashondelivery", hosted_checkout: "checkmo" });
    expect(upstreamConfigOf({ ...UPSTREAM, UPSTREAM_INDEX_PREFIX: "shop_catalog", UPSTREAM_PRICES_INCLUDE_TAX: "0" }).catalog).toEqual({ indexPrefix: "shop_catalog", pricesIncludeTax: false });
  });

  it.each([
    [{ UPSTREAM_API_URL: "" }, /UPSTREAM_API_URL must be the http\(s\) URL/],
    [{ UPSTREAM_API_URL: "ftp://api.shop.example" }, /UPSTREAM_API_URL/],
    [{ UPSTREAM_INDEX_PREFIX: "../admin" }, /UPSTREAM_INDEX_PREFIX must be an index name/],
    [{ UPSTREAM_PRICES_INCLUDE_TAX: "yes" }, /UPSTREAM_PRICES_INCLUDE_TAX must be "1" or "0", not "yes"/],
    [{ UPSTREAM_STORE_IDS: "" }, /UPSTREAM_STORE_IDS/],
    [{ UPSTREAM_TIMEOUT_MS: "10s" }, /UPSTREAM_TIMEOUT_MS must be whole milliseconds from 100 to 30000, not "10s"/],
    [{ UPSTREAM_TIMEOUT_MS: "60000" }, /UPSTREAM_TIMEOUT_MS/],
    [{ UPSTREAM_SHIPPING_METHODS: "express=flatrate_flatrate" }, /UPSTREAM_SHIPPING_METHODS: "express" is not a method the shop offers/],
    [{ UPSTREAM_SHIPPING_METHODS: "flatrate=flatrate" }, /must be Magento's carrier_method/],
    [{ UPSTREAM_SHIPPING_METHODS: "flatrate=Flat Rate" }, /"Flat Rate" is not a Magento method code/],
    [{ UPSTREAM_PAYMENT_METHODS: "paypal=paypal_express" }, /UPSTREAM_PAYMENT_METHODS: "paypal" is not a method the shop offers/],
    [{ UPSTREAM_PAYMENT_METHODS: "invoice_later=" }, /UPSTREAM_PAYMENT_METHODS: "" is not a Magento method code/],
  ])("refuses %j, naming the variable", (change, message) => {
    expect(() => upstreamConfigOf({ ...UPSTREAM, ...change })).toThrow(message);
  });
});
