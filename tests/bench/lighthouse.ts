/**
 * `npm run lighthouse`: builds, serves the production worker on workerd and runs Lighthouse (mobile, its
 * default simulated throttling) three times on the home, a category, a product and a search page of two
 * stores in Debian's Chromium, printing the medians: performance, accessibility, best practices and SEO
 * scores, LCP and CLS. Printed, never asserted; run it on a quiet machine.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../support/server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const BROWSER_UA = "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The stores measured, by their path prefix, with what their shoppers type to find tables, in their language. */
const STORES = [
  { prefix: "", searched: "bord" },
  { prefix: "/fi", searched: "pöytä" },
];

/** A category, a product and a search of a store, as a shopper reaches them from its home page. */
async function pagesOf(base: string, { prefix, searched }: (typeof STORES)[number]): Promise<[string, string][]> {
  const home = await (await fetch(`${base}${prefix || "/"}`, { headers: { "user-agent": BROWSER_UA } })).text();
  const category = /class="main-nav__link[^"]*" href="([^"]+)"/.exec(home)?.[1];
  if (!category) throw new Error(`no category on ${prefix || "/"}`);
  const listing = await (await fetch(base + category, { headers: { "user-agent": BROWSER_UA } })).text();
  const product = /class="product-card__link" href="([^"]+)"/.exec(listing)?.[1];
  if (!product) throw new Error(`no product on ${category}`);
  return [
    ["home", prefix || "/"],
    ["category", category],
    ["product", product],
    ["search", `${prefix}/search?${new URLSearchParams({ q: searched })}`],
  ];
}

/**
 * Draws a page's pictures once before it is measured: at the edge they are drawn once and kept for a
 * year, so a run that waits for a first drawing on this machine measures the laptop, not the shop.
 */
async function warmPictures(base: string, path: string): Promise<void> {
  const html = await (await fetch(base + path, { headers: { "user-agent": BROWSER_UA } })).text();
  const urls = new Set([...html.matchAll(/\/media\/[^"', ]+/g)].map(([url]) => url.replaceAll("&amp;", "&")));
  await Promise.all([...urls].map(async (url) => (await fetch(base + url)).arrayBuffer()));
}

execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
const server = await startServer({ port: 8799, stateDir: ".wrangler/lighthouse-state", fresh: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu"],
});
try {
  console.log(`\nLighthouse mobile, median of ${RUNS} runs (scores 0–100, LCP in s)`);
  console.log(["page".padEnd(46), "perf", "a11y", "best", "seo", "LCP", "CLS"].join("  "));
  for (const store of STORES) {
    const { prefix } = store;
    for (const [name, path] of await pagesOf(server.url, store)) {
      const runs: { scores: number[]; lcp: number; cls: number }[] = [];
      await warmPictures(server.url, path);
      for (let i = 0, failed = 0; i < RUNS; i++) {
        const result = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        // A run whose trace Lighthouse could not record (NO_NAVSTART on a busy machine) scores 0: run it again.
        if (lhr.runtimeError && failed++ < RUNS) {
          console.warn(`  ${path}: ${lhr.runtimeError.code}, running again`);
          i--;
          continue;
        }
        runs.push({
          scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
          lcp: (lhr.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        });
      }
      const scores = CATEGORIES.map((_, i) => String(median(runs.map((run) => run.scores[i]!))).padStart(4));
      const label = `${prefix || "se"} ${name} ${path}`.slice(0, 46).padEnd(46);
      console.log([label, ...scores, median(runs.map((run) => run.lcp)).toFixed(2).padStart(4), median(runs.map((run) => run.cls)).toFixed(3)].join("  "));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
