import axe from "axe-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";
import { discoverPageTypes } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
const pages = await discoverPageTypes(baseUrl);
const browser = useChromium();

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

describe("every page type passes axe (WCAG 2.1 A/AA and best practices) in Chromium", () => {
  it.each(pages)("$name ($path)", async ({ path, status }) => {
    // The shop's CSP rightly refuses inline scripts without its nonce; axe is injected by the test.
    const page = await browser().newPage({ bypassCSP: true });
    // Audit the page as styled and hydrated: a missing stylesheet or script would make the
    // contrast and state results meaningless (e.g. a build replaced under the running server).
    const failedAssets: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400 && new URL(r.url()).pathname.startsWith("/assets/")) failedAssets.push(`${r.status()} ${r.url()}`);
    });
    page.on("requestfailed", (r) => {
      if (new URL(r.url()).pathname.startsWith("/assets/")) failedAssets.push(`failed ${r.url()}`);
    });
    try {
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      expect(response?.status(), `${path} answered ${response?.status()}`).toBe(status);
      expect(failedAssets, `assets of ${path} did not load`).toEqual([]);
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async (): Promise<Violation[]> => {
        const { axe } = window as unknown as { axe: typeof import("axe-core") };
        const results = await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] });
        return results.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(" ")),
        }));
      });
      const report = violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.targets.join(", ")}`);
      expect(report, `axe found violations in ${path}`).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
