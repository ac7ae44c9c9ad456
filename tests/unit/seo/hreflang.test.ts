import { describe, expect, it } from "vitest";
import { hreflangLinks, type Alternates } from "#core/seo/hreflang.ts";

const O = "https://www.example.se";
type Row = [label: string, alternates: Alternates, expected: [hrefLang: string, href: string][]];

describe("hreflangLinks", () => {
  it.each<Row>([
    ["empty alternates → []", {}, []],
    ["undefined / empty entries count as absent", { se: undefined, dk: "" }, []],
    [
      "all four stores in STORE_CODES order, x-default → se",
      { fi: "/fi/sohvat", no: "/no/sofaer", dk: "/dk/sofaer", se: "/soffor" },
      [
        ["sv-SE", `${O}/soffor`],
        ["da-DK", `${O}/dk/sofaer`],
        ["nb-NO", `${O}/no/sofaer`],
        ["fi-FI", `${O}/fi/sohvat`],
        ["x-default", `${O}/soffor`],
      ],
    ],
    [
      "missing se → x-default is the first present (dk)",
      { fi: "/fi/sohvat", dk: "/dk/sofaer" },
      [
        ["da-DK", `${O}/dk/sofaer`],
        ["fi-FI", `${O}/fi/sohvat`],
        ["x-default", `${O}/dk/sofaer`],
      ],
    ],
    [
      "missing se and dk → x-default is no",
      { fi: "/fi", no: "/no" },
      [
        ["nb-NO", `${O}/no`],
        ["fi-FI", `${O}/fi`],
        ["x-default", `${O}/no`],
      ],
    ],
    [
      "single se store",
      { se: "/" },
      [
        ["sv-SE", `${O}/`],
        ["x-default", `${O}/`],
      ],
    ],
    [
      "se present but not first key → x-default still se",
      { dk: "/dk", se: "/" },
      [
        ["sv-SE", `${O}/`],
        ["da-DK", `${O}/dk`],
        ["x-default", `${O}/`],
      ],
    ],
  ])("%s", (_label, alternates, expected) => {
    expect(hreflangLinks(O, alternates)).toEqual(expected.map(([hrefLang, href]) => ({ rel: "alternate", hrefLang, href })));
  });

  it("trims a trailing slash from the origin", () => {
    expect(hreflangLinks(`${O}/`, { dk: "/dk/sofaer" })[0]?.href).toBe(`${O}/dk/sofaer`);
  });
});
