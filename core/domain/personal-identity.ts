/**
 * The personal identity number an invoice's credit decision asks for (issue 36 item 4), by the rules of
 * each store's country. Pure: `today` ('YYYY-MM-DD') places a Swedish number without its century.
 *
 * - SE personnummer: YYMMDD or YYYYMMDD, then - (+ from the 100th birthday) and 4 digits, the last a
 *   Luhn check digit over the 10-digit form; a samordningsnummer adds 60 to the day.
 * - DK CPR: DDMMYY, optionally -, and 4 digits whose first places the century. No check digit: the
 *   modulus-11 rule was given up in 2007, so only the date and the form are checked.
 * - NO fødselsnummer: DDMMYY and 5 digits, the last two mod-11 check digits; the individual number
 *   places the century; a D-nummer adds 40 to the day.
 * - FI henkilötunnus: DDMMYY, the century sign (+ 1800s; - and U–Y 1900s; A–F 2000s), 3 digits and a
 *   check character: the 9 digits mod 31.
 */

export type IdentityCountry = "SE" | "DK" | "NO" | "FI";

export const isIdentityCountry = (country: string): country is IdentityCountry => country === "SE" || country === "DK" || country === "NO" || country === "FI";

export type IdentityProblem = "format" | "length" | "date" | "checkDigit";

/** `normalized` is the form a provider is sent: SE 12 digits, DK 10 digits, NO 11 digits, FI 11 characters upper case. */
export type IdentityCheck = { ok: true; normalized: string } | { ok: false; problem: IdentityProblem };

const fail = (problem: IdentityProblem): IdentityCheck => ({ ok: false, problem });

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Luhn check digit of `digits` (the digit that makes digits + it pass Luhn). */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

function swedish(value: string, today: string): IdentityCheck {
  const m = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(value);
  if (!m) {
    const digits = value.replace(/[-+]/g, "");
    return fail(/^\d+$/.test(digits) && digits.length !== 10 && digits.length !== 12 ? "length" : "format");
  }
  const [, century, yymmdd, sign, serial] = m as unknown as [string, string | undefined, string, string, string];
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const birthDay = day > 60 ? day - 60 : day;
  let year: number;
  if (century !== undefined) year = Number(century) * 100 + yy;
  else {
    // The latest birthday with these digits that is not after today; + marks a hundred years more.
    const thisYear = Number(today.slice(0, 4));
    year = thisYear - (((thisYear - yy) % 100) + 100) % 100;
    if (`${year}-${yymmdd.slice(2, 4)}-${String(birthDay).padStart(2, "0")}` > today) year -= 100;
    if (sign === "+") year -= 100;
  }
  if (!isCalendarDate(year, month, birthDay)) return fail("date");
  if (luhnCheckDigit(yymmdd + serial.slice(0, 3)) !== Number(serial[3])) return fail("checkDigit");
  return { ok: true, normalized: `${year}${yymmdd.slice(2)}${serial}` };
}

/** The century a CPR number's birth year is in, from the first digit of its serial (CPR office's table). */
function danishYear(yy: number, firstSerialDigit: number): number {
  if (firstSerialDigit <= 3) return 1900 + yy;
  if (firstSerialDigit === 4 || firstSerialDigit === 9) return (yy <= 36 ? 2000 : 1900) + yy;
  return (yy <= 57 ? 2000 : 1800) + yy;
}

function danish(value: string): IdentityCheck {
  const m = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/.exec(value);
  if (!m) return fail(/^[\d-]+$/.test(value) ? "length" : "format");
  const [, dd, mm, yy, serial] = m as unknown as [string, string, string, string, string];
  if (!isCalendarDate(danishYear(Number(yy), Number(serial[0])), Number(mm), Number(dd))) return fail("date");
  return { ok: true, normalized: `${dd}${mm}${yy}${serial}` };
}

/** The birth year of a Norwegian number from its individual number (Skatteetaten's ranges); null for an unassigned range. */
function norwegianYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (yy <= 39) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return null;
}

function mod11(digits: string, weights: readonly number[]): number | null {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : check;
}

function norwegian(value: string): IdentityCheck {
  if (!/^\d+$/.test(value)) return fail("format");
  if (value.length !== 11) return fail("length");
  const day = Number(value.slice(0, 2));
  const year = norwegianYear(Number(value.slice(4, 6)), Number(value.slice(6, 9)));
  if (year === null || !isCalendarDate(year, Number(value.slice(2, 4)), day > 40 ? day - 40 : day)) return fail("date");
  const k1 = mod11(value, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = mod11(value, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  if (k1 === null || k2 === null || k1 !== Number(value[9]) || k2 !== Number(value[10])) return fail("checkDigit");
  return { ok: true, normalized: value };
}

const FINNISH_CENTURIES: Record<string, number> = { "+": 1800, "-": 1900, U: 1900, V: 1900, W: 1900, X: 1900, Y: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000 };
const FINNISH_CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY";

function finnish(value: string): IdentityCheck {
  const upper = value.toUpperCase();
  const m = /^(\d{2})(\d{2})(\d{2})([+\-A-FU-Y])(\d{3})([0-9A-Y])$/.exec(upper);
  if (!m) return fail(upper.length === 11 ? "format" : "length");
  const [, dd, mm, yy, sign, serial, check] = m as unknown as [string, string, string, string, string, string, string];
  if (!isCalendarDate(FINNISH_CENTURIES[sign]! + Number(yy), Number(mm), Number(dd))) return fail("date");
  if (FINNISH_CHECK_CHARACTERS[Number(`${dd}${mm}${yy}${serial}`) % 31] !== check) return fail("checkDigit");
  return { ok: true, normalized: upper };
}

/** A personal identity number as typed (spaces ignored) checked by the rules of `country`. */
export function checkPersonalIdentity(country: IdentityCountry, typed: string, today: string): IdentityCheck {
  const value = typed.replace(/\s/g, "");
  if (!value) return fail("length");
  switch (country) {
    case "SE":
      return swedish(value, today);
    case "DK":
      return danish(value);
    case "NO":
      return norwegian(value);
    case "FI":
      return finnish(value);
  }
}
