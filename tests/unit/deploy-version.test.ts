import { describe, expect, it } from "vitest";
import { VERSION_STORAGE_KEY, applyDeployedVersion, fetchDeployedVersion, keptAcrossDeploys, shouldReload } from "#core/offline/deploy-version.ts";

/** Local storage as the browser keeps it: string keys and values, in insertion order. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const SHOPPER = {
  "se-wishlist": '["SO-1"]',
  "se-lists-owner": "ab12",
  "fi-recently-viewed": '["BS-2"]',
  "dk-cookie-accepted": "true",
  "se-compare": '["SO-1","SO-2"]',
  "cart-items:se": "[]",
  "recent-searches": "{}",
};

describe("the version check (SPEC §2)", () => {
  it.each([
    ["nothing stored yet: saved, nothing cleared", null, "v2", "saved", Object.keys(SHOPPER)],
    ["the same build: nothing happens", "v2", "v2", "same", Object.keys(SHOPPER)],
    ["a new build: cleared but wishlist, recently viewed and the cookie choice", "v1", "v2", "changed", ["se-wishlist", "se-lists-owner", "fi-recently-viewed", "dk-cookie-accepted"]],
    ["no answer (offline): nothing happens", "v1", null, "unknown", Object.keys(SHOPPER)],
    ["a malformed answer: nothing happens", "v1", 42, "unknown", Object.keys(SHOPPER)],
    ["an empty version: nothing happens", "v1", "", "unknown", Object.keys(SHOPPER)],
  ] as const)("%s", (_, stored, deployed, outcome, kept) => {
    const storage = memoryStorage({ ...SHOPPER, ...(stored ? { [VERSION_STORAGE_KEY]: stored } : {}) });
    expect(applyDeployedVersion(storage, deployed)).toBe(outcome);
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    expect(keys.filter((key) => key !== VERSION_STORAGE_KEY).sort()).toEqual([...kept].sort());
    expect(storage.getItem(VERSION_STORAGE_KEY)).toBe(outcome === "unknown" ? stored : deployed);
  });

  it.each([
    ["se-wishlist", true],
    ["no-recently-viewed", true],
    ["fi-cookie-accepted", true],
    ["dk-lists-owner", true],
    ["se-compare", false],
    ["xx-wishlist", false],
    ["wishlist", false],
  ])("keeps %s: %s", (key, kept) => {
    expect(keptAcrossDeploys(key)).toBe(kept);
  });

  it.each([
    ["storage started afresh", "changed", "v2", "v2", null, true],
    ["this tab runs the old build while another stored the new one", "same", "v2", "v1", null, true],
    ["this tab runs the deployed build", "same", "v2", "v2", null, false],
    ["first visit on the deployed build", "saved", "v2", "v2", null, false],
    ["already reloaded for this version (a page still cached from the old build)", "same", "v2", "v1", "v2", false],
    ["already reloaded, storage changed again", "changed", "v2", "v1", "v2", false],
    ["reloaded for an earlier version", "changed", "v3", "v2", "v2", true],
    ["no answer", "unknown", null, "v1", null, false],
    ["the running build unknown", "same", "v2", undefined, null, false],
  ] as const)("%s", (_, check, deployed, running, reloadedFor, reload) => {
    expect(shouldReload(check, deployed, running, reloadedFor)).toBe(reload);
  });

  it.each([
    ["the envelope's version", () => Response.json({ code: 200, result: { version: "edf0518a" } }), "edf0518a"],
    ["a 500", () => new Response("down", { status: 500 }), null],
    ["a body that is not JSON", () => new Response("<html>"), null],
    ["no version in the result", () => Response.json({ code: 200, result: {} }), null],
    ["a network failure (offline)", () => Promise.reject(new TypeError("Failed to fetch")), null],
  ])("reads %s", async (_, answer, version) => {
    expect(await fetchDeployedVersion((async () => answer()) as unknown as typeof fetch)).toBe(version);
  });
});
