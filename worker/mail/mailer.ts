/**
 * The shop's mail: every message goes into the D1 outbox (what `npm run mail:list` and
 * GET /ops/mail show); with MAIL_PROVIDER_URL set it is also delivered through that HTTP
 * provider (JSON `{from, to, subject, html, text}`, bearer MAIL_PROVIDER_API_KEY).
 */
import type { StoreCode } from "#core/stores.ts";
import type { Config } from "../config.ts";

export interface OutgoingMail {
  store: StoreCode;
  kind: "password-reset" | "welcome" | "registration-attempt" | "order-confirmation" | "newsletter-coupon" | "shipment" | "back-in-stock-confirm" | "back-in-stock";
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A mail that must go at most once names itself: a second send with the key is dropped. */
  dedupeKey?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

type MailConfig = Config["mail"];

/**
 * With `defer` (the request's waitUntil) the provider is called after the answer has gone: a
 * request's timing then says nothing about whether a mail went out (a reset for a known e-mail).
 */
export function createMailer(db: D1Database, config: MailConfig, defer?: (task: Promise<unknown>) => void): Mailer {
  return {
    async send(mail) {
      const row = await db.prepare(
        `INSERT OR IGNORE INTO mail_outbox (store_code, kind, recipient, subject, html, text, dedupe_key, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
      )
        .bind(mail.store, mail.kind, mail.to, mail.subject, mail.html, mail.text, mail.dedupeKey ?? null, new Date().toISOString())
        .first<{ id: number }>();
      if (!row || !config.providerUrl) return;
      const delivery = deliver(db, config, config.providerUrl, row.id, mail);
      if (defer) defer(delivery);
      else await delivery;
    },
  };
}

/** Hands a mail to the provider; a provider that fails leaves it in the outbox unsent, with why: nothing is lost. */
async function deliver(db: D1Database, config: MailConfig, url: string, id: number, mail: OutgoingMail): Promise<void> {
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({ from: config.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text }),
      });
      if (!response.ok) error = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (cause) {
      error = String(cause);
    }
    if (error) console.error("mail provider refused", mail.kind, error);
    await db.prepare(`UPDATE mail_outbox SET sent_at = ?2, error = ?3 WHERE id = ?1`).bind(id, error ? null : new Date().toISOString(), error).run();
}

export interface OutboxEntry {
  id: number;
  store: StoreCode;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** The newest mails, newest first. */
export async function readOutbox(db: D1Database, limit: number): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare(`SELECT id, store_code, kind, recipient, subject, text, created_at, sent_at, error FROM mail_outbox ORDER BY id DESC LIMIT ?1`)
    .bind(limit)
    .all<{ id: number; store_code: StoreCode; kind: string; recipient: string; subject: string; text: string; created_at: string; sent_at: string | null; error: string | null }>();
  return results.map((r) => ({ id: r.id, store: r.store_code, kind: r.kind, to: r.recipient, subject: r.subject, text: r.text, createdAt: r.created_at, sentAt: r.sent_at, error: r.error }));
}
