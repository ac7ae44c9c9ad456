import { SIGN_IN_LIMITS, type SignInCounts } from "#core/domain/sign-in-gate.ts";

/**
 * Failed sign-ins in D1 (migration 0024), counted for core/domain/sign-in-gate.ts: every isolate and
 * location counts together. `account` is the lower-cased e-mail, whether or not it has an account.
 */
export function signInFailures(db: D1Database) {
  const since = (now: number) => now - SIGN_IN_LIMITS.windowSeconds;
  return {
    async counts(account: string, client: string, now: number): Promise<SignInCounts> {
      const row = await db
        .prepare(
          `SELECT
             (SELECT COUNT(*) FROM sign_in_failures WHERE client = ?2 AND failed_at > ?3) AS client_failures,
             (SELECT MIN(failed_at) FROM sign_in_failures WHERE client = ?2 AND failed_at > ?3) AS client_first,
             (SELECT COUNT(*) FROM sign_in_failures WHERE account = ?1 AND client = ?2 AND failed_at > ?3) AS pair_failures,
             (SELECT MAX(failed_at) FROM sign_in_failures WHERE account = ?1 AND client = ?2 AND failed_at > ?3) AS pair_last,
             (SELECT COUNT(*) FROM sign_in_failures WHERE account = ?1 AND failed_at > ?3) AS account_failures`,
        )
        .bind(account, client, since(now))
        .first<{ client_failures: number; client_first: number | null; pair_failures: number; pair_last: number | null; account_failures: number }>();
      return {
        clientFailures: row?.client_failures ?? 0,
        clientFirstFailureAt: row?.client_first ?? null,
        pairFailures: row?.pair_failures ?? 0,
        pairLastFailureAt: row?.pair_last ?? null,
        accountFailures: row?.account_failures ?? 0,
      };
    },

    /** A failure counted; failures older than the window go as new ones come. */
    async failed(account: string, client: string, now: number): Promise<void> {
      await db.batch([
        db.prepare("DELETE FROM sign_in_failures WHERE failed_at <= ?1").bind(since(now)),
        db.prepare("INSERT INTO sign_in_failures (account, client, failed_at) VALUES (?1, ?2, ?3)").bind(account, client, now),
      ]);
    },

    /** A correct password from this client: its own failures for the account are forgiven (others' stay). */
    async succeeded(account: string, client: string): Promise<void> {
      await db.prepare("DELETE FROM sign_in_failures WHERE account = ?1 AND client = ?2").bind(account, client).run();
    },
  };
}
