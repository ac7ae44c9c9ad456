/**
 * vue-storefront-api's `cms_page` and `cms_block` indexes, answered from the shop's own CMS content through
 * its content adapter (core/api/vsf-cms-documents.ts): Vue Storefront reads a page by its identifier (cmsPage/single, a
 * `like` filter the query builder makes a terms filter of), so a page query must require `identifier`.
 * The shop keeps no CMS blocks: a block query finds none, as against a Magento without blocks.
 */
import { aggregate, clauseFields, matches, requiredValues, searchText, sortDocuments, type CatalogQuery, type SortKey } from "#core/api/es-query.ts";
import { CMS_PAGE_FIELDS, cmsPageDocument } from "#core/api/vsf-cms-documents.ts";
import type { Commerce } from "#core/port/index.ts";
import type { StoreView } from "#core/stores.ts";
import { createShopSiteContent } from "../content/shop-site-content.ts";
import type { CatalogResult } from "./vsf-catalog.ts";

export const CMS_TYPES = ["cms_page", "cms_block"] as const;
export type CmsType = (typeof CMS_TYPES)[number];

/** Fields of Magento's block record: a block query may name them, and finds nothing. */
const CMS_BLOCK_FIELDS = ["id", "identifier", "title", "content", "active", "type"];
const FIELDS: Record<CmsType, readonly string[]> = { cms_page: CMS_PAGE_FIELDS, cms_block: CMS_BLOCK_FIELDS };
/** Most pages one query may name. */
const MAX_IDENTIFIERS = 50;

const refused = (message: string): CatalogResult => ({ ok: false, message });

/** The CMS documents matching a query, sorted, cut to the window and aggregated. */
export async function runCmsQuery(commerce: Commerce, store: StoreView, type: CmsType, query: CatalogQuery, sort: readonly SortKey[], window: { from: number; size: number }): Promise<CatalogResult> {
  const fields = FIELDS[type];
  const unknown = clauseFields(query.clause).find((field) => !fields.includes(field));
  if (unknown) return refused(`request.query: ${type} documents cannot be filtered by ${unknown} (filterable: ${fields.join(", ")})`);
  const unsortable = sort.find((key) => key.field !== "_score" && !fields.includes(key.field));
  if (unsortable) return refused(`sort: ${type} documents cannot be sorted by ${unsortable.field} (sortable: _score, ${fields.join(", ")})`);
  if (searchText(query.clause) !== null) return refused(`request.query: only products can be searched by text`);

  let docs: Record<string, unknown>[] = [];
  if (type === "cms_page") {
    const anchor = requiredValues(query.clause, ["identifier"]);
    if (!anchor) return refused("request.query: a cms_page query must require identifier");
    const identifiers = [...new Set(anchor.values.map(String))];
    if (identifiers.length > MAX_IDENTIFIERS) return refused(`request.query: identifier names more than ${MAX_IDENTIFIERS} values`);
    const shopContent = createShopSiteContent(commerce);
    const pages = await Promise.all(identifiers.map((identifier) => shopContent.page(store.storeCode, identifier)));
    docs = pages.flatMap((page) => (page ? [cmsPageDocument(page)] : []));
  }
  const matching = docs.filter((doc) => matches(query.clause, doc, () => false)).map((doc) => ({ doc, score: 1 }));
  const sorted = sortDocuments(matching, sort);
  return {
    ok: true,
    total: matching.length,
    hits: sorted.slice(window.from, window.from + window.size),
    aggregations: aggregate(query.aggregations, matching.map((hit) => hit.doc)),
    scored: sort.length === 0 || sort[0]!.field === "_score",
  };
}
