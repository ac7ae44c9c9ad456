import type { StoreCode } from "../../../app/stores.ts";
import type { Category, CategoryNode, ProductList, ProductPage, ProductSummary } from "../port.ts";
import { PRODUCT_SUMMARY_COLUMNS, PRODUCT_SUMMARY_JOINS, toProductSummary, type ProductSummaryRow } from "./rows.ts";

/** Products a shopper may see in lists: enabled parents visible in the catalog (SPEC §5). */
const LISTABLE = "p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (2, 3, 4)";

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

export async function readProductList(db: D1Database, store: StoreCode, list: ProductList, limit: number): Promise<ProductSummary[]> {
  // Fetch a few extra so rows skipped for broken data do not shorten the list.
  const { results } = await db
    .prepare(`SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p ${PRODUCT_SUMMARY_JOINS} WHERE ${LISTABLE} ORDER BY ${LIST_ORDER[list]} LIMIT ?2`)
    .bind(store, limit + 8)
    .all<ProductSummaryRow>();
  return results
    .map((row) => toProductSummary(row, store))
    .filter((p): p is ProductSummary => p !== null)
    .slice(0, limit);
}

interface CategoryTextRow {
  id: number;
  path: string;
  name: string;
  url_path: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

export async function readCategoryByUrlPath(db: D1Database, store: StoreCode, urlPath: string): Promise<Category | null> {
  const row = await db
    .prepare(
      `SELECT c.id, c.path, t.name, t.url_path, t.description, t.meta_title, t.meta_description
       FROM category_texts t JOIN categories c ON c.id = t.category_id
       WHERE t.store_code = ?1 AND t.url_path = ?2 AND c.is_active = 1`,
    )
    .bind(store, urlPath)
    .first<CategoryTextRow>();
  if (!row) return null;
  const ancestorIds = row.path.split("/").map(Number).filter((id) => id !== row.id);
  const { results: ancestors } = ancestorIds.length
    ? await db
        .prepare(
          `SELECT c.id, t.name, t.url_path FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1
           WHERE c.id IN (SELECT value FROM json_each(?2)) ORDER BY c.level`,
        )
        .bind(store, JSON.stringify(ancestorIds))
        .all<{ id: number; name: string; url_path: string }>()
    : { results: [] };
  return {
    id: row.id,
    name: row.name,
    urlPath: row.url_path,
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    ancestors: ancestors.map((a) => ({ id: a.id, name: a.name, urlPath: a.url_path })),
  };
}

export async function readCategoryProducts(
  db: D1Database,
  store: StoreCode,
  categoryId: number,
  page: { offset: number; limit: number },
): Promise<ProductPage> {
  const inCategory = `p.id IN (SELECT product_id FROM product_categories WHERE category_id = ?2)`;
  const [rows, count] = await db.batch<ProductSummaryRow | { total: number }>([
    db
      .prepare(
        `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p ${PRODUCT_SUMMARY_JOINS}
         WHERE ${LISTABLE} AND ${inCategory} ORDER BY p.sales_count DESC, p.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(store, categoryId, page.limit, page.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM products p WHERE ${LISTABLE} AND ${inCategory}`).bind(store, categoryId),
  ]);
  const items = ((rows?.results ?? []) as ProductSummaryRow[])
    .map((row) => toProductSummary(row, store))
    .filter((p): p is ProductSummary => p !== null);
  return { items, total: (count?.results[0] as { total: number } | undefined)?.total ?? 0 };
}
