/**
 * What the chaos suite counts per scenario: operations sent, and of their effects those lost (an
 * acknowledged change or order that is not there), duplicated (there twice), answered 5xx, and of those
 * the unexpected ones: a 5xx other than the statuses the scenario expects of that operation (a 503 the
 * shop gives by design, e.g. while a backend is down). Each scenario prints its line (scripts/chaos.ts
 * sums them) and fails on any loss, duplicate or unexpected 5xx.
 */
export interface Tally {
  operations: number;
  lost: number;
  duplicated: number;
  serverErrors: number;
  unexpected: number;
  /** What the unexpected answers were, "METHOD path status", for the failure message. */
  unexpectedAnswers: string[];
}

export const newTally = (): Tally => ({ operations: 0, lost: 0, duplicated: 0, serverErrors: 0, unexpected: 0, unexpectedAnswers: [] });

/**
 * Counts an answer: one operation; a 5xx, unexpected unless its status is one of `expected` here and, for
 * a 503, it says when to come back (Retry-After): the shop's 503 is always one a client may send again.
 */
export function counted(tally: Tally, response: Response, expected: readonly number[] = []): Response {
  tally.operations++;
  if (response.status < 500) return response;
  tally.serverErrors++;
  const saysWhen = response.status !== 503 || response.headers.has("Retry-After");
  if (!expected.includes(response.status) || !saysWhen) {
    tally.unexpected++;
    tally.unexpectedAnswers.push(`${response.status}${saysWhen ? "" : " without Retry-After"} ${response.url || "(a direct call)"}`);
  }
  return response;
}

/** Counts `found` copies of something that should exist exactly once. */
export function once(tally: Tally, found: number): void {
  if (found === 0) tally.lost++;
  if (found > 1) tally.duplicated += found - 1;
}

/** The line scripts/chaos.ts reads: `CHAOS <scenario> operations=… lost=… duplicated=… 5xx=… unexpected=…`. */
export const tallyLine = (scenario: string, tally: Tally) =>
  `CHAOS ${scenario.replace(/\s+/g, "_")} operations=${tally.operations} lost=${tally.lost} duplicated=${tally.duplicated} 5xx=${tally.serverErrors} unexpected=${tally.unexpected}`;
