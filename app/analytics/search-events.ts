/**
 * Search analytics (SPEC §7 site search analytics: search, product click, zero results). One
 * function for every search event, so the tag-manager container can be wired here later; for
 * now events go onto the page's dataLayer, which a container reads, and nothing leaves the browser.
 */
export type SearchEvent =
  | { type: "search" | "zero-results"; term: string; results: number; source: "page" | "panel" }
  | { type: "suggestion-click"; term: string; target: string; position: number };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackSearch(event: SearchEvent): void {
  if (typeof window === "undefined") return;
  (window.dataLayer ??= []).push({ event: `search.${event.type}`, ...event });
}
