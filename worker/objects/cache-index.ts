import { DurableObject } from "cloudflare:workers";
import { PageStore } from "../cache/page-store.ts";

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/**
 * KV deletions per alarm run: KV allows 1,000 operations per invocation
 * (https://developers.cloudflare.com/kv/platform/limits/); half of it leaves room to spare.
 */
export const KV_DELETES_PER_RUN = 500;

/** Tag → version; a tag never purged has the shard's floor (0 until the first purge of everything). */
export type TagVersions = Record<string, number>;

/** What a purge did in this shard: the tags' new versions and how many stored pages it scheduled for deletion. */
export interface ShardPurge {
  versions: TagVersions;
  pages: number;
  /** Their keys, when the caller asked for them and there were no more than it asked for. */
  keys?: string[];
}

/**
 * One shard of the output cache's tag index (worker/cache/tag-shards.ts names it by number): the
 * version of each of its tags, the pages that carry them, and the KV entries waiting to be deleted.
 *
 * A purge bumps its tags' versions, which makes every stored page that recorded an older one stale
 * at once, wherever it is stored; the pages' KV entries are deleted later, by the alarm, a bounded
 * batch per run. Calls run one at a time here, which keeps purges exact under concurrent fills: a
 * fill takes a ticket (the time it started) before it reads anything, and registers after its render;
 * a tag purged at or after the ticket refuses the registration, so a page rendered from data a purge
 * has since invalidated is never stored.
 */
export class CacheIndex extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(`
        DROP TABLE IF EXISTS pages;
        DROP TABLE IF EXISTS page_tags;
        DROP TABLE IF EXISTS purged_tags;
        DROP TABLE IF EXISTS counters;
        CREATE TABLE IF NOT EXISTS tag_versions (tag TEXT PRIMARY KEY, version INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS tag_pages (tag TEXT NOT NULL, key TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (tag, key));
        CREATE INDEX IF NOT EXISTS tag_pages_expiry ON tag_pages (expires_at);
        CREATE TABLE IF NOT EXISTS pending_deletes (key TEXT PRIMARY KEY);
        CREATE TABLE IF NOT EXISTS shard_floor (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
        INSERT OR IGNORE INTO shard_floor VALUES (1, 0);`);
    });
  }

  /** Every tag's version is at least this: the version of the last purge of everything. */
  private floor(): number {
    return this.ctx.storage.sql.exec<{ version: number }>(`SELECT version FROM shard_floor`).one().version;
  }

  private versionsOf(tags: string[]): TagVersions {
    const floor = this.floor();
    const versions: TagVersions = Object.fromEntries(tags.map((tag) => [tag, floor]));
    for (const row of this.ctx.storage.sql.exec<{ tag: string; version: number }>(`SELECT tag, version FROM tag_versions WHERE tag IN (SELECT value FROM json_each(?))`, JSON.stringify(tags))) {
      versions[row.tag] = Math.max(row.version, floor);
    }
    return versions;
  }

  /** The current versions of the tags, for a location checking a stored page. */
  versions(tags: string[]): TagVersions {
    return this.versionsOf(tags);
  }

  /**
   * Records that the page `key` carries `tags` and answers their versions, which the page stores;
   * null when any of them was purged at or after `ticket` (the page may show data the purge replaced).
   */
  async register(key: string, tags: string[], ticket: number, expiresAt: number): Promise<TagVersions | null> {
    const versions = this.versionsOf(tags);
    if (Object.values(versions).some((version) => version >= ticket)) return null;
    const sql = this.ctx.storage.sql;
    for (const tag of tags) {
      sql.exec(`INSERT INTO tag_pages (tag, key, expires_at) VALUES (?, ?, ?) ON CONFLICT (tag, key) DO UPDATE SET expires_at = excluded.expires_at`, tag, key, expiresAt);
    }
    // Stored anew: an older copy's deletion must not take the new one.
    sql.exec(`DELETE FROM pending_deletes WHERE key = ?`, key);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + PRUNE_EVERY_MS);
    return versions;
  }

  /**
   * Bumps the tags' versions (to at least `atLeast`, tag-shards.ts) and schedules the deletion of the pages
   * listed under them; answers their keys too when there are at most `listKeysUpTo`.
   */
  async purge(tags: string[], atLeast = 0, listKeysUpTo = 0): Promise<ShardPurge> {
    const sql = this.ctx.storage.sql;
    const list = JSON.stringify([...new Set(tags)]);
    const now = Math.max(Date.now(), atLeast);
    const current = this.versionsOf([...new Set(tags)]);
    const versions: TagVersions = {};
    for (const [tag, version] of Object.entries(current)) {
      versions[tag] = Math.max(version + 1, now);
      sql.exec(`INSERT INTO tag_versions (tag, version) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET version = excluded.version`, tag, versions[tag]);
    }
    const listed =
      listKeysUpTo > 0
        ? sql.exec<{ key: string }>(`SELECT DISTINCT key FROM tag_pages WHERE tag IN (SELECT value FROM json_each(?)) LIMIT ?`, list, listKeysUpTo + 1).toArray().map((row) => row.key)
        : [];
    const keys = listKeysUpTo > 0 && listed.length <= listKeysUpTo ? listed : undefined;
    const pages = keys ? keys.length : sql.exec<{ n: number }>(`SELECT COUNT(DISTINCT key) AS n FROM tag_pages WHERE tag IN (SELECT value FROM json_each(?))`, list).one().n;
    sql.exec(`INSERT OR IGNORE INTO pending_deletes (key) SELECT DISTINCT key FROM tag_pages WHERE tag IN (SELECT value FROM json_each(?))`, list);
    sql.exec(`DELETE FROM tag_pages WHERE tag IN (SELECT value FROM json_each(?))`, list);
    if (pages > 0) await this.ctx.storage.setAlarm(Date.now());
    return { versions, pages, ...(keys ? { keys } : {}) };
  }

  /**
   * Raises the floor above every version in this shard: every page recorded with one of its tags is stale.
   * `pages`: the pages whose own key tag (tag-shards.ts pageKeyTag) is here; each page has its key tag in
   * one shard only, so the shards' counts add up to every page exactly once.
   */
  async purgeAll(atLeast = 0): Promise<ShardPurge & { floor: number }> {
    const sql = this.ctx.storage.sql;
    const highest = sql.exec<{ version: number }>(`SELECT MAX(version) AS version FROM tag_versions`).one().version ?? 0;
    const floor = Math.max(this.floor() + 1, highest + 1, Date.now(), atLeast);
    sql.exec(`UPDATE shard_floor SET version = ?`, floor);
    const pages = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM tag_pages WHERE tag >= 'key:' AND tag < 'key;'`).one().n;
    sql.exec(`INSERT OR IGNORE INTO pending_deletes (key) SELECT DISTINCT key FROM tag_pages`);
    sql.exec(`DELETE FROM tag_pages`);
    if (this.pendingDeletes() > 0) await this.ctx.storage.setAlarm(Date.now());
    return { versions: {}, pages, floor };
  }

  /** KV entries still waiting to be deleted. */
  pendingDeletes(): number {
    return this.ctx.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM pending_deletes`).one().n;
  }

  /** Forgets listings whose KV entry has expired, so the index cannot grow without bound; answers how many. */
  prune(now = Date.now()): number {
    const sql = this.ctx.storage.sql;
    const expired = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM tag_pages WHERE expires_at < ?`, now).one().n;
    sql.exec(`DELETE FROM tag_pages WHERE expires_at < ?`, now);
    return expired;
  }

  /** Deletes a batch of purged pages from KV, then runs again at once while any are left, else hourly to prune. */
  override async alarm(): Promise<void> {
    const batch = this.ctx.storage.sql.exec<{ key: string }>(`SELECT key FROM pending_deletes LIMIT ?`, KV_DELETES_PER_RUN).toArray().map((row) => row.key);
    if (batch.length) {
      await new PageStore(this.env.PAGE_CACHE).delete(batch);
      this.ctx.storage.sql.exec(`DELETE FROM pending_deletes WHERE key IN (SELECT value FROM json_each(?))`, JSON.stringify(batch));
    }
    this.prune();
    if (this.pendingDeletes() > 0) await this.ctx.storage.setAlarm(Date.now());
    else if (this.ctx.storage.sql.exec(`SELECT 1 FROM tag_pages LIMIT 1`).toArray().length > 0) await this.ctx.storage.setAlarm(Date.now() + PRUNE_EVERY_MS);
  }
}
