/**
 * A category's listing as one Elasticsearch request to vue-storefront-api: the category's products
 * (the query), the chosen filters (a post_filter, so the aggregations still see the whole category),
 * the values the category has (aggregations over the query) and the counts of the filtered products
 * (the same aggregations under a filter; a chosen code's own options under every filter but its
 * own, core/domain/listing.ts filtersCountedFor). The rules are app/domain/listing.ts's, as in the embedded engine:
 * AND across filters, OR within one; a value the category lacks is dropped from the query, which then runs again.
 */
import { ALWAYS_VALID, effectiveQuery, facetKey, facetsFrom, filtersCountedFor, type KnownValues } from "#core/domain/listing.ts";
import { FILTER_CODES, listingWindow, normalizeListingQuery, type FilterCode, type ListingQuery, type SortKey } from "#core/domain/listing-query.ts";
import { PRICE_BUCKETS, parsePriceBucketQueryValue, priceBucketQueryValue, type PriceBucket } from "#core/domain/price-buckets.ts";
import { TAX_RATE } from "#core/stores.ts";
import type { ListingResult, ListingWindow } from "#core/port/catalog.ts";
import { number, totalOf, type SearchAnswer } from "./documents.ts";

/** Filters that are product attributes in Magento; `showroom` is the shop's own stock per showroom, not in the index. */
const ATTRIBUTE_FILTERS = FILTER_CODES.filter((code) => code !== "price" && code !== "stock" && code !== "showroom");
/**
 * vue-storefront's own sort fields ("Latest" is updated_at in its config); the id last, so pages
 * never repeat or skip a product. Relevance without search words is the index's order, by id.
 */
const SORT_FIELDS: Record<SortKey, string> = { relevance: "id:asc", latest: "updated_at:desc,id:asc", price_asc: "final_price:asc,id:asc", price_desc: "final_price:desc,id:asc" };
const IN_STOCK = { term: { "stock.is_in_stock": true } };
/**
 * How the index holds prices: as entered in Magento, which for the Nordic stores is tax included
 * (the API only adds *_incl_tax on the way out). A shop entering net prices says so, and the price
 * buckets (tax included) are turned into net amounts.
 */
export interface PriceIndexing {
  pricesIncludeTax: boolean;
}
const indexed = (amount: number, indexing: PriceIndexing) => (indexing.pricesIncludeTax ? amount : Math.round((amount / (1 + TAX_RATE)) * 100) / 100);
const indexedRange = (bucket: PriceBucket, indexing: PriceIndexing) => ({ ...(bucket.from === null ? {} : { gte: indexed(bucket.from, indexing) }), ...(bucket.to === null ? {} : { lt: indexed(bucket.to, indexing) }) });

/** A filter's clause: an attribute on the product or, for a configurable one, on its variants (`{code}_options`). */
function clauseOf(code: FilterCode, values: string[], indexing: PriceIndexing): unknown {
  if (code === "stock") return IN_STOCK;
  if (code === "price") {
    const buckets = values.map(parsePriceBucketQueryValue).filter((bucket): bucket is PriceBucket => bucket !== null);
    return { bool: { should: buckets.map((bucket) => ({ range: { final_price: indexedRange(bucket, indexing) } })) } };
  }
  return { bool: { should: [{ terms: { [code]: values } }, { terms: { [`${code}_options`]: values } }] } };
}

function valueAggregations(indexing: PriceIndexing): Record<string, unknown> {
  const aggs: Record<string, unknown> = {};
  for (const code of ATTRIBUTE_FILTERS) {
    aggs[`agg_terms_${code}`] = { terms: { field: code, size: 500 } };
    aggs[`agg_terms_${code}_options`] = { terms: { field: `${code}_options`, size: 500 } };
  }
  aggs.agg_range_price = { range: { field: "final_price", ranges: PRICE_BUCKETS.map((bucket) => ({ key: priceBucketQueryValue(bucket), ...(bucket.from === null ? {} : { from: indexed(bucket.from, indexing) }), ...(bucket.to === null ? {} : { to: indexed(bucket.to, indexing) }) })) } };
  aggs.agg_in_stock = { filter: IN_STOCK };
  return aggs;
}

type Buckets = { buckets: Array<{ key: unknown; doc_count: number }> };
interface Aggregations {
  [name: string]: (Buckets & { doc_count?: number }) | (Aggregations & { doc_count: number }) | undefined;
  matching?: Aggregations & { doc_count: number };
}

/** The aggregation counting a chosen code's own options (under the other codes' filters). */
const countedForName = (code: FilterCode) => `counted_for_${code}`;

/** (code, value) → products, from one set of the aggregations above. */
function countsOf(aggs: Aggregations): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (code: FilterCode, value: string, count: number) => count > 0 && counts.set(facetKey(code, value), (counts.get(facetKey(code, value)) ?? 0) + count);
  for (const code of ATTRIBUTE_FILTERS) {
    for (const name of [`agg_terms_${code}`, `agg_terms_${code}_options`]) {
      for (const bucket of (aggs[name] as Buckets | undefined)?.buckets ?? []) add(code, String(bucket.key), bucket.doc_count);
    }
  }
  for (const bucket of (aggs.agg_range_price as Buckets | undefined)?.buckets ?? []) add("price", String(bucket.key), bucket.doc_count);
  add("stock", "1", (aggs.agg_in_stock as { doc_count?: number } | undefined)?.doc_count ?? 0);
  return counts;
}

/** The options' counts: a chosen code's from its own aggregation, every other code's from `matching`. */
function facetCountsOf(aggs: Aggregations, query: ListingQuery): Map<string, number> {
  const chosen = FILTER_CODES.filter((code) => query.filters[code]?.length);
  const ownCode = (key: string) => key.split("\u0000")[0] as FilterCode;
  const counts = new Map([...countsOf(aggs.matching ?? {})].filter(([key]) => !chosen.includes(ownCode(key))));
  for (const code of chosen) {
    for (const [key, count] of countsOf((aggs[countedForName(code)] as Aggregations | undefined) ?? {})) if (ownCode(key) === code) counts.set(key, count);
  }
  return counts;
}

function knownOf(counts: Map<string, number>): KnownValues {
  const known: KnownValues = {};
  for (const key of counts.keys()) {
    const [code, value] = key.split("\u0000") as [FilterCode, string];
    (known[code] ??= new Set()).add(value);
  }
  return known;
}

export interface ListingSearch {
  body: unknown;
  params: Record<string, string | number | undefined>;
}

/** What a listing lists: the products its clauses filter to, ranked by its scoring clauses (search words) when it has any. */
export interface ListingScopeClauses {
  filter: unknown[];
  scoring?: unknown[];
}

/** The search for a query over a scope; only the ids of the products come back. */
export function listingSearch(scope: ListingScopeClauses, query: ListingQuery, indexing: PriceIndexing, window: ListingWindow = listingWindow(query)): ListingSearch {
  const clausesOf = (filters: ListingQuery["filters"]) => FILTER_CODES.flatMap((code) => (filters[code]?.length ? [clauseOf(code, filters[code]!, indexing)] : []));
  const selected = clausesOf(query.filters);
  const countedFor = FILTER_CODES.filter((code) => query.filters[code]?.length).map((code) => [
    countedForName(code),
    { filter: { bool: { must: clausesOf(filtersCountedFor(query.filters, code)) } }, aggs: valueAggregations(indexing) },
  ]);
  const { offset, limit } = window;
  const ranked = (scope.scoring?.length ?? 0) > 0;
  return {
    body: {
      _source: ["id"],
      query: { bool: { must: scope.scoring ?? [], filter: { bool: { must: scope.filter } } } },
      post_filter: { bool: { must: selected } },
      aggs: { ...valueAggregations(indexing), matching: { filter: { bool: { must: selected } }, aggs: valueAggregations(indexing) }, ...Object.fromEntries(countedFor) },
    },
    params: { from: offset, size: limit, sort: ranked && query.sort === "relevance" ? "_score:desc,id:asc" : SORT_FIELDS[query.sort] },
  };
}

/** Runs a listing through `search`, again without the values the scope lacks when the shopper asked for some. */
export async function readListing(
  search: (request: ListingSearch) => Promise<SearchAnswer<{ id: unknown }> & { aggregations?: Aggregations }>,
  scope: ListingScopeClauses,
  query: ListingQuery,
  indexing: PriceIndexing,
  window?: ListingWindow,
): Promise<ListingResult> {
  const asked = normalizeListingQuery(query);
  let answer = await search(listingSearch(scope, asked, indexing, window));
  const known = knownOf(countsOf(answer.aggregations ?? {}));
  const effective = effectiveQuery(asked, known, ALWAYS_VALID);
  if (JSON.stringify(effective.filters) !== JSON.stringify(asked.filters)) answer = await search(listingSearch(scope, effective, indexing, window));
  return {
    query: effective,
    total: totalOf(answer),
    ids: answer.hits.hits.map((hit) => number(hit._source.id)),
    facets: facetsFrom(known, facetCountsOf(answer.aggregations ?? {}, effective), effective),
  };
}
