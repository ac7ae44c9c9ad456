import { describe, expect, it } from "vitest";
import { newsletterCouponCode } from "#worker/commerce/shop/newsletter-coupon.ts";

describe("newsletterCouponCode (NYHET-XXXX-XXXX, easy to read aloud)", () => {
  const cases: [string, number[], string][] = [
    ["the alphabet's first eight", [0, 1, 2, 3, 4, 5, 6, 7], "NYHET-ABCD-EFGH"],
    ["no I or O: H is followed by J, N by P", [7, 8, 12, 13, 0, 0, 0, 0], "NYHET-HJNP-AAAA"],
    ["no 0 or 1: Z is followed by 2, the last is 9", [23, 24, 31, 31, 0, 0, 0, 0], "NYHET-Z299-AAAA"],
    ["a byte wraps round the 32 characters", [32, 255, 64, 33, 0, 0, 0, 0], "NYHET-A9AB-AAAA"],
  ];
  it.each(cases)("%s", (_name, bytes, expected) => expect(newsletterCouponCode(Uint8Array.from(bytes))).toBe(expected));

  it("draws a new code each time from random bytes", () => {
    const codes = new Set(Array.from({ length: 50 }, () => newsletterCouponCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^NYHET-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
});
