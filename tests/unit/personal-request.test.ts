import { describe, expect, it } from "vitest";
import { isPersonalRequest } from "#core/cache/vocabulary.ts";

describe("isPersonalRequest: the cookies and headers that make the output cache step aside", () => {
  it.each([
    ["no cookie", {}, false],
    ["the notice of an add-to-cart without JavaScript", { cookie: "cart_notice=%7B%22ok%22%3Atrue%7D" }, true],
    ["the notice among other cookies", { cookie: "cart_se=2f0c6c9e-8a43-4f4e-9a4b-1c1d2e3f4a5b; cart_notice=x; signed_in=1" }, true],
    ["an API client's bearer token", { authorization: "Bearer abc" }, true],
    // Cached HTML never shows a cart or a customer, and the interface language is part of the cache key.
    ["a cart", { cookie: "cart_se=2f0c6c9e-8a43-4f4e-9a4b-1c1d2e3f4a5b" }, false],
    ["a signed-in session", { cookie: "customer_session=a~b; signed_in=1" }, false],
    ["an interface language", { cookie: "interface_language=en-US" }, false],
    ["a cookie whose name ends like the notice's", { cookie: "old_cart_notice=x" }, false],
    ["names nothing sets any more", { cookie: "storefront_session=x; customer_token=y; cart_token=z" }, false],
  ])("%s → %s", (_name, headers, personal) => {
    expect(isPersonalRequest(new Headers(headers))).toBe(personal);
  });
});
