import { describe, expect, it } from "vitest";
import { routePattern } from "#app/errors/route-pattern.ts";

describe("routePattern (error reports name the route, never the address)", () => {
  it.each([
    ["the home page", "/", {}, "/"],
    ["a product page", "/p/WB-1001/bergfors-soffa", { parentSku: "WB-1001", slug: "bergfors-soffa" }, "/p/:parentSku/:slug"],
    ["a store's configurable product", "/dk/p/WB-1/sofa/WB-1-GRA", { parentSku: "WB-1", slug: "sofa", childSku: "WB-1-GRA" }, "/dk/p/:parentSku/:slug/:childSku"],
    ["a booking page", "/bokning/SHP123456", { shipmentNumber: "SHP123456" }, "/bokning/:shipmentNumber"],
    ["an encoded value", "/magazine/k%C3%A5l", { slug: "kål" }, "/magazine/:slug"],
    ["the catch-all", "/soffor/3-sits", { "*": "soffor/3-sits" }, "/*"],
    ["a store's catch-all", "/fi/sohvat", { "*": "sohvat" }, "/fi/*"],
    ["a data request", "/p/WB-1/sofa.data", { parentSku: "WB-1", slug: "sofa" }, "/p/:parentSku/:slug"],
    ["the root's data request", "/_root.data", {}, "/"],
    ["a malformed escape", "/p/%E0%A4%A/x", { parentSku: "other", slug: "x" }, "/p/%E0%A4%A/:slug"],
  ])("%s", (_, pathname, params, expected) => {
    expect(routePattern(pathname, params)).toBe(expected);
  });
});
