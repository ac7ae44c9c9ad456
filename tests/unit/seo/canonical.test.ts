import { describe, expect, it } from "vitest";
import { canonicalUrl, isTrackingParam, TRACKING_PARAMS, withoutTrackingParams } from "#core/seo/canonical.ts";

describe("TRACKING_PARAMS", () => {
  it("lists utm_* as a prefix and the click ids", () => {
    expect([...TRACKING_PARAMS].sort()).toEqual(
      ["utm_*", "gclid", "gbraid", "wbraid", "fbclid", "msclkid", "dclid", "yclid", "mc_cid", "mc_eid", "_ga", "_gl", "igshid", "srsltid"].sort(),
    );
  });
});

describe("isTrackingParam", () => {
  it.each([
    ["utm_source", true],
    ["utm_medium", true],
    ["utm_", true],
    ["UTM_Campaign", true],
    ["Utm_Term", true],
    ["gclid", true],
    ["GCLID", true],
    ["gbraid", true],
    ["wbraid", true],
    ["fbclid", true],
    ["FbClId", true],
    ["msclkid", true],
    ["dclid", true],
    ["yclid", true],
    ["mc_cid", true],
    ["mc_eid", true],
    ["_ga", true],
    ["_GL", true],
    ["igshid", true],
    ["srsltid", true],
    ["utm", false],
    ["xutm_source", false],
    ["gclid2", false],
    ["_gac", false],
    ["page", false],
    ["sort", false],
    ["q", false],
    ["", false],
  ] as const)("%j → %s", (name, expected) => {
    expect(isTrackingParam(name)).toBe(expected);
  });
});

describe("withoutTrackingParams", () => {
  it.each([
    ["empty", "", ""],
    ["only tracking", "utm_source=x&gclid=1&FBCLID=2", ""],
    ["tracking mixed case dropped", "UTM_SOURCE=nl&Gclid=1&page=2", "page=2"],
    ["sorted by name", "sort=price&page=2&color=red", "color=red&page=2&sort=price"],
    ["repeated params sorted by value", "color=red&color=blue&color=green", "color=blue&color=green&color=red"],
    ["repeated identical values kept", "a=1&a=1", "a=1&a=1"],
    ["name before value", "b=1&a=2&a=1", "a=1&a=2&b=1"],
    ["code-unit order: upper before lower", "b=1&B=1&a=1", "B=1&a=1&b=1"],
    ["empty values kept", "q=&page=1", "page=1&q="],
    ["encoded values round-trip", "q=soffa+gr%C3%A5&utm_term=x", "q=soffa+gr%C3%A5"],
  ])("%s: %j → %j", (_label, input, expected) => {
    expect(withoutTrackingParams(new URLSearchParams(input)).toString()).toBe(expected);
  });

  it("does not mutate its input", () => {
    const params = new URLSearchParams("utm_source=x&b=1&a=1");
    withoutTrackingParams(params);
    expect(params.toString()).toBe("utm_source=x&b=1&a=1");
  });

  it("is idempotent (usable as a cache-key normalizer)", () => {
    const once = withoutTrackingParams(new URLSearchParams("z=1&gclid=9&a=2&a=1"));
    expect(withoutTrackingParams(once).toString()).toBe(once.toString());
  });
});

describe("canonicalUrl", () => {
  const O = "https://www.example.se";
  it.each([
    ["root stays '/'", O, "/", "", [], `${O}/`],
    ["empty pathname → '/'", O, "", "", [], `${O}/`],
    ["trailing slash removed", O, "/soffor/", "", [], `${O}/soffor`],
    ["several trailing slashes removed", O, "/soffor//", "", [], `${O}/soffor`],
    ["store prefix root trailing slash", O, "/dk/", "", [], `${O}/dk`],
    ["no trailing slash untouched", O, "/dk/sofaer", "", [], `${O}/dk/sofaer`],
    ["missing leading slash added", O, "soffor", "", [], `${O}/soffor`],
    ["origin trailing slash trimmed", `${O}/`, "/soffor", "", [], `${O}/soffor`],
    ["params dropped by default, no '?'", O, "/soffor", "page=2&sort=price", [], `${O}/soffor`],
    ["only kept params survive", O, "/soffor", "sort=price&page=2&color=red", ["page"], `${O}/soffor?page=2`],
    ["kept params sorted", O, "/soffor", "sort=price&page=2", ["sort", "page"], `${O}/soffor?page=2&sort=price`],
    ["repeated kept params sorted by value", O, "/soffor", "color=red&color=blue", ["color"], `${O}/soffor?color=blue&color=red`],
    ["keep is case-sensitive", O, "/soffor", "Page=2", ["page"], `${O}/soffor`],
    ["kept name absent → no '?'", O, "/soffor", "sort=price", ["page"], `${O}/soffor`],
    ["tracking params never survive, even if kept", O, "/soffor", "utm_source=x&GCLID=1&page=3", ["utm_source", "GCLID", "page"], `${O}/soffor?page=3`],
    ["root with kept param", O, "/", "q=soffa", ["q"], `${O}/?q=soffa`],
  ] as const)("%s", (_label, origin, pathname, query, keep, expected) => {
    expect(canonicalUrl(origin, pathname, new URLSearchParams(query), keep)).toBe(expected);
  });
});
