import { pageTypeOf } from "#core/cache/vocabulary.ts";

/**
 * Only public pages are stored: a 200 whose page declared a page type. Anything else — framework
 * JSON, a redirect, a 404 (any made-up path would get an entry of its own), an error, a response
 * setting a cookie — is not.
 */
export function isStorable(response: Response, tags: readonly string[]): boolean {
  if (response.headers.has("set-cookie")) return false;
  return response.status === 200 && pageTypeOf(tags) !== null;
}
