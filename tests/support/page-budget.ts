/**
 * The page-weight budget (tests/page-budgets.json, decision 0043): what a document weighs as a browser
 * receives it, and which of a page type's limits it exceeds. Pure, so the rules have unit tests; the
 * measuring against the built worker is tests/worker/page-budget.test.ts.
 */

export const METRICS = ["firstLoadJsGzip", "inlineCss", "htmlRaw", "htmlGzip", "inlineScripts"] as const;
export type Metric = (typeof METRICS)[number];

/** kB (1024 bytes) per metric. */
export type PageWeight = Record<Metric, number>;

export interface MetricBudget {
  /** Today's measured value plus the file's margin: the test fails above it. */
  limit: number;
  /** Where issue 37 wants the page type to get to; null where it names none. */
  target: number | null;
}

export interface BudgetFile {
  marginPercent: number;
  pages: Record<string, Record<Metric, MetricBudget>>;
}

export interface Excess {
  metric: Metric;
  measured: number;
  limit: number;
}

const kb = (bytes: number) => bytes / 1024;
const contents = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The inline stylesheets and inline scripts (hydration data and JSON-LD included) of a document, in kB. */
export function inlineWeight(html: string): { inlineCss: number; inlineScripts: number } {
  const styles = contents(html, /<style\b[^>]*>([\s\S]*?)<\/style>/g);
  const scripts = contents(html, /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return {
    inlineCss: kb(styles.reduce((sum, text) => sum + utf8Bytes(text), 0)),
    inlineScripts: kb(scripts.reduce((sum, text) => sum + utf8Bytes(text), 0)),
  };
}

/**
 * The modules a page loads before it is interactive: those its head asks for after the first paint
 * (worker/scripts-after-paint.ts) and those its inline module scripts import (the entry, the route modules).
 */
export function firstLoadModules(html: string): string[] {
  const urls = new Set<string>();
  const afterPaint = /<script[^>]*data-preload-after-paint[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  for (const match of afterPaint.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(\\?"(\/assets\/[^"\\]+\.js)\\?"\)|from \\?"(\/assets\/[^"\\]+\.js)\\?"|import \\?"(\/assets\/[^"\\]+\.js)\\?"/g)) {
    urls.add((match[1] ?? match[2] ?? match[3])!);
  }
  return [...urls].sort();
}

/** A chunk's name without its content hash, so one build's chunk reads like another's: /assets/resolved-page-CnJb-x2Q.js → resolved-page. */
export function chunkName(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1).replace(/-[\w-]{8}\.js$/, "");
}

/** The metrics of a page type that exceed their limit. */
export function overBudget(measured: PageWeight, budget: Record<Metric, MetricBudget>): Excess[] {
  return METRICS.filter((metric) => measured[metric] > budget[metric].limit).map((metric) => ({ metric, measured: measured[metric], limit: budget[metric].limit }));
}

/** The limit a measured value gets: the margin on top, rounded up to a tenth of a kB. */
export function limitFor(measured: number, marginPercent: number): number {
  return Math.ceil(measured * (1 + marginPercent / 100) * 10) / 10;
}
