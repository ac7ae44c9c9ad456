/**
 * Paging of the magazine and inspiration lists (SPEC §2 "load more, 'page x of y', 10 per page";
 * SPEC §6/§9: 10 posts per blog category page, 5 recent posts). A list URL names its first page and
 * how many more pages "load more" appended: ?page=3&more=1 shows pages 3 and 4.
 */

export const POSTS_PER_PAGE = 10;
export const RECENT_POSTS = 5;
export const ALBUMS_PER_PAGE = 10;
/** Customer photos fill rows of 2, 3 and 4. */
export const PHOTOS_PER_PAGE = 12;
/** Most pages one "load more" chain may append. */
export const MAX_MORE_PAGES = 20;

export interface PageWindow {
  /** The first page shown, 1-based. */
  page: number;
  /** Pages appended by "load more". */
  more: number;
}

const wholeNumber = (value: string | null, min: number): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
};

/** The window a list URL asks for: an invalid page is 1 and an invalid more 0 (the canonical URL drops them). */
export function parsePageWindow(params: URLSearchParams): PageWindow {
  return {
    page: wholeNumber(params.get("page"), 1) ?? 1,
    more: Math.min(wholeNumber(params.get("more"), 0) ?? 0, MAX_MORE_PAGES),
  };
}

/** Rows to read: from the first page shown, through the last. */
export function rowWindow(window: PageWindow, perPage: number): { offset: number; limit: number } {
  return { offset: (window.page - 1) * perPage, limit: perPage * (1 + window.more) };
}

export interface PageState {
  /** The last page shown: "page {page} of {pages}". */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown; 0 when none. */
  shownFrom: number;
  shownTo: number;
  /** The query showing one more page, or null on the last page. */
  loadMore: PageWindow | null;
  /** Asked past the last page of a list that has entries: the page does not exist. */
  outOfRange: boolean;
}

export function pageState(window: PageWindow, perPage: number, total: number): PageState {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const last = Math.min(window.page + window.more, pages);
  const { offset } = rowWindow(window, perPage);
  const shownTo = Math.min(total, last * perPage);
  return {
    page: last,
    pages,
    shownFrom: offset < total ? offset + 1 : 0,
    shownTo: offset < total ? shownTo : 0,
    loadMore: last < pages && window.more < MAX_MORE_PAGES ? { page: window.page, more: window.more + 1 } : null,
    outOfRange: window.page > pages,
  };
}

/** The query of a window: page when not 1, more when not 0. */
export function pageWindowParams(window: PageWindow): URLSearchParams {
  const params = new URLSearchParams();
  if (window.page !== 1) params.set("page", String(window.page));
  if (window.more !== 0) params.set("more", String(window.more));
  return params;
}
