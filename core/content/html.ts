const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute's value, safe inside HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Hyperlinks an editor may write: relative paths, https and http, mailto and tel; anything else (javascript:, data:) is dropped. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith("/") && !href.startsWith("//")) return true;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href);
}
