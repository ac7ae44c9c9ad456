/**
 * `npm run chaos [-- --short]`: the chaos suite (tests/chaos/, vitest.chaos.config.ts) in workerd against
 * the production build (made first when missing), then each scenario's counts and their sum: operations,
 * lost, duplicated, 5xx, and of those the unexpected ones (a 5xx other than the 503 a scenario expects by
 * design). Fails on any loss, duplicate or unexpected 5xx (the suite's own assertions), as on a failed run.
 * --short (or CHAOS_SHORT=1) runs each scenario twice, for CI's .ci/run after npm test.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const short = process.argv.includes("--short") || process.env.CHAOS_SHORT === "1";
if (!existsSync("build/server/index.js") && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);

const COUNTS = /CHAOS (\S+) operations=(\d+) lost=(\d+) duplicated=(\d+) 5xx=(\d+) unexpected=(\d+)/g;
const vitest = spawn("npx", ["vitest", "run", "--config", "vitest.chaos.config.ts"], { env: { ...process.env, CHAOS_SHORT: short ? "1" : "0" }, stdio: ["inherit", "pipe", "inherit"] });
let output = "";
vitest.stdout.on("data", (chunk: Buffer) => {
  output += chunk.toString();
  process.stdout.write(chunk);
});
const code = await new Promise<number>((resolve) => vitest.on("close", (status) => resolve(status ?? 1)));

const rows = [...output.replace(/\x1b\[[0-9;]*m/g, "").matchAll(COUNTS)].map(([, name, ...counts]) => [name!, ...counts.map(Number)] as const);
const total = rows.reduce((sum, [, ...counts]) => sum.map((n, i) => n + counts[i]!), [0, 0, 0, 0, 0]);
console.log(`\nchaos${short ? " (short)" : ""}: operations, lost, duplicated, 5xx, unexpected 5xx`);
for (const [name, ...counts] of rows) console.log(`  ${name.padEnd(70)} ${counts.map((n) => String(n).padStart(6)).join("")}`);
console.log(`  ${"total".padEnd(70)} ${total.map((n) => String(n).padStart(6)).join("")}`);
if (rows.length === 0) console.log("  no scenario reported its counts");
process.exit(code === 0 && rows.length > 0 && total[1] === 0 && total[2] === 0 && total[4] === 0 ? 0 : 1);
