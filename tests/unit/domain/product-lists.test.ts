import { describe, expect, it } from "vitest";
import { LIST_LIMITS, missingOnServer, withCompared, withViewed, withWished, withoutSku } from "#core/domain/product-lists.ts";

const many = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`);

describe("product lists", () => {
  it.each([
    ["an empty wishlist takes the product", [], "A", ["A"]],
    ["the last added goes first", ["A"], "B", ["B", "A"]],
    ["a product already wished changes nothing", ["B", "A"], "A", ["B", "A"]],
    ["a full wishlist refuses rather than drop a wish", many(LIST_LIMITS.wishlist), "NEW", null],
  ])("withWished: %s", (_label, list, sku, expected) => expect(withWished(list, sku)).toEqual(expected));

  it.each([
    ["keeps the order products were added in", ["A"], "B", ["A", "B"]],
    ["a product already compared changes nothing", ["A", "B"], "A", ["A", "B"]],
    ["the fourth is taken", ["A", "B", "C"], "D", ["A", "B", "C", "D"]],
    ["a fifth is refused", ["A", "B", "C", "D"], "E", null],
  ])("withCompared: %s", (_label, list, sku, expected) => expect(withCompared(list, sku)).toEqual(expected));

  it.each([
    ["a first view", [], "A", ["A"]],
    ["a new view goes first", ["A"], "B", ["B", "A"]],
    ["a repeated view moves to the front, never twice", ["B", "A", "C"], "A", ["A", "B", "C"]],
    ["the oldest beyond 12 goes", many(12), "NEW", ["NEW", ...many(11)]],
  ])("withViewed: %s", (_label, list, sku, expected) => expect(withViewed(list, sku)).toEqual(expected));

  it("withoutSku and missingOnServer", () => {
    expect(withoutSku(["A", "B"], "A")).toEqual(["B"]);
    expect(withoutSku(["A"], "Z")).toEqual(["A"]);
    expect(missingOnServer(["A", "B", "C"], ["B"])).toEqual(["A", "C"]);
    expect(missingOnServer([], ["B"])).toEqual([]);
  });
});
