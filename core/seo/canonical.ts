/**
 * Canonical URLs and tracking-parameter stripping.
 *
 * Pure functions (no I/O) so they can also normalise cache keys.
 */

import { byCodeUnit } from "../domain/listing-query.ts";

/**
 * Query parameters that only carry campaign / click attribution and never change page content.
 * An entry ending in `*` is a prefix (`utm_*` matches `utm_source`, `utm_medium`, ...).
 * Matching is case-insensitive.
 */
export const TRACKING_PARAMS = [
  "utm_*",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "dclid",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "igshid",
  "srsltid",
] as const;

const EXACT = new Set<string>(TRACKING_PARAMS.filter((p) => !p.endsWith("*")));
const PREFIXES: readonly string[] = TRACKING_PARAMS.filter((p) => p.endsWith("*")).map((p) => p.slice(0, -1));

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return EXACT.has(lower) || PREFIXES.some((prefix) => lower.startsWith(prefix));
}

function sortedPairs(params: URLSearchParams, include: (name: string) => boolean): URLSearchParams {
  const pairs: [string, string][] = [];
  for (const [name, value] of params) {
    if (include(name)) pairs.push([name, value]);
  }
  // Array.prototype.sort is stable; ties on name and value keep their original order.
  pairs.sort((a, b) => byCodeUnit(a[0], b[0]) || byCodeUnit(a[1], b[1]));
  return new URLSearchParams(pairs);
}

/** Drops tracking parameters and returns the rest sorted by name, then value. Does not mutate `params`. */
export function withoutTrackingParams(params: URLSearchParams): URLSearchParams {
  return sortedPairs(params, (name) => !isTrackingParam(name));
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, "");
}

/** Leading slash ensured; trailing slashes removed except for the root path '/'. */
function normalizePathname(pathname: string): string {
  const withLead = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const trimmed = withLead.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Absolute canonical URL. Only parameters named in `keep` (exact, case-sensitive names) survive,
 * sorted by name then value; tracking parameters never survive, even when listed in `keep`.
 * No trailing '?' when nothing survives.
 */
export function canonicalUrl(origin: string, pathname: string, params: URLSearchParams, keep: readonly string[] = []): string {
  const kept = new Set(keep);
  const query = sortedPairs(params, (name) => kept.has(name) && !isTrackingParam(name)).toString();
  const base = `${trimOrigin(origin)}${normalizePathname(pathname)}`;
  return query ? `${base}?${query}` : base;
}
