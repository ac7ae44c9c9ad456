import { describe, expect, it } from "vitest";
import { safeRedirect } from "#app/account/safe-redirect.ts";

describe("safeRedirect: a path of this shop, never another origin", () => {
  it.each([
    ["/my-account", "/my-account"],
    ["/dk/checkout?step=2", "/dk/checkout?step=2"],
    ["//evil.example/x", "/fallback"],
    ["/\\evil.example", "/fallback"],
    ["https://evil.example", "/fallback"],
    ["javascript:alert(1)", "/fallback"],
    ["/ok\tpath", "/fallback"],
    ["my-account", "/fallback"],
    ["", "/fallback"],
    [null, "/fallback"],
    ["/" + "a".repeat(3000), "/fallback"],
  ])("%j → %s", (target, expected) => expect(safeRedirect(target, "/fallback")).toBe(expected));
});
