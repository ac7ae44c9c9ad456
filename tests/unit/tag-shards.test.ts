import { describe, expect, it } from "vitest";
import { TAG_SHARDS, fillTicket, observeVersions, pageKeyTag, purgeVersionFloor, shardOf, tagsByShard } from "#worker/cache/tag-shards.ts";
import { LocationTagState, TAG_STATE_MAX_AGE_MS } from "#worker/cache/tag-state.ts";

describe("shardOf (which of the tag index's Durable Objects holds a tag)", () => {
  it.each(["P1", "P2", "C45", "search", "type:product", "cms:legal", pageKeyTag("page:se:/soffor")])("puts %s in the same shard every time, within range", (tag) => {
    const shard = shardOf(tag);
    expect(shard).toBe(shardOf(tag));
    expect(shard).toBeGreaterThanOrEqual(0);
    expect(shard).toBeLessThan(TAG_SHARDS);
  });

  it("spreads 4 stores × 20,000 products' tags evenly: no shard holds more than 10 % over its share", () => {
    const counts = new Array<number>(TAG_SHARDS).fill(0);
    for (let id = 1; id <= 80_000; id++) counts[shardOf(`P${id}`)]!++;
    expect(Math.max(...counts)).toBeLessThan((80_000 / TAG_SHARDS) * 1.1);
    expect(Math.min(...counts)).toBeGreaterThan((80_000 / TAG_SHARDS) * 0.9);
  });

  it("groups tags by shard, each once", () => {
    const groups = tagsByShard(["P1", "P2", "P1", "C3"]);
    expect([...groups.values()].flat().sort()).toEqual(["C3", "P1", "P2"]);
    for (const [shard, tags] of groups) for (const tag of tags) expect(shardOf(tag)).toBe(shard);
  });
});

describe("tickets and versions as a Lamport clock", () => {
  it("takes a ticket above every version this isolate has seen, less the clock margin", () => {
    const ahead = Date.now() + 60_000;
    observeVersions([ahead]);
    expect(fillTicket(0)).toBe(ahead + 1);
    expect(fillTicket(1_000)).toBe(ahead + 1 - 1_000);
    expect(purgeVersionFloor()).toBe(ahead + 1);
  });
});

/** A CACHE_INDEX namespace whose shards answer from one map of versions, counting their reads. */
function fakeIndex(versions: Map<string, number>) {
  const reads: string[][] = [];
  const env = {
    CACHE_INDEX: {
      idFromName: (name: string) => name,
      get: () => ({
        versions: async (tags: string[]) => {
          reads.push(tags);
          return Object.fromEntries(tags.map((tag) => [tag, versions.get(tag) ?? 0]));
        },
      }),
    },
  } as unknown as Pick<Env, "CACHE_INDEX">;
  return { env, reads };
}

describe("LocationTagState (a location's copy of the tag versions, no older than the bound)", () => {
  const KEY = "page:se:/p/x";
  const page = (versions: Record<string, number>) => ({ tags: ["P1", "type:product"], versions });

  it.each([
    ["every tag and its key at the current version", { P1: 7, "type:product": 0, [pageKeyTag(KEY)]: 0 }, true],
    ["a tag purged since", { P1: 6, "type:product": 0, [pageKeyTag(KEY)]: 0 }, false],
    ["its key purged since (a URL purge)", { P1: 7, "type:product": 0, [pageKeyTag(KEY)]: -1 }, false],
    ["no version recorded for a tag", { P1: 7, [pageKeyTag(KEY)]: 0 }, false],
    ["nothing recorded (a copy stored before versions)", {}, false],
  ])("serves a copy with %s: %s", async (_, versions, expected) => {
    const { env } = fakeIndex(new Map([["P1", 7]]));
    expect(await new LocationTagState(() => 0).isCurrent(env, KEY, page(versions))).toBe(expected);
  });

  it.each([
    [0, 0],
    [TAG_STATE_MAX_AGE_MS - 1, 0],
    [TAG_STATE_MAX_AGE_MS, 0],
    [TAG_STATE_MAX_AGE_MS + 1, 1],
  ])("read %i ms ago, a version is read from its shard again %i time(s)", async (age, rereads) => {
    let now = 1_000;
    const { env, reads } = fakeIndex(new Map([["P1", 7]]));
    const state = new LocationTagState(() => now);
    await state.versions(env, ["P1"]);
    now += age;
    await state.versions(env, ["P1"]);
    expect(reads.length - 1).toBe(rereads);
  });

  it("shares one shard read among concurrent checks of the same stale tags", async () => {
    const { env, reads } = fakeIndex(new Map([["P1", 7]]));
    const state = new LocationTagState(() => 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => state.versions(env, ["P1"])));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ P1: 7 })));
    expect(reads).toHaveLength(1);
  });

  it("sees a purge elsewhere once the bound has passed, and a purge here at once", async () => {
    let now = 0;
    const versions = new Map([["P1", 7]]);
    const { env } = fakeIndex(versions);
    const state = new LocationTagState(() => now);
    const copy = page({ P1: 7, "type:product": 0, [pageKeyTag(KEY)]: 0 });
    expect(await state.isCurrent(env, KEY, copy)).toBe(true);
    versions.set("P1", 8);
    now = TAG_STATE_MAX_AGE_MS;
    expect(await state.isCurrent(env, KEY, copy)).toBe(true);
    now = TAG_STATE_MAX_AGE_MS + 1;
    expect(await state.isCurrent(env, KEY, copy)).toBe(false);
    state.learn({ P1: 9 });
    expect((await state.versions(env, ["P1"])).P1).toBe(9);
  });
});
