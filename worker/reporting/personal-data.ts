import type { DescribedError } from "./error-report.ts";

/**
 * What could name or reach a customer, as it may turn up in an error's message or stack: e-mail
 * addresses, phone, card and personal-id numbers (seven digits or more, separators allowed),
 * tokens and ids (JWTs, UUIDs, long key-like runs) and the query or fragment of any URL. Line and
 * column numbers of a stack stay (six digits at most in any bundle the shop ships).
 */
const PERSONAL: ReadonlyArray<[RegExp, string]> = [
  // A stack frame's ":line:column" after the query stays.
  [/(\bhttps?:\/\/[^\s?#"'()<>]+)[?#][^\s"'()<>]*?(?=(?::\d+:\d+)?(?:[\s"'()<>]|$))/gi, "$1"],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, "[email]"],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, "[token]"],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "[id]"],
  [/\b(?=[A-Za-z_-]*\d)(?=\d*[A-Za-z_-])[\w-]{24,}\b/g, "[token]"],
  [/\+?\d(?:[\s-]?\d){6,}/g, "[number]"],
];

export function withoutPersonalData(text: string): string {
  return PERSONAL.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

export function errorWithoutPersonalData(error: DescribedError): DescribedError {
  return { name: withoutPersonalData(error.name), message: withoutPersonalData(error.message), stack: error.stack === undefined ? undefined : withoutPersonalData(error.stack) };
}
