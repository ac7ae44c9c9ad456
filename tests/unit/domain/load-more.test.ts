import { describe, it, expect } from "vitest";
import { loadMoreQuery, nextLoadMore, type LoadMoreState } from "#core/domain/load-more.ts";
import { MAX_MORE, type ListingQuery } from "#core/domain/listing-query.ts";

describe("nextLoadMore (SPEC §4 Load more)", () => {
  const cases: [string, LoadMoreState, { start: number; size: number } | null][] = [
    ["next page after the first", { start: 50, total: 120, pageSize: 50 }, { start: 50, size: 50 }],
    ["last partial page still loads", { start: 100, total: 120, pageSize: 50 }, { start: 100, size: 50 }],
    ["start at total → nothing", { start: 120, total: 120, pageSize: 50 }, null],
    ["start beyond total → nothing", { start: 150, total: 120, pageSize: 50 }, null],
    ["total less than page size → nothing", { start: 10, total: 49, pageSize: 50 }, null],
    ["total less than page size, start 0 → nothing", { start: 0, total: 30, pageSize: 50 }, null],
    ["total equal to page size, start 0 → loads (not less)", { start: 0, total: 50, pageSize: 50 }, { start: 0, size: 50 }],
    ["total equal to page size, after first page → nothing", { start: 50, total: 50, pageSize: 50 }, null],
    ["total 0 → nothing", { start: 0, total: 0, pageSize: 50 }, null],
    ["small page size", { start: 20, total: 45, pageSize: 10 }, { start: 20, size: 10 }],
    ["page size 0 falls back to 50 (SPEC §5)", { start: 50, total: 120, pageSize: 0 }, { start: 50, size: 50 }],
    ["negative page size falls back to 50", { start: 50, total: 120, pageSize: -5 }, { start: 50, size: 50 }],
    ["fallback size 50 > total → nothing", { start: 10, total: 40, pageSize: 0 }, null],
    ["negative start counts as 0 (SPEC §5)", { start: -10, total: 120, pageSize: 50 }, { start: 0, size: 50 }],
    ["NaN start → nothing", { start: NaN, total: 120, pageSize: 50 }, null],
    ["NaN total → nothing", { start: 0, total: NaN, pageSize: 50 }, null],
  ];
  it.each(cases)("%s", (_name, state, expected) => {
    expect(nextLoadMore(state)).toEqual(expected);
  });
});

describe("loadMoreQuery (more + 1 while something is left)", () => {
  const q = (over: Partial<ListingQuery> = {}): ListingQuery => ({ filters: {}, sort: "relevance", page: 1, pageSize: 50, more: 0, ...over });
  const cases: [string, ListingQuery, number, ListingQuery | null][] = [
    ["first page of 120 → more 1", q(), 120, q({ more: 1 })],
    ["more 1 of 120 (shows 100) → more 2", q({ more: 1 }), 120, q({ more: 2 })],
    ["more 2 of 120 (shows all) → null", q({ more: 2 }), 120, null],
    ["exactly one full page → null", q(), 50, null],
    ["fewer than a page → null", q(), 30, null],
    ["empty result → null", q(), 0, null],
    ["page 2 of 130: window 50–100, 30 left → more 1", q({ page: 2 }), 130, q({ page: 2, more: 1 })],
    ["page 3 of 130 is the last → null", q({ page: 3 }), 130, null],
    ["filters, sort and page size kept", q({ filters: { brand: ["a"] }, sort: "latest", pageSize: 10 }), 25, q({ filters: { brand: ["a"] }, sort: "latest", pageSize: 10, more: 1 })],
    ["already MAX_MORE → null", q({ pageSize: 1, more: MAX_MORE }), 1000, null],
    ["MAX_MORE - 1 → MAX_MORE", q({ pageSize: 1, more: MAX_MORE - 1 }), 1000, q({ pageSize: 1, more: MAX_MORE })],
    ["invalid state is normalised first", q({ pageSize: 0, more: -1 }), 120, q({ more: 1 })],
  ];
  it.each(cases)("%s", (_name, query, total, expected) => {
    expect(loadMoreQuery(query, total)).toEqual(expected);
  });
});
