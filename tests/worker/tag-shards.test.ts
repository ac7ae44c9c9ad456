import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { cachedPages } from "#worker/cache/cached-pages.ts";
import { decodeFrame } from "#worker/cache/page-frame.ts";
import { PageStore, storablePage } from "#worker/cache/page-store.ts";
import { RecentPages } from "#worker/cache/recent-pages.ts";
import { LocationTagState, TAG_STATE_MAX_AGE_MS } from "#worker/cache/tag-state.ts";
import { pageKeyTag, shardOf } from "#worker/cache/tag-shards.ts";
import { configOf } from "#worker/config.ts";
import { storeCode } from "#worker/middleware/store-code.ts";
import { storeRegisteredPage } from "./stored-page-fixture.ts";

const ORIGIN = "http://shop.test";
const TOKEN = "test-purge-token";
const authorized = { Authorization: `Bearer ${TOKEN}` };
const purge = async (body: unknown) =>
  (await SELF.fetch(`${ORIGIN}/ops/cache/purge`, { method: "POST", headers: { ...authorized, "Content-Type": "application/json" }, body: JSON.stringify(body) })).json<Receipt>();
const keyOf = (path: string) => pageCacheKey(STORE_VIEWS.se, path, new URLSearchParams())!;

interface Receipt {
  tags: string[];
  versions: Record<string, number>;
  purged: number;
  purgedCount: "exact" | "at most";
  deletion: string;
  ms: number;
  zone?: string;
}

/** One location of the shop: the output cache over `kv`, with its own copy of the tag versions on its own clock, and its own memory tier. */
function location(kv: KVNamespace, render: (path: string) => Promise<string>, tags: (path: string) => string, index: Env["CACHE_INDEX"] = env.CACHE_INDEX, recent = new RecentPages()) {
  let now = 0;
  const tagState = new LocationTagState(() => now);
  const app = new Hono<AppEnv>();
  app.use(storeCode());
  app.use(async (c, next) => {
    c.set("config", configOf(c.env));
    c.set("nonce", "test-nonce");
    c.set("origin", ORIGIN);
    await next();
  });
  const page = async (path: string) => new Response(await render(path), { headers: { "Content-Type": "text/html", "X-Cache-Tags": `${tags(path)},type:product` } });
  app.all("*", cachedPages((c) => page(new URL(c.req.url).pathname), { tagState, recent }));
  const bindings = { ...env, PAGE_CACHE: kv, CACHE_INDEX: index };
  return {
    /** A crawler's GET (the complete document, stored before it is answered), with the fills it started settled. */
    async get(path: string) {
      const ctx = createExecutionContext();
      const response = await app.request(`${ORIGIN}${path}`, {}, bindings, ctx);
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return { state: response.headers.get("x-cache"), body };
    },
    at(ms: number) {
      now = ms;
    },
  };
}

/** KV as another location sees it while it lags: once frozen, every read answers the copy it held then; writes go through. Reads are counted. */
function laggingKv() {
  let frozen: ArrayBuffer | null = null;
  const puts: Uint8Array[] = [];
  const reads = { count: 0 };
  const kv = {
    get: (key: string, type: "arrayBuffer") => {
      reads.count += 1;
      return frozen ? Promise.resolve(frozen) : env.PAGE_CACHE.get(key, type);
    },
    put: (key: string, value: Uint8Array, options?: KVNamespacePutOptions) => {
      puts.push(value);
      return env.PAGE_CACHE.put(key, value, options);
    },
    delete: (key: string) => env.PAGE_CACHE.delete(key),
  } as unknown as KVNamespace;
  return {
    kv,
    puts,
    reads,
    async freeze(key: string) {
      frozen = await env.PAGE_CACHE.get(key, "arrayBuffer");
    },
  };
}

describe("a purge holds in every location, whatever KV still answers there", () => {
  it("never serves the pre-purge copy a lagging KV keeps returning once the bound has passed, and never stores it again", async () => {
    const path = "/stale-kv-probe";
    const lagging = laggingKv();
    let renders = 0;
    const here = location(lagging.kv, async () => `<p>render ${++renders}</p>`, () => "P880001");
    expect(await here.get(path)).toEqual({ state: "MISS", body: "<p>render 1</p>" });
    expect(await here.get(path)).toEqual({ state: "HIT", body: "<p>render 1</p>" });
    await lagging.freeze(keyOf(path));

    // Purged in another location: this one learns of it from the shards, within the bound.
    const receipt = await purge({ tags: ["P880001"] });
    here.at(TAG_STATE_MAX_AGE_MS);
    expect(await here.get(path)).toEqual({ state: "HIT", body: "<p>render 1</p>" });
    here.at(TAG_STATE_MAX_AGE_MS + 1);
    const putsBefore = lagging.puts.length;
    expect(await here.get(path)).toEqual({ state: "MISS", body: "<p>render 2</p>" });
    // KV here still answers the pre-purge copy, never served; the re-fill is served from this isolate's memory, not filled again.
    expect(await here.get(path)).toEqual({ state: "HIT", body: "<p>render 2</p>" });
    expect(renders).toBe(2);

    // What the re-fills stored is the new render, with the purge's version; never the old copy.
    const stored = lagging.puts.slice(putsBefore).map((frame) => decodeFrame(frame.slice().buffer)!);
    expect(stored.length).toBeGreaterThan(0);
    for (const page of stored) {
      expect(page.versions.P880001).toBe(receipt.versions.P880001);
      expect(new TextDecoder().decode(await new Response(new Blob([page.bodies.gzip]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer())).not.toBe("<p>render 1</p>");
    }
    const current = (await new PageStore(env.PAGE_CACHE).get(keyOf(path)))!;
    expect(current.versions.P880001).toBe(receipt.versions.P880001);
  });

  it("keeps a purge that comes after a fill's ticket winning, with fills and purges of many shards at once", async () => {
    const pages = Array.from({ length: 24 }, (_, i) => ({ path: `/shard-race-${i}`, tag: `P88${1000 + i}`, purgedMidRender: i % 2 === 0 }));
    const byPath = new Map(pages.map((page) => [page.path, page]));
    const here = location(
      env.PAGE_CACHE,
      async (path) => {
        const page = byPath.get(path)!;
        // Mid-render, after the fill's ticket: its own tag (even pages) or an unrelated one (odd pages) is purged.
        await purge({ tags: [page.purgedMidRender ? page.tag : `P99${1000 + Number(path.split("-").pop())}`] });
        return `<p>${path}</p>`;
      },
      (path) => byPath.get(path)!.tag,
    );
    const first = await Promise.all(pages.map((page) => here.get(page.path)));
    expect(first.map((r) => r.state)).toEqual(pages.map(() => "MISS"));
    const store = new PageStore(env.PAGE_CACHE);
    for (const page of pages) {
      const stored = await store.get(keyOf(page.path));
      expect(stored === null, page.path).toBe(page.purgedMidRender);
    }
    const shards = new Set(pages.map((page) => page.tag));
    expect(shards.size).toBe(pages.length);
  });
});

describe("the memory tier", () => {
  it("serves a hot page with no KV read, and drops it once a purge elsewhere is within the bound", async () => {
    const path = "/memory-tier-probe";
    const counted = laggingKv();
    let renders = 0;
    const here = location(counted.kv, async () => `<p>render ${++renders}</p>`, () => "P880003");
    expect(await here.get(path)).toEqual({ state: "MISS", body: "<p>render 1</p>" });
    const readsAfterFill = counted.reads.count;
    for (let i = 0; i < 3; i++) expect(await here.get(path)).toEqual({ state: "HIT", body: "<p>render 1</p>" });
    expect(counted.reads.count).toBe(readsAfterFill);

    await purge({ tags: ["P880003"] });
    here.at(TAG_STATE_MAX_AGE_MS);
    expect(await here.get(path)).toEqual({ state: "HIT", body: "<p>render 1</p>" });
    here.at(TAG_STATE_MAX_AGE_MS + 1);
    expect(await here.get(path)).toEqual({ state: "MISS", body: "<p>render 2</p>" });
    expect(await here.get(path)).toEqual({ state: "HIT", body: "<p>render 2</p>" });
  });

  it("holds its byte budget, the pages it let go still served from KV", async () => {
    const counted = laggingKv();
    const recent = new RecentPages(64 * 1024);
    // Pages that do not compress much, so a few fill the budget.
    const noise = (seed: number) => Array.from({ length: 1500 }, (_, i) => ((seed * 7919 + i * 104729) % 1_000_003).toString(36)).join(" ");
    const here = location(counted.kv, async (p) => `<p>${noise(Number(p.split("-").pop()))}</p>`, () => "P880004", env.CACHE_INDEX, recent);
    const paths = Array.from({ length: 12 }, (_, i) => `/memory-cap-${i}`);
    for (const p of paths) {
      expect((await here.get(p)).state).toBe("MISS");
      expect(recent.size.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(recent.size.pages).toBeGreaterThan(0);
    expect(recent.size.pages).toBeLessThan(paths.length);
    const reads = counted.reads.count;
    // The most recent is in memory; the first went to make room, and comes from KV.
    expect((await here.get(paths.at(-1)!)).state).toBe("HIT");
    expect(counted.reads.count).toBe(reads);
    expect((await here.get(paths[0]!)).state).toBe("HIT");
    expect(counted.reads.count).toBe(reads + 1);
  });

  it("answers the worker's hit from memory, and a purge in the same isolate drops it at once", async () => {
    const path = "/kundtjanst";
    await SELF.fetch(`${ORIGIN}${path}`);
    const hit = await SELF.fetch(`${ORIGIN}${path}`);
    await hit.arrayBuffer();
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("server-timing")).toMatch(/desc="cache lookup \(memory\)"/);
    await purge({ tags: ["cms:kundtjanst"] });
    const after = await SELF.fetch(`${ORIGIN}${path}`);
    await after.arrayBuffer();
    expect(after.headers.get("x-cache")).toBe("MISS");
  });
});

describe("when the tag index cannot be reached", () => {
  it("serves no stored copy (it cannot say the copy is current) and stores nothing: pages render", async () => {
    const path = "/unreachable-index-probe";
    let renders = 0;
    const render = async () => `<p>render ${++renders}</p>`;
    expect((await location(env.PAGE_CACHE, render, () => "P880002").get(path)).state).toBe("MISS");
    const stored = (await new PageStore(env.PAGE_CACHE).get(keyOf(path)))!;
    const unreachable = { idFromName: (name: string) => env.CACHE_INDEX.idFromName(name), get: () => { throw new Error("Durable Object unreachable"); } } as unknown as Env["CACHE_INDEX"];
    const cut = location(env.PAGE_CACHE, render, () => "P880002", unreachable);
    expect(await cut.get(path)).toEqual({ state: "MISS", body: "<p>render 2</p>" });
    expect(await cut.get(path)).toEqual({ state: "MISS", body: "<p>render 3</p>" });
    expect((await new PageStore(env.PAGE_CACHE).get(keyOf(path)))!.etag).toBe(stored.etag);
  });
});

describe("GET /ops/cache?url=", () => {
  const inspect = async (query: string, headers: HeadersInit = authorized) => SELF.fetch(`${ORIGIN}/ops/cache?${query}`, { headers });

  it("answers a stored page's key, tags with the versions recorded and current, stored-at, age, TTL, tier and the next request's fate", async () => {
    await SELF.fetch(`${ORIGIN}/kundtjanst`);
    const answer = await inspect("url=/kundtjanst");
    expect(answer.status).toBe(200);
    const body = await answer.json<{ key: string; cacheable: boolean; tier: string; nextRequest: string; versionsCurrent: boolean; ttlSeconds: number; ageSeconds: number; storedAt: string; tags: { tag: string; recorded: number; current: number }[] }>();
    expect(body).toMatchObject({ key: "page:se:/kundtjanst", cacheable: true, tier: "kv", nextRequest: "HIT", versionsCurrent: true });
    expect(body.ttlSeconds).toBeGreaterThan(0);
    expect(body.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(body.storedAt)).toBeLessThanOrEqual(Date.now());
    expect(body.tags.map((t) => t.tag)).toEqual(expect.arrayContaining(["cms:kundtjanst", pageKeyTag("page:se:/kundtjanst")]));
    for (const row of body.tags) expect(row.recorded).toBe(row.current);

    // The copy KV held before the purge, as a lagging location still reads it (the shard's background deletion may have taken it here).
    const preserved = (await env.PAGE_CACHE.get("page:se:/kundtjanst", "arrayBuffer"))!;
    const receipt = await purge({ tags: ["cms:kundtjanst"] });
    await env.PAGE_CACHE.put("page:se:/kundtjanst", preserved);
    const after = await (await inspect(`url=${encodeURIComponent(`${ORIGIN}/kundtjanst`)}&store=se`)).json<typeof body>();
    expect(after).toMatchObject({ tier: "render", nextRequest: "MISS", versionsCurrent: false });
    const purged = after.tags.find((t) => t.tag === "cms:kundtjanst")!;
    expect(purged.current).toBe(receipt.versions["cms:kundtjanst"]);
    expect(purged.recorded).toBeLessThan(purged.current);
  });

  it("says a private page is never cached", async () => {
    expect(await (await inspect("url=/my-account")).json()).toMatchObject({ cacheable: false, nextRequest: "BYPASS", tier: "render" });
  });

  it.each([
    ["no url", "", 400, /^url is required/],
    ["an address that is not a URL", "url=http%3A%2F%2F%5B", 400, /^url: .* is not a URL/],
    ["another site's address", "url=https%3A%2F%2Fevil.example%2F", 400, /^url: .* is not on http:\/\/shop\.test/],
    ["an unknown store", "url=/kundtjanst&store=xx", 400, /^store: unknown store "xx"/],
    ["a store the URL is not a page of", "url=/dk/kundeservice&store=se", 400, /^store: \/dk\/kundeservice is a page of store dk, not se/],
  ])("refuses %s, naming the field", async (_, query, status, message) => {
    const answer = await inspect(query);
    expect(answer.status).toBe(status);
    expect((await answer.json<{ error: string }>()).error).toMatch(message);
  });

  it("is behind the operators' token", async () => {
    expect((await inspect("url=/kundtjanst", {})).status).toBe(401);
  });
});

describe("purge receipts", () => {
  const receiptShape = { tags: expect.any(Array), versions: expect.any(Object), purged: expect.any(Number), purgedCount: "exact", deletion: "scheduled", ms: expect.any(Number), zone: "purged" };

  it("answers /ops/cache/purge, /invalidate and a catalog change with the tags, their new versions, the pages dropped and the time", async () => {
    await SELF.fetch(`${ORIGIN}/returns`);
    const byTag = await purge({ tags: ["cms:returns"] });
    expect(byTag).toEqual(receiptShape);
    expect(byTag.tags).toEqual(["cms:returns"]);
    expect(byTag.purged).toBe(1);
    expect(byTag.versions["cms:returns"]).toBeGreaterThan(0);

    const byUrl = await purge({ urls: ["/legal"] });
    expect(byUrl.tags).toContain(pageKeyTag("page:se:/legal"));

    const invalidated = await (await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=P1,C2`)).json<Receipt>();
    expect(invalidated).toEqual(receiptShape);
    expect(Object.keys(invalidated.versions).sort()).toEqual(["C2", "P1"]);
    const everything = await (await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=*`)).json<Receipt>();
    expect(everything.tags).toEqual(["*"]);
    expect(Object.keys(everything.versions)).toHaveLength(16);

    const product = (await env.DB.prepare("SELECT id, sku FROM products WHERE type_id = 'simple' ORDER BY id LIMIT 1").first<{ id: number; sku: string }>())!;
    const change = await SELF.fetch(`${ORIGIN}/ops/catalog/products/${product.sku}`, { method: "POST", headers: { ...authorized, "Content-Type": "application/json" }, body: JSON.stringify({ qty: 7 }) });
    const changed = await change.json<{ purge: Receipt }>();
    expect(changed.purge).toEqual(receiptShape);
    expect(changed.purge.versions[`P${product.id}`]).toBeGreaterThan(0);
  });

  it("counts a page once, whatever number of shards list it under the purged tags, and a purge of everything each page once", async () => {
    await purge({ all: true });
    // Tags of three different shards.
    const tags = ["P880010", ...Array.from({ length: 200 }, (_, i) => `P8801${i}`)].reduce<string[]>((picked, tag) => (picked.some((t) => shardOf(t) === shardOf(tag)) || picked.length === 3 ? picked : [...picked, tag]), []);
    expect(new Set(tags.map(shardOf)).size).toBe(3);
    // After a purge of its tags a page registers only once the clock has passed the purge's version.
    const stored = async (path: string, pageTags: string[]) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return storeRegisteredPage(keyOf(path), await storablePage({ status: 200, contentType: "text/html", body: `<p>${path}</p>`, tags: pageTags, storedAt: Date.now(), ttl: 3600, policy: null }));
    };
    const cases: [what: string, pages: [string, string[]][], purged: string[], count: number][] = [
      ["one page under three purged tags of three shards", [["/count-a", tags]], tags, 1],
      ["two pages sharing one of two purged tags", [["/count-b", [tags[0]!, tags[1]!]], ["/count-c", [tags[1]!]]], [tags[0]!, tags[1]!], 2],
      ["a page under one of the tags, another under none", [["/count-d", [tags[2]!]], ["/count-e", ["P880999"]]], tags, 1],
    ];
    for (const [what, pages, purgedTags, count] of cases) {
      for (const [path, pageTags] of pages) await stored(path, pageTags);
      expect(await purge({ tags: purgedTags }), what).toMatchObject({ purged: count, purgedCount: "exact" });
    }
    await purge({ all: true });
    for (const [path, pageTags] of [["/count-f", tags], ["/count-g", [tags[0]!]], ["/count-h", ["P880999"]]] as const) await stored(path, [...pageTags]);
    expect(await purge({ all: true })).toMatchObject({ purged: 3, purgedCount: "exact" });
  });
});
