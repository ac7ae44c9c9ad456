import { describe, expect, it } from "vitest";
import { newsletterSignature, newsletterSignatureValid } from "#worker/security/newsletter-link.ts";

const SECRET = "newsletter-link-test-secret-0123456789";

describe("newsletter links: an HMAC over purpose, store and address", () => {
  it("is 64 hex digits, the same for any casing of the address", async () => {
    const signature = await newsletterSignature(SECRET, "unsubscribe", "se", "Anna@Example.se");
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await newsletterSignature(SECRET, "unsubscribe", "se", " anna@example.se ")).toBe(signature);
  });

  it.each([
    ["the signed link", "se", "anna@example.se", SECRET, true],
    ["its hex in capitals", "se", "anna@example.se", SECRET, "upper"],
    ["another address", "se", "bo@example.se", SECRET, false],
    ["another store", "dk", "anna@example.se", SECRET, false],
    ["another secret", "se", "anna@example.se", `${SECRET}x`, false],
  ] as const)("%s → %s", async (_label, store, email, secret, expected) => {
    const signed = await newsletterSignature(SECRET, "unsubscribe", "se", "anna@example.se");
    const presented = expected === "upper" ? signed.toUpperCase() : signed;
    expect(await newsletterSignatureValid(secret, "unsubscribe", store, email, presented)).toBe(expected !== false);
  });

  it.each(["", "0".repeat(64), "not hex"])("refuses %j", async (signature) => {
    expect(await newsletterSignatureValid(SECRET, "unsubscribe", "se", "anna@example.se", signature)).toBe(false);
  });
});

describe("back-in-stock links: the same HMAC, also over the product's sku", () => {
  it.each([
    ["the signed link", "back-in-stock", "WS-1001", true],
    ["another product", "back-in-stock", "WS-1002", false],
    ["no product", "back-in-stock", undefined, false],
    ["the newsletter's purpose", "unsubscribe", "WS-1001", false],
  ] as const)("%s → %s", async (_label, purpose, sku, expected) => {
    const signed = await newsletterSignature(SECRET, "back-in-stock", "se", "anna@example.se", "WS-1001");
    expect(await newsletterSignatureValid(SECRET, purpose, "se", "anna@example.se", signed, sku)).toBe(expected);
  });

  it("never signs what an unsubscribe link signs", async () => {
    expect(await newsletterSignature(SECRET, "back-in-stock", "se", "anna@example.se", "")).not.toBe(await newsletterSignature(SECRET, "unsubscribe", "se", "anna@example.se"));
  });
});
