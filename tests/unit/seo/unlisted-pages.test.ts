import { describe, expect, it } from "vitest";
import { UNLISTED_PAGES } from "#app/seo/unlisted-pages.ts";
import { PAGES, PAGE_NAMES } from "#core/pages.ts";

describe("the shell's table of unlisted pages (app/seo/unlisted-pages.ts)", () => {
  it("names exactly the pages core/pages.ts declares other than listed", () => {
    const declared = PAGE_NAMES.filter((name) => PAGES[name].indexing !== "listed");
    expect([...UNLISTED_PAGES].sort()).toEqual(declared.sort());
  });
});
