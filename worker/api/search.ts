/**
 * GET /api/search?q=&store=&kind=&from=&size=&sort= (SPEC §7 search service): the answer
 * {code, result: {items, total, start, perPage, aggregations, suggestions}} for the header's
 * suggestions panel and any client. Public and the same for everyone, so it sits behind the
 * output cache like a page: tagged `search` and with its products' tags, keyed by its normalized query.
 */
import type { Context } from "hono";
import { z } from "zod";
import { SEARCH_TAG, KEY_QUERY_HEADER, pageTypeTag, productTag, tagHeaders } from "#core/cache/vocabulary.ts";
import { pageHref } from "#core/catalog/hrefs.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, isSortKey, listingSearch, parseListingQuery, type ListingQuery, type SortKey } from "#core/domain/listing-query.ts";
import { SEARCH_MAX_LENGTH, parseSearchText, type ParsedSearch } from "#core/domain/search-text.ts";
import type { StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import type { DocumentKind, SearchKind } from "#core/port/index.ts";
import { firstIssue } from "./envelope.ts";
import { storeParam } from "./store-param.ts";

const KINDS = ["product", "category", "collection", "page", "article"] as const satisfies readonly SearchKind[];
/** The search service's sort names (SPEC §9: default '_score:desc') and the shop's own. */
const SORT_ALIASES: Record<string, SortKey> = {
  "_score:desc": "relevance",
  "created_at:desc": "latest",
  "price:asc": "price_asc",
  "final_price:asc": "price_asc",
  "price:desc": "price_desc",
  "final_price:desc": "price_desc",
};
/** Most documents of one kind an answer pages through (and counts in its total). */
const MAX_DOCUMENTS = 100;

const wholeNumber = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .optional();

const searchQuery = z.object({
  q: z.string({ error: "q is required" }).max(SEARCH_MAX_LENGTH * 2, { error: `q: at most ${SEARCH_MAX_LENGTH} characters` }),
  store: z.string().optional(),
  kind: z.enum(KINDS, { error: `kind must be one of ${KINDS.join(", ")}` }).default("product"),
  // SPEC §5: a negative start counts as 0, a non-positive size is 50.
  from: wholeNumber("from").transform((n) => Math.max(0, n ?? 0)),
  size: wholeNumber("size").transform((n) => (n === undefined || n <= 0 ? DEFAULT_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE))),
  sort: z
    .string()
    .trim()
    .optional()
    .transform((s, ctx) => {
      const key = s === undefined || s === "" ? "relevance" : isSortKey(s) ? s : SORT_ALIASES[s];
      if (!key) ctx.addIssue({ code: "custom", message: `sort must be one of relevance, latest, price_asc, price_desc, ${Object.keys(SORT_ALIASES).join(", ")}` });
      return key ?? "relevance";
    }),
});

function answer(code: 200 | 400, result: unknown, tags: string[] = [], keyQuery = ""): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
  if (code === 200) {
    for (const [name, value] of Object.entries(tagHeaders([pageTypeTag("search"), SEARCH_TAG, ...tags]))) headers.set(name, value);
    headers.set(KEY_QUERY_HEADER, keyQuery);
  }
  return new Response(JSON.stringify({ code, result }), { status: code, headers });
}

type SearchRequest =
  | { ok: false; message: string }
  | { ok: true; store: StoreView; kind: SearchKind; from: number; size: number; search: ParsedSearch; listing: ListingQuery; key: URLSearchParams };

/**
 * Reads a search request. `key` is its canonical query — everything the answer depends on,
 * normalized — under which the output cache looks it up and stores it.
 */
export function parseSearchRequest(url: URL, fallback: StoreView): SearchRequest {
  const params = Object.fromEntries([...url.searchParams].filter(([name]) => ["q", "store", "kind", "from", "size", "sort"].includes(name)));
  const parsed = searchQuery.safeParse(params);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const { kind, from, size, sort } = parsed.data;
  const store = storeParam(parsed.data.store, fallback);
  if (typeof store === "string") return { ok: false, message: store };
  const search = parseSearchText(parsed.data.q);
  if (!search.ok && search.reason === "too-long") return { ok: false, message: `q: at most ${SEARCH_MAX_LENGTH} characters` };
  // The filters the page takes work here too.
  const listing = { ...parseListingQuery(url.searchParams), sort, page: 1, more: 0 };
  const key = new URLSearchParams({ q: search.ok ? search.search.text : "", store: store.storeCode, kind, from: String(from), size: String(size), sort });
  for (const [name, value] of new URLSearchParams(listingSearch({ ...listing, sort: "relevance" }))) key.append(name, value);
  key.sort();
  return { ok: true, store, kind, from, size, search, listing, key };
}

/** The output cache's key query for a search request; an invalid one is never cached. */
export function searchLookupQuery(url: URL, c: Context<AppEnv>): URLSearchParams | null {
  const parsed = parseSearchRequest(url, c.var.store);
  return parsed.ok ? parsed.key : null;
}

/** The search answer for a request: the output cache's renderer for /api/search. */
export async function searchAnswer(c: Context<AppEnv>, _mode: unknown, request: Request = c.req.raw): Promise<Response> {
  const parsed = parseSearchRequest(new URL(request.url), c.var.store);
  if (!parsed.ok) return answer(400, parsed.message);
  const { store, kind, from, size, search, listing: listingQuery, key } = parsed;
  const empty = { items: [], total: 0, start: from, perPage: size, aggregations: {}, suggestions: [] };
  // SPEC §5: two characters or fewer is an empty result, and nothing is asked of the backend.
  if (!search.ok) return answer(200, empty, [], key.toString());

  const { commerce } = c.var;
  const { terms } = search.search;
  if (kind !== "product") {
    const hits = await commerce.search.documents(store.storeCode, kind as DocumentKind, terms, MAX_DOCUMENTS);
    const items = hits.slice(from, from + size).map((hit) => ({ type: hit.kind, id: hit.ref, name: hit.title, url: pageHref(store, hit.link) }));
    return answer(200, { ...empty, items, total: hits.length }, [], key.toString());
  }
  const result = await commerce.search.products(store.storeCode, terms, listingQuery, { offset: from, limit: size });
  const today = commerce.catalog.today();
  const products = (await commerce.catalog.productSummaries(store.storeCode, result.ids)).map((p) => ({ type: "product" as const, ...toProductCardView(p, store, today) }));
  const suggestions = result.total === 0 ? ((await commerce.search.correction(store.storeCode, terms))?.join(" ") ?? null) : null;
  return answer(
    200,
    {
      items: products,
      total: result.total,
      start: from,
      perPage: size,
      aggregations: Object.fromEntries(result.facets.map((f) => [f.code, { buckets: f.options.map((o) => ({ key: o.value, doc_count: o.count, selected: o.selected })) }])),
      suggestions: suggestions ? [suggestions] : [],
    },
    products.map((p) => productTag(p.id)),
    key.toString(),
  );
}
