import { afterEach, describe, expect, it, vi } from "vitest";
import { applyFee, type FeeChange } from "#app/state/applied-fees.ts";

const CHANGE: FeeChange = { shippingMethod: "home_delivery", country: "SE", postcode: "41304", feeId: "carry_in", optionIds: ["room"] };
const refused = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const NOT_YOURS = () => refused(404, { code: 404, result: "cartId: The current user cannot perform operations on cart a (no such cart: create one with /api/cart/create)", refusal: { code: "cartNotYours", params: { cartId: "a" } } });
const OK = () => refused(200, { code: 200, result: { fees: [] } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Applies CHANGE to cart "a" with the API answering `answers` in turn; what applyFee said, the carts it posted to, and how often it reconnected. */
async function apply(answers: Response[]) {
  const posted: string[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string) => {
    posted.push(new URL(url, "http://shop.test").searchParams.get("cartId")!);
    return answers.shift() ?? OK();
  }));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  let reconnects = 0;
  const outcome = await applyFee(() => "a", CHANGE, async () => `b${++reconnects}`);
  return { outcome, posted, reconnects };
}

describe("applyFee (SPEC §4 'Applied fees'): decides on the refusal's code, never its words", () => {
  it.each([
    ["applied at once", [OK()], { outcome: "applied", posted: ["a"], reconnects: 0 }],
    ["the cart is not the user's: reconnected, and applied to the new cart", [NOT_YOURS()], { outcome: "applied", posted: ["a", "b1"], reconnects: 1 }],
    ["the same twice: cleared after one retry", [NOT_YOURS(), refused(404, { code: 404, result: "x", refusal: { code: "cartNotYours", params: { cartId: "b1" } } })], { outcome: "clear", posted: ["a", "b1"], reconnects: 1 }],
    ["the words without the refusal: cleared", [refused(404, { code: 404, result: "cartId: The current user cannot perform operations on cart a" })], { outcome: "clear", posted: ["a"], reconnects: 0 }],
    ["another refusal: cleared", [refused(409, { code: 409, result: "cartId: busy", refusal: { code: "checkoutInProgress", params: {} } })], { outcome: "clear", posted: ["a"], reconnects: 0 }],
  ])("%s", async (_name, answers, expected) => {
    expect(await apply(answers)).toEqual(expected);
  });
});
