import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import budgets from "../page-budgets.json" with { type: "json" };
import { METRICS, chunkName, firstLoadModules, inlineWeight, overBudget, type BudgetFile, type PageWeight } from "../support/page-budget.ts";

/**
 * The page-weight budget (decision 0043): each page type as a phone receives it from the built worker,
 * against its limits in tests/page-budgets.json. On a failure it prints the page's biggest chunks.
 */
const ORIGIN = "http://shop.test";
const PHONE = { "user-agent": "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36" };
const BUDGET = budgets as BudgetFile;

/**
 * How a shopper reaches each page type: a fixed path, or the first link of the home page matching a pattern.
 * Home comes first and is measured on its first request, as every page here: rendered, not the stored copy.
 */
const PAGE_TYPES: Record<string, string | RegExp> = {
  home: "/",
  category: /class="main-nav__link[^"]*" href="([^"]+)"/,
  product: /class="product-card__link" href="([^"]+)"/,
  search: "/search?q=bord",
  checkout: "/checkout",
  cart: "/varukorg",
  account: "/my-account",
};

const kb = (bytes: number) => bytes / 1024;

/** The built client's scripts, read from build/client (the worker serves them from its assets, which SELF does not reach). */
const CLIENT_SCRIPTS = import.meta.glob<string>("../../build/client/assets/*.js", { query: "?raw", import: "default" });

async function clientScript(url: string): Promise<ArrayBuffer> {
  const load = CLIENT_SCRIPTS[`../../build/client${url}`];
  if (!load) throw new Error(`${url}: not in build/client (a page of another build?)`);
  return new TextEncoder().encode(await load()).buffer as ArrayBuffer;
}

async function gzipBytes(body: ArrayBuffer): Promise<number> {
  const compressed = new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip")));
  return (await compressed.arrayBuffer()).byteLength;
}

async function get(path: string): Promise<Response> {
  const response = await SELF.fetch(new URL(path, ORIGIN), { headers: PHONE });
  expect(response.status, path).toBe(200);
  return response;
}

async function measure(path: string): Promise<{ weight: PageWeight; chunks: { name: string; kb: number }[]; html: string }> {
  const response = await get(path);
  // A stored copy differs from a render by a few hundred bytes (its module script is inserted by a script): always a render.
  expect(response.headers.get("x-cache"), path).not.toBe("HIT");
  const body = await response.arrayBuffer();
  const html = new TextDecoder().decode(body);
  const chunks = await Promise.all(firstLoadModules(html).map(async (url) => ({ name: chunkName(url), kb: kb(await gzipBytes(await clientScript(url))) })));
  chunks.sort((a, b) => b.kb - a.kb);
  const weight = {
    firstLoadJsGzip: chunks.reduce((sum, chunk) => sum + chunk.kb, 0),
    htmlRaw: kb(body.byteLength),
    htmlGzip: kb(await gzipBytes(body)),
    ...inlineWeight(html),
  };
  return { weight, chunks, html };
}

describe("page-weight budget (tests/page-budgets.json)", () => {
  it("lists every page type this test measures, and each metric of each", () => {
    expect(Object.keys(BUDGET.pages).sort()).toEqual(Object.keys(PAGE_TYPES).sort());
    for (const limits of Object.values(BUDGET.pages)) expect(Object.keys(limits).sort()).toEqual([...METRICS].sort());
  });

  it("keeps every page type within its limits", async () => {
    let home = "";
    const rows: string[] = [];
    const failures: string[] = [];
    for (const [type, where] of Object.entries(PAGE_TYPES)) {
      const path = typeof where === "string" ? where : where.exec(home)?.[1];
      expect(path, `a link to a ${type} page on the home page`).toBeTruthy();
      const { weight, chunks, html } = await measure(path!);
      if (type === "home") home = html;
      rows.push(`${type.padEnd(9)} ${METRICS.map((metric) => weight[metric].toFixed(1).padStart(8)).join(" ")}  ${chunks.length} scripts  ${path}`);
      const excess = overBudget(weight, BUDGET.pages[type]!);
      if (excess.length === 0) continue;
      const biggest = chunks.slice(0, 8).map((chunk) => `    ${chunk.name.padEnd(40)} ${chunk.kb.toFixed(1)} kB`);
      failures.push(
        [`${type} (${path}) is over its budget:`, ...excess.map((e) => `  ${e.metric}: ${e.measured.toFixed(1)} kB > ${e.limit} kB`), "  its biggest first-load chunks (gzip):", ...biggest].join("\n"),
      );
    }
    console.log(`page weights, kB (JS gzip as loaded before interactive)\n${"page".padEnd(9)} ${METRICS.map((metric) => metric.slice(0, 8).padStart(8)).join(" ")}\n${rows.join("\n")}`);
    expect(failures.join("\n\n"), "page types over budget (tests/page-budgets.json)").toBe("");
  });
});
