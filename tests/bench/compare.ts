/**
 * `npm run bench:compare -- <git ref>`: is this checkout slower than <ref>? Builds both, serves
 * both on workerd side by side and alternates every request between them (A, B, B, A, …), so
 * whatever else the machine is doing falls on both alike. Prints per page the median full-document
 * time of each and their ratio, rendered (output cache bypassed) and served from the cache. The
 * other checkout is a git worktree kept in .wrangler/compare/<commit> with its own node_modules.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { startServer } from "../support/server.ts";
import { median, timeRequest, type Timing } from "./timing.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PAGES = ["/", "/soffor", "/p/SI-10174/jonna-sidobord-174", "/fi", "/fi/sohvat", "/search?q=matbord"];
/** A personal cookie makes the output cache step aside (both versions must know it as one). */
const UNCACHED = { cookie: process.env.BENCH_BYPASS_COOKIE ?? "cart_notice=bench" };

const ref = process.argv[2];
if (!ref) {
  console.error("usage: npm run bench:compare -- <git ref>   (e.g. main, HEAD~3, a commit)");
  process.exit(2);
}
const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
const commit = git("rev-parse", "--short", `${ref}^{commit}`);
const other = resolve(ROOT, ".wrangler/compare", commit);
if (!existsSync(other)) {
  git("worktree", "add", "--detach", other, commit);
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: other, stdio: ["ignore", "ignore", "inherit"] });
}
for (const dir of [other, ROOT]) execFileSync(resolve(dir, "node_modules/.bin/react-router"), ["build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });

const before = await (await import(resolve(other, "tests/support/server.ts"))).startServer({ port: 8793, stateDir: ".wrangler/compare-state", fresh: true });
const after = await startServer({ port: 8794, stateDir: ".wrangler/compare-state", fresh: true });
try {
  console.log(`\n${commit} (A) against this checkout (B): ${RUNS} alternating requests per page, median full document in ms`);
  console.log(`${"".padEnd(9)} ${"page".padEnd(36)} ${"A".padStart(7)} ${"B".padStart(7)} ${"B/A".padStart(6)}`);
  for (const [mode, headers] of [["rendered", UNCACHED], ["cached", {}]] as const) {
    for (const page of PAGES) {
      const times: Record<"a" | "b", Timing[]> = { a: [], b: [] };
      for (const server of [before, after, before, after]) await timeRequest(server.url + page, headers); // warm both, fill both caches
      for (let i = 0; i < RUNS; i++) {
        const order = i % 2 ? (["b", "a"] as const) : (["a", "b"] as const);
        for (const side of order) times[side].push(await timeRequest((side === "a" ? before : after).url + page, headers));
      }
      const [a, b] = [median(times.a.map((t) => t.full)), median(times.b.map((t) => t.full))];
      console.log(`${mode.padEnd(9)} ${decodeURIComponent(page).slice(0, 36).padEnd(36)} ${a.toFixed(1).padStart(7)} ${b.toFixed(1).padStart(7)} ${(b / a).toFixed(2).padStart(6)}`);
    }
  }
} finally {
  await before.stop();
  await after.stop();
}
