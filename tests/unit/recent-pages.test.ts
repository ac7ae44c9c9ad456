import { describe, expect, it } from "vitest";
import type { CachedPage } from "#worker/cache/page-frame.ts";
import { RecentPages, retainedBytes } from "#worker/cache/recent-pages.ts";

/** A stored page whose two bodies are `bytes` long together, each with a buffer of its own. */
function page(bytes: number): CachedPage {
  const half = Math.floor(bytes / 2);
  return {
    status: 200,
    contentType: "text/html",
    tags: ["P1"],
    storedAt: 0,
    ttl: 3600,
    policy: null,
    etag: '"e"',
    versions: { P1: 0 },
    bodies: { br: new Uint8Array(half), gzip: new Uint8Array(bytes - half) },
  };
}

/** The same, as a KV read leaves it: both bodies views of one frame buffer, head included. */
function framed(bodyBytes: number, frameBytes: number): CachedPage {
  const frame = new Uint8Array(frameBytes);
  const half = Math.floor(bodyBytes / 2);
  return { ...page(0), bodies: { br: frame.subarray(frameBytes - bodyBytes, frameBytes - bodyBytes + half), gzip: frame.subarray(frameBytes - bodyBytes + half) } };
}

describe("the bytes a page keeps alive", () => {
  it.each([
    ["bodies with buffers of their own", page(1000), 1000],
    ["bodies viewing one KV value (the whole value counts)", framed(1000, 1300), 1300],
  ])("%s", (_, stored, bytes) => {
    expect(retainedBytes(stored)).toBe(bytes);
  });
});

describe("the memory tier (RecentPages)", () => {
  it.each<[string, (tier: RecentPages) => void, string[]]>([
    ["keeps pages while they fit", (t) => ["a", "b", "c"].forEach((k) => t.set(k, page(100))), ["a", "b", "c"]],
    ["drops the least recently stored first", (t) => ["a", "b", "c", "d", "e"].forEach((k) => t.set(k, page(100))), ["b", "c", "d", "e"]],
    [
      "counts a read as a use",
      (t) => {
        ["a", "b", "c", "d"].forEach((k) => t.set(k, page(100)));
        t.get("a");
        t.set("e", page(100));
      },
      ["a", "c", "d", "e"],
    ],
    [
      "replaces a key's page, counting its bytes once",
      (t) => {
        ["a", "b", "c", "d"].forEach((k) => t.set(k, page(100)));
        t.set("a", page(100));
      },
      ["a", "b", "c", "d"],
    ],
    ["makes room for a page by dropping as few as it needs", (t) => ["a", "b", "c", "d", "e"].forEach((k) => t.set(k, page(k === "e" ? 60 : 90))), ["b", "c", "d", "e"]],
    ["never keeps a page over a quarter of the budget", (t) => ["a", "b"].forEach((k) => t.set(k, page(k === "b" ? 101 : 100))), ["a"]],
    [
      "forgets a deleted page",
      (t) => {
        ["a", "b"].forEach((k) => t.set(k, page(100)));
        t.delete("a");
      },
      ["b"],
    ],
  ])("%s", (_, act, kept) => {
    // A budget of 400 bytes: four pages of 100.
    const tier = new RecentPages(400);
    act(tier);
    expect(["a", "b", "c", "d", "e"].filter((key) => tier.get(key) !== undefined)).toEqual(kept);
    expect(tier.size.bytes).toBeLessThanOrEqual(400);
  });

  it("holds its budget whatever is stored in it", () => {
    const tier = new RecentPages(10_000);
    for (let i = 0; i < 2_000; i++) {
      tier.set(`k${i % 300}`, page(1 + ((i * 7919) % 2_600)));
      if (i % 3 === 0) tier.get(`k${(i * 31) % 300}`);
      expect(tier.size.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(tier.size.pages).toBeGreaterThan(0);
  });

  it("clears", () => {
    const tier = new RecentPages(400);
    tier.set("a", page(100));
    tier.clear();
    expect(tier.get("a")).toBeUndefined();
    expect(tier.size).toEqual({ pages: 0, bytes: 0 });
  });
});
