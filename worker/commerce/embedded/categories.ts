import type { StoreCode } from "../../../app/stores.ts";
import type { Category, FilterLabels, ListingEntry, StoreSlugs } from "../port/index.ts";
import { slugify } from "../../../app/domain/slug.ts";
import { LISTABLE, toPriceData } from "./rows.ts";

interface CategoryTextRow {
  id: number;
  path: string;
  name: string;
  url_path: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

const CATEGORY_SELECT = `SELECT c.id, c.path, t.name, t.url_path, t.description, t.meta_title, t.meta_description
  FROM category_texts t JOIN categories c ON c.id = t.category_id`;

async function withAncestors(db: D1Database, store: StoreCode, row: CategoryTextRow | null): Promise<Category | null> {
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

export async function readCategoryByUrlPath(db: D1Database, store: StoreCode, urlPath: string): Promise<Category | null> {
  const row = await db
    .prepare(`${CATEGORY_SELECT} WHERE t.store_code = ?1 AND t.url_path = ?2 AND c.is_active = 1`)
    .bind(store, urlPath)
    .first<CategoryTextRow>();
  return withAncestors(db, store, row);
}

/** SPEC §2: category routes resolve by url-key, slug or id; the shallowest match wins. */
export async function readCategoryBySlug(db: D1Database, store: StoreCode, slug: string): Promise<Category | null> {
  const id = /^\d+$/.test(slug) ? Number(slug) : -1;
  const row = await db
    .prepare(`${CATEGORY_SELECT} WHERE t.store_code = ?1 AND c.is_active = 1 AND (t.url_key = ?2 OR t.url_path = ?2 OR c.id = ?3) ORDER BY c.level, c.position LIMIT 1`)
    .bind(store, slug, id)
    .first<CategoryTextRow>();
  return withAncestors(db, store, row);
}

export async function readCategorySlugs(db: D1Database, categoryId: number): Promise<StoreSlugs> {
  const { results } = await db
    .prepare(`SELECT t.store_code, t.url_path FROM category_texts t JOIN categories c ON c.id = t.category_id WHERE c.id = ?1 AND c.is_active = 1`)
    .bind(categoryId)
    .all<{ store_code: StoreCode; url_path: string }>();
  return Object.fromEntries(results.map((r) => [r.store_code, r.url_path]));
}

interface ListingRow {
  id: number;
  brand: string;
  collection: string | null;
  material: string | null;
  tabletop_material: string | null;
  form: string | null;
  function: string | null;
  campaign: string | null;
  colors: string | null;
  sizes: string | null;
  showrooms: string;
  in_stock: number;
  created_at: string;
  position: number;
  sales_count: number;
  price: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

/** Brands and collections filter by the slug of their name, like every other filter value. */
const list = (value: string | null) => (value ? value.split(",").filter(Boolean) : []);

export async function readCategoryListing(db: D1Database, store: StoreCode, categoryId: number): Promise<ListingEntry[]> {
  const { results } = await db
    .prepare(
      `WITH tree AS (
         SELECT c.id FROM categories c, categories root
         WHERE root.id = ?2 AND c.is_active = 1 AND (c.id = root.id OR c.path LIKE root.path || '/%')
       ), members AS (
         SELECT pc.product_id, MIN(pc.position) AS position FROM product_categories pc JOIN tree ON tree.id = pc.category_id GROUP BY pc.product_id
       )
       SELECT p.id, b.name AS brand, col.name AS collection, p.material, p.tabletop_material, p.form, p.function, p.campaign,
         CASE WHEN p.type_id = 'configurable'
           THEN (SELECT GROUP_CONCAT(DISTINCT ch.color) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2) ELSE p.color END AS colors,
         CASE WHEN p.type_id = 'configurable'
           THEN (SELECT GROUP_CONCAT(DISTINCT ch.size) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2) ELSE p.size END AS sizes,
         (p.product_showroom_stock_1 > 0) || ',' || (p.product_showroom_stock_2 > 0) || ',' || (p.product_showroom_stock_3 > 0) || ',' || (p.product_showroom_stock_4 > 0) AS showrooms,
         CASE WHEN p.type_id = 'configurable'
           THEN (SELECT COALESCE(MAX(ch.is_in_stock AND ch.qty > 0), 0) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2)
           ELSE p.is_in_stock END AS in_stock,
         p.created_at, m.position, p.sales_count,
         pr.price, pr.special_price, pr.special_from_date, pr.special_to_date
       FROM members m JOIN products p ON p.id = m.product_id
       JOIN brands b ON b.id = p.brand_id
       LEFT JOIN collections col ON col.id = p.collection_id
       LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1
       WHERE ${LISTABLE}`,
    )
    .bind(store, categoryId)
    .all<ListingRow>();
  const entries: ListingEntry[] = [];
  for (const row of results) {
    const price = toPriceData(row);
    if (!price) {
      console.warn(`catalog: skipping product ${row.id} in store ${store}: missing price`);
      continue;
    }
    const optional = (value: string | null) => (value ? [value] : []);
    entries.push({
      id: row.id,
      values: {
        brand: [slugify(row.brand)],
        collection: row.collection ? [slugify(row.collection)] : [],
        material: optional(row.material),
        tabletop_material: optional(row.tabletop_material),
        form: optional(row.form),
        function: optional(row.function),
        campaign: optional(row.campaign),
        color: list(row.colors),
        size: list(row.sizes),
        showroom: row.showrooms.split(",").flatMap((has, i) => (has === "1" ? [String(i + 1)] : [])),
      },
      price,
      inStock: row.in_stock === 1,
      createdAt: row.created_at,
      position: row.position,
      salesCount: row.sales_count,
    });
  }
  return entries;
}

export async function readFilterLabels(db: D1Database, store: StoreCode): Promise<FilterLabels> {
  const [options, brands, collections] = await db.batch<{ code: string; value: string; label: string }>([
    db.prepare(`SELECT attribute_code AS code, value, label FROM attribute_options WHERE store_code = ?1 ORDER BY attribute_code, position, label`).bind(store),
    db.prepare(`SELECT 'brand' AS code, name AS value, name AS label FROM brands ORDER BY name`),
    db.prepare(`SELECT 'collection' AS code, name AS value, name AS label FROM collections ORDER BY name`),
  ]);
  const labels: FilterLabels = {};
  for (const row of options?.results ?? []) (labels[row.code] ??= {})[row.value] = row.label;
  for (const row of [...(brands?.results ?? []), ...(collections?.results ?? [])]) (labels[row.code] ??= {})[slugify(row.value)] = row.label;
  return labels;
}
