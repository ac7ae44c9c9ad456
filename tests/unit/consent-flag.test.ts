import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { consentFlagScript, consentKey } from "../../app/analytics/consent.ts";

const NOW = Date.parse("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** Runs the head script as a browser would, with the given stored entry (or storage that throws), and answers the mark it left. */
function markAfter(stored: string | null | Error, store = "se"): string | undefined {
  const dataset: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === consentKey(store) ? stored : null;
    },
  };
  const FixedDate = Object.assign(function () {}, { now: () => NOW, parse: Date.parse });
  runInNewContext(consentFlagScript(store), { localStorage, document: { documentElement: { dataset } }, Date: FixedDate, JSON });
  return dataset.consent;
}

const choice = (decidedAt: string) => JSON.stringify({ statistics: false, marketing: true, decidedAt });

describe("the consent flag decides before the first paint whether the banner shows", () => {
  it.each([
    ["no choice stored", null, "ask"],
    ["a choice made today", choice(new Date(NOW).toISOString()), undefined],
    ["a choice 364 days old", choice(new Date(NOW - 364 * DAY).toISOString()), undefined],
    ["a choice over a year old (asked again)", choice(new Date(NOW - 366 * DAY).toISOString()), "ask"],
    ["a choice without a date", JSON.stringify({ statistics: true, marketing: true }), "ask"],
    ["a damaged entry", "{not json", "ask"],
    ["JSON null", "null", "ask"],
    ["storage switched off", new Error("SecurityError"), "ask"],
  ])("%s", (_, stored, mark) => {
    expect(markAfter(stored)).toBe(mark);
  });

  it("reads the store's own entry: a choice in another store asks again here", () => {
    const dataset: Record<string, string> = {};
    const localStorage = { getItem: (key: string) => (key === consentKey("dk") ? choice(new Date().toISOString()) : null) };
    runInNewContext(consentFlagScript("se"), { localStorage, document: { documentElement: { dataset } }, Date, JSON });
    expect(dataset.consent).toBe("ask");
  });
});
