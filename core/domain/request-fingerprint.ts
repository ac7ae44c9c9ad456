/**
 * The fingerprint of an order request (decision 0032): what an idempotency key was first used for, so
 * a key sent again with other lines, another store or another total is refused instead of answering
 * the first order as if the new body had been placed. The fields are canonicalized first: object keys
 * in any order, the same JSON; undefined is left out as JSON leaves it out.
 */

/** JSON with every object's keys sorted: two bodies that differ only in key order write the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? "null" : canonicalJson(item))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The SHA-256 (hex) of the request's meaningful fields, canonicalized. */
export async function requestFingerprint(fields: unknown): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(fields))));
}

/** What an order request names that is not its meaning: the key itself, and a password for an account made with it. */
const NOT_MEANINGFUL = new Set(["idempotencyKey", "account", "password", "passwordConfirmation", "acceptTerms", "requestFingerprint"]);

/** The fingerprint of an order request: everything it asks for (cart, lines, store, total, customer, delivery, payment), but its key and secrets. */
export function orderRequestFingerprint(request: Record<string, unknown>): Promise<string> {
  return requestFingerprint(Object.fromEntries(Object.entries(request).filter(([key]) => !NOT_MEANINGFUL.has(key))));
}
