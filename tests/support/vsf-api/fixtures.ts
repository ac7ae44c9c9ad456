/**
 * The recorded answers of tests/worker/upstream-fixtures/ (see its README for where each shape comes
 * from): the Swedish store's index documents, and the cases the stand-in's Magento starts from.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type Doc = Record<string, unknown>;

export const fixture = (name: string): any => JSON.parse(readFileSync(fileURLToPath(new URL(`../../worker/upstream-fixtures/${name}`, import.meta.url)), "utf8"));
const documentsOf = (name: string): Doc[] => (fixture(name).response ?? fixture(name).search.response).body.hits.hits.map((hit: { _source: Doc }) => hit._source);

/** The Swedish store's index by entity type: products (with their variants), categories (flattened from the tree), attributes, reviews. */
export const INDEX: Record<string, () => Doc[]> = {
  product: () => documentsOf("product-search.json"),
  category: () => {
    const flat: Doc[] = [];
    const walk = (doc: Doc) => {
      flat.push(doc);
      for (const child of (doc.children_data as Doc[] | undefined) ?? []) walk(child);
    };
    documentsOf("category-search.json").forEach(walk);
    return flat;
  },
  attribute: () => documentsOf("attribute-search.json"),
  review: () => [...documentsOf("review-search.json"), fixture("review-search.json").pending._source as Doc],
};

/** A product or variant of the index by sku, with its parent when it is a variant. */
export function productBySku(sku: string): { doc: Doc; parent: Doc | null } | null {
  for (const doc of INDEX.product!()) {
    if (doc.sku === sku) return { doc, parent: null };
    const child = ((doc.configurable_children as Doc[] | undefined) ?? []).find((candidate) => candidate.sku === sku);
    if (child) return { doc: child, parent: doc };
  }
  return null;
}
