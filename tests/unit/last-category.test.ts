import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lastCategory, rememberLastCategory } from "#app/state/last-category.ts";

describe("the last category a tab showed, for continue shopping", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("sessionStorage", { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["a category path with its filters", "/dk/sofaer?color=gra", "/dk/sofaer?color=gra"],
    ["a path of the default store", "/soffor", "/soffor"],
    ["another site's address", "https://evil.example/", null],
    ["a protocol-relative address", "//evil.example/", null],
    ["an empty value", "", null],
  ] as const)("%s: %j → %j", (_, stored, href) => {
    rememberLastCategory("dk", stored);
    expect(lastCategory("dk")).toBe(href);
  });

  it("keeps each store's own and has none before a category was shown", () => {
    rememberLastCategory("se", "/soffor");
    expect(lastCategory("se")).toBe("/soffor");
    expect(lastCategory("fi")).toBeNull();
  });

  it("leads home when the browser refuses storage", () => {
    vi.stubGlobal("sessionStorage", { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } });
    expect(() => rememberLastCategory("se", "/soffor")).not.toThrow();
    expect(lastCategory("se")).toBeNull();
  });
});
