import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { QUICK_CHOICE_ATTRIBUTE, consentFlagScript, consentKey, parseConsent } from "#app/analytics/consent.ts";

const NOW = Date.parse("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** Runs the head script as a browser would, with the given stored entries (or storage that throws): the page's mark, storage and clicks. */
function pageWith(stored: Record<string, string> | Error, store = "se") {
  const dataset: Record<string, string> = {};
  const entries = stored instanceof Error ? {} : { ...stored };
  const localStorage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return entries[key] ?? null;
    },
    setItem(key: string, value: string) {
      if (stored instanceof Error) throw stored;
      entries[key] = value;
    },
  };
  const clicks: ((event: { target: unknown }) => void)[] = [];
  const FixedDate = Object.assign(
    function () {
      return new Date(NOW);
    },
    { now: () => NOW, parse: Date.parse },
  );
  const document = { documentElement: { dataset }, addEventListener: (type: string, listener: (event: { target: unknown }) => void) => type === "click" && clicks.push(listener) };
  runInNewContext(consentFlagScript(store), { localStorage, document, Date: FixedDate, JSON });
  /** A click on an element inside a button carrying the quick answer (or on one without). */
  const click = (answer: string | null) => {
    const button = { getAttribute: (name: string) => (name === QUICK_CHOICE_ATTRIBUTE ? answer : null) };
    const target = { closest: (selector: string) => (answer !== null && selector === `[${QUICK_CHOICE_ATTRIBUTE}]` ? button : null) };
    for (const listener of clicks) listener({ target });
  };
  return { mark: () => dataset.consent, entries, click, setMark: (mark: string) => (dataset.consent = mark) };
}

const choice = (decidedAt: string, statistics: unknown = false, marketing: unknown = true) => JSON.stringify({ statistics, marketing, decidedAt });

describe("the consent flag decides before the first paint whether the banner shows", () => {
  it.each([
    ["no choice stored", null, "ask"],
    ["a choice made today", choice(new Date(NOW).toISOString()), undefined],
    ["a choice 364 days old", choice(new Date(NOW - 364 * DAY).toISOString()), undefined],
    ["a choice over a year old (asked again)", choice(new Date(NOW - 366 * DAY).toISOString()), "ask"],
    ["a choice without a date", JSON.stringify({ statistics: true, marketing: true }), "ask"],
    ["a choice without its answers", JSON.stringify({ decidedAt: new Date(NOW).toISOString() }), "ask"],
    ["answers that are not yes or no", choice(new Date(NOW).toISOString(), "yes", 1), "ask"],
    ["a damaged entry", "{not json", "ask"],
    ["JSON null", "null", "ask"],
  ])("%s", (_, stored, mark) => {
    expect(pageWith(stored === null ? {} : { [consentKey("se")]: stored }).mark()).toBe(mark);
    // The banner's code reads a stored choice the same way: it asks exactly when the flag did.
    expect(parseConsent(stored, new Date(NOW)) === null).toBe(mark === "ask");
  });

  it("asks when storage is switched off", () => {
    expect(pageWith(new Error("SecurityError")).mark()).toBe("ask");
  });

  it("reads the store's own entry: a choice in another store asks again here", () => {
    expect(pageWith({ [consentKey("dk")]: choice(new Date(NOW).toISOString()) }).mark()).toBe("ask");
  });
});

describe("a quick answer tapped before the banner has hydrated", () => {
  it.each([
    ["all", true],
    ["necessary", false],
  ])("keeps '%s' as the banner would, and hides the banner", (answer, allowed) => {
    const page = pageWith({});
    page.click(answer);
    expect(page.mark()).toBe("decided");
    expect(parseConsent(page.entries[consentKey("se")]!, new Date(NOW))).toEqual({ statistics: allowed, marketing: allowed, decidedAt: new Date(NOW).toISOString() });
  });

  it("ignores clicks elsewhere, and every click once nothing is asked", () => {
    const page = pageWith({});
    page.click(null);
    expect(page.mark()).toBe("ask");
    page.setMark("decided");
    page.click("all");
    expect(page.entries).toEqual({});
  });
});
