import { Link, useLocation } from "react-router";
import type { ListingView } from "../routes/listing-view.server.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { pluralKey } from "#core/i18n/translator.ts";
import { PageLinks } from "./page-links.tsx";
import { ProductGrid, type AnalyticsList } from "./product-card.tsx";
import { useDrawer, type Drawer } from "./use-drawer.ts";

function Filters({ data, drawer }: { data: ListingView; drawer: Drawer<HTMLElement> }) {
  const t = useT();
  const store = useStoreView();
  return (
    <aside id="filters" ref={drawer.ref} className={drawer.isOpen ? "filters filters--open" : "filters"} aria-labelledby="filters-title">
      <div className="filters__head">
        <h2 id="filters-title" className="filters__title">
          {t("filters.title")}
        </h2>
        <a href="#results" className="header__icon-button filters__close" onClick={drawer.close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("filters.close")}</span>
        </a>
      </div>
      {data.clearFiltersHref && (
        <Link to={data.clearFiltersHref} preventScrollReset className="filters__clear">
          {t("filters.clear")}
        </Link>
      )}
      {data.facets.map((facet) => (
        <details key={facet.code} className="facet" open={facet.options.some((o) => o.selected) || undefined}>
          <summary className="facet__title">{facet.title}</summary>
          <ul>
            {facet.options.map((option) => (
              <li key={option.value}>
                <Link
                  to={option.href}
                  preventScrollReset
                  rel="nofollow"
                  className={option.selected ? "facet__option facet__option--selected" : "facet__option"}
                  aria-current={option.selected ? "true" : undefined}
                  data-filter={`${facet.code}:${option.value}`}
                >
                  <span className="facet__check" aria-hidden="true" />
                  {option.label} <span className="facet__count">({option.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <a href="#results" className="button button--primary filters__show" onClick={drawer.close}>
        {t(pluralKey(store.i18n.defaultLocale, "filters.showProducts", data.total), { count: data.total })}
      </a>
    </aside>
  );
}

/**
 * The sort as the shop's own menu: a disclosure (no native triangle) of links, so it needs no
 * button and no JavaScript; keyed by the sort, it closes once one is chosen.
 */
function SortMenu({ data }: { data: ListingView }) {
  const t = useT();
  return (
    <details className="sort menu" key={data.sort}>
      <summary className="menu__button">
        <span className="sort__label">{t("sort.label")}</span> {t(`sort.${data.sort}`)}
      </summary>
      <ul className="menu__list">
        {data.sortLinks.map((link) => (
          <li key={link.key}>
            <Link to={link.href} preventScrollReset rel="nofollow" aria-current={link.current ? "true" : undefined} className="menu__item">
              {t(`sort.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The chosen filters above the grid, each a link that takes it off, and one that takes them all off. */
function ChosenFilters({ data }: { data: ListingView }) {
  const t = useT();
  if (data.chips.length === 0 || !data.clearFiltersHref) return null;
  return (
    <div className="chosen">
      <ul>
        {data.chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} preventScrollReset rel="nofollow" className="chip chip--chosen" aria-label={chip.removeLabel}>
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={data.clearFiltersHref} preventScrollReset rel="nofollow" className="chosen__clear">
            {t("filters.clear")}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** Filters, count, sort, the product grid, load more and page links: categories and search alike. */
export function ListingResults({ data, emptyText, list }: { data: ListingView; emptyText: string; list?: AnalyticsList }) {
  const t = useT();
  const store = useStoreView();
  const chosen = data.facets.reduce((sum, facet) => sum + facet.options.filter((o) => o.selected).length, 0);
  // It stays open while filters are picked (the query changes) and closes on another page.
  const { pathname } = useLocation();
  const drawer = useDrawer<HTMLElement>([pathname]);
  return (
    <div className="category__layout">
      <Filters data={data} drawer={drawer} />
      <div className="category__results" id="results">
        {/* Phones hide the filters' heading with the drawer; the results still follow an h2. */}
        <h2 className="visually-hidden">{t("category.resultsTitle")}</h2>
        <div className="category__toolbar">
          {/* Phones: the filters are a drawer; this opens it and counts the chosen filters. */}
          <a
            href="#filters"
            className="button category__filter-button"
            aria-expanded={drawer.isOpen}
            onClick={drawer.open}
          >
            {chosen > 0 ? t("filters.open", { count: chosen }) : t("filters.title")}
          </a>
          <p className="category__count" aria-live="polite">
            {t(pluralKey(store.i18n.defaultLocale, "category.productCount", data.total), { count: data.total })}
          </p>
          <SortMenu data={data} />
        </div>
        <ChosenFilters data={data} />
        {data.products.length > 0 ? (
          <ProductGrid products={data.products} eagerCount={4} list={list && { ...list, startIndex: data.shownFrom - 1 }} />
        ) : (
          <div className="category__empty">
            <p>{data.total === 0 ? emptyText : t("category.emptyPage")}</p>
            {data.total > 0 && <Link to={data.pageLinks[0]?.href ?? "?"}>{t("category.firstPage")}</Link>}
          </div>
        )}
        {data.products.length > 0 && (
          <p className="category__shown">{t("category.shown", { from: data.shownFrom, to: data.shownTo, total: data.total })}</p>
        )}
        {data.loadMoreHref && (
          <p className="category__more">
            <Link to={data.loadMoreHref} preventScrollReset replace className="button">
              {t("category.loadMore")}
            </Link>
          </p>
        )}
        {data.pageCount > 1 && <PageLinks current={data.page} links={data.pageLinks} />}
      </div>
    </div>
  );
}
