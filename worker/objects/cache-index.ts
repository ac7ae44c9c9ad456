import { DurableObject } from "cloudflare:workers";

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The tag → page index of the output cache, one instance for the whole shop.
 *
 * Registrations and purges run one at a time here, which keeps purges exact under
 * concurrency: every render takes a ticket (the purge sequence) before it starts, and its
 * page is only registered if none of its tags — and not the whole cache — was purged
 * after that ticket. A page rendered from data a purge has since invalidated is never stored.
 */
export class CacheIndex extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(`
        CREATE TABLE IF NOT EXISTS pages (key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS page_tags (tag TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (tag, key));
        CREATE INDEX IF NOT EXISTS page_tags_key ON page_tags (key);
        CREATE TABLE IF NOT EXISTS purged_tags (tag TEXT PRIMARY KEY, seq INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
        INSERT OR IGNORE INTO counters VALUES ('seq', 0), ('purged_all', 0);`);
    });
  }

  private counter(name: "seq" | "purged_all"): number {
    return this.ctx.storage.sql.exec<{ value: number }>(`SELECT value FROM counters WHERE name = ?`, name).one().value;
  }

  private nextSeq(): number {
    return this.ctx.storage.sql.exec<{ value: number }>(`UPDATE counters SET value = value + 1 WHERE name = 'seq' RETURNING value`).one().value;
  }

  /** The ticket a render takes before it reads any data. */
  ticket(): number {
    return this.counter("seq");
  }

  /** Records a rendered page; false when a purge since `ticket` made it stale. */
  async register(key: string, tags: string[], ticket: number, expiresAt: number): Promise<boolean> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + PRUNE_EVERY_MS);
    if (this.counter("purged_all") > ticket) return false;
    for (const tag of tags) {
      const purged = this.ctx.storage.sql.exec<{ seq: number }>(`SELECT seq FROM purged_tags WHERE tag = ?`, tag).toArray()[0];
      if (purged && purged.seq > ticket) return false;
    }
    const sql = this.ctx.storage.sql;
    sql.exec(`DELETE FROM page_tags WHERE key = ?`, key);
    sql.exec(`INSERT INTO pages (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at`, key, expiresAt);
    for (const tag of new Set(tags)) sql.exec(`INSERT INTO page_tags (tag, key) VALUES (?, ?)`, tag, key);
    return true;
  }

  /** Forgets the pages carrying any of the tags (exact match) and returns their keys. */
  purgeTags(tags: string[]): string[] {
    const seq = this.nextSeq();
    const keys = new Set<string>();
    for (const tag of new Set(tags)) {
      this.ctx.storage.sql.exec(`INSERT INTO purged_tags (tag, seq) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET seq = excluded.seq`, tag, seq);
      for (const row of this.ctx.storage.sql.exec<{ key: string }>(`SELECT key FROM page_tags WHERE tag = ?`, tag)) keys.add(row.key);
    }
    return this.forget([...keys]);
  }

  /** Forgets the given pages; returns those that were cached. */
  purgeKeys(keys: string[]): string[] {
    this.nextSeq();
    return this.forget(keys.filter((key) => this.ctx.storage.sql.exec(`SELECT 1 FROM pages WHERE key = ?`, key).toArray().length > 0));
  }

  purgeAll(): string[] {
    const seq = this.nextSeq();
    this.ctx.storage.sql.exec(`UPDATE counters SET value = ? WHERE name = 'purged_all'`, seq);
    return this.forget(this.ctx.storage.sql.exec<{ key: string }>(`SELECT key FROM pages`).toArray().map((r) => r.key));
  }

  /** Pages whose KV entry has expired are dropped from the index, so it cannot grow without bound. */
  prune(now = Date.now()): number {
    return this.forget(this.ctx.storage.sql.exec<{ key: string }>(`SELECT key FROM pages WHERE expires_at < ?`, now).toArray().map((r) => r.key)).length;
  }

  override async alarm(): Promise<void> {
    this.prune();
    if (this.ctx.storage.sql.exec(`SELECT 1 FROM pages LIMIT 1`).toArray().length > 0) await this.ctx.storage.setAlarm(Date.now() + PRUNE_EVERY_MS);
  }

  private forget(keys: string[]): string[] {
    const list = JSON.stringify(keys);
    this.ctx.storage.sql.exec(`DELETE FROM page_tags WHERE key IN (SELECT value FROM json_each(?))`, list);
    this.ctx.storage.sql.exec(`DELETE FROM pages WHERE key IN (SELECT value FROM json_each(?))`, list);
    return keys;
  }
}
