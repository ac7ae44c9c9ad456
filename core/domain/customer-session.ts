/**
 * Customer sign-in rules (SPEC §4 "User session", §5 password policy): how long tokens live,
 * what presenting a refresh token means, and when sign-in attempts are throttled. Pure; times
 * are epoch seconds.
 */
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, passwordClassCount } from "./password-policy.ts";

/** An access token is short-lived: a stolen one is worth little. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A refresh token keeps a customer signed in for a month of absence, one use each. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

/**
 * The session an access token's claims name, or null when any claim the shop signs is missing or
 * malformed: `sub` (the customer), `sid` (the session family), `iat` and `exp`. A correctly signed
 * token without an expiry would never die, so it is refused like a forged one (the signature and
 * the expiry itself are the verifier's).
 */
export function accessClaims(claims: Record<string, unknown>): { customerId: number; sessionId: string } | null {
  const customerId = Number(claims.sub);
  const seconds = (value: unknown) => typeof value === "number" && Number.isSafeInteger(value) && value > 0;
  if (typeof claims.sub !== "string" || !Number.isSafeInteger(customerId) || customerId <= 0) return null;
  if (typeof claims.sid !== "string" || claims.sid === "") return null;
  if (!seconds(claims.iat) || !seconds(claims.exp)) return null;
  return { customerId, sessionId: claims.sid };
}

/** SPEC §9: orders history page size 20, page 1. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/** A password-reset link works once, for an hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/** Whether a reset token may set a password now: known, unused and before its expiry second. */
export function resetTokenUsable(record: { expiresAt: number; usedAt: number | null } | null, now: number): boolean {
  return record !== null && record.usedAt === null && now < record.expiresAt;
}

/** SPEC §5: at least 8 characters and at least 3 of lower case, upper case, digits, special characters. */
export function passwordProblem(password: string): "passwordLength" | "passwordClasses" | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "passwordLength";
  if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) return "passwordClasses";
  return null;
}

export interface RefreshRecord {
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
  /** The token issued when this one was spent was never presented (nor revoked). */
  successorUnpresented?: boolean;
}

/**
 * Who presents a refresh token: a client that always keeps the newest pair (`rotating`: the shop's
 * browser, by its cookie), or one that may send the token it got at sign-in again at every refresh
 * (`resending`: Vue Storefront keeps the login's refresh token and ignores the one a refresh answers).
 */
export type RefreshingClient = "rotating" | "resending";

/**
 * A refresh token spent this recently and presented again is refused without ending the session:
 * two tabs, or a page and its data request, refreshing with the same cookie at once are not a thief.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * What a presented refresh token gets: 'rotate' (a new pair, this one spent); 'superseded' (spent
 * moments ago by a concurrent refresh: refused, the family lives on); 'reused' (spent earlier or
 * revoked — someone else may hold the family: revoke all of it); 'expired'; 'unknown'. A token
 * used exactly at its expiry second is expired.
 *
 * 'resend': a resending client presents a spent token whose successor nobody has presented — the
 * client never took that successor, so it is the token's only holder so far: the successor is
 * revoked and a new one issued in its place. Once a successor has been presented, its ancestors are
 * spent for every client as before (docs/decisions/0026-refresh-tokens-for-resending-clients.md).
 */
export function refreshOutcome(record: RefreshRecord | null, now: number, client: RefreshingClient = "rotating"): "rotate" | "resend" | "superseded" | "reused" | "expired" | "unknown" {
  if (!record) return "unknown";
  if (record.revokedAt !== null) return "reused";
  if (record.usedAt !== null) {
    if (client === "resending" && record.successorUnpresented && now < record.expiresAt) return "resend";
    return now - record.usedAt < REFRESH_REUSE_GRACE_SECONDS ? "superseded" : "reused";
  }
  if (now >= record.expiresAt) return "expired";
  return "rotate";
}

/**
 * Attempts allowed per key and fixed window. Failed sign-ins have rules of their own (sign-in-gate.ts);
 * `email` keys also name the client (reset mails, newsletter sign-ups), so nobody else's requests count against an owner.
 */
export const ATTEMPT_LIMITS = {
  email: { attempts: 5, windowSeconds: 15 * 60 },
  client: { attempts: 30, windowSeconds: 15 * 60 },
  /** Reviews written from one client address: a shopper writes a few, a spammer many. */
  review: { attempts: 5, windowSeconds: 60 * 60 },
  /** Votes on reviews from one client address. */
  vote: { attempts: 60, windowSeconds: 60 * 60 },
  /** One vote per review and client address a day: a review cannot be voted up the "most helpful" list by one client. */
  reviewVote: { attempts: 1, windowSeconds: 24 * 60 * 60 },
  /** Browser error reports from one client address: a broken page reports a few, a flood is cut off. */
  clientError: { attempts: 20, windowSeconds: 10 * 60 },
  /** Back-in-stock requests, counted per client address and per address mailed: each asks for a confirmation mail. */
  backInStock: { attempts: 10, windowSeconds: 60 * 60 },
} as const;
export type AttemptScope = keyof typeof ATTEMPT_LIMITS;

/** The start of the fixed window `now` falls in. */
export function attemptWindow(scope: AttemptScope, now: number): number {
  const { windowSeconds } = ATTEMPT_LIMITS[scope];
  return now - (now % windowSeconds);
}

/**
 * Whether the attempt numbered `attempt` (1 for the first) in its window may go ahead; when not,
 * how many seconds until the window ends (at least 1), for Retry-After.
 */
export function attemptDecision(scope: AttemptScope, attempt: number, now: number): { allowed: true } | { allowed: false; retryAfter: number } {
  const { attempts, windowSeconds } = ATTEMPT_LIMITS[scope];
  if (attempt <= attempts) return { allowed: true };
  return { allowed: false, retryAfter: Math.max(1, attemptWindow(scope, now) + windowSeconds - now) };
}
