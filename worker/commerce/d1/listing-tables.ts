/**
 * The listing engine's derived tables (worker/db/migrations/0008_listing_tables.sql) as SQL
 * that rebuilds them for some products (?1: a JSON array of parent product ids) or, with ?1
 * NULL, for the whole catalog. Plain SQL, so the seed and the catalog's writes run the same.
 */

const FOR_PRODUCTS = (column: string) => `(?1 IS NULL OR ${column} IN (SELECT value FROM json_each(?1)))`;

/** SPEC §5: a category lists enabled parents of visibility 2, 3 or 4 (search: 3 or 4) with a price in the store. */
export const listed = (visibilities: string) => `p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (${visibilities}) AND pr.product_id = p.id AND pr.price > 0`;

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
         WHEN 'free_shipping' THEN CASE WHEN p.free_shipping = 1 THEN '1' END
         WHEN 'assortment_type' THEN p.product_sale_status
         ${[1, 2, 3, 4].map((i) => `WHEN 'showroom_${i}' THEN CASE WHEN p.product_showroom_stock_${i} > 0 THEN '${i}' END`).join(" ")}
       END AS value
     FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN collections col ON col.id = p.collection_id,
       json_each('${JSON.stringify(["brand", "collection", ...OWN, "color", "size", "free_shipping", "assortment_type", "showroom_1", "showroom_2", "showroom_3", "showroom_4"])}') k
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

/**
 * The unfiltered counts of categories (?1: a JSON array of category ids, NULL for all) and of
 * the categories the products ?2 are in now. Runs after REBUILD_LISTING_TABLES.
 */
export const REBUILD_CATEGORY_COUNTS: readonly string[] = [
  `DELETE FROM category_facet_counts WHERE ?1 IS NULL OR category_id IN (SELECT value FROM json_each(?1))
     OR category_id IN (SELECT category_id FROM category_products WHERE product_id IN (SELECT value FROM json_each(?2)))`,
  `INSERT INTO category_facet_counts (category_id, store_code, facet_id, products)
   SELECT m.category_id, pr.store_code, f.facet_id, COUNT(*)
   FROM category_products m CROSS JOIN products p INDEXED BY products_listing CROSS JOIN product_prices pr CROSS JOIN product_facets f
   WHERE (?1 IS NULL OR m.category_id IN (SELECT value FROM json_each(?1))
       OR m.category_id IN (SELECT category_id FROM category_products WHERE product_id IN (SELECT value FROM json_each(?2))))
     AND p.id = m.product_id AND ${listed("2, 3, 4")} AND f.product_id = p.id
   GROUP BY m.category_id, pr.store_code, f.facet_id`,
];

/** Everything derived, for the whole catalog: what the seed runs after its inserts. */
export const REBUILD_ALL_LISTING_TABLES: readonly string[] = [...REBUILD_LISTING_TABLES, ...REBUILD_CATEGORY_COUNTS].map((sql) =>
  sql.replaceAll("?1", "NULL").replaceAll("?2", "'[]'"),
);

/**
 * The statements for a change to these parent products, bound for a D1 batch; `leftCategories`
 * are the categories they were in before it (their counts lose them).
 */
export function listingTablesStatements(db: D1Database, parentIds: number[], leftCategories: number[]): D1PreparedStatement[] {
  const products = JSON.stringify(parentIds);
  return [
    ...REBUILD_LISTING_TABLES.map((sql) => db.prepare(sql).bind(products)),
    ...REBUILD_CATEGORY_COUNTS.map((sql) => db.prepare(sql).bind(JSON.stringify(leftCategories), products)),
  ];
}
