import { describe, expect, it } from "vitest";
import { parseListingQuery } from "#core/domain/listing-query.ts";
import { isIndexableSearch } from "#app/seo/search-indexing.ts";

describe("isIndexableSearch", () => {
  it.each([
    ["a plain query that finds products", "", 12, true],
    ["defaults spelled out are the plain list", "sort=relevance&page=1&pageSize=50&more=0", 12, true],
    ["parameters the list ignores", "utm_source=mail&foo=1", 3, true],
    ["a query that finds nothing", "", 0, false],
    ["a filter", "brand=ekholm-design", 12, false],
    ["a sort", "sort=price_asc", 12, false],
    ["a later page", "page=2", 60, false],
    ["another page size", "pageSize=100", 60, false],
    ["pages appended by load more", "more=1", 60, false],
  ] as const)("%s (%s, %d found): %s", (_label, query, found, indexable) => {
    expect(isIndexableSearch(parseListingQuery(new URLSearchParams(query)), found)).toBe(indexable);
  });
});
