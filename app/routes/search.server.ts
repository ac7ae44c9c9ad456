import { redirect } from "react-router";
import type { Route } from "./+types/search";
import type { DocumentKind } from "#core/port/index.ts";
import { SEARCH_TAG, productTag } from "#core/cache/vocabulary.ts";
import { pageHref, searchHref } from "#core/catalog/hrefs.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { parseListingQuery, type ListingQuery } from "#core/domain/listing-query.ts";
import { switchLinks } from "#core/catalog/store-switch.ts";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, isAutoCorrection, parseSearchText } from "#core/domain/search-text.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { isIndexableSearch } from "../seo/search-indexing.ts";
import { storePath } from "#core/stores.ts";
import { declareListingQuery, listingView } from "./listing-view.server.ts";

/** The result groups besides products (SPEC §2: categories, pages, collections and articles), in display order. */
const GROUPS: readonly DocumentKind[] = ["category", "collection", "page", "article"];
const GROUP_SIZE = 6;
/** The parameter of "search instead for": the typed words exactly, never corrected. */
export const LITERAL_PARAM = "literal";

/**
 * /search?q= (SPEC §2 "Search results"): the products found as a listing with the categories'
 * facets, sort and paging, plus categories, collections, pages and articles. Under 3 characters
 * nothing is searched; a keyword of the redirect map goes straight to its page (302). A query
 * that finds nothing but is one edit per word from catalogue words shows their results at once
 * ("showing results for …, search instead for …"); farther corrections are only offered.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const parsed = parseSearchText(url.searchParams.get("q"));
  const text = parsed.ok ? parsed.search.text : parsed.text;
  const literal = url.searchParams.get(LITERAL_PARAM) === "1";
  const path = storePath(store, "/search");
  // A refused (too long) query is answered but never stored: its shortened text is another query's key.
  if (parsed.ok || parsed.reason !== "too-long") {
    page.type("search", SEARCH_TAG);
    page.dependsOn("q", text);
    if (literal) page.dependsOn(LITERAL_PARAM, "1");
  }
  // The canonical of every variant is the plain query; only that one, finding products, is indexed.
  const seo = (indexable: boolean) =>
    buildPageSeo({
      url: new URL(text ? searchHref(store, text) : path, url.origin),
      keepParams: ["q"],
      title: text ? t("search.titleFor", { text }) : t("search.title"),
      description: t("search.description"),
      alternates: {},
      locale: store.language,
      siteName: t("meta.siteName"),
      noindex: !indexable,
    });
  const base = { kind: "search" as const, text, path, minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH };
  const switchFor = (query: ListingQuery) => switchLinks({ kind: "search", text, query }, store.storeCode);

  if (!parsed.ok) return { ...base, seo: seo(false), state: parsed.reason, listing: null, groups: [], correction: null, showingFor: null, storeSwitch: switchFor(parseListingQuery(new URLSearchParams())) };

  const today = commerce.catalog.today();
  const searchFor = async (terms: string[], searched: string) => {
    const [result, labels, ...found] = await Promise.all([
      commerce.search.products(store.storeCode, terms, parseListingQuery(url.searchParams)),
      commerce.catalog.filterLabels(store.storeCode),
      ...GROUPS.map((kind) => commerce.search.documents(store.storeCode, kind, terms, GROUP_SIZE)),
    ]);
    const colour = result.query.filters.color?.[0];
    const products = (await commerce.catalog.productSummaries(store.storeCode, result.ids)).map((p) => toProductCardView(p, store, today, colour));
    const listing = listingView({ result, products, path, kept: [["q", searched]], labels, store, t });
    const groups = GROUPS.map((kind, i) => ({
      kind,
      hits: (found[i] ?? []).map((hit) => ({ title: hit.title, href: pageHref(store, hit.link) })),
    })).filter((group) => group.hits.length > 0);
    return { result, products, listing, groups, nothing: result.total === 0 && !listing.hasFilters && groups.length === 0 };
  };

  const { terms } = parsed.search;
  // The search starts with the redirect lookup, not after it: a redirected query (rare) wastes one
  // search, every other saves a round trip to the database.
  const searching = searchFor(terms, text);
  const target = await commerce.search.redirect(store.storeCode, text);
  if (target) {
    searching.catch(() => undefined);
    throw redirect(target, 302);
  }
  let found = await searching;
  const corrected = found.nothing && !literal ? await commerce.search.correction(store.storeCode, terms) : null;
  // One edit per word: the corrected words' results at once, the typed ones a link away.
  const autoCorrected = corrected && isAutoCorrection(terms, corrected) ? corrected.join(" ") : null;
  if (autoCorrected) found = await searchFor(corrected!, autoCorrected);
  const { result, products, listing, groups, nothing } = found;
  page.tag(...products.map((p) => productTag(p.id)));
  declareListingQuery(page, result.query);
  return {
    ...base,
    seo: seo(!literal && !autoCorrected && isIndexableSearch(result.query, result.total)),
    state: nothing ? ("no-hits" as const) : ("results" as const),
    listing,
    groups,
    correction: corrected && !autoCorrected ? { text: corrected.join(" "), href: searchHref(store, corrected.join(" ")) } : null,
    showingFor: autoCorrected
      ? { text: t("listingLabels.showingFor", { text: autoCorrected }), instead: t("listingLabels.searchInsteadFor", { text }), insteadHref: `${searchHref(store, text)}&${LITERAL_PARAM}=1` }
      : null,
    storeSwitch: switchFor(result.query),
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loader>>;
