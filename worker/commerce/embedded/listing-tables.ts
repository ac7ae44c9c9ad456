/**
 * The listing engine's derived tables (worker/db/migrations/0008_listing_tables.sql) as SQL
 * that rebuilds them for some products (?1: a JSON array of parent product ids) or, with ?1
 * NULL, for the whole catalog. Plain SQL, so the seed and the catalog's writes run the same.
 */

const FOR_PRODUCTS = (column: string) => `(?1 IS NULL OR ${column} IN (SELECT value FROM json_each(?1)))`;

/** Attribute columns of a parent whose value is a filter value as it is. */
const OWN = ["material", "tabletop_material", "form", "function", "campaign"];

/** The stored facet values (id, code, value) of the parents ?1 names. */
const FACETS = `SELECT id, code, value FROM (
     SELECT p.id, CASE WHEN substr(k.value, 1, 9) = 'showroom_' THEN 'showroom' ELSE k.value END AS code,
       CASE k.value
         WHEN 'brand' THEN b.slug WHEN 'collection' THEN col.slug
         ${OWN.map((c) => `WHEN '${c}' THEN p.${c}`).join(" ")}
         WHEN 'color' THEN CASE WHEN p.type_id <> 'configurable' THEN p.color END
         WHEN 'size' THEN CASE WHEN p.type_id <> 'configurable' THEN p.size END
         ${[1, 2, 3, 4].map((i) => `WHEN 'showroom_${i}' THEN CASE WHEN p.product_showroom_stock_${i} > 0 THEN '${i}' END`).join(" ")}
       END AS value
     FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN collections col ON col.id = p.collection_id,
       json_each('${JSON.stringify(["brand", "collection", ...OWN, "color", "size", "showroom_1", "showroom_2", "showroom_3", "showroom_4"])}') k
     WHERE p.parent_id IS NULL AND ${FOR_PRODUCTS("p.id")}
     UNION ALL
     SELECT ch.parent_id, k.value, CASE k.value WHEN 'color' THEN ch.color ELSE ch.size END
     FROM products ch, json_each('["color","size"]') k
     WHERE ch.parent_id IS NOT NULL AND ch.status < 2 AND ${FOR_PRODUCTS("ch.parent_id")}
   ) WHERE value IS NOT NULL AND value <> ''`;

export const REBUILD_LISTING_TABLES: readonly string[] = [
  `DELETE FROM category_products WHERE ${FOR_PRODUCTS("product_id")}`,
  // A membership counts for the category and every ancestor (its path), through an active category.
  `INSERT INTO category_products (category_id, product_id, position)
   SELECT CAST(a.value AS INTEGER), pc.product_id, MIN(pc.position)
   FROM product_categories pc JOIN categories c ON c.id = pc.category_id AND c.is_active = 1, json_each('[' || replace(c.path, '/', ',') || ']') a
   WHERE ${FOR_PRODUCTS("pc.product_id")}
   GROUP BY a.value, pc.product_id`,
  `DELETE FROM product_facets WHERE ${FOR_PRODUCTS("product_id")}`,
  // Numbers are never reused: a value once numbered keeps its number.
  `INSERT OR IGNORE INTO facet_values (code, value) SELECT DISTINCT code, value FROM (${FACETS})`,
  `INSERT OR IGNORE INTO product_facets (product_id, facet_id)
   SELECT f.id, v.id FROM (${FACETS}) f JOIN facet_values v ON v.code = f.code AND v.value = f.value`,
];

/** The statements for these parent products, bound for a D1 batch. */
export function listingTablesStatements(db: D1Database, parentIds: number[]): D1PreparedStatement[] {
  return REBUILD_LISTING_TABLES.map((sql) => db.prepare(sql).bind(JSON.stringify(parentIds)));
}
