import { pageState, pageWindowParams, type PageWindow } from "#core/domain/editorial-paging.ts";

/** What a paged editorial list shows around its entries: "page x of y", load more and the page links. */
export interface ListPagerView {
  page: number;
  pages: number;
  total: number;
  shownFrom: number;
  shownTo: number;
  loadMoreHref: string | null;
  pageLinks: { page: number; href: string }[];
}

const hrefOf = (base: string, window: PageWindow) => {
  const query = pageWindowParams(window).toString();
  return query ? `${base}?${query}` : base;
};

/** The pager of a list at `base`, or null when the asked page is past the last one (a 404). */
export function listPagerView(base: string, window: PageWindow, perPage: number, total: number): ListPagerView | null {
  const state = pageState(window, perPage, total);
  if (state.outOfRange) return null;
  return {
    page: state.page,
    pages: state.pages,
    total,
    shownFrom: state.shownFrom,
    shownTo: state.shownTo,
    loadMoreHref: state.loadMore && hrefOf(base, state.loadMore),
    pageLinks: Array.from({ length: state.pages }, (_, i) => ({ page: i + 1, href: hrefOf(base, { page: i + 1, more: 0 }) })),
  };
}
