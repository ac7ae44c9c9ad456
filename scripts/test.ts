/**
 * `npm test`: the levels one after the other, each its own npm script, stopping at the first that fails;
 * at the end, also after a failure, the time each level took (CI's .ci/run ends with it).
 */
import { spawnSync } from "node:child_process";
import { levelTimesTable, type LevelRun } from "./lib/level-times.ts";

const LEVELS = [
  ["typecheck", "typecheck"],
  ["unit", "test:unit"],
  ["fifth store", "test:stores"],
  ["build", "build"],
  ["workerd", "test:worker"],
  ["Chromium", "test:e2e"],
] as const;

const runs: LevelRun[] = LEVELS.map(([name]) => ({ name, seconds: null, passed: false }));
for (const [index, [, script]] of LEVELS.entries()) {
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", script], { stdio: "inherit" });
  runs[index] = { ...runs[index]!, seconds: (performance.now() - started) / 1000, passed: status === 0 };
  if (status !== 0) break;
}
console.log(`\n${levelTimesTable(runs).join("\n")}`);
process.exit(runs.every((run) => run.passed) ? 0 : 1);
