import { tagHeaders } from "#core/cache/vocabulary.ts";
import { clientAcceptEncoding, identityBody, negotiateEncoding } from "./page-encodings.ts";
import type { CachedPage } from "./page-frame.ts";
import { etagFor, matchesIfNoneMatch, storedPageCacheControl } from "./page-http.ts";

export type StoredState = "HIT" | "MISS" | "STALE";

export const isFresh = (page: CachedPage) => Date.now() - page.storedAt <= page.ttl * 1000;

/**
 * A stored page as this request's answer, exactly as stored: the body in the coding the client
 * asked for first (never re-encoded, here or by the front: page-encodings.ts), the policy stored with it, its validator, and what caches in front may
 * do with it; a 304 when the client holds this very representation.
 */
export function servedPage(page: CachedPage, state: StoredState, request: Request): Response {
  const encoding = negotiateEncoding(clientAcceptEncoding(request));
  const etag = etagFor(page.etag, encoding);
  const age = state === "MISS" ? 0 : Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000));
  const headers = new Headers({ "Cache-Control": storedPageCacheControl(page), ETag: etag, Vary: "Accept-Encoding", "X-Cache": state, Age: String(age) });
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", page.contentType);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  if (page.policy) headers.set("Content-Security-Policy", page.policy);
  for (const [name, value] of Object.entries(page.tags.length ? tagHeaders(page.tags) : {})) headers.set(name, value);
  if (request.method === "HEAD") return new Response(null, { status: page.status, headers });
  if (encoding === "identity") return new Response(identityBody(page.bodies), { status: page.status, headers });
  // "manual": the body is sent as it is; the runtime would otherwise compress it again.
  return new Response(page.bodies[encoding], { status: page.status, headers, encodeBody: "manual" });
}
