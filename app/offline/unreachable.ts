/**
 * Whether a request failed for want of a connection — fetch rejects with a TypeError when nothing
 * answers — rather than because the server answered (a redirect, a refusal, an error page).
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof Response) return false;
  return error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
}
