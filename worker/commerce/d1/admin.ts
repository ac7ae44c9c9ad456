import { listingTablesStatements } from "./listing-tables.ts";
import { productReindexStatements } from "./search.ts";
import type { ChangeRefused, ChangeResult, ProductChange } from "#core/port/index.ts";

/**
 * Catalog writes. The result names every page that may show the change: the product and its
 * parent (pages listing either show it), the sets and bundles made of it when its stock changed, plus the categories it joined or left (their listings
 * do not show the product yet, or no longer should), and the sitemaps when its status changed.
 */
export async function updateProduct(db: D1Database, sku: string, change: ProductChange, today: string): Promise<({ ok: true } & ChangeResult) | ChangeRefused> {
  const product = await db.prepare(`SELECT id, parent_id FROM products WHERE sku = ?1`).bind(sku).first<{ id: number; parent_id: number | null }>();
  if (!product) return { ok: false, field: "sku", message: `no product ${JSON.stringify(sku)}`, notFound: true };
  // A configurable product shows its variants' prices and sells their stock.
  const { results: variants } = await db.prepare(`SELECT id, sku FROM products WHERE parent_id = ?1 ORDER BY id`).bind(product.id).all<{ id: number; sku: string }>();
  if (change.stock && variants.length > 0) {
    return { ok: false, field: "stock", message: `${sku} sells its variants' stock: change it on ${variants.map((v) => v.sku).join(", ")}` };
  }
  for (const field of ["addToCategories", "removeFromCategories"] as const) {
    const wanted = change[field] ?? [];
    if (wanted.length === 0) continue;
    const { results } = await db.prepare(`SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(wanted)).all<{ id: number }>();
    const known = new Set(results.map((r) => r.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) return { ok: false, field, message: `no category ${unknown.join(", ")}`, notFound: true };
  }
  const statements: D1PreparedStatement[] = [];
  // A set or bundle sells its parts' stock: their pages show a part's stock change too.
  const { results: sets } = change.stock
    ? await db.prepare(`SELECT DISTINCT product_id AS id FROM product_links WHERE linked_product_id = ?1 AND link_type IN ('associated', 'bundle')`).bind(product.id).all<{ id: number }>()
    : { results: [] };
  const productIds = [...(product.parent_id === null ? [product.id] : [product.id, product.parent_id]), ...variants.map((v) => v.id), ...sets.map((s) => s.id)];
  const changed = [sku];
  const categoryIds = new Set<number>();
  let sitemap = false;

  // A product without a price in the store is not listed there: a first price lists it.
  let listedAnew = false;
  if (change.price) {
    const { store, amount } = change.price;
    const current = await db.prepare(`SELECT price FROM product_prices WHERE product_id = ?1 AND store_code = ?2`).bind(product.id, store).first<{ price: number | null }>();
    listedAnew = !(current?.price && current.price > 0);
    // Today's entry of the 30-day history becomes the new price as well.
    // The price of a configurable product is its variants' price: they all take it.
    for (const id of [product.id, ...variants.map((v) => v.id)]) {
      statements.push(
        db
          .prepare(
            `UPDATE product_prices SET price = ?3,
               price_history = (SELECT json_group_array(json_object('date', json_extract(e.value, '$.date'),
                 'price', CASE WHEN json_extract(e.value, '$.date') = ?4 THEN ?3 ELSE json_extract(e.value, '$.price') END))
                 FROM json_each(product_prices.price_history) e)
             WHERE product_id = ?1 AND store_code = ?2`,
          )
          .bind(id, store, amount, today),
      );
    }
    changed.push(...variants.map((v) => v.sku));
  }
  if (change.stock) {
    statements.push(db.prepare(`UPDATE products SET qty = ?2, is_in_stock = ?3 WHERE id = ?1`).bind(product.id, change.stock.qty, change.stock.isInStock ? 1 : 0));
  }
  if (change.status !== undefined) {
    statements.push(db.prepare(`UPDATE products SET status = ?2 WHERE id = ?1`).bind(product.id, change.status));
    sitemap = true;
  }
  for (const categoryId of change.addToCategories ?? []) {
    statements.push(db.prepare(`INSERT OR IGNORE INTO product_categories (product_id, category_id, position) VALUES (?1, ?2, 0)`).bind(product.id, categoryId));
    categoryIds.add(categoryId);
  }
  for (const categoryId of change.removeFromCategories ?? []) {
    statements.push(db.prepare(`DELETE FROM product_categories WHERE product_id = ?1 AND category_id = ?2`).bind(product.id, categoryId));
    categoryIds.add(categoryId);
  }
  // A product found by its categories' names is found by the new ones from the same moment on.
  if (categoryIds.size > 0 && product.parent_id === null) {
    const { results } = await db.prepare(`SELECT category_id FROM product_categories WHERE product_id = ?1`).bind(product.id).all<{ category_id: number }>();
    const removed = new Set(change.removeFromCategories ?? []);
    const after = [...new Set([...results.map((r) => r.category_id), ...(change.addToCategories ?? [])])].filter((id) => !removed.has(id));
    statements.push(...(await productReindexStatements(db, product.id, after)));
  }
  // Listings read derived tables: the product's memberships, its variants' colours and the
  // categories' counts follow in the same batch.
  if (categoryIds.size > 0 || change.status !== undefined || listedAnew) {
    const parentId = product.parent_id ?? product.id;
    const { results: before } = await db.prepare(`SELECT category_id FROM category_products WHERE product_id = ?1`).bind(parentId).all<{ category_id: number }>();
    statements.push(...listingTablesStatements(db, [parentId], before.map((r) => r.category_id)));
  }
  if (statements.length > 0) await db.batch(statements);
  return { ok: true, sku, changed, productIds, categoryIds: [...categoryIds], sitemap };
}
