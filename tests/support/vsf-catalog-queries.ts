/**
 * The catalog requests Vue Storefront 1.12.3 makes, built by its own query builder
 * (vsf-catalog-queries.generate.cjs wrote vsf-catalog-queries.json) with "$name" sentinels filled here,
 * and the URL its searchAdapter makes of one: `/api/catalog/<index>/<type>/_search?` with size, from,
 * sort, `_source_include`/`_source_exclude` joined by commas and the body as `request` (query-string's
 * stringify: keys sorted, empty values kept).
 */
import queries from "./vsf-catalog-queries.json" with { type: "json" };

export type VsfQueryName = keyof typeof queries;
type Fill = Record<string, string | number | boolean | (string | number)[]>;

interface Recorded {
  type: string;
  sort: string;
  size: number;
  from: number;
  _source_include?: string[];
  _source_exclude?: string[];
  body: unknown;
}

/** The value with every "$name" filled; a list holding only "$name" becomes the filled list. */
function filled(value: unknown, fill: Fill): unknown {
  if (typeof value === "string" && value.startsWith("$")) {
    const name = value.slice(1);
    if (!(name in fill)) throw new Error(`no value for ${value}`);
    return fill[name];
  }
  if (Array.isArray(value)) {
    if (value.length === 1 && typeof value[0] === "string" && value[0].startsWith("$") && Array.isArray(fill[value[0].slice(1)])) return fill[value[0].slice(1)];
    return value.map((item) => filled(item, fill));
  }
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, fill)]));
  return value;
}

/** A recorded request with its values filled: its type, query-string parameters and body. */
export function vsfCatalogQuery(name: VsfQueryName, fill: Fill = {}) {
  const recorded = queries[name] as Recorded;
  const body = filled(recorded.body, fill) as Record<string, unknown>;
  const params: Record<string, string> = { from: String(recorded.from), size: String(recorded.size), sort: recorded.sort };
  if (recorded._source_exclude) params._source_exclude = recorded._source_exclude.join(",");
  if (recorded._source_include) params._source_include = recorded._source_include.join(",");
  return { type: recorded.type, params, body };
}

/** The GET URL path and query VSF's searchAdapter sends for a request (`elasticsearch.queryMethod: "GET"`). */
export function vsfCatalogUrl(index: string, name: VsfQueryName, fill: Fill = {}): string {
  const { type, params, body } = vsfCatalogQuery(name, fill);
  const query = new URLSearchParams(Object.entries({ ...params, request: JSON.stringify(body) }).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `/api/catalog/${encodeURIComponent(index)}/${encodeURIComponent(type)}/_search?${query}`;
}
