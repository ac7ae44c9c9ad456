import { sign, verify } from "hono/jwt";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, RESET_TOKEN_SECONDS, accessClaims, refreshOutcome, resetTokenUsable } from "#core/domain/customer-session.ts";
import type { StoreCode } from "#core/stores.ts";
import { DECOY_HASH, hashPassword, verifyPassword } from "../../security/password.ts";
import { randomHex, sha256Hex } from "../../security/hex.ts";
import type { CustomerTokens, CustomersPort, NewCustomer } from "#core/port/index.ts";

export type CustomerSessions = Pick<CustomersPort, "login" | "refresh" | "logout" | "checkPassword" | "requestPasswordReset" | "resetPassword" | "changePassword"> & {
  /** The customer an access token names, or null when it is not a valid, unexpired token of a live session. */
  customerOf(token: string): Promise<number | null>;
};

/** False when an account with this email exists already (the UNIQUE index decides, also under a race). */
export async function createCustomer(db: D1Database, customer: NewCustomer): Promise<boolean> {
  const result = await db
    .prepare(
      "INSERT OR IGNORE INTO customers (email, firstname, lastname, store_code, password_hash, created_at, customer_type, company, tax_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )
    .bind(
      customer.email.trim(), customer.firstname, customer.lastname, customer.store, "hash" in customer.password ? customer.password.hash : await hashPassword(customer.password.plain), new Date().toISOString(),
      customer.type ?? "private", customer.company ?? null, customer.taxId ?? null,
    )
    .run();
  return result.meta.changes === 1;
}

const seconds = () => Math.floor(Date.now() / 1000);
/** Tokens are stored only as their SHA-256 (sha256Hex), so a leaked table signs nobody in. */
const randomToken = () => randomHex(32);

/**
 * Sessions of the embedded backend: access tokens are HS256 JWTs signed with the
 * CUSTOMER_TOKEN_SECRET; refresh tokens are random, stored hashed, spent on use.
 */
export function createCustomerSessions(db: D1Database, secret: () => string): CustomerSessions {
  /** A new pair in the family; `spent` (the hash of the token it is exchanged for) records it as that token's successor. */
  async function issue(customerId: number, family: string, spent?: string): Promise<CustomerTokens> {
    const now = seconds();
    const refreshToken = randomToken();
    const hash = await sha256Hex(refreshToken);
    const insert = db.prepare("INSERT INTO customer_refresh_tokens (token_hash, customer_id, family, expires_at) VALUES (?1, ?2, ?3, ?4)").bind(hash, customerId, family, now + REFRESH_TOKEN_SECONDS);
    await (spent ? db.batch([insert, db.prepare("UPDATE customer_refresh_tokens SET successor_hash = ?2 WHERE token_hash = ?1").bind(spent, hash)]) : insert.run());
    // `sid` names the session family: an access token dies with its session (sign-out, a reuse, a new password).
    const token = await sign({ sub: String(customerId), sid: family, iat: now, exp: now + ACCESS_TOKEN_SECONDS }, secret(), "HS256");
    return { token, refreshToken };
  }

  return {
    async login(email, password) {
      const row = await db.prepare("SELECT id, password_hash FROM customers WHERE email = ?1").bind(email.trim()).first<{ id: number; password_hash: string }>();
      // An unknown email costs the same hashing as a wrong password: the answer and its timing say nothing.
      const ok = await verifyPassword(password, row?.password_hash ?? DECOY_HASH);
      return row && ok ? issue(row.id, crypto.randomUUID()) : null;
    },

    async refresh(refreshToken, client = "rotating") {
      const hash = await sha256Hex(refreshToken);
      const row = await db
        .prepare(
          `SELECT t.customer_id, t.family, t.expires_at, t.used_at, t.revoked_at, t.successor_hash,
                  s.token_hash IS NOT NULL AND s.used_at IS NULL AND s.revoked_at IS NULL AS successor_unpresented
             FROM customer_refresh_tokens t LEFT JOIN customer_refresh_tokens s ON s.token_hash = t.successor_hash
            WHERE t.token_hash = ?1`,
        )
        .bind(hash)
        .first<{ customer_id: number; family: string; expires_at: number; used_at: number | null; revoked_at: number | null; successor_hash: string | null; successor_unpresented: number }>();
      const now = seconds();
      const record = row && { expiresAt: row.expires_at, usedAt: row.used_at, revokedAt: row.revoked_at, successorUnpresented: row.successor_unpresented === 1 };
      const outcome = refreshOutcome(record, now, client);
      if (outcome === "reused" && row) {
        await db.prepare("UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE family = ?1 AND revoked_at IS NULL").bind(row.family, now).run();
      }
      if (outcome === "resend" && row?.successor_hash) {
        // The successor nobody took is replaced: revoked, so presenting it later ends the family. Of two concurrent resends one wins.
        const replaced = await db.prepare("UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND revoked_at IS NULL").bind(row.successor_hash, now).run();
        return replaced.meta.changes === 1 ? issue(row.customer_id, row.family, hash) : { refused: "superseded" };
      }
      if (outcome !== "rotate" || !row) return { refused: outcome === "rotate" || outcome === "resend" ? "unknown" : outcome };
      // Spend it only if nobody spent it in the meantime: of two concurrent uses, one wins.
      const spent = await db.prepare("UPDATE customer_refresh_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND revoked_at IS NULL").bind(hash, now).run();
      if (spent.meta.changes !== 1) return { refused: "superseded" };
      return issue(row.customer_id, row.family, hash);
    },

    async requestPasswordReset(email) {
      const row = await db.prepare("SELECT id, email, firstname, store_code FROM customers WHERE email = ?1").bind(email.trim()).first<{ id: number; email: string; firstname: string; store_code: StoreCode }>();
      if (!row) return null;
      const token = randomToken();
      await db.prepare("INSERT INTO customer_password_resets (token_hash, customer_id, expires_at) VALUES (?1, ?2, ?3)").bind(await sha256Hex(token), row.id, seconds() + RESET_TOKEN_SECONDS).run();
      return { token, customer: { email: row.email, firstname: row.firstname, store: row.store_code } };
    },

    async resetPassword(email, resetToken, newPassword) {
      const hash = await sha256Hex(resetToken);
      const row = await db
        .prepare("SELECT r.customer_id, r.expires_at, r.used_at FROM customer_password_resets r JOIN customers c ON c.id = r.customer_id WHERE r.token_hash = ?1 AND c.email = ?2")
        .bind(hash, email.trim())
        .first<{ customer_id: number; expires_at: number; used_at: number | null }>();
      const now = seconds();
      if (!row || !resetTokenUsable({ expiresAt: row.expires_at, usedAt: row.used_at }, now)) return null;
      // Spent, the new password set and every session ended together; of two concurrent uses one wins.
      const [spent] = await db.batch([
        db.prepare("UPDATE customer_password_resets SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL").bind(hash, now),
        // changes(): the statement before spent the token in this very batch.
        db.prepare("UPDATE customers SET password_hash = ?2 WHERE id = ?1 AND changes() = 1").bind(row.customer_id, await hashPassword(newPassword)),
        db.prepare("UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE customer_id = ?1 AND revoked_at IS NULL").bind(row.customer_id, now),
      ]);
      if (spent?.meta.changes !== 1) return null;
      return issue(row.customer_id, crypto.randomUUID());
    },

    async changePassword(token, currentPassword, newPassword) {
      const id = await customerOf(token);
      if (id === null) return "invalid-token";
      const row = await db.prepare("SELECT password_hash FROM customers WHERE id = ?1").bind(id).first<{ password_hash: string }>();
      if (!row || !(await verifyPassword(currentPassword, row.password_hash))) return "wrong-password";
      await db.batch([
        db.prepare("UPDATE customers SET password_hash = ?2 WHERE id = ?1").bind(id, await hashPassword(newPassword)),
        db.prepare("UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE customer_id = ?1 AND revoked_at IS NULL").bind(id, seconds()),
      ]);
      // Every session ended; the one that changed it goes on with a new pair.
      return { changed: await issue(id, crypto.randomUUID()) };
    },

    async checkPassword(token, password) {
      const id = await customerOf(token);
      const row = id === null ? null : await db.prepare("SELECT password_hash FROM customers WHERE id = ?1").bind(id).first<{ password_hash: string }>();
      // A bad token costs the same hashing as a wrong password.
      const ok = await verifyPassword(password, row?.password_hash ?? DECOY_HASH);
      return row !== null && ok;
    },

    async logout(refreshToken) {
      const row = await db.prepare("SELECT family FROM customer_refresh_tokens WHERE token_hash = ?1").bind(await sha256Hex(refreshToken)).first<{ family: string }>();
      if (row) await db.prepare("UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE family = ?1 AND revoked_at IS NULL").bind(row.family, seconds()).run();
    },

    customerOf,
  };

  /** The customer an access token names, or null when it is not a valid, unexpired token of a live session. */
  async function customerOf(token: string): Promise<number | null> {
    let claims: Record<string, unknown>;
    try {
      claims = await verify(token, secret(), "HS256");
    } catch {
      return null;
    }
    const session = accessClaims(claims);
    if (!session) return null;
    const live = await db
      .prepare("SELECT 1 AS live FROM customer_refresh_tokens WHERE family = ?1 AND customer_id = ?2 AND revoked_at IS NULL LIMIT 1")
      .bind(session.sessionId, session.customerId)
      .first();
    return live ? session.customerId : null;
  }
}
