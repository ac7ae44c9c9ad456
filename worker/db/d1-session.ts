import { parse, serialize } from "hono/utils/cookie";

/**
 * D1 read replication through the Sessions API (decision 0030). Every request reads through a session:
 * from the nearest replica, unless it must see more. The bookmark of a shopper's own write travels in
 * this cookie, so their next requests read a replica at least as new and never see the change undone
 * (a request that only read answers none: its reads need no one to follow them).
 * It names a point in the database's history, nothing about the shopper: it does not make a request personal.
 */
export const BOOKMARK_COOKIE = "d1_bookmark";
/** Replicas catch up within seconds; after this the bookmark constrains nothing any more. */
const BOOKMARK_LIFETIME_SECONDS = 120;
/** D1's bookmarks are hex groups joined by dashes; anything else was not written by this shop. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,7}$/i;

/**
 * Where a request's session starts: the bookmark of the shopper's last write, when they have one; the
 * primary for a render that may be stored for everyone (a page kept for its TTL must show every write
 * a purge announced, and a replica may not have it yet); otherwise the nearest replica.
 */
export function sessionStart(cookieHeader: string | null, mayFillCache: boolean): D1SessionConstraint | D1SessionBookmark {
  if (mayFillCache) return "first-primary";
  const bookmark = cookieHeader ? parse(cookieHeader, BOOKMARK_COOKIE)[BOOKMARK_COOKIE] : undefined;
  return bookmark && BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained";
}

export function bookmarkCookie(bookmark: D1SessionBookmark, secure: boolean): string {
  return serialize(BOOKMARK_COOKIE, bookmark, { path: "/", maxAge: BOOKMARK_LIFETIME_SECONDS, httpOnly: true, sameSite: "Lax", secure });
}

/** A request's database: queries go through its session; `writeBookmark` is where its last query left it, once it has written. */
export type RequestDatabase = { db: D1Database; writeBookmark: () => D1SessionBookmark | null };

/**
 * Whether a statement only reads: a SELECT, or a WITH whose common table expressions feed one (a WITH
 * may also lead an INSERT, UPDATE or DELETE, which may change something).
 */
export function onlyReads(query: string): boolean {
  if (/^\s*SELECT\b/i.test(query)) return true;
  return /^\s*WITH\b/i.test(query) && !/\b(?:INSERT|UPDATE|DELETE|REPLACE)\b/i.test(query);
}

/**
 * The request's view of `db` through a session starting at `start`, shaped as a D1Database so the backend's
 * queries need no change. A runtime without the Sessions API gets `db` itself, with no bookmark.
 */
export function requestDatabase(db: D1Database, start: D1SessionConstraint | D1SessionBookmark): RequestDatabase {
  if (typeof db.withSession !== "function") return { db, writeBookmark: () => null };
  const session = db.withSession(start);
  let wrote = false;
  const sessioned: D1Database = {
    prepare: (query) => {
      if (!onlyReads(query)) wrote = true;
      return session.prepare(query);
    },
    batch: (statements) => session.batch(statements),
    // Not part of a session: exec runs scripts (migrations), which no request does.
    exec: (query) => db.exec(query),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
  return { db: sessioned, writeBookmark: () => (wrote ? session.getBookmark() : null) };
}
