import { describe, expect, it } from "vitest";
import { productIdsOfTags } from "#worker/back-in-stock/restock-mail.ts";

describe("productIdsOfTags: the products a purge names, whose back-in-stock requests are checked", () => {
  it.each([
    [["P12", "C4", "search"], [12]],
    [["P1", "P22", "P333"], [1, 22, 333]],
    [["p12", "P", "P1x", "PP3", "P-1"], []],
    [["P1234567890123"], []],
    [[], []],
  ] as const)("%j → %j", (tags, ids) => {
    expect(productIdsOfTags(tags)).toEqual(ids);
  });
});
