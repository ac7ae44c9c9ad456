import type { ImageKind, ImageSubject } from "../port/index.ts";

/** Images are store-neutral, so they are captioned in the default store's language. */
const QUERIES: Record<ImageKind, string> = {
  product: `SELECT t.name AS title, COALESCE(o.label, b.name) AS caption, p.image_color AS colour, p.gallery_size AS count
    FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
    JOIN brands b ON b.id = p.brand_id
    LEFT JOIN attribute_options o ON o.attribute_code = 'color' AND o.value = p.color AND o.store_code = 'se'
    WHERE p.sku = ?1`,
  banner: `SELECT title, subtitle AS caption, image_color AS colour, 1 AS count FROM banners WHERE id = ?1`,
  category: `SELECT t.name AS title, '' AS caption, c.image_color AS colour, 1 AS count
    FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = 'se' WHERE c.id = ?1`,
};

export async function readImageSubject(db: D1Database, kind: ImageKind, key: string): Promise<ImageSubject | null> {
  return db.prepare(QUERIES[kind]).bind(key).first<ImageSubject>();
}
