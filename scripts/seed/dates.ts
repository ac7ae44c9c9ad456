const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Validates a 'YYYY-MM-DD' calendar date and returns its UTC midnight in ms. */
export function parseIsoDate(date: string): number {
  const match = ISO_DATE.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new Error(`expected a YYYY-MM-DD date, got '${date}'`);
  }
  return time;
}

const dayNumbers = new Map<string, number>();
const isoDates = new Map<number, string>();

function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = Math.round(parseIsoDate(date) / DAY_MS);
    dayNumbers.set(date, day);
  }
  return day;
}

function isoDate(day: number): string {
  let date = isoDates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDates.set(day, date);
  }
  return date;
}

export function addDays(date: string, days: number): string {
  return isoDate(dayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The `count` dates ending with (and including) `last`, oldest first. */
export function lastDays(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - (count - 1)));
}

/** Inclusive window check on ISO dates; a missing bound is open. */
export function withinWindow(date: string, from: string | null, to: string | null): boolean {
  return (from === null || date >= from) && (to === null || date <= to);
}
