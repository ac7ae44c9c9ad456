import { describe, expect, it } from "vitest";
import { withoutPersonalData } from "#worker/reporting/personal-data.ts";

describe("withoutPersonalData (error reports never carry a customer's data)", () => {
  it.each([
    ["an e-mail address", "no account for anna.virtanen@example.fi", "no account for [email]"],
    ["a phone number with spaces", "call +46 70 123 45 67 failed", "call [number] failed"],
    ["a Swedish personal id", "invalid 850709-9805", "invalid [number]"],
    ["a card number", "card 4111 1111 1111 1111 refused", "card [number] refused"],
    ["a JWT", "bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc_def-ghi", "bad token [token]"],
    ["a cart id (UUID)", "cart 3f0c6a1e-3a63-4b7a-9d1e-6b1f1f9b2c11 locked", "cart [id] locked"],
    ["a long key-like run", "key a1B2c3D4e5F6g7H8i9J0k1L2m3N4 refused", "key [token] refused"],
    ["the query of a URL", "GET https://shop.test/checkout?email=a%40b.se&step=2 failed", "GET https://shop.test/checkout failed"],
    ["the fragment of a URL", "at https://shop.test/p/x#token=abc", "at https://shop.test/p/x"],
    ["a query in a stack frame, keeping line and column", "at f (https://shop.test/a.js?cart=1:12:345)", "at f (https://shop.test/a.js:12:345)"],
  ])("takes out %s", (_, text, expected) => {
    expect(withoutPersonalData(text)).toBe(expected);
  });

  it.each([
    ["line and column numbers", "at renderPage (worker/index.js:123456:78)"],
    ["a short number", "only 3 left of sku WB-1001"],
    ["a long name without digits", "at renderToReadableStreamInternal (react-dom.js:1:2)"],
    ["an HTTP status", "upstream answered 503"],
  ])("keeps %s", (_, text) => {
    expect(withoutPersonalData(text)).toBe(text);
  });
});
