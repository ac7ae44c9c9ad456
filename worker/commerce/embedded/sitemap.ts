import { STORE_VIEWS, type StoreCode } from "../../../app/stores.ts";
import type { SitemapEntry, StoreAlternates } from "../port.ts";
import { LISTABLE } from "./rows.ts";

interface AlternateRow {
  key: string;
  store_code: StoreCode;
  path: string;
}

/** Groups per-store paths of the same entity (rows ordered by key) into sitemap entries of one store. */
function entriesFor(store: StoreCode, rows: AlternateRow[]): SitemapEntry[] {
  const byKey = new Map<string, StoreAlternates>();
  for (const row of rows) {
    const alternates = byKey.get(row.key) ?? {};
    alternates[row.store_code] = `${STORE_VIEWS[row.store_code].urlPrefix}${row.path}`;
    byKey.set(row.key, alternates);
  }
  return [...byKey.values()].flatMap((alternates) => {
    const path = alternates[store];
    return path ? [{ path, alternates }] : [];
  });
}

/** Every active product, category and CMS page of a store, each with its twins in the other stores. */
export async function readSitemap(db: D1Database, store: StoreCode): Promise<SitemapEntry[]> {
  const [products, categories, pages] = await db.batch<AlternateRow>([
    db.prepare(
      `SELECT 'p' || p.id AS key, t.store_code, '/p/' || p.sku || '/' || t.url_path AS path
       FROM products p JOIN product_texts t ON t.product_id = p.id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = t.store_code AND pr.price > 0
       WHERE ${LISTABLE} ORDER BY p.id`,
    ),
    db.prepare(
      `SELECT 'c' || c.id AS key, t.store_code, '/' || t.url_path AS path
       FROM categories c JOIN category_texts t ON t.category_id = c.id WHERE c.is_active = 1 ORDER BY c.path`,
    ),
    // A content page (identifier = page_key) and a store's localized page may share a page_key.
    db.prepare(
      `SELECT CASE WHEN identifier = page_key THEN 'i' ELSE 'l' END || page_key AS key, store_code, '/' || identifier AS path
       FROM cms_pages WHERE active = 1 ORDER BY page_key, id`,
    ),
  ]);
  return [products, categories, pages].flatMap((result) => entriesFor(store, result?.results ?? []));
}
