import { describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS, pairDelaySeconds, signInGate, type SignInCounts } from "#core/domain/sign-in-gate.ts";

const now = 1_800_000_000;
const none: SignInCounts = { clientFailures: 0, clientFirstFailureAt: null, pairFailures: 0, pairLastFailureAt: null, accountFailures: 0 };

describe("pairDelaySeconds: a few free failures, then the wait doubles up to the cap", () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [5, 2],
    [6, 4],
    [13, 512],
    [14, 900],
    [40, 900],
  ])("after %i failures → %i s", (failures, seconds) => expect(pairDelaySeconds(failures)).toBe(seconds));
});

describe("signInGate: counts → allow / wait / challenge", () => {
  it.each<[string, Partial<SignInCounts>, "absent" | "passed" | "failed", ReturnType<typeof signInGate>]>([
    ["a first sign-in", {}, "absent", { verdict: "allow" }],
    ["three typos of the owner", { clientFailures: 3, clientFirstFailureAt: now - 60, pairFailures: 3, pairLastFailureAt: now - 1, accountFailures: 3 }, "absent", { verdict: "allow" }],
    ["a fourth failure just now: 1 s", { clientFailures: 4, clientFirstFailureAt: now - 60, pairFailures: 4, pairLastFailureAt: now, accountFailures: 4 }, "absent", { verdict: "wait", retryAfter: 1 }],
    ["a fourth failure 1 s ago: waited enough", { clientFailures: 4, clientFirstFailureAt: now - 60, pairFailures: 4, pairLastFailureAt: now - 1, accountFailures: 4 }, "absent", { verdict: "allow" }],
    ["the sixth failure just now: 4 s", { clientFailures: 6, clientFirstFailureAt: now - 60, pairFailures: 6, pairLastFailureAt: now, accountFailures: 6 }, "absent", { verdict: "wait", retryAfter: 4 }],
    ["the sixth failure 4 s ago: waited enough", { clientFailures: 6, clientFirstFailureAt: now - 60, pairFailures: 6, pairLastFailureAt: now - 4, accountFailures: 6 }, "absent", { verdict: "allow" }],
    ["a guesser of many accounts", { clientFailures: 30, clientFirstFailureAt: now - 100 }, "absent", { verdict: "wait", retryAfter: SIGN_IN_LIMITS.windowSeconds - 100 }],
    ["a guesser of many accounts, a failed challenge", { clientFailures: 30, clientFirstFailureAt: now - 100 }, "failed", { verdict: "wait", retryAfter: 800 }],
    ["an account attacked from many clients, this client clean", { accountFailures: 10 }, "absent", { verdict: "challenge" }],
    ["an account attacked from many clients, the challenge failed", { accountFailures: 50 }, "failed", { verdict: "challenge" }],
    ["an account attacked from many clients, the challenge passed", { accountFailures: 50 }, "passed", { verdict: "allow" }],
    ["nine failures for the account", { accountFailures: 9 }, "absent", { verdict: "allow" }],
    ["a passed challenge on a client slowed for this account", { clientFailures: 20, clientFirstFailureAt: now - 60, pairFailures: 20, pairLastFailureAt: now, accountFailures: 40 }, "passed", { verdict: "allow" }],
    ["a passed challenge on a client guessing many accounts", { clientFailures: 30, clientFirstFailureAt: now, pairFailures: 20, pairLastFailureAt: now, accountFailures: 40 }, "passed", { verdict: "wait", retryAfter: 900 }],
  ])("%s", (_label, counts, challenge, gate) => expect(signInGate({ ...none, ...counts }, now, challenge)).toEqual(gate));
});
