import { describe, expect, it } from "vitest";
import { foreignWords } from "../support/foreign-words.ts";

describe("the sitemap crawl's language check (tests/worker/sitemap-crawl.ts)", () => {
  it.each([
    ["fi", "Tuote on varastossa och levereras snabbt", ["och"]],
    ["fi", "Toimitus kotiin, Båstad-sarja", []],
    ["fi", "leveres på døren", ["på", "døren"]],
    ["dk", "Sofaen leveres til døren", []],
    ["dk", "Armlæn – ja eller nej? En enkel tommelfingerregel", []],
    ["se", "Armstöd – ja eller nej? En enkel regel", []],
    ["dk", "Soffan levereras till dörren", ["till", "dörren"]],
    ["no", "Sofaen leveres hjem til deg", []],
    ["no", "Sofaen leveres hjem til dig af os", ["af"]],
    ["se", "Soffan levereras hem till dig", []],
    ["se", "Sofaen bliver leveret til døren", ["bliver", "døren"]],
  ] as const)("in store %s finds in '%s' the foreign words %j", (store, text, expected) => {
    expect(foreignWords(text, store)).toEqual(expected);
  });
});
