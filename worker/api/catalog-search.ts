/**
 * /api/catalog/<index>/<type>/_search as Vue Storefront 1.12 calls it (vue-storefront-api's catalog
 * proxy): GET with `?request=<JSON>` or POST with the JSON body; `size`, `from`, `sort`,
 * `_source_include` and `_source_exclude` in the query string. The answer is Elasticsearch's own JSON,
 * without the {code, result} envelope. A GET is public and the same for everyone, so it sits behind the
 * output cache like a page, tagged with the products and categories it shows; one whose canonical query
 * is too long for a key (VSF's category listing, about 5 kB) is keyed by its hash (decision 0034).
 */
import type { Context } from "hono";
import { KEY_QUERY_HEADER, MAX_KEY_QUERY_LENGTH, MENU_TAG, SEARCH_TAG, categoryTag, cmsTag, pageTypeTag, productTag, tagHeaders } from "#core/cache/vocabulary.ts";
import { parseCatalogQuery, parseSort, requiredValues, type CatalogQuery, type SortKey } from "#core/api/es-query.ts";
import { compactSearchResponse } from "#core/api/es-compact.ts";
import { filterSource, sourcePatterns } from "#core/api/es-source-filter.ts";
import { searchQueryBody } from "#core/api/search-query.ts";
import { storeOfIndex } from "#core/api/vsf-indices.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { sha256Hex } from "../security/hex.ts";
import type { AppEnv } from "../app-env.ts";
import { reply } from "./envelope.ts";
import { CATALOG_TYPES, runCatalogQuery, type CatalogType, type Hit } from "./vsf-catalog.ts";
import { CMS_TYPES, runCmsQuery, type CmsType } from "./vsf-cms.ts";

/** Every index type served: the catalog's and the CMS's. */
const SERVED_TYPES: readonly string[] = [...CATALOG_TYPES, ...CMS_TYPES];
const isCmsType = (type: string): type is CmsType => (CMS_TYPES as readonly string[]).includes(type);

/** Elasticsearch's own limit on from + size (index.max_result_window). */
const MAX_RESULT_WINDOW = 10_000;
/** Elasticsearch's default page size. */
const DEFAULT_SIZE = 10;
const QUERY_PARAMS = ["request", "size", "from", "sort", "_source_include", "_source_exclude", "_source_includes", "_source_excludes", "request_format", "response_format"];
/** Lucene's query string, which this shop does not speak. */
const UNSUPPORTED_PARAMS = ["q"];
/** `request_format=search-query`: a storefront-query-builder SearchQuery (core/api/search-query.ts). */
const REQUEST_FORMATS = ["search-query"];
/** `response_format=compact` (core/api/es-compact.ts). */
const RESPONSE_FORMATS = ["standard", "compact"];

/** vue-storefront-api's answer for an index it does not list (api:src/api/catalog.ts). */
export const INVALID_INDEX = "Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search";

interface CatalogRequest {
  index: string;
  type: CatalogType | CmsType;
  store: (typeof STORE_VIEWS)[keyof typeof STORE_VIEWS];
  query: CatalogQuery;
  sort: SortKey[];
  from: number;
  size: number;
  include: string[];
  exclude: string[];
  compact: boolean;
}

type Read = { ok: true; request: CatalogRequest; key: URLSearchParams } | { ok: false; status: 400 | 500; message: string };

const count = (name: string, value: string | undefined, fallback: number): number | string => {
  if (value === undefined || value === "") return fallback;
  return /^\d{1,6}$/.test(value) ? Number(value) : `${name} must be a whole number ≥ 0`;
};

/** Reads a catalog request: the path, the query string and the body (a GET's `?request=`, else the POST body text). */
export function readCatalogRequest(index: string, type: string, last: string, params: URLSearchParams, bodyText: string | null): Read {
  if (!last.startsWith("_search")) return { ok: false, status: 500, message: INVALID_INDEX };
  const storeCode = storeOfIndex(index);
  if (!storeCode) return { ok: false, status: 500, message: INVALID_INDEX };
  if (!SERVED_TYPES.includes(type)) return { ok: false, status: 400, message: `type: ${type} is not served (served: ${SERVED_TYPES.join(", ")})` };
  const unsupported = UNSUPPORTED_PARAMS.find((name) => params.has(name));
  if (unsupported) return { ok: false, status: 400, message: `${unsupported}: not supported (send storefront-query-builder's Elasticsearch body or its SearchQuery with request_format=search-query)` };
  const requestFormat = params.get("request_format");
  if (requestFormat !== null && !REQUEST_FORMATS.includes(requestFormat)) return { ok: false, status: 400, message: `request_format: ${requestFormat} is not served (served: ${REQUEST_FORMATS.join(", ")})` };
  const responseFormat = params.get("response_format") ?? "standard";
  if (!RESPONSE_FORMATS.includes(responseFormat)) return { ok: false, status: 400, message: `response_format: ${responseFormat} is not served (served: ${RESPONSE_FORMATS.join(", ")})` };
  let body: unknown = undefined;
  const text = bodyText ?? params.get("request");
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, status: 400, message: `request: not JSON` };
    }
  }
  if (requestFormat === "search-query") {
    const built = searchQueryBody(body);
    if (!built.ok) return { ok: false, status: 400, message: built.message };
    body = built.value;
  }
  const parsed = parseCatalogQuery(body);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const sortParam = params.get("sort");
  const sort = parseSort(sortParam ?? undefined, "sort");
  if (!sort.ok) return { ok: false, status: 400, message: sort.message };
  const from = count("from", params.get("from") ?? undefined, parsed.value.from ?? 0);
  if (typeof from === "string") return { ok: false, status: 400, message: from };
  const size = count("size", params.get("size") ?? undefined, parsed.value.size ?? DEFAULT_SIZE);
  if (typeof size === "string") return { ok: false, status: 400, message: size };
  if (from + size > MAX_RESULT_WINDOW) return { ok: false, status: 400, message: `from + size: at most ${MAX_RESULT_WINDOW}` };
  const include = sourcePatterns(params.get("_source_include") ?? params.get("_source_includes"));
  const exclude = sourcePatterns(params.get("_source_exclude") ?? params.get("_source_excludes"));
  const key = new URLSearchParams([...params].filter(([name]) => QUERY_PARAMS.includes(name)));
  key.sort();
  return {
    ok: true,
    request: { index, type: type as CatalogType | CmsType, store: STORE_VIEWS[storeCode], query: parsed.value, sort: sortParam === null ? parsed.value.sort : sort.value, from, size, include, exclude, compact: responseFormat === "compact" },
    key,
  };
}

/** The query a GET is cached under: its canonical query, or the SHA-256 of one too long to be a key itself. */
async function keyQuery(key: URLSearchParams): Promise<URLSearchParams> {
  const canonical = key.toString();
  // `sha256` is no parameter of the route, so no canonical query is ever this one.
  return canonical.length <= MAX_KEY_QUERY_LENGTH ? key : new URLSearchParams({ sha256: await sha256Hex(canonical) });
}

/** Elasticsearch's answer for the hits. */
function searchResponse(request: CatalogRequest, total: number, hits: Hit[], aggregations: Record<string, unknown>, scored: boolean) {
  const score = (s: number) => (scored ? s : null);
  return {
    took: 0,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total,
      max_score: scored && hits.length > 0 ? Math.max(...hits.map((h) => h.score)) : null,
      hits: hits.map((h) => ({ _index: request.index, _type: request.type, _id: String(h.doc.id), _score: score(h.score), _source: filterSource(h.doc, request.include, request.exclude) })),
    },
    ...(request.query.aggregations.length > 0 ? { aggregations } : {}),
  };
}

function tagsOf(request: CatalogRequest, hits: Hit[]): string[] {
  const ids = hits.map((h) => h.doc.id as number);
  // A category's listing changes with its members, not only with the products of its page: it goes when the category's pages go.
  const categories = request.type === "product" ? (requiredValues(request.query.clause, ["category_ids"])?.values ?? []).map(Number).filter(Number.isInteger) : [];
  if (request.type === "product") return [...ids.map(productTag), ...new Set(categories.map(categoryTag))];
  if (request.type === "category") return [MENU_TAG, ...ids.map(categoryTag)];
  if (request.type === "review") return [...new Set(hits.map((h) => h.doc.product_id as number))].map(productTag);
  if (request.type === "cms_page") return hits.map((h) => cmsTag(h.doc.identifier as string));
  return [];
}

/** The answer to a catalog request, with the output cache's headers. */
async function answer(c: Context<AppEnv>, read: Read): Promise<Response> {
  if (!read.ok) return read.status === 500 ? c.json({ code: 500, result: read.message }, 500) : reply(c, 400, read.message);
  const { request, key } = read;
  const window = { from: request.from, size: request.size };
  const result = isCmsType(request.type)
    ? await runCmsQuery(c.var.commerce, request.store, request.type, request.query, request.sort, window)
    : await runCatalogQuery(c.var.commerce, request.store, request.type, request.query, request.sort, window);
  if (!result.ok) return reply(c, 400, result.message);
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", ...tagHeaders([pageTypeTag("search"), SEARCH_TAG, ...tagsOf(request, result.hits)]) });
  headers.set(KEY_QUERY_HEADER, (await keyQuery(key)).toString());
  const found = searchResponse(request, result.total, result.hits, result.aggregations, result.scored);
  return new Response(JSON.stringify(request.compact ? compactSearchResponse(found, request.type) : found), { status: 200, headers });
}

/** <index>, <type> and the last segment of a catalog path. */
function pathParts(url: string): [string, string, string] {
  const [index = "", type = "", last = ""] = new URL(url).pathname.replace(/^\/api\/catalog\//, "").split("/").map(decodeURIComponent);
  return [index, type, last];
}

/** The output cache's renderer for a GET. */
export function catalogSearchAnswer(c: Context<AppEnv>, _mode: unknown, request: Request = c.req.raw): Promise<Response> {
  const url = new URL(request.url);
  return answer(c, readCatalogRequest(...pathParts(request.url), url.searchParams, null));
}

/** The output cache's key query for a GET; an invalid request is never cached. */
export async function catalogSearchLookupQuery(url: URL): Promise<URLSearchParams | null> {
  const read = readCatalogRequest(...pathParts(url.href), url.searchParams, null);
  return read.ok ? keyQuery(read.key) : null;
}

/** A POST (VSF's `elasticsearch.queryMethod: "POST"`): the body is the query; not cached. */
export async function catalogSearchPost(c: Context<AppEnv>): Promise<Response> {
  return answer(c, readCatalogRequest(...pathParts(c.req.url), new URL(c.req.url).searchParams, await c.req.text()));
}

/** vue-storefront-api's answer for any other method. */
export const catalogMethodRefused = (c: Context<AppEnv>) => c.json({ code: 500, result: `ERROR: ${c.req.method} request method is not supported.` }, 500);
