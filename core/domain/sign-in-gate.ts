/**
 * When a sign-in may be tried (issue 38, docs/decisions/0031-throttles-that-slow-the-attacker.md): failed
 * sign-ins cost the client that makes them, never the account's owner. Pure; counts are failed sign-ins
 * in the last `windowSeconds`, times are epoch seconds.
 *
 * - A client that fails for many accounts (a guesser walking a list) is refused until its failures age out.
 * - One client failing for one account waits longer after each failure beyond the first few (1 s, 2 s, 4 s…).
 * - Many failures for one account from any number of clients (a distributed guess) ask every client for a
 *   challenge (the captcha) instead of refusing: the owner solves it and signs in.
 * - A passed challenge always lets the password be tried, from any client that is not itself guessing
 *   many accounts: the owner is never locked out by others' failures.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Failures of one client for any accounts before it is refused. */
  clientFailures: 30,
  /** Failures of one client for one account that cost nothing; each further one doubles the wait. */
  freePairFailures: 3,
  maxDelaySeconds: 15 * 60,
  /** Failures for one account from all clients before every sign-in to it asks for a challenge. */
  accountFailures: 10,
} as const;

export interface SignInCounts {
  /** Failures of this client, any accounts; the first of them (null: none). */
  clientFailures: number;
  clientFirstFailureAt: number | null;
  /** Failures of this client for this account; the latest of them (null: none). */
  pairFailures: number;
  pairLastFailureAt: number | null;
  /** Failures for this account from every client. */
  accountFailures: number;
}

/** What the sign-in's challenge token came to: none sent, or the captcha's verdict. */
export type ChallengeState = "absent" | "passed" | "failed";

export type SignInGate = { verdict: "allow" } | { verdict: "wait"; retryAfter: number } | { verdict: "challenge" };

/** The wait after a client's nth failure for one account: none for the free ones, then 1 s doubling to the cap. */
export function pairDelaySeconds(pairFailures: number): number {
  const beyond = pairFailures - SIGN_IN_LIMITS.freePairFailures;
  return beyond <= 0 ? 0 : Math.min(2 ** (beyond - 1), SIGN_IN_LIMITS.maxDelaySeconds);
}

export function signInGate(counts: SignInCounts, now: number, challenge: ChallengeState): SignInGate {
  const { windowSeconds, clientFailures, accountFailures } = SIGN_IN_LIMITS;
  // Not even a passed challenge lifts this one: it holds only a client that failed for many accounts itself.
  if (counts.clientFailures >= clientFailures) {
    const agesOut = (counts.clientFirstFailureAt ?? now) + windowSeconds;
    return { verdict: "wait", retryAfter: Math.max(1, agesOut - now) };
  }
  if (challenge === "passed") return { verdict: "allow" };
  const delay = pairDelaySeconds(counts.pairFailures);
  if (delay > 0 && counts.pairLastFailureAt !== null && now < counts.pairLastFailureAt + delay) {
    return { verdict: "wait", retryAfter: counts.pairLastFailureAt + delay - now };
  }
  if (counts.accountFailures >= accountFailures) return { verdict: "challenge" };
  return { verdict: "allow" };
}
