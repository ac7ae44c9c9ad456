/**
 * What a product listing screen shows, the same for categories and search: facet options with
 * their labels and links, the chosen ones as removable chips, page links, load more, clear
 * filters and the sort options as links (all of it works without JavaScript).
 * Every link is the page's path plus the canonical query (app/domain/listing-query.ts), with
 * the query a page keeps besides the listing (search: q) in front.
 */
import type { FilterLabels, ListingResult } from "#core/port/index.ts";
import type { PageDeclaration } from "#core/cache/page-declaration.ts";
import type { ProductCardView } from "#core/catalog/product-card.ts";
import type { Facet } from "#core/domain/listing.ts";
import { SORT_KEYS, clearFilters, listingSearch, listingWindow, toggleFilter, withPage, type FilterCode, type ListingQuery } from "#core/domain/listing-query.ts";
import { loadMoreQuery } from "#core/domain/load-more.ts";
import { formatMoney } from "#core/domain/money.ts";
import { parsePriceBucketQueryValue, priceBucketLabel } from "#core/domain/price-buckets.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { showroomName, type StoreView } from "#core/stores.ts";

export interface FacetView {
  code: FilterCode;
  title: string;
  options: { value: string; label: string; count: number; selected: boolean; href: string }[];
}

function optionLabel(code: FilterCode, value: string, labels: FilterLabels, store: StoreView, t: Translate): string {
  switch (code) {
    case "price": {
      const bucket = parsePriceBucketQueryValue(value);
      return bucket ? priceBucketLabel(bucket, (n) => formatMoney(n, store.i18n)) : value;
    }
    case "stock":
    case "free_shipping":
      return t("filters.inStockYes");
    case "showroom":
      return showroomName(Number(value)) || value;
    default:
      return labels[code]?.[value] ?? value;
  }
}

/** The page's own parameters (e.g. q) first, then the listing's canonical query. */
function queryString(kept: [string, string][], query: ListingQuery): string {
  const params = new URLSearchParams(kept);
  for (const [name, value] of new URLSearchParams(listingSearch(query))) params.append(name, value);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The listing's query parameters the page declares to the output cache (its key). */
export function declareListingQuery(page: PageDeclaration, query: ListingQuery): void {
  for (const [name, value] of new URLSearchParams(listingSearch(query))) page.dependsOn(name, value);
}

export function listingView(args: {
  result: ListingResult;
  products: ProductCardView[];
  /** The listing page's path, and the parameters it keeps in every link. */
  path: string;
  kept?: [string, string][];
  labels: FilterLabels;
  store: StoreView;
  t: Translate;
}) {
  const { result, products, path, labels, store, t } = args;
  const kept = args.kept ?? [];
  const query = result.query;
  const href = (q: ListingQuery) => path + queryString(kept, q);
  const window = listingWindow(query);
  const pageCount = Math.max(1, Math.ceil(result.total / query.pageSize));
  const more = loadMoreQuery(query, result.total);
  const hasFilters = Object.values(query.filters).some((values) => values && values.length > 0);
  const facetViews = (list: Facet[]): FacetView[] =>
    list.map((facet) => ({
      code: facet.code,
      title: t(`filters.codes.${facet.code}`),
      options: facet.options.map((o) => ({
        value: o.value,
        label: optionLabel(facet.code, o.value, labels, store, t),
        count: o.count,
        selected: o.selected,
        href: href(toggleFilter(query, facet.code, o.value)),
      })),
    }));
  const facets = facetViews(result.facets);
  return {
    products,
    total: result.total,
    shownFrom: Math.min(result.total, window.offset + 1),
    shownTo: Math.min(result.total, window.offset + products.length),
    page: query.page,
    pageCount,
    pageLinks: Array.from({ length: pageCount }, (_, i) => ({ page: i + 1, href: href(withPage(query, i + 1)) })),
    loadMoreHref: more ? href(more) : null,
    facets,
    /** The chosen filter values, each a link that takes it off; stock's one value ("yes") is named by its filter. */
    chips: facets.flatMap((facet) =>
      facet.options
        .filter((o) => o.selected)
        .map((o) => {
          const label = facet.code === "stock" ? t("filters.codes.stock") : o.label;
          return { key: `${facet.code}:${o.value}`, label, removeLabel: t("listingLabels.removeFilter", { label }), href: o.href };
        }),
    ),
    hasFilters,
    clearFiltersHref: hasFilters ? href(clearFilters(query)) : null,
    sort: query.sort,
    /** Every sort as a link from the first page, the filters kept. */
    sortLinks: SORT_KEYS.map((key) => ({ key, href: href({ ...query, sort: key, page: 1, more: 0 }), current: key === query.sort })),
  };
}

export type ListingView = ReturnType<typeof listingView>;
