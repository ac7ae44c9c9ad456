import { describe, expect, it } from "vitest";
import { ATTEMPT_LIMITS, REFRESH_TOKEN_SECONDS, accessClaims, attemptDecision, attemptWindow, passwordProblem, refreshOutcome } from "#core/domain/customer-session.ts";

describe("passwordProblem: SPEC §5 at least 8 characters and 3 of 4 classes", () => {
  it.each([
    ["", "passwordLength"],
    ["Ab1!", "passwordLength"],
    ["abcdefgh", "passwordClasses"],
    ["abcdEFGH", "passwordClasses"],
    ["abcdEF12", null],
    ["abcd12!?", null],
    ["ÅÄÖåäö12", null],
    ["        ", "passwordClasses"],
  ])("%j → %s", (password, problem) => expect(passwordProblem(password)).toBe(problem));
});

describe("refreshOutcome: a refresh token is spent on use; a spent one ends its family", () => {
  const now = 1_800_000_000;
  const fresh = { expiresAt: now + REFRESH_TOKEN_SECONDS, usedAt: null, revokedAt: null };
  it.each([
    ["unknown token", null, "unknown"],
    ["fresh", fresh, "rotate"],
    ["one second before expiry", { ...fresh, expiresAt: now + 1 }, "rotate"],
    ["at expiry", { ...fresh, expiresAt: now }, "expired"],
    ["spent just now by a concurrent refresh", { ...fresh, usedAt: now - 10 }, "superseded"],
    ["spent 29 s ago", { ...fresh, usedAt: now - 29 }, "superseded"],
    ["spent 30 s ago", { ...fresh, usedAt: now - 30 }, "reused"],
    ["revoked with its family", { ...fresh, revokedAt: now - 10 }, "reused"],
    ["spent just now and revoked", { ...fresh, usedAt: now - 5, revokedAt: now - 5 }, "reused"],
    ["spent and expired", { ...fresh, expiresAt: now - 1, usedAt: now - 100 }, "reused"],
  ] as const)("%s → %s", (_label, record, outcome) => expect(refreshOutcome(record, now)).toBe(outcome));

  const spent = { ...fresh, usedAt: now - 100 };
  it.each([
    ["resending: spent, its successor never presented (VSF's next refresh)", spent, { successorUnpresented: true }, "resending", "resend"],
    ["resending: spent moments ago, successor never presented (VSF refreshing twice)", { ...fresh, usedAt: now - 1 }, { successorUnpresented: true }, "resending", "resend"],
    ["resending: spent, its successor presented (someone rotates)", spent, { successorUnpresented: false }, "resending", "reused"],
    ["resending: spent just now, successor presented", { ...fresh, usedAt: now - 5 }, { successorUnpresented: false }, "resending", "superseded"],
    ["resending: revoked family", { ...spent, revokedAt: now - 10 }, { successorUnpresented: true }, "resending", "reused"],
    ["resending: spent and expired", { ...spent, expiresAt: now }, { successorUnpresented: true }, "resending", "reused"],
    ["resending: fresh", fresh, {}, "resending", "rotate"],
    ["rotating: spent, successor never presented (a stolen cookie token)", spent, { successorUnpresented: true }, "rotating", "reused"],
    ["rotating: spent moments ago, successor never presented (two tabs)", { ...fresh, usedAt: now - 1 }, { successorUnpresented: true }, "rotating", "superseded"],
  ] as const)("%s → %s", (_label, record, successor, client, outcome) => expect(refreshOutcome({ ...record, ...successor }, now, client)).toBe(outcome));
});

describe("attemptDecision: fixed windows per e-mail and per client address", () => {
  const windowStart = 1_800_000_000 - (1_800_000_000 % ATTEMPT_LIMITS.email.windowSeconds);
  it.each([
    ["email", 1, windowStart, { allowed: true }],
    ["email", 5, windowStart + 10, { allowed: true }],
    ["email", 6, windowStart + 10, { allowed: false, retryAfter: 890 }],
    ["email", 6, windowStart + 899, { allowed: false, retryAfter: 1 }],
    ["client", 30, windowStart, { allowed: true }],
    ["client", 31, windowStart, { allowed: false, retryAfter: 900 }],
  ] as const)("%s attempt %i at +%i → %o", (scope, attempt, now, decision) => expect(attemptDecision(scope, attempt, now)).toEqual(decision));

  it("starts a new window every 15 minutes", () => {
    expect(attemptWindow("email", windowStart + 899)).toBe(windowStart);
    expect(attemptWindow("email", windowStart + 900)).toBe(windowStart + 900);
  });
});

describe("accessClaims: a token names its customer, session, issue and expiry, or is refused", () => {
  const full = { sub: "7", sid: "family-1", iat: 1_800_000_000, exp: 1_800_000_900 };
  it.each([
    ["all claims", full, { customerId: 7, sessionId: "family-1" }],
    ["no exp", { ...full, exp: undefined }, null],
    ["exp as text", { ...full, exp: "1800000900" }, null],
    ["no iat", { ...full, iat: undefined }, null],
    ["iat zero", { ...full, iat: 0 }, null],
    ["no sid", { ...full, sid: undefined }, null],
    ["empty sid", { ...full, sid: "" }, null],
    ["sid a number", { ...full, sid: 1 }, null],
    ["no sub", { ...full, sub: undefined }, null],
    ["sub a number", { ...full, sub: 7 }, null],
    ["sub zero", { ...full, sub: "0" }, null],
    ["sub not whole", { ...full, sub: "7.5" }, null],
  ] as const)("%s → %o", (_label, claims, session) => expect(accessClaims(claims)).toEqual(session));
});
