import { describe, expect, it } from "vitest";
import { formatSeconds, levelTimesTable } from "#scripts/lib/level-times.ts";

describe("npm test's time per level", () => {
  it.each([
    [0.04, "0.0 s"],
    [8.14, "8.1 s"],
    [59.94, "59.9 s"],
    [59.96, "1 min 00 s"],
    [65.2, "1 min 05 s"],
    [754.6, "12 min 35 s"],
  ])("%d s reads %s", (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });

  it("lists each level's time, marks the one that failed, and the levels after it as not run", () => {
    expect(
      levelTimesTable([
        { name: "typecheck", seconds: 8.1, passed: true },
        { name: "workerd", seconds: 160.4, passed: false },
        { name: "Chromium", seconds: null, passed: false },
      ]),
    ).toEqual(["npm test, time per level:", "  typecheck  8.1 s", "  workerd    2 min 40 s  FAILED", "  Chromium   not run", "  total      2 min 49 s"]);
  });
});
