import { data } from "react-router";
import type { Route } from "./+types/category";
import type { Category, Commerce } from "#core/port/index.ts";
import type { PageDeclaration } from "#core/cache/page-declaration.ts";
import { categoryTag, productTag } from "#core/cache/vocabulary.ts";
import { pageAlternates, pageHref } from "#core/catalog/hrefs.ts";
import { switchLinks } from "#core/catalog/store-switch.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { parseListingQuery } from "#core/domain/listing-query.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { drawingSocialCard, picture, sceneKey } from "#core/catalog/images.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import { loadCmsPage } from "./cms-page.server.ts";
import { declareListingQuery, listingView } from "./listing-view.server.ts";

/** /c/{slug} (category by url_path, url_key or id) and /cp/:slug (a category, else a content page). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, siteContent, t, page } = routeContext(context);
  const slug = (params.slug ?? params["*"] ?? "").replace(/\/+$/, "");
  const category = slug ? await commerce.catalog.categoryBySlug(store.storeCode, slug) : null;
  if (category) return loadCategoryPage({ url, store, commerce, category, t, page });
  const cms = params.slug ? await loadCmsPage({ url, store, siteContent, identifier: params.slug, t, page }) : null;
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
  if (isCategoryIndex(store, category.urlPath)) return loadCategoryIndex(args);
  const today = catalog.today();
  const [result, labels, slugs] = await Promise.all([
    catalog.listing(store.storeCode, { kind: "category", categoryId: category.id }, parseListingQuery(url.searchParams)),
    catalog.filterLabels(store.storeCode),
    catalog.categorySlugs(category.id),
  ]);
  const query = result.query;
  // Filtered by colour, a product sold in several colours shows the chosen one.
  const colour = query.filters.color?.[0];
  const products = (await catalog.productSummaries(store.storeCode, result.ids)).map((p) => toProductCardView(p, store, today, colour));
  page.type("category", categoryTag(category.id), ...category.ancestors.map((a) => categoryTag(a.id)), ...products.map((p) => productTag(p.id)));
  // The listing depends on its normalized query only: unknown parameters and values share its entry.
  declareListingQuery(page, query);
  const path = pageHref(store, category.urlPath);
  const listing = listingView({ result, products, path, labels, store, t });
  const trail = [{ name: t("header.home"), href: storePath(store, "/") }, ...category.ancestors.map((a) => ({ name: a.name, href: pageHref(store, a.urlPath) }))];
  const seo = buildPageSeo({
    url: new URL(path + (query.page > 1 ? `?page=${query.page}` : ""), url.origin),
    title: [category.name, category.ancestors.at(-1)?.name].filter(Boolean).join(" – "),
    description: category.metaDescription || category.description,
    alternates: query.page === 1 && !listing.hasFilters ? pageAlternates(slugs) : {},
    locale: store.language,
    siteName: t("meta.siteName"),
    keepParams: ["page"],
    noindex: listing.hasFilters,
    image: { ...drawingSocialCard("category", category.id), alt: category.name },
    jsonLd: [breadcrumbJsonLd([...trail, { name: category.name, href: path }].map((c) => ({ name: c.name, url: new URL(c.href, url.origin).href })))],
  });
  return {
    kind: "category" as const,
    seo,
    category: { id: category.id, name: category.name, description: category.description },
    trail,
    lookbook: isCollection(store, category) && query.page === 1 && !listing.hasFilters ? lookbook(products) : [],
    // Filtered or not, the switcher leads to the same category with the filters that mean the same there.
    storeSwitch: switchLinks({ kind: "category", slugs, query }, store.storeCode),
    ...listing,
  };
}

const isCollection = (store: StoreView, category: Category) => category.ancestors.some((ancestor) => ancestor.urlPath === store.paths.collections);

/** A collection page opens with its pieces together in rooms (SPEC §2: collection pages show images): two a room. */
function lookbook(products: { sku: string; name: string }[]) {
  const rooms = Math.min(LOOKBOOK_ROOMS, Math.floor(products.length / 2));
  return Array.from({ length: rooms }, (_, i) => {
    const pair = products.slice(i * 2, i * 2 + 2);
    return { key: sceneKey(pair.map((product) => product.sku)), alt: pair.map((product) => product.name).join(", "), image: picture("sceneWide", sceneKey(pair.map((product) => product.sku)), { index: i + 1 }) };
  });
}

const LOOKBOOK_ROOMS = 3;

export type CategoryPageData = Extract<Awaited<ReturnType<typeof loadCategoryPage>>, { kind: "category" }>;

/** The brands and collections pages are indexes: they list the brands (or collections), not products. */
const isCategoryIndex = (store: StoreView, urlPath: string) => urlPath === store.paths.brands || urlPath === store.paths.collections;

/** An index page: its children (every brand or collection, in the menu or not) as pictures and names. */
async function loadCategoryIndex(args: { url: URL; store: StoreView; commerce: Commerce; category: Category; t: Translate; page: PageDeclaration }) {
  const { url, store, category, t, page } = args;
  const [children, slugs] = await Promise.all([args.commerce.catalog.categoryChildren(store.storeCode, category.id), args.commerce.catalog.categorySlugs(category.id)]);
  page.type("category", categoryTag(category.id), ...children.map((child) => categoryTag(child.id)));
  const path = pageHref(store, category.urlPath);
  const trail = [{ name: t("header.home"), href: storePath(store, "/") }];
  return {
    kind: "category-index" as const,
    seo: buildPageSeo({
      url: new URL(path, url.origin),
      title: category.name,
      description: category.metaDescription || category.description,
      alternates: pageAlternates(slugs),
      locale: store.language,
      siteName: t("meta.siteName"),
      image: { ...drawingSocialCard("category", category.id), alt: category.name },
      jsonLd: [breadcrumbJsonLd([...trail, { name: category.name, href: path }].map((c) => ({ name: c.name, url: new URL(c.href, url.origin).href })))],
    }),
    category: { id: category.id, name: category.name, description: category.description },
    trail,
    children: children.map((child) => ({ id: child.id, name: child.name, href: pageHref(store, child.urlPath), image: picture("category", child.id) })),
  };
}

export type CategoryIndexData = Awaited<ReturnType<typeof loadCategoryIndex>>;
