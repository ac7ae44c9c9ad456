/**
 * Where a sign-in form may send the shopper afterwards: a path of this shop only — never another
 * origin ("//evil.example", "/\\evil.example", "https://…"), so the form cannot be an open redirect.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters and backslashes are read as slashes by some browsers.
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  return target;
}
