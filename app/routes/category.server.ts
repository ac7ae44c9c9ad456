import { data } from "react-router";
import type { Route } from "./+types/category";
import type { Category, Commerce, FilterLabels } from "../../worker/commerce/port/index.ts";
import type { PageDeclaration } from "../cache/page-declaration.ts";
import { categoryTag, productTag } from "../cache/vocabulary.ts";
import { pageAlternates, pageHref } from "../catalog/hrefs.ts";
import { toProductCardView } from "../catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { applyListing, type Facet, type ListedProduct } from "../domain/listing.ts";
import { SORT_KEYS, clearFilters, listingSearch, listingWindow, parseListingQuery, toggleFilter, withPage, type FilterCode, type ListingQuery } from "../domain/listing-query.ts";
import { loadMoreQuery } from "../domain/load-more.ts";
import { formatMoney } from "../domain/money.ts";
import { finalPrice } from "../domain/price.ts";
import { parsePriceBucketQueryValue, priceBucketLabel } from "../domain/price-buckets.ts";
import type { Translate } from "../i18n/translator.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { showroomName, storePath, type StoreView } from "../stores.ts";
import { loadCmsPage } from "./cms-page.server.ts";

export interface FacetView {
  code: FilterCode;
  options: { value: string; label: string; count: number; selected: boolean; href: string }[];
}

function optionLabel(code: FilterCode, value: string, labels: FilterLabels, store: StoreView, t: Translate): string {
  switch (code) {
    case "price": {
      const bucket = parsePriceBucketQueryValue(value);
      return bucket ? priceBucketLabel(bucket, (n) => formatMoney(n, store.i18n)) : value;
    }
    case "stock":
      return t("filters.inStockYes");
    case "showroom":
      return showroomName(Number(value)) || value;
    default:
      return labels[code]?.[value] ?? value;
  }
}

function facetViews(facets: Facet[], query: ListingQuery, path: string, labels: FilterLabels, store: StoreView, t: Translate): FacetView[] {
  return facets.map((facet) => ({
    code: facet.code,
    options: facet.options.map((o) => ({
      value: o.value,
      label: optionLabel(facet.code, o.value, labels, store, t),
      count: o.count,
      selected: o.selected,
      href: path + listingSearch(toggleFilter(query, facet.code, o.value)),
    })),
  }));
}

/** /c/{slug} (category by url_path, url_key or id) and /cp/:slug (a category, else a content page). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const slug = (params.slug ?? params["*"] ?? "").replace(/\/+$/, "");
  const category = slug ? await commerce.catalog.categoryBySlug(store.storeCode, slug) : null;
  if (category) return loadCategoryPage({ url, store, commerce, category, t, page });
  const cms = params.slug ? await loadCmsPage({ url, store, commerce, identifier: params.slug, t, page }) : null;
  if (cms) return cms;
  throw data(null, { status: 404 });
}

/**
 * The category listing of SPEC §2/§4: filters and sort from the route query, facet counts
 * from the current result, page numbers and load more. Invalid query values are ignored.
 */
export async function loadCategoryPage(args: {
  url: URL;
  store: StoreView;
  commerce: Commerce;
  category: Category;
  t: Translate;
  page: PageDeclaration;
}) {
  const { url, store, category, t, page } = args;
  const { catalog } = args.commerce;
  const today = catalog.today();
  const [entries, labels, slugs] = await Promise.all([
    catalog.categoryListing(store.storeCode, category.id),
    catalog.filterLabels(store.storeCode),
    catalog.categorySlugs(category.id),
  ]);
  const listed: ListedProduct[] = entries.map((e) => ({
    id: e.id,
    values: e.values,
    finalPrice: finalPrice(e.price, today),
    inStock: e.inStock,
    createdAt: e.createdAt,
    position: e.position,
    salesCount: e.salesCount,
  }));
  const result = applyListing(listed, parseListingQuery(url.searchParams));
  const query = result.query;
  const products = (await catalog.productSummaries(store.storeCode, result.ids)).map((p) => toProductCardView(p, store, today));
  page.type("category", categoryTag(category.id), ...category.ancestors.map((a) => categoryTag(a.id)), ...products.map((p) => productTag(p.id)));
  // The listing depends on its normalized query only: unknown parameters and values share its entry.
  for (const [name, value] of new URLSearchParams(listingSearch(query))) page.dependsOn(name, value);
  const path = pageHref(store, category.urlPath);
  const window = listingWindow(query);
  const pageCount = Math.max(1, Math.ceil(result.total / query.pageSize));
  const more = loadMoreQuery(query, result.total);
  const trail = [{ name: t("header.home"), href: storePath(store, "/") }, ...category.ancestors.map((a) => ({ name: a.name, href: pageHref(store, a.urlPath) }))];
  const hasFilters = Object.values(query.filters).some((values) => values && values.length > 0);
  const seo = buildPageSeo({
    url: new URL(path + (query.page > 1 ? `?page=${query.page}` : ""), url.origin),
    title: category.metaTitle || category.name,
    description: category.metaDescription || category.description,
    alternates: query.page === 1 && !hasFilters ? pageAlternates(slugs) : {},
    locale: store.language,
    siteName: t("meta.siteName"),
    keepParams: ["page"],
    noindex: hasFilters,
  });
  return {
    kind: "category" as const,
    seo,
    category: { id: category.id, name: category.name, description: category.description },
    trail,
    breadcrumbJsonLd: breadcrumbJsonLd([...trail, { name: category.name, href: path }].map((c) => ({ name: c.name, url: new URL(c.href, url.origin).href }))),
    products,
    total: result.total,
    shownFrom: Math.min(result.total, window.offset + 1),
    shownTo: Math.min(result.total, window.offset + products.length),
    page: query.page,
    pageCount,
    pageLinks: Array.from({ length: pageCount }, (_, i) => ({ page: i + 1, href: path + listingSearch(withPage(query, i + 1)) })),
    loadMoreHref: more ? path + listingSearch(more) : null,
    facets: facetViews(result.facets, query, path, labels, store, t),
    clearFiltersHref: hasFilters ? path + listingSearch(clearFilters(query)) : null,
    sort: query.sort,
    sortOptions: SORT_KEYS,
    /** Hidden inputs that keep the filters when the no-JS sort form is submitted. */
    sortFormFields: [...new URLSearchParams(listingSearch({ ...query, sort: "relevance", page: 1, more: 0 }))].map(([name, value]) => ({ name, value })),
    action: path,
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
