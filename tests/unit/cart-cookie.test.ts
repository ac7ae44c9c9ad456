import { describe, expect, it } from "vitest";
import { readCartId } from "#core/catalog/cart-cookie.ts";

const minted = "6952ad111a9336e03bd308fe2d5bf60915650ac537dc321d10190884fdcc2568";
const older = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("the cart id a request's cookie names", () => {
  it.each<[string, string | null, string | null]>([
    ["a minted id", `cart_se=${minted}`, minted],
    ["an older UUID", `cart_se=${older}`, older],
    ["among other cookies", `a=1; cart_se=${minted}; b=2`, minted],
    ["another store's only", `cart_dk=${minted}`, null],
    ["a minted id cut short", `cart_se=${minted.slice(1)}`, null],
    ["a minted id one digit long", `cart_se=${minted}0`, null],
    ["capitals", `cart_se=${minted.toUpperCase()}`, null],
    ["no cookie header", null, null],
  ])("%s", (_, header, expected) => {
    expect(readCartId(header, "se")).toBe(expected);
  });
});
