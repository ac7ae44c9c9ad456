import { describe, expect, it, vi } from "vitest";
import { TURNSTILE_VERIFY_URL, captchaOf, localCaptcha, siteverifyCaptcha } from "#worker/security/captcha.ts";

const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("the captcha port", () => {
  it.each([
    { case: "the provider says success", fetcher: answering(200, { success: true }), token: "t", verdict: "passed" },
    { case: "the provider says no", fetcher: answering(200, { success: false, "error-codes": ["invalid-input-response"] }), token: "t", verdict: "failed" },
    { case: "success not exactly true", fetcher: answering(200, { success: "yes" }), token: "t", verdict: "failed" },
    { case: "the provider answers 500", fetcher: answering(500, {}), token: "t", verdict: "unavailable" },
    { case: "the provider cannot be reached", fetcher: vi.fn(async () => Promise.reject(new TypeError("fetch failed"))), token: "t", verdict: "unavailable" },
    { case: "no token from the form: never asked", fetcher: answering(200, { success: true }), token: null, verdict: "failed" },
  ])("siteverify: $case → $verdict", async ({ fetcher, token, verdict }) => {
    const captcha = siteverifyCaptcha("secret", "https://verify.example/siteverify", fetcher as unknown as typeof fetch);
    expect(await captcha.verify(token, "203.0.113.9")).toBe(verdict);
    if (token === null) expect(fetcher).not.toHaveBeenCalled();
  });

  it("sends the secret, the token and the client address as a form", async () => {
    const fetcher = answering(200, { success: true });
    await siteverifyCaptcha("s3cret", undefined, fetcher as unknown as typeof fetch).verify("tok", "203.0.113.9");
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TURNSTILE_VERIFY_URL);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ secret: "s3cret", response: "tok", remoteip: "203.0.113.9" });
  });

  it.each([
    ["any token", "abc", "passed"],
    ["no token", null, "passed"],
    ["the drill token 'fail'", "fail", "failed"],
  ] as const)("the local adapter (no provider configured): %s → %s", async (_label, token, verdict) => {
    expect(await localCaptcha.verify(token, null)).toBe(verdict);
  });

  it("is the provider only when a secret is configured", () => {
    expect(captchaOf(null)).toBe(localCaptcha);
    expect(captchaOf({ siteKey: "k", secret: "s", verifyUrl: null })).not.toBe(localCaptcha);
  });
});
