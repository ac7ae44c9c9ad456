/**
 * Elasticsearch's `_source_include` / `_source_exclude` as Vue Storefront sends them: comma-separated
 * field paths with `*` wildcards ("configurable_children.sku", "*.sgn", "*image"). A pattern matches a
 * field's whole dotted path, `*` any run of characters, dots included; arrays are looked through (an
 * object in an array has its array's path). An included object keeps all of its fields; an object the
 * include list empties is left out, as Elasticsearch does. Pure.
 */

export type SourceDocument = Record<string, unknown>;

/** The patterns of a comma-separated list (`a,b.c`); blanks dropped. */
export function sourcePatterns(list: string | null | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

const matcher = (pattern: string) => new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const hasObjects = (value: unknown) => isObject(value) || (Array.isArray(value) && value.some(isObject));

type Verdict = "keep" | "drop" | "inside";

/**
 * The value with each field judged by its path: kept whole, dropped, or (an object, or an array of
 * objects) judged field by field; a field judged "inside" that has no fields is kept when `leaves` is
 * "keep". Objects emptied by the judging are dropped.
 */
function pick(value: Record<string, unknown>, path: string, judge: (path: string) => Verdict, leaves: "keep" | "drop"): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const verdict = judge(childPath);
    if (verdict === "drop") continue;
    if (verdict === "keep") out[key] = child;
    else if (isObject(child)) {
      const picked = pick(child, childPath, judge, leaves);
      if (Object.keys(picked).length > 0 || leaves === "keep") out[key] = picked;
    } else if (Array.isArray(child) && hasObjects(child)) {
      const items = child.flatMap((item) => (isObject(item) ? [pick(item, childPath, judge, leaves)] : leaves === "keep" ? [item] : []));
      if (items.some((item) => !isObject(item) || Object.keys(item).length > 0) || leaves === "keep") out[key] = items;
    } else if (leaves === "keep") out[key] = child;
  }
  return out;
}

/** A document with only the included fields (all when none are named), less the excluded ones. */
export function filterSource(source: SourceDocument, include: readonly string[], exclude: readonly string[]): SourceDocument {
  let result = source;
  if (include.length > 0) {
    const includes = include.map(matcher);
    // A pattern could match below a path when it starts with the path, or its first `*` comes before the path ends.
    const reachesBelow = (path: string) => include.some((pattern) => pattern.startsWith(`${path}.`) || (pattern.includes("*") && matcher(`${pattern.slice(0, pattern.indexOf("*"))}*`).test(`${path}.`)));
    result = pick(result, "", (path) => (includes.some((re) => re.test(path)) ? "keep" : reachesBelow(path) ? "inside" : "drop"), "drop");
  }
  if (exclude.length > 0) {
    const excludes = exclude.map(matcher);
    const reachesBelow = (path: string) => exclude.some((pattern) => pattern.startsWith(`${path}.`) || (pattern.includes("*") && matcher(`${pattern.slice(0, pattern.indexOf("*"))}*`).test(`${path}.`)));
    result = pick(result, "", (path) => (excludes.some((re) => re.test(path)) ? "drop" : reachesBelow(path) ? "inside" : "keep"), "keep");
  }
  return result;
}
