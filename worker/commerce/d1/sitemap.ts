import type { StoreCode } from "#core/stores.ts";
import type { SitemapEntry, StoreSlugs } from "#core/port/index.ts";
import { LISTABLE } from "./rows.ts";

interface SlugRow {
  key: string;
  sku: string | null;
  store_code: StoreCode;
  slug: string;
}

/** Groups per-store slugs of the same entity (rows ordered by key) into the entries the store has. */
function entriesFor(store: StoreCode, type: SitemapEntry["type"], rows: SlugRow[]): SitemapEntry[] {
  const byKey = new Map<string, { sku: string | null; slugs: StoreSlugs }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { sku: row.sku, slugs: {} };
    entry.slugs[row.store_code] = row.slug;
    byKey.set(row.key, entry);
  }
  return [...byKey.values()].flatMap(({ sku, slugs }): SitemapEntry[] => {
    if (!slugs[store]) return [];
    return type === "product" || type === "product-reviews" ? [{ type, sku: sku!, slugs }] : [{ type, slugs }];
  });
}

/** Every active product, category, CMS page and reviewed product's reviews page of a store, each with its keys in the other stores. */
export async function readSitemap(db: D1Database, store: StoreCode): Promise<SitemapEntry[]> {
  const [products, categories, pages, reviewed] = await db.batch<SlugRow>([
    db.prepare(
      `SELECT 'p' || p.id AS key, p.sku, t.store_code, t.url_path AS slug
       FROM products p JOIN product_texts t ON t.product_id = p.id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = t.store_code AND pr.price > 0
       WHERE ${LISTABLE} ORDER BY p.id`,
    ),
    db.prepare(
      `SELECT 'c' || c.id AS key, NULL AS sku, t.store_code, t.url_path AS slug
       FROM categories c JOIN category_texts t ON t.category_id = c.id WHERE c.is_active = 1 ORDER BY c.path`,
    ),
    // One URL per page and store: the localized identifier where the store has one (readCmsSlugs).
    db.prepare(
      `SELECT 'k' || page_key AS key, NULL AS sku, store_code, identifier AS slug
       FROM cms_pages WHERE active = 1 ORDER BY page_key, (identifier = page_key) DESC, id`,
    ),
    // Reviews are per store: a product's reviews page is listed, with its twins, where it has some.
    db.prepare(
      `SELECT 'r' || p.id AS key, p.sku, t.store_code, t.url_path AS slug
       FROM products p JOIN product_texts t ON t.product_id = p.id
       WHERE ${LISTABLE} AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.store_code = t.store_code AND r.status = 'approved')
       ORDER BY p.id`,
    ),
  ]);
  return [
    ...entriesFor(store, "product", products?.results ?? []),
    ...entriesFor(store, "category", categories?.results ?? []),
    ...entriesFor(store, "cms", pages?.results ?? []),
    ...entriesFor(store, "product-reviews", reviewed?.results ?? []),
  ];
}
