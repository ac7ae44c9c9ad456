/**
 * A form page's headers: its parents', then those its action answered with (a refused sign-in's
 * Retry-After). React Router hands a route's action headers to that route's own headers function only.
 */
export function withActionHeaders({ parentHeaders, actionHeaders }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const merged = new Headers(parentHeaders);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  return merged;
}
