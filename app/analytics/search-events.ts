/**
 * Search analytics (SPEC §7 site search analytics: search, product click, zero results). One
 * function for every search event: they go onto the page's dataLayer, which the tag-manager container
 * reads (when one is configured and allowed).
 */
import { track } from "./track.ts";
export type SearchEvent =
  | { type: "search" | "zero-results"; term: string; results: number; source: "page" | "panel" }
  | { type: "suggestion-click"; term: string; target: string; position: number };

/** After the consent state, like every dataLayer entry (app/analytics/data-layer.ts), loaded with the first event. */
export function trackSearch(store: string, event: SearchEvent): void {
  track((analytics) => analytics.pushToDataLayer(store, { event: `search.${event.type}`, ...event }));
}
