/** A level of `npm test` as it went: its time, and whether it passed; a level after a failed one did not run. */
export interface LevelRun {
  name: string;
  seconds: number | null;
  passed: boolean;
}

/** "1 min 05 s" from 65.2 seconds; "8.1 s" under a minute. */
export function formatSeconds(seconds: number): string {
  if (Math.round(seconds * 10) < 600) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/** The table npm test ends with: each level's time, then the total of those that ran. */
export function levelTimesTable(runs: LevelRun[]): string[] {
  const width = Math.max(...runs.map((run) => run.name.length), "total".length);
  const lines = runs.map((run) => `  ${run.name.padEnd(width)}  ${run.seconds === null ? "not run" : `${formatSeconds(run.seconds)}${run.passed ? "" : "  FAILED"}`}`);
  const total = runs.reduce((sum, run) => sum + (run.seconds ?? 0), 0);
  return ["npm test, time per level:", ...lines, `  ${"total".padEnd(width)}  ${formatSeconds(total)}`];
}
