/**
 * `npm run bench`: builds, serves the production worker on workerd and prints, per store,
 * median time to first byte and to full document for the home, a category and a product
 * page, the same for a static file from the same worker (the floor), their ratios, and
 * the first-load JavaScript (kB gzip) of each page type. Numbers are printed, never asserted.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../support/server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const STORES = ["", "/dk", "/no", "/fi"];

interface Timing {
  ttfb: number;
  full: number;
}

async function timeRequest(url: string): Promise<Timing> {
  const start = performance.now();
  const response = await fetch(url, { headers: { "user-agent": BROWSER_UA } });
  const reader = response.body!.getReader();
  let ttfb = 0;
  for (;;) {
    const { done } = await reader.read();
    if (!ttfb) ttfb = performance.now() - start;
    if (done) break;
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ttfb, full: performance.now() - start };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(url: string): Promise<Timing> {
  await timeRequest(url); // warm isolate and D1 page cache
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeRequest(url));
  return { ttfb: median(runs.map((r) => r.ttfb)), full: median(runs.map((r) => r.full)) };
}

async function firstLoadJsKb(base: string, path: string): Promise<number> {
  const html = await (await fetch(base + path, { headers: { "user-agent": BROWSER_UA } })).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) urls.add((m[1] ?? m[2] ?? m[3])!);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  return bytes / 1024;
}

function discover(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  if (!match?.[1]) throw new Error(`no link matching ${pattern}`);
  return match[1];
}

const fmt = (n: number) => n.toFixed(1).padStart(7);

execFileSync(resolve(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
/** The reviews stand in for a third-party service (SPEC §1); model its answer time so streaming shows. */
const REVIEW_LATENCY_MS = process.env.BENCH_REVIEW_LATENCY_MS ?? "120";
const server = await startServer({ port: 8791, stateDir: ".wrangler/bench-state", vars: { REVIEW_SERVICE_LATENCY_MS: REVIEW_LATENCY_MS } });
try {
  const floor = await measure(`${server.url}/favicon.svg`);
  console.log(`\n${RUNS} runs per URL, medians in ms; ratio = page / static-file floor`);
  console.log(`product reviews come from a modelled third-party service answering in ${REVIEW_LATENCY_MS} ms (deferred, streamed)\n`);
  console.log(`${"page".padEnd(58)} ${"ttfb".padStart(7)} ${"full".padStart(7)} ${"ttfb/full".padStart(9)} ${"ttfb×".padStart(7)} ${"full×".padStart(7)}`);
  console.log(`${"static file /favicon.svg (floor)".padEnd(58)} ${fmt(floor.ttfb)} ${fmt(floor.full)}`);
  const js: Record<string, number> = {};
  for (const prefix of STORES) {
    const home = await (await fetch(`${server.url}${prefix || "/"}`, { headers: { "user-agent": "Googlebot" } })).text();
    const pages: [string, string][] = [
      ["home", prefix || "/"],
      ["category", discover(home, /class="main-nav__link[^"]*" href="([^"]+)"/)],
      ["product", discover(home, /class="product-card__link" href="([^"]+)"/)],
    ];
    for (const [type, path] of pages) {
      const t = await measure(server.url + path);
      const label = `${type.padEnd(9)} ${decodeURIComponent(path)}`.slice(0, 58).padEnd(58);
      console.log(`${label} ${fmt(t.ttfb)} ${fmt(t.full)} ${(t.ttfb / t.full).toFixed(2).padStart(9)} ${fmt(t.ttfb / floor.ttfb)} ${fmt(t.full / floor.full)}`);
      js[type] ??= await firstLoadJsKb(server.url, path);
    }
  }
  console.log("\nfirst-load JavaScript, kB gzip");
  for (const [type, kb] of Object.entries(js)) console.log(`  ${type.padEnd(9)} ${kb.toFixed(1)}`);
} finally {
  await server.stop();
}
