import { ATTEMPT_LIMITS, attemptDecision, attemptWindow, type AttemptScope } from "#core/domain/customer-session.ts";

/**
 * Counts an attempt for each key (an e-mail, a client address) in its fixed window, in D1 so
 * every isolate counts together. Answers the seconds to wait when any key is over its limit
 * (app/domain/customer-session.ts ATTEMPT_LIMITS), null when the attempt may go ahead.
 */
/** The longest window: older counters are never read again. */
const KEPT_SECONDS = Math.max(...Object.values(ATTEMPT_LIMITS).map((limit) => limit.windowSeconds));

export async function throttle(db: D1Database, keys: Partial<Record<AttemptScope, string>>): Promise<number | null> {
  const now = Math.floor(Date.now() / 1000);
  const scopes = (Object.keys(keys) as AttemptScope[]).filter((scope) => keys[scope]);
  // Counters of past windows go as new ones come: the table holds the last windows only.
  const [, ...counted] = await db.batch<{ attempts: number }>([
    db.prepare("DELETE FROM auth_attempts WHERE window_start < ?1").bind(now - KEPT_SECONDS),
    ...scopes.map((scope) =>
      db
        .prepare(
          `INSERT INTO auth_attempts (key, window_start, attempts) VALUES (?1, ?2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET attempts = attempts + 1 RETURNING attempts`,
        )
        .bind(`${scope}:${keys[scope]}`, attemptWindow(scope, now)),
    ),
  ]);
  let retryAfter = 0;
  scopes.forEach((scope, i) => {
    const decision = attemptDecision(scope, counted[i]?.results[0]?.attempts ?? 1, now);
    if (!decision.allowed) retryAfter = Math.max(retryAfter, decision.retryAfter);
  });
  return retryAfter === 0 ? null : retryAfter;
}
