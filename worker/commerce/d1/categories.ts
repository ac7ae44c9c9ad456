import type { StoreCode } from "#core/stores.ts";
import type { Category, FilterLabels, StoreSlugs } from "#core/port/index.ts";

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

export async function readFilterLabels(db: D1Database, store: StoreCode): Promise<FilterLabels> {
  const [options, brands, collections] = await db.batch<{ code: string; value: string; label: string }>([
    db.prepare(`SELECT attribute_code AS code, value, label FROM attribute_options WHERE store_code = ?1 ORDER BY attribute_code, position, label`).bind(store),
    db.prepare(`SELECT 'brand' AS code, slug AS value, name AS label FROM brands ORDER BY name`),
    db.prepare(`SELECT 'collection' AS code, slug AS value, name AS label FROM collections ORDER BY name`),
  ]);
  const labels: FilterLabels = {};
  for (const row of options?.results ?? []) (labels[row.code] ??= {})[row.value] = row.label;
  for (const row of [...(brands?.results ?? []), ...(collections?.results ?? [])]) (labels[row.code] ??= {})[row.value] = row.label;
  return labels;
}
