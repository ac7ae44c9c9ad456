import { SELF, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { countingRoundTrips } from "#worker/db/d1-round-trips.ts";
import { BOOKMARK_COOKIE, requestDatabase, sessionStart } from "#worker/db/d1-session.ts";
import { newsletterSignature } from "#worker/security/newsletter-link.ts";

const ORIGIN = "http://shop.test";
const BOOKMARK = "00000000-00000020-00000000-00000000000000000000000000000000";

describe("where a request's D1 session starts", () => {
  const cases: { name: string; cookie: string | null; mayFillCache: boolean; start: string }[] = [
    { name: "no cookie: the nearest replica", cookie: null, mayFillCache: false, start: "first-unconstrained" },
    { name: "the bookmark of the shopper's last write", cookie: `a=1; ${BOOKMARK_COOKIE}=${BOOKMARK}`, mayFillCache: false, start: BOOKMARK },
    { name: "a render the cache may store: the primary, bookmark or not", cookie: `${BOOKMARK_COOKIE}=${BOOKMARK}`, mayFillCache: true, start: "first-primary" },
    { name: "a render the cache may store, no cookie", cookie: null, mayFillCache: true, start: "first-primary" },
    { name: "a bookmark this shop did not write", cookie: `${BOOKMARK_COOKIE}=first-primary`, mayFillCache: false, start: "first-unconstrained" },
    { name: "an empty bookmark", cookie: `${BOOKMARK_COOKIE}=`, mayFillCache: false, start: "first-unconstrained" },
    { name: "other cookies only", cookie: "cart_se=abc", mayFillCache: false, start: "first-unconstrained" },
  ];
  it.each(cases)("$name", ({ cookie, mayFillCache, start }) => {
    expect(sessionStart(cookie, mayFillCache)).toBe(start);
  });

  it("a runtime without the Sessions API reads the database itself, with no bookmark", () => {
    const plain = { prepare: env.DB.prepare.bind(env.DB), batch: env.DB.batch.bind(env.DB) } as unknown as D1Database;
    const database = requestDatabase(plain, "first-unconstrained");
    expect(database.db).toBe(plain);
    expect(database.writeBookmark()).toBeNull();
  });
});

describe("read-your-writes through the bookmark cookie", () => {
  /** Where each session of the worker's D1 binding started (the worker sees the tests' bindings). */
  const starts: string[] = [];
  const withSession = env.DB.withSession;
  env.DB.withSession = function (start) {
    starts.push(start ?? "first-unconstrained");
    return withSession.call(this, start);
  };
  afterEach(() => {
    starts.length = 0;
  });

  it("a write answers its bookmark in a cookie; the next read starts its session there and sees the write", async () => {
    const call = (request: Request) => SELF.fetch(request);
    const email = `bookmark-${crypto.randomUUID()}@example.com`;
    const path = "/api/ext/magento2-subscribe/subscribe";

    const written = await call(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) }));
    expect(written.status).toBe(200);
    expect(starts.at(-1)).toBe("first-unconstrained");
    const cookie = written.headers.getSetCookie().find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));
    expect(cookie).toMatch(/; Max-Age=120; Path=\/; HttpOnly; SameSite=Lax$/);
    const bookmark = /^d1_bookmark=([^;]+)/.exec(cookie!)![1]!;
    expect(sessionStart(`${BOOKMARK_COOKIE}=${bookmark}`, false)).toBe(bookmark);

    // The status is read through the newsletter mail's signed link (issue 38 item 4).
    const signature = await newsletterSignature(env.CUSTOMER_TOKEN_SECRET, "unsubscribe", "se", email);
    const read = await call(new Request(`${ORIGIN}${path}?email=${encodeURIComponent(email)}&signature=${signature}`, { headers: { cookie: `${BOOKMARK_COOKIE}=${bookmark}` } }));
    expect(starts.at(-1)).toBe(bookmark);
    expect(((await read.json()) as { result: string }).result).toBe("subscribed");
    // A GET answers no bookmark of its own.
    expect(read.headers.getSetCookie().some((line) => line.startsWith(`${BOOKMARK_COOKIE}=`))).toBe(false);
  });

  it("a changing request that wrote nothing answers no bookmark", async () => {
    const refused = await SELF.fetch(`${ORIGIN}/api/ext/magento2-subscribe/subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "not an address" }) });
    expect(refused.status).toBe(400);
    expect(refused.headers.getSetCookie().some((line) => line.startsWith(`${BOOKMARK_COOKIE}=`))).toBe(false);
  });

  it("the session a bookmark starts carries it: what it reads is at least as new as that write", async () => {
    const writer = requestDatabase(env.DB, "first-primary");
    const email = `session-${crypto.randomUUID()}@example.com`;
    await writer.db.prepare("INSERT INTO newsletter_subscribers (email, store_code, subscribed_at) VALUES (?1, 'se', ?2)").bind(email, new Date().toISOString()).run();
    const bookmark = writer.writeBookmark()!;
    expect(bookmark).toMatch(/^[0-9a-f-]+$/);
    const reader = requestDatabase(env.DB, sessionStart(`${BOOKMARK_COOKIE}=${bookmark}`, false));
    expect(await reader.db.prepare("SELECT email FROM newsletter_subscribers WHERE email = ?1").bind(email).first("email")).toBe(email);
    // A session that only read answers no bookmark to carry.
    expect(reader.writeBookmark()).toBeNull();
  });
});

describe("a request's D1 round trips", () => {
  const select = (db: D1Database, n: number) => db.prepare("SELECT ?1 AS n").bind(n);
  const cases: { name: string; run: (db: D1Database) => Promise<unknown>; calls: number; sequential: number }[] = [
    { name: "none", run: async () => undefined, calls: 0, sequential: 0 },
    { name: "one first()", run: (db) => select(db, 1).first(), calls: 1, sequential: 1 },
    {
      name: "three one after the other",
      run: async (db) => {
        await select(db, 1).all();
        await select(db, 2).raw();
        await select(db, 3).run();
      },
      calls: 3,
      sequential: 3,
    },
    { name: "three at once", run: (db) => Promise.all([select(db, 1).first(), select(db, 2).all(), select(db, 3).first("n")]), calls: 3, sequential: 1 },
    { name: "a batch of three is one", run: (db) => db.batch([select(db, 1), select(db, 2), select(db, 3)]), calls: 1, sequential: 1 },
    {
      name: "two at once, then one after both",
      run: async (db) => {
        await Promise.all([select(db, 1).first(), select(db, 2).first()]);
        await select(db, 3).first();
      },
      calls: 3,
      sequential: 2,
    },
  ];
  it.each(cases)("$name", async ({ run, calls, sequential }) => {
    const counting = countingRoundTrips(env.DB);
    await run(counting.db);
    expect(counting.roundTrips()).toEqual({ calls, sequential });
  });

  it.each([
    ["home", "/"],
    ["category", "/soffor"],
    ["category, filtered", "/soffor?brand=bergfors"],
    ["product", "product"],
    ["search", "/search?q=matbord"],
    ["content page", "/kundtjanst"],
    ["magazine", "/magazine"],
  ])("an uncached render of the %s page waits for at most 3 of them one after the other", async (_, where) => {
    const home = await (await SELF.fetch(`${ORIGIN}/`, { headers: { "user-agent": "Googlebot" } })).text();
    const path = where === "product" ? /class="product-card__link" href="([^"]+)"/.exec(home)![1]! : where;
    const page = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot", cookie: "cart_notice=x" } });
    await page.arrayBuffer();
    expect(page.status).toBe(200);
    const [, sequential] = /d1;desc="\d+ round trips, (\d+) sequential"/.exec(page.headers.get("server-timing") ?? "") ?? [];
    expect(Number(sequential)).toBeGreaterThan(0);
    expect(Number(sequential)).toBeLessThanOrEqual(3);
  });

  it("a rendered page says them in Server-Timing", async () => {
    const page = await SELF.fetch(`${ORIGIN}/kundtjanst`, { headers: { "user-agent": "Googlebot", cookie: "cart_notice=x" } });
    expect(page.headers.get("x-cache")).toBe("BYPASS");
    expect(page.headers.get("server-timing")).toMatch(/d1;desc="[1-9]\d* round trips, [1-9]\d* sequential"/);
  });
});
