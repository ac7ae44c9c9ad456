/**
 * Site search over vue-storefront-api's product index: the search words rank the products the
 * store lists to searchers (visibility "search" and "catalog, search", SPEC §5), and the result is
 * a listing like a category's, with its facets, sorts and paging. The first part of the upstream
 * search: other kinds of results, "did you mean" and keyword redirects follow.
 */
import type { SearchPort } from "../port/search.ts";
import type { UpstreamClient } from "./client.ts";
import { catalogSearchPath, type UpstreamCatalogOptions } from "./catalog.ts";
import { readListing } from "./listing.ts";

/** Where search words are looked for, the name counting most. */
const SEARCHED_FIELDS = ["name^4", "sku^3", "short_description", "description"];

export function upstreamSearch(client: UpstreamClient, options: UpstreamCatalogOptions): Pick<SearchPort, "products"> {
  return {
    products: (store, terms, query, window) =>
      readListing(
        ({ body, params }) => client.query(catalogSearchPath(store, options.indexPrefix, "product"), body, params),
        {
          filter: [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }],
          // Every word must be found (as the embedded search requires), each in any of the fields.
          scoring: [{ multi_match: { query: terms.join(" "), fields: SEARCHED_FIELDS, operator: "and", type: "cross_fields" } }],
        },
        query,
        options,
        window,
      ),
  };
}
