import type { StoreCode } from "#core/stores.ts";
import type { CategoryNode, ProductList, ProductSummary } from "#core/port/index.ts";
import { FEATURED_IN_CATEGORY, LISTABLE, TOP_IN_CATEGORY, PRODUCT_SUMMARY_COLUMNS, PRODUCT_SUMMARY_JOINS, toProductSummary, type ProductSummaryRow } from "./rows.ts";

const LIST_ORDER: Record<ProductList, string> = {
  new: "p.created_at DESC, p.id DESC",
  bestsellers: "p.sales_count DESC, p.id ASC",
};

interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  url_path: string;
}

export async function readCategoryTree(db: D1Database, store: StoreCode): Promise<CategoryNode[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.parent_id, c.level, t.name, t.url_path
       FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1
       WHERE c.is_active = 1 AND c.include_in_menu = 1
       ORDER BY c.level, c.position, c.id`,
    )
    .bind(store)
    .all<CategoryRow>();
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of results) {
    const node: CategoryNode = { id: row.id, parentId: row.parent_id, name: row.name, urlPath: row.url_path, level: row.level, children: [] };
    nodes.set(row.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else if (row.level <= 1) roots.push(node);
  }
  return roots;
}

export async function readCategoryChildren(db: D1Database, store: StoreCode, categoryId: number): Promise<{ id: number; name: string; urlPath: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, t.name, t.url_path AS urlPath FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1
       WHERE c.parent_id = ?2 AND c.is_active = 1 ORDER BY c.position, c.id`,
    )
    .bind(store, categoryId)
    .all<{ id: number; name: string; urlPath: string }>();
  return results;
}

function summaries(rows: ProductSummaryRow[], store: StoreCode): ProductSummary[] {
  return rows.map((row) => toProductSummary(row, store)).filter((p): p is ProductSummary => p !== null);
}

export async function readProductList(db: D1Database, store: StoreCode, list: ProductList, limit: number): Promise<ProductSummary[]> {
  // Fetch a few extra so rows skipped for broken data do not shorten the list.
  const { results } = await db
    .prepare(`SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p ${PRODUCT_SUMMARY_JOINS} WHERE ${LISTABLE} ORDER BY ${LIST_ORDER[list]} LIMIT ?2`)
    .bind(store, limit + 8)
    .all<ProductSummaryRow>();
  return summaries(results, store).slice(0, limit);
}

/** Summaries in the order of `keys` (product ids or skus); unknown keys are left out. */
export async function readProductSummaries<K extends number | string>(db: D1Database, store: StoreCode, by: K extends number ? "id" : "sku", keys: K[]): Promise<ProductSummary[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p ${PRODUCT_SUMMARY_JOINS} WHERE p.${by} IN (SELECT value FROM json_each(?2)) AND p.status < 2`)
    .bind(store, JSON.stringify(keys))
    .all<ProductSummaryRow>();
  const byKey = new Map(summaries(results, store).map((p) => [by === "id" ? p.id : p.sku, p] as const));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

export async function readRelatedProducts(db: D1Database, store: StoreCode, productId: number, limit: number): Promise<ProductSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM product_links l JOIN products p ON p.id = l.linked_product_id ${PRODUCT_SUMMARY_JOINS}
       WHERE l.product_id = ?2 AND l.link_type = 'related' AND ${LISTABLE} ORDER BY l.position LIMIT ?3`,
    )
    .bind(store, productId, limit)
    .all<ProductSummaryRow>();
  return summaries(results, store);
}

/**
 * The pieces a category's picture shows (media.ts draws the same ones), best-selling first; a category
 * of sets only (dining groups) shows its best-selling set.
 */
export async function readFeaturedProducts(db: D1Database, store: StoreCode, categoryId: number, limit: number): Promise<ProductSummary[]> {
  // The fallback is asked along with the featured ones, in one round trip, rather than after finding none.
  const [featured, top] = await db.batch<{ id: number }>([
    db.prepare(`SELECT p.id FROM products p ${FEATURED_IN_CATEGORY}`).bind(categoryId, limit),
    db.prepare(`SELECT p.id FROM products p ${TOP_IN_CATEGORY}`).bind(categoryId),
  ]);
  const ids = (featured?.results.length ? featured.results : (top?.results ?? [])).map((row) => row.id);
  return readProductSummaries(db, store, "id", ids);
}
