import { describe, expect, it } from "vitest";
import { MAX_MORE_PAGES, pageState, pageWindowParams, parsePageWindow, rowWindow } from "#core/domain/editorial-paging.ts";

describe("parsePageWindow", () => {
  it.each([
    ["", { page: 1, more: 0 }],
    ["page=3", { page: 3, more: 0 }],
    ["page=3&more=2", { page: 3, more: 2 }],
    ["page=0", { page: 1, more: 0 }],
    ["page=-2", { page: 1, more: 0 }],
    ["page=abc", { page: 1, more: 0 }],
    ["page=2.5", { page: 1, more: 0 }],
    ["page=9999999", { page: 1, more: 0 }],
    ["more=-1", { page: 1, more: 0 }],
    ["more=999", { page: 1, more: MAX_MORE_PAGES }],
  ])("%s", (query, expected) => {
    expect(parsePageWindow(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("rowWindow", () => {
  it.each([
    [{ page: 1, more: 0 }, 10, { offset: 0, limit: 10 }],
    [{ page: 3, more: 0 }, 10, { offset: 20, limit: 10 }],
    [{ page: 2, more: 2 }, 10, { offset: 10, limit: 30 }],
  ])("%o per %i", (window, perPage, expected) => {
    expect(rowWindow(window, perPage)).toEqual(expected);
  });
});

describe("pageState", () => {
  it.each([
    ["first of three", { page: 1, more: 0 }, 24, { page: 1, pages: 3, shownFrom: 1, shownTo: 10, loadMore: { page: 1, more: 1 }, outOfRange: false }],
    ["load more once", { page: 1, more: 1 }, 24, { page: 2, pages: 3, shownFrom: 1, shownTo: 20, loadMore: { page: 1, more: 2 }, outOfRange: false }],
    ["the last page: no more", { page: 3, more: 0 }, 24, { page: 3, pages: 3, shownFrom: 21, shownTo: 24, loadMore: null, outOfRange: false }],
    ["more past the end counts to the last page", { page: 2, more: 5 }, 24, { page: 3, pages: 3, shownFrom: 11, shownTo: 24, loadMore: null, outOfRange: false }],
    ["exactly one page", { page: 1, more: 0 }, 10, { page: 1, pages: 1, shownFrom: 1, shownTo: 10, loadMore: null, outOfRange: false }],
    ["an empty list is page 1 of 1", { page: 1, more: 0 }, 0, { page: 1, pages: 1, shownFrom: 0, shownTo: 0, loadMore: null, outOfRange: false }],
    ["past the last page", { page: 4, more: 0 }, 24, { page: 3, pages: 3, shownFrom: 0, shownTo: 0, loadMore: null, outOfRange: true }],
  ])("%s", (_, window, total, expected) => {
    expect(pageState(window, 10, total)).toEqual(expected);
  });

  it("stops offering more after the most pages one chain may append", () => {
    expect(pageState({ page: 1, more: MAX_MORE_PAGES }, 1, 100).loadMore).toBeNull();
  });
});

describe("pageWindowParams", () => {
  it.each([
    [{ page: 1, more: 0 }, ""],
    [{ page: 2, more: 0 }, "page=2"],
    [{ page: 1, more: 1 }, "more=1"],
    [{ page: 3, more: 2 }, "page=3&more=2"],
  ])("%o", (window, expected) => {
    expect(String(pageWindowParams(window))).toBe(expected);
  });
});
