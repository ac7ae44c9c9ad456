/**
 * The SQL listing engine against its reference model: for every top-level category and a table
 * of queries, readListing (filters, facet counts, price buckets, sort, paging in D1) must give
 * exactly what app/domain/listing.ts applyListing gives over the same products held in memory.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ALWAYS_VALID, applyListing, type KnownValues, type ListedProduct } from "#core/domain/listing.ts";
import { parseListingQuery, type FilterCode } from "#core/domain/listing-query.ts";
import { finalPrice } from "#core/domain/price.ts";
import { readListing } from "#worker/commerce/d1/listing.ts";
import { SEED_TODAY } from "./setup.ts";

interface Row {
  id: number;
  brand: string;
  collection: string | null;
  material: string | null;
  tabletop_material: string | null;
  form: string | null;
  function: string | null;
  campaign: string | null;
  free_shipping: number;
  product_sale_status: string;
  colors: string | null;
  sizes: string | null;
  showrooms: string;
  in_stock: number;
  created_at: string;
  position: number;
  sales_count: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

/** The category's products read the plain way, one object each: what the engine must never need. */
async function productsInMemory(store: string, categoryId: number): Promise<ListedProduct[]> {
  const { results } = await env.DB.prepare(
    `WITH tree AS (SELECT c.id FROM categories c, categories root WHERE root.id = ?2 AND c.is_active = 1 AND (c.id = root.id OR c.path LIKE root.path || '/%')),
     members AS (SELECT pc.product_id, MIN(pc.position) AS position FROM product_categories pc JOIN tree ON tree.id = pc.category_id GROUP BY pc.product_id)
     SELECT p.id, b.slug AS brand, col.slug AS collection, p.material, p.tabletop_material, p.form, p.function, p.campaign, p.free_shipping, p.product_sale_status,
       CASE WHEN p.type_id = 'configurable' THEN (SELECT GROUP_CONCAT(DISTINCT ch.color) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2) ELSE p.color END AS colors,
       CASE WHEN p.type_id = 'configurable' THEN (SELECT GROUP_CONCAT(DISTINCT ch.size) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2) ELSE p.size END AS sizes,
       (p.product_showroom_stock_1 > 0) || ',' || (p.product_showroom_stock_2 > 0) || ',' || (p.product_showroom_stock_3 > 0) || ',' || (p.product_showroom_stock_4 > 0) AS showrooms,
       CASE WHEN p.type_id = 'configurable' THEN (SELECT COALESCE(MAX(ch.is_in_stock AND ch.qty > 0), 0) FROM products ch WHERE ch.parent_id = p.id AND ch.status < 2) ELSE p.is_in_stock END AS in_stock,
       p.created_at, m.position, p.sales_count, pr.price, pr.special_price, pr.special_from_date, pr.special_to_date
     FROM members m JOIN products p ON p.id = m.product_id JOIN brands b ON b.id = p.brand_id
     LEFT JOIN collections col ON col.id = p.collection_id
     JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1
     WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (2, 3, 4) AND pr.price > 0`,
  )
    .bind(store, categoryId)
    .all<Row>();
  const list = (v: string | null) => (v ? v.split(",").filter(Boolean) : []);
  return results.map((r) => ({
    id: r.id,
    values: {
      brand: [r.brand],
      collection: list(r.collection),
      material: list(r.material),
      tabletop_material: list(r.tabletop_material),
      form: list(r.form),
      function: list(r.function),
      campaign: list(r.campaign),
      color: list(r.colors),
      size: list(r.sizes),
      free_shipping: r.free_shipping === 1 ? ["1"] : [],
      assortment_type: [r.product_sale_status],
      showroom: r.showrooms.split(",").flatMap((has, i) => (has === "1" ? [String(i + 1)] : [])),
    },
    finalPrice: finalPrice({ price: r.price, specialPrice: r.special_price, specialFromDate: r.special_from_date, specialToDate: r.special_to_date }, SEED_TODAY),
    inStock: r.in_stock === 1,
    createdAt: r.created_at,
    position: r.position,
    salesCount: r.sales_count,
  }));
}

/** One row per rule of the listing: filters of every kind, unknown values, sorts, pages, load more. */
const QUERIES = [
  "",
  "sort=latest",
  "sort=price_asc",
  "sort=price_desc&page=2&pageSize=7",
  "page=2&more=1&pageSize=10",
  "page=999",
  "stock=1",
  "price=800-2400",
  "price=100-300",
  "price=2400-5600&sort=price_desc",
  "showroom=1&showroom=3",
  "free_shipping=1",
  "free_shipping=1&assortment_type=order_only&assortment_type=active",
  "{brand}",
  "{brand}&{color}",
  "{color}&{color2}&stock=1",
  "{material}&sort=latest",
  "brand=no-such-brand",
  "brand=no-such-brand&{color}",
  "{collection}&price=*-400",
  // Valid values this listing lacks: kept, matching nothing (the empty state, not everything).
  "price=*-400",
  "price=20000-*&stock=1",
  "{absentColor}",
  "{absentColor}&{brand}",
];

/** The catalog's filter values beyond any one listing, as the engine reads them from facet_values. */
async function catalogValid(): Promise<KnownValues> {
  const { results } = await env.DB.prepare("SELECT code, value FROM facet_values").all<{ code: FilterCode; value: string }>();
  const valid: KnownValues = { ...ALWAYS_VALID };
  for (const row of results) valid[row.code] = new Set([...(valid[row.code] ?? []), row.value]);
  return valid;
}

describe("the SQL listing engine gives exactly what the listing rules give", () => {
  it.each([
    ["se", 1],
    ["dk", 4],
    ["no", 5],
    ["fi", 3],
    ["se", 8],
  ])("store %s, category %i", async (store, categoryId) => {
    const products = await productsInMemory(store, categoryId);
    expect(products.length).toBeGreaterThan(5);
    const valid = await catalogValid();
    const inListing = new Set(products.flatMap((p) => p.values.color ?? []));
    const absentColor = [...(valid.color ?? [])].sort().find((c) => !inListing.has(c)) ?? "none";
    const sample = (code: "brand" | "color" | "material" | "collection", nth = 0) =>
      [...new Set(products.flatMap((p) => p.values[code] ?? []))].sort()[nth] ?? "none";
    const fill = (q: string) =>
      q
        .replace("{brand}", `brand=${sample("brand")}`)
        .replace("{color2}", `color=${sample("color", 1)}`)
        .replace("{color}", `color=${sample("color")}`)
        .replace("{material}", `material=${sample("material")}`)
        .replace("{collection}", `collection=${sample("collection")}`)
        .replace("{absentColor}", `color=${absentColor}`);
    for (const template of QUERIES) {
      const query = parseListingQuery(new URLSearchParams(fill(template)));
      const expected = applyListing(products, query, valid);
      const actual = await readListing(env.DB, store as "se", SEED_TODAY, { kind: "category", categoryId }, query);
      expect(actual, `${store} ${categoryId} ?${fill(template)}`).toEqual(expected);
    }
  });
});

describe("the engine's derived tables follow catalog changes", () => {
  it("lists what the rules give after a variant is disabled and a product joins a category", async () => {
    const TOKEN = "test-purge-token";
    const change = (sku: string, body: unknown) =>
      SELF.fetch(`http://shop.test/ops/catalog/products/${sku}`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    // A configurable product in category 1 with a colour only one enabled variant has.
    const variant = (await env.DB.prepare(
      `SELECT ch.sku, ch.color FROM products ch JOIN category_products m ON m.product_id = ch.parent_id AND m.category_id = 1
       WHERE ch.status < 2 AND ch.color IS NOT NULL
       AND (SELECT COUNT(*) FROM products o WHERE o.parent_id = ch.parent_id AND o.status < 2 AND o.color = ch.color) = 1 LIMIT 1`,
    ).first<{ sku: string; color: string }>())!;
    const outsider = (await env.DB.prepare(
      `SELECT p.sku FROM products p WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility = 4 AND p.id NOT IN (SELECT product_id FROM category_products WHERE category_id = 1) LIMIT 1`,
    ).first<{ sku: string }>())!;
    expect((await change(variant.sku, { status: 2 })).status).toBe(200);
    expect((await change(outsider.sku, { addToCategories: [12] })).status).toBe(200);
    const products = await productsInMemory("se", 1);
    for (const q of ["", `color=${variant.color}`, "sort=latest&pageSize=500"]) {
      const query = parseListingQuery(new URLSearchParams(q));
      expect(await readListing(env.DB, "se", SEED_TODAY, { kind: "category", categoryId: 1 }, query), q).toEqual(applyListing(products, query, await catalogValid()));
    }
  });
});
