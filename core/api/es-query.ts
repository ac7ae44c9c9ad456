/**
 * The subset of Elasticsearch's query DSL that Vue Storefront 1.12.3 sends to /api/catalog (its
 * storefront-query-builder bodies, built with bodybuilder): bool (must, filter, should, must_not,
 * minimum_should_match), terms, term, match, match_phrase, range, exists, match_all, multi_match (the
 * search text) and function_score (its query; the scoring functions are not applied), with terms, range,
 * min and max aggregations and sorts. Anything else is refused with the path of what is not supported,
 * never answered as if it were something else. Parsing and evaluating over documents: pure.
 */

export type Scalar = string | number | boolean;
export interface Bounds {
  gt?: number | string;
  gte?: number | string;
  lt?: number | string;
  lte?: number | string;
}

export type Clause =
  | { kind: "all" }
  | { kind: "terms"; field: string; values: Scalar[]; caseless: boolean }
  | { kind: "range"; field: string; bounds: Bounds }
  | { kind: "exists"; field: string }
  | { kind: "text"; text: string; fields: string[] }
  | { kind: "bool"; must: Clause[]; should: Clause[]; mustNot: Clause[]; minimumShouldMatch: number };

export type Aggregation =
  | { name: string; kind: "terms"; field: string; size: number }
  | { name: string; kind: "range"; field: string; ranges: { key?: string; from?: number; to?: number }[] }
  | { name: string; kind: "min" | "max"; field: string };

export interface SortKey {
  field: string;
  order: "asc" | "desc";
}

export interface CatalogQuery {
  clause: Clause;
  aggregations: Aggregation[];
  sort: SortKey[];
  minScore: number | null;
  /** Size and start the body itself gives (the query string's win). */
  size: number | null;
  from: number | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

class Unsupported extends Error {}
const fail = (path: string, what: string): never => {
  throw new Unsupported(`${path}: ${what}`);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is Scalar => ["string", "number", "boolean"].includes(typeof value);

/** The one `{field: value}` pair of a leaf query. */
function single(value: unknown, path: string): [string, unknown] {
  if (!isObject(value)) return fail(path, "must be an object naming one field");
  const entries = Object.entries(value).filter(([key]) => key !== "boost" && key !== "_name");
  if (entries.length !== 1) return fail(path, "must name exactly one field");
  return entries[0]!;
}

/** A leaf's value: itself, or the `value`/`query` of its long form. */
function leafValue(value: unknown, key: "value" | "query", path: string): Scalar {
  if (isScalar(value)) return value;
  if (isObject(value) && isScalar(value[key])) return value[key];
  return fail(path, `must be a string, number or boolean, or {${key}}`);
}

const BOUND_KEYS = ["gt", "gte", "lt", "lte", "from", "to", "include_lower", "include_upper", "format", "boost"] as const;

function parseBounds(value: unknown, path: string): Bounds {
  if (!isObject(value)) return fail(path, "must be an object of bounds");
  const bounds: Bounds = {};
  for (const [key, bound] of Object.entries(value)) {
    if (!(BOUND_KEYS as readonly string[]).includes(key)) fail(`${path}.${key}`, `not supported (a range takes ${BOUND_KEYS.slice(0, 6).join(", ")})`);
    if (key === "format" || key === "boost" || key.startsWith("include_") || bound === null) continue;
    if (typeof bound !== "number" && typeof bound !== "string") fail(`${path}.${key}`, "must be a number or a string");
    const b = bound as number | string;
    if (key === "from") bounds[value.include_lower === false ? "gt" : "gte"] = b;
    else if (key === "to") bounds[value.include_upper === false ? "lt" : "lte"] = b;
    else bounds[key as keyof Bounds] = b;
  }
  return bounds;
}

/** bool's must/filter/should/must_not: one clause or a list of them. */
function clauses(value: unknown, path: string): Clause[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => parseClause(item, Array.isArray(value) ? `${path}.${i}` : path));
}

const BOOL_KEYS = ["must", "filter", "should", "must_not", "minimum_should_match", "boost", "_name"];

/** One query clause; `path` names it in a refusal ("request.query.bool.filter.terms"). */
export function parseClause(value: unknown, path: string): Clause {
  if (!isObject(value)) return fail(path, "must be a query object");
  const keys = Object.keys(value);
  if (keys.length !== 1) return fail(path, `must hold exactly one query, not ${keys.length === 0 ? "none" : keys.join(", ")}`);
  const type = keys[0]!;
  const body = value[type];
  const at = `${path}.${type}`;
  switch (type) {
    case "match_all":
      return { kind: "all" };
    case "bool": {
      if (!isObject(body)) return fail(at, "must be an object");
      for (const key of Object.keys(body)) if (!BOOL_KEYS.includes(key)) fail(`${at}.${key}`, `not supported (bool takes ${BOOL_KEYS.slice(0, 5).join(", ")})`);
      const must = [...(body.must === undefined ? [] : clauses(body.must, `${at}.must`)), ...(body.filter === undefined ? [] : clauses(body.filter, `${at}.filter`))];
      const should = body.should === undefined ? [] : clauses(body.should, `${at}.should`);
      const mustNot = body.must_not === undefined ? [] : clauses(body.must_not, `${at}.must_not`);
      const msm = body.minimum_should_match;
      if (msm !== undefined && !(typeof msm === "number" && Number.isInteger(msm) && msm >= 0) && !(typeof msm === "string" && /^\d+$/.test(msm))) {
        fail(`${at}.minimum_should_match`, "only a whole number is supported");
      }
      // Elasticsearch: without must or filter, at least one should clause must match.
      const minimumShouldMatch = msm !== undefined ? Number(msm) : must.length === 0 && should.length > 0 ? 1 : 0;
      return { kind: "bool", must, should, mustNot, minimumShouldMatch };
    }
    case "terms": {
      const [field, values] = single(body, at);
      if (!Array.isArray(values) || !values.every(isScalar)) return fail(`${at}.${field}`, "must be a list of strings, numbers or booleans");
      return { kind: "terms", field, values, caseless: false };
    }
    case "term":
    case "match":
    case "match_phrase": {
      const [field, raw] = single(body, at);
      const text = leafValue(raw, type === "term" ? "value" : "query", `${at}.${field}`);
      if (type === "match" && isObject(raw)) for (const key of Object.keys(raw)) if (!["query", "boost", "operator"].includes(key)) fail(`${at}.${field}.${key}`, "not supported");
      // match and match_phrase compare the whole value, in any case: every field VSF matches on is one word or a code.
      return { kind: "terms", field, values: [text], caseless: type !== "term" };
    }
    case "range": {
      const [field, bounds] = single(body, at);
      return { kind: "range", field, bounds: parseBounds(bounds, `${at}.${field}`) };
    }
    case "exists": {
      if (!isObject(body) || typeof body.field !== "string") return fail(at, "must be {field}");
      return { kind: "exists", field: body.field };
    }
    case "multi_match": {
      if (!isObject(body) || typeof body.query !== "string") return fail(`${at}.query`, "must be the search text");
      const fields = Array.isArray(body.fields) ? body.fields.filter((f): f is string => typeof f === "string").map((f) => f.replace(/\^.*$/, "")) : [];
      return { kind: "text", text: body.query, fields };
    }
    case "function_score": {
      if (!isObject(body)) return fail(at, "must be an object");
      return body.query === undefined ? { kind: "all" } : parseClause(body.query, `${at}.query`);
    }
    default:
      return fail(at, "not supported (supported: bool, terms, term, match, match_phrase, range, exists, match_all, multi_match, function_score)");
  }
}

function parseAggregations(value: unknown, path: string): Aggregation[] {
  if (!isObject(value)) return fail(path, "must be an object of named aggregations");
  return Object.entries(value).map(([name, spec]): Aggregation => {
    const at = `${path}.${name}`;
    if (!isObject(spec)) return fail(at, "must be an object");
    const kinds = Object.keys(spec);
    if (kinds.length !== 1) return fail(at, `must hold one aggregation (sub-aggregations are not supported)`);
    const kind = kinds[0]!;
    const body = spec[kind];
    if (!isObject(body) || typeof body.field !== "string") return fail(`${at}.${kind}.field`, "is required");
    if (kind === "terms") {
      const size = body.size === undefined ? 10 : body.size;
      if (typeof size !== "number" || !Number.isInteger(size) || size < 1) return fail(`${at}.terms.size`, "must be a positive whole number");
      return { name, kind, field: body.field, size };
    }
    if (kind === "range") {
      if (!Array.isArray(body.ranges)) return fail(`${at}.range.ranges`, "must be a list");
      const ranges = body.ranges.map((r, i) => {
        if (!isObject(r) || (r.from !== undefined && typeof r.from !== "number") || (r.to !== undefined && typeof r.to !== "number")) return fail(`${at}.range.ranges.${i}`, "must be {from?, to?} numbers");
        return { ...(typeof r.key === "string" ? { key: r.key } : {}), ...(r.from !== undefined ? { from: r.from as number } : {}), ...(r.to !== undefined ? { to: r.to as number } : {}) };
      });
      return { name, kind, field: body.field, ranges };
    }
    if (kind === "min" || kind === "max") return { name, kind, field: body.field };
    return fail(`${at}.${kind}`, "not supported (supported: terms, range, min, max)");
  });
}

/** Sort as the query string gives it (`updated_at:desc,final_price`) or the body (`[{field: "asc"}, {field: {order}}]`). */
export function parseSort(value: unknown, path: string): Parsed<SortKey[]> {
  try {
    return { ok: true, value: sortKeys(value, path) };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, message: error.message };
    throw error;
  }
}

function sortKeys(value: unknown, path: string): SortKey[] {
  if (value === undefined || value === null || value === "") return [];
  const order = (o: unknown, at: string): "asc" | "desc" => (o === undefined ? "asc" : o === "asc" || o === "desc" ? o : fail(at, "must be asc or desc"));
  if (typeof value === "string") {
    return value
      .split(",")
      .filter(Boolean)
      .map((part, i) => {
        const [field, direction] = part.split(":");
        if (!field) return fail(`${path}.${i}`, "names no field");
        return { field, order: order(direction, path) };
      });
  }
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item, i): SortKey[] => {
    const at = `${path}.${i}`;
    if (typeof item === "string") return [{ field: item, order: item === "_score" ? "desc" : "asc" }];
    if (!isObject(item)) return fail(at, "must be a field name or {field: order}");
    return Object.entries(item).map(([field, spec]) => ({ field, order: isObject(spec) ? order(spec.order, `${at}.${field}.order`) : order(spec, `${at}.${field}`) }));
  });
}

const BODY_KEYS = ["query", "aggs", "aggregations", "sort", "size", "from", "min_score", "groupId", "groupToken", "_source"];

/** A request body (`?request=` or POST), read; `path` prefixes refusals ("request"). */
export function parseCatalogQuery(body: unknown, path = "request"): Parsed<CatalogQuery> {
  try {
    if (body === undefined || body === null) body = {};
    if (!isObject(body)) return fail(path, "must be a JSON object");
    for (const key of Object.keys(body)) if (!BODY_KEYS.includes(key)) fail(`${path}.${key}`, `not supported (supported: ${BODY_KEYS.join(", ")})`);
    if (body._source !== undefined) fail(`${path}._source`, "not supported: use _source_include and _source_exclude in the query string");
    const count = (key: "size" | "from") => {
      const v = (body as Record<string, unknown>)[key];
      if (v === undefined) return null;
      return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : fail(`${path}.${key}`, "must be a whole number ≥ 0");
    };
    const minScore = body.min_score === undefined ? null : typeof body.min_score === "number" ? body.min_score : fail(`${path}.min_score`, "must be a number");
    return {
      ok: true,
      value: {
        clause: body.query === undefined ? { kind: "all" } : parseClause(body.query, `${path}.query`),
        aggregations: [...(body.aggs === undefined ? [] : parseAggregations(body.aggs, `${path}.aggs`)), ...(body.aggregations === undefined ? [] : parseAggregations(body.aggregations, `${path}.aggregations`))],
        sort: sortKeys(body.sort, `${path}.sort`),
        minScore,
        size: count("size"),
        from: count("from"),
      },
    };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, message: error.message };
    throw error;
  }
}

// --- Evaluation ---------------------------------------------------------------------------

/** Every value at a dotted path, arrays looked through ("configurable_children.sku" → each child's sku). */
export function valuesAt(doc: unknown, path: string): Scalar[] {
  let current: unknown[] = [doc];
  for (const key of path.split(".")) {
    current = current.flatMap((value) => (Array.isArray(value) ? value : [value])).flatMap((value) => (isObject(value) && key in value ? [value[key]] : []));
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isScalar);
}

const same = (a: Scalar, b: Scalar, caseless: boolean) => (caseless ? String(a).toLowerCase() === String(b).toLowerCase() : String(a) === String(b));

function compare(a: Scalar, b: Scalar): number {
  const x = typeof a === "number" ? a : Number(a);
  const y = typeof b === "number" ? b : Number(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function inBounds(value: Scalar, bounds: Bounds): boolean {
  return (
    (bounds.gt === undefined || compare(value, bounds.gt) > 0) &&
    (bounds.gte === undefined || compare(value, bounds.gte) >= 0) &&
    (bounds.lt === undefined || compare(value, bounds.lt) < 0) &&
    (bounds.lte === undefined || compare(value, bounds.lte) <= 0)
  );
}

/** Whether a document matches; `textMatches` says whether it is found for a search text. */
export function matches(clause: Clause, doc: unknown, textMatches: (text: string) => boolean): boolean {
  switch (clause.kind) {
    case "all":
      return true;
    case "terms":
      return valuesAt(doc, clause.field).some((v) => clause.values.some((w) => same(v, w, clause.caseless)));
    case "range":
      return valuesAt(doc, clause.field).some((v) => inBounds(v, clause.bounds));
    case "exists":
      return valuesAt(doc, clause.field).length > 0;
    case "text":
      return textMatches(clause.text);
    case "bool":
      return (
        clause.must.every((c) => matches(c, doc, textMatches)) &&
        !clause.mustNot.some((c) => matches(c, doc, textMatches)) &&
        clause.should.filter((c) => matches(c, doc, textMatches)).length >= clause.minimumShouldMatch
      );
  }
}

/** The clauses every match must satisfy: the top's, and those of bools nested in its must (not under should or must_not). */
export function requiredClauses(clause: Clause): Clause[] {
  if (clause.kind !== "bool") return [clause];
  const required = clause.must.flatMap(requiredClauses);
  // A single required should (no must) is required too.
  if (clause.should.length === 1 && clause.minimumShouldMatch >= 1) required.push(...requiredClauses(clause.should[0]!));
  return required;
}

/** The search text of a query, wherever it is; null when it has none. */
export function searchText(clause: Clause): string | null {
  if (clause.kind === "text") return clause.text;
  if (clause.kind !== "bool") return null;
  for (const c of [...clause.must, ...clause.should]) {
    const text = searchText(c);
    if (text !== null) return text;
  }
  return null;
}

/** The values a required terms clause on one of `fields` allows: the anchor a store can look documents up by. */
export function requiredValues(clause: Clause, fields: readonly string[]): { field: string; values: Scalar[] } | null {
  for (const field of fields) {
    const found = requiredClauses(clause).find((c): c is Extract<Clause, { kind: "terms" }> => c.kind === "terms" && c.field === field);
    if (found) return { field, values: found.values };
  }
  return null;
}

/** Every field a clause reads. */
export function clauseFields(clause: Clause): string[] {
  switch (clause.kind) {
    case "all":
    case "text":
      return [];
    case "bool":
      return [...clause.must, ...clause.should, ...clause.mustNot].flatMap(clauseFields);
    default:
      return [clause.field];
  }
}

/** Documents in sort order; equal ones keep their order (the store's own). `_score` sorts by the score. */
export function sortDocuments<D>(docs: readonly { doc: D; score: number }[], keys: readonly SortKey[]): { doc: D; score: number }[] {
  if (keys.length === 0) return [...docs];
  const first = (entry: { doc: D; score: number }, field: string): Scalar | undefined => (field === "_score" ? entry.score : valuesAt(entry.doc, field)[0]);
  return [...docs].sort((a, b) => {
    for (const { field, order } of keys) {
      const x = first(a, field);
      const y = first(b, field);
      // Elasticsearch puts documents without the field last, in either order.
      if (x === undefined || y === undefined) {
        if (x !== y) return x === undefined ? 1 : -1;
        continue;
      }
      const c = compare(x, y);
      if (c !== 0) return order === "asc" ? c : -c;
    }
    return 0;
  });
}

/** Aggregation results in Elasticsearch's shape, over every matching document. */
export function aggregate(aggregations: readonly Aggregation[], docs: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const agg of aggregations) {
    if (agg.kind === "terms") {
      const counts = new Map<string, { key: Scalar; doc_count: number }>();
      for (const doc of docs) {
        for (const value of new Set(valuesAt(doc, agg.field))) {
          const entry = counts.get(String(value)) ?? { key: value, doc_count: 0 };
          entry.doc_count += 1;
          counts.set(String(value), entry);
        }
      }
      const buckets = [...counts.values()].sort((a, b) => b.doc_count - a.doc_count || (String(a.key) < String(b.key) ? -1 : 1));
      const shown = buckets.slice(0, agg.size);
      out[agg.name] = { doc_count_error_upper_bound: 0, sum_other_doc_count: buckets.slice(agg.size).reduce((sum, b) => sum + b.doc_count, 0), buckets: shown };
    } else if (agg.kind === "range") {
      const numbers = docs.map((doc) => valuesAt(doc, agg.field).map(Number).filter((n) => !Number.isNaN(n)));
      out[agg.name] = {
        buckets: agg.ranges.map((r) => ({
          key: r.key ?? `${r.from === undefined ? "*" : r.from.toFixed(1)}-${r.to === undefined ? "*" : r.to.toFixed(1)}`,
          ...(r.from !== undefined ? { from: r.from } : {}),
          ...(r.to !== undefined ? { to: r.to } : {}),
          doc_count: numbers.filter((values) => values.some((n) => (r.from === undefined || n >= r.from) && (r.to === undefined || n < r.to))).length,
        })),
      };
    } else {
      const numbers = docs.flatMap((doc) => valuesAt(doc, agg.field).map(Number)).filter((n) => !Number.isNaN(n));
      out[agg.name] = { value: numbers.length === 0 ? null : agg.kind === "min" ? Math.min(...numbers) : Math.max(...numbers) };
    }
  }
  return out;
}
