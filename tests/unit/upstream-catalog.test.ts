import { describe, expect, it } from "vitest";
import { catalogIndex } from "#worker/commerce/upstream/catalog.ts";

describe("the upstream catalog's indexes", () => {
  it("names one index per store", () => {
    expect(["se", "dk", "no", "fi"].map((store) => catalogIndex(store as "se", "vue_storefront_catalog"))).toEqual(["vue_storefront_catalog", "vue_storefront_catalog_dk", "vue_storefront_catalog_no", "vue_storefront_catalog_fi"]);
  });
});
