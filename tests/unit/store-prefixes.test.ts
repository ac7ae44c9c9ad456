import { describe, expect, it } from "vitest";
import { storeFromPath } from "#core/store-prefixes.ts";

describe("storeFromPath", () => {
  it.each([
    ["/", "se"],
    ["/soffor", "se"],
    ["/_root.data", "se"],
    ["/se", "se"],
    ["/dk", "dk"],
    ["/dk/", "dk"],
    ["/dk.data", "dk"],
    ["/dk/sofaer.data", "dk"],
    ["/no/p/SO-1/x", "no"],
    ["/fi", "fi"],
    ["/fi.data", "fi"],
    ["/dkx", "se"],
    ["/DK", "se"],
    ["/de/soffor", "se"],
  ])("%s belongs to store %s", (path, store) => {
    expect(storeFromPath(path).storeCode).toBe(store);
  });
});
