import { pageTypeOf } from "../../app/cache/vocabulary.ts";

/**
 * Only public pages are stored: a 200 whose page declared a page type, or an HTML 404.
 * Anything else — framework JSON, a redirect, an error, a response setting a cookie — is not.
 */
export function isStorable(response: Response, tags: readonly string[]): boolean {
  if (response.headers.has("set-cookie")) return false;
  if (response.status === 404) return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  return response.status === 200 && pageTypeOf(tags) !== null;
}
