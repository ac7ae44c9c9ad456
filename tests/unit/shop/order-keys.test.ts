import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import { HOSTED_KEY_PREFIX, hostedOrderKey, replay, withdrawRefusal } from "#worker/commerce/shop/order-keys.ts";
import { placedOrder } from "./backend.ts";

describe("replay (a key answers its first order, for its own cart only)", () => {
  const first = placedOrder({ cartId: "cart-1" });
  const cases: [string, string, ReturnType<typeof replay>][] = [
    ["the same cart sent it again: its first order, replayed", "cart-1", { ok: true, order: first, replayed: true }],
    ["another cart with the same key: refused, nothing of the order told", "cart-2", { ok: false, reason: "key_reused", refusal: refusal("keyReused") }],
  ];
  it.each(cases)("%s", (_name, cartId, expected) => expect(replay(first, { cartId })).toEqual(expected));
});

describe("withdrawRefusal (only an order queued offline is withdrawn)", () => {
  const cases: [string, string, ReturnType<typeof withdrawRefusal>][] = [
    ["a queued order's key may be withdrawn", "3f0c9a4e-queued", null],
    ["a paid order's key is refused", hostedOrderKey("sid-1"), { ok: false, reason: "invalid", refusal: refusal("paidOrderNotWithdrawn") }],
    ["the prefix counts only at the start", `queued-${HOSTED_KEY_PREFIX}sid-1`, null],
    ["the prefix is lower case only", "HOSTED:sid-1", null],
  ];
  it.each(cases)("%s", (_name, key, expected) => expect(withdrawRefusal(key)).toEqual(expected));
});

describe("hostedOrderKey", () => {
  it("names the paid order by the provider's session: hosted:{sid}", () => expect(hostedOrderKey("abc-123")).toBe("hosted:abc-123"));
});
