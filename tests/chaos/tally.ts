/**
 * What the chaos suite counts per scenario: operations sent, and of their effects those lost (an
 * acknowledged change or order that is not there), duplicated (there twice) and answered 5xx.
 * Each scenario prints its line (scripts/chaos.ts sums them) and fails on any loss or duplicate.
 */
export interface Tally {
  operations: number;
  lost: number;
  duplicated: number;
  serverErrors: number;
}

export const newTally = (): Tally => ({ operations: 0, lost: 0, duplicated: 0, serverErrors: 0 });

/** Counts an answer: one operation, a 5xx when it was one. */
export function counted(tally: Tally, response: Response): Response {
  tally.operations++;
  if (response.status >= 500) tally.serverErrors++;
  return response;
}

/** Counts `found` copies of something that should exist exactly once. */
export function once(tally: Tally, found: number): void {
  if (found === 0) tally.lost++;
  if (found > 1) tally.duplicated += found - 1;
}

/** The line scripts/chaos.ts reads: `CHAOS <scenario> operations=… lost=… duplicated=… 5xx=…`. */
export const tallyLine = (scenario: string, tally: Tally) =>
  `CHAOS ${scenario.replace(/\s+/g, "_")} operations=${tally.operations} lost=${tally.lost} duplicated=${tally.duplicated} 5xx=${tally.serverErrors}`;
