import type { Encoding } from "./page-encodings.ts";
import type { PageHead } from "./page-frame.ts";

/** How long an expired page may still be served stale while it re-renders (the KV tier and, by the header, any cache in front). */
export const STALE_WINDOW_SECONDS = 86_400;

/** The strong validator of a page as stored: the SHA-256 of its policy and body, 144 bits of it in base64url. */
export async function pageEtag(policy: string | null, body: Uint8Array): Promise<string> {
  const policyBytes = new TextEncoder().encode(`${policy ?? ""}\n`);
  const input = new Uint8Array(policyBytes.byteLength + body.byteLength);
  input.set(policyBytes);
  input.set(body, policyBytes.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", input)).subarray(0, 18);
  return `"${btoa(String.fromCharCode(...digest)).replaceAll("+", "-").replaceAll("/", "_")}"`;
}

/** Each coding is a representation of its own, so each gets its own strong validator (RFC 9110 §8.8.3). */
export function etagFor(etag: string, encoding: Encoding): string {
  return encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 §13.1.2 has it for this header), or is "*". */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A stored page's Cache-Control: shared caches keep it as long as the KV tier calls it fresh (its page
 * type's TTL, from the cache vocabulary) and may serve it stale while they revalidate, as the KV tier
 * does; a browser revalidates every time (max-age=0), which the ETag makes a 304.
 */
export function storedPageCacheControl(page: Pick<PageHead, "ttl">): string {
  return `public, max-age=0, s-maxage=${page.ttl}, stale-while-revalidate=${STALE_WINDOW_SECONDS}`;
}

/**
 * A page rendered for one request (a personal one, a bypass, the stream of a miss): its script nonce
 * is this response's, so no shared cache may keep it; the browser may, and asks again before reuse.
 */
export const RENDERED_PAGE_CACHE_CONTROL = "private, no-cache";
