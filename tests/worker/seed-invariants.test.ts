import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pagePaths } from "#core/pages.ts";
import { STORE_CODES, STORE_VIEWS } from "#core/stores.ts";
import { SEED_VERSION, generateSeed, seedStatements } from "#scripts/seed/index.ts";
import { SEED_TODAY, TEST_PRODUCT_COUNT } from "./setup.ts";

const all = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results;
const one = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;

describe("seeded demo catalog", () => {
  it("has at least 400 sellable parents, as many as asked for", async () => {
    const { n } = await one<{ n: number }>("SELECT COUNT(*) AS n FROM products WHERE parent_id IS NULL");
    expect(n).toBe(TEST_PRODUCT_COUNT);
    expect(n).toBeGreaterThanOrEqual(400);
  });

  it.each(["simple", "configurable", "grouped", "bundle"])("has %s products", async (type) => {
    const { n } = await one<{ n: number }>("SELECT COUNT(*) AS n FROM products WHERE type_id = ?1 AND parent_id IS NULL", type);
    expect(n).toBeGreaterThan(0);
  });

  it.each(["sofa", "armchair", "dining_chair", "dining_table", "coffee_table", "garden_table", "sun_lounger", "parasol", "storage"])(
    "sells %s",
    async (set) => {
      const { n } = await one<{ n: number }>("SELECT COUNT(*) AS n FROM products WHERE attribute_set = ?1", set);
      expect(n).toBeGreaterThan(0);
    },
  );

  it("has products with custom options of fixed and percent prices", async () => {
    const rows = await all<{ price_type: string }>("SELECT DISTINCT price_type FROM custom_option_values");
    expect(rows.map((r) => r.price_type).sort()).toEqual(["fixed", "percent"]);
  });

  it("gives every configurable an in-stock and an out-of-stock child", async () => {
    const rows = await all<{ sku: string; in_stock: number; out_of_stock: number }>(
      `SELECT p.sku, SUM(c.is_in_stock = 1 AND c.qty > 0) AS in_stock, SUM(c.is_in_stock = 0) AS out_of_stock
       FROM products p JOIN products c ON c.parent_id = p.id WHERE p.type_id = 'configurable' GROUP BY p.id`,
    );
    const { n } = await one<{ n: number }>("SELECT COUNT(*) AS n FROM products WHERE type_id = 'configurable'");
    expect(rows).toHaveLength(n);
    for (const row of rows) {
      expect(row.in_stock, row.sku).toBeGreaterThan(0);
      expect(row.out_of_stock, row.sku).toBeGreaterThan(0);
    }
  });

  it.each(STORE_CODES)("prices every product in store %s, all positive", async (store) => {
    const { products } = await one<{ products: number }>("SELECT COUNT(*) AS products FROM products");
    const { priced, lowest } = await one<{ priced: number; lowest: number }>(
      "SELECT COUNT(*) AS priced, MIN(price) AS lowest FROM product_prices WHERE store_code = ?1",
      store,
    );
    expect(priced).toBe(products);
    expect(lowest).toBeGreaterThan(0);
  });

  it.each(STORE_CODES)("gives every product and category one unique legacy URL in store %s", async (store) => {
    const rows = await all<{ request_path: string; target_path: string }>(
      "SELECT request_path, target_path FROM url_rewrites WHERE store_code = ?1",
      store,
    );
    const paths = rows.map((r) => r.request_path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.endsWith(".html"))).toBe(true);
    expect(rows.every((r) => r.target_path.startsWith(`${STORE_VIEWS[store].urlPrefix}/`))).toBe(true);
    const { categories } = await one<{ categories: number }>("SELECT COUNT(*) AS categories FROM categories");
    const legacyCategories = rows.length - (await one<{ n: number }>("SELECT COUNT(*) AS n FROM url_rewrites WHERE store_code = ?1 AND entity_type = 'product'", store)).n;
    expect(legacyCategories).toBe(categories);
  });

  it.each(STORE_CODES)("has a CMS page at every path of a content page (fixed and configured) in store %s", async (store) => {
    const identifiers = new Set((await all<{ identifier: string }>("SELECT identifier FROM cms_pages WHERE store_code = ?1", store)).map((r) => r.identifier));
    for (const identifier of pagePaths("content", STORE_VIEWS[store])) expect(identifiers, identifier).toContain(identifier);
  });

  it.each(STORE_CODES)("localizes every category for store %s and has the brands and collections paths", async (store) => {
    const { missing } = await one<{ missing: number }>(
      "SELECT COUNT(*) AS missing FROM categories c WHERE NOT EXISTS (SELECT 1 FROM category_texts t WHERE t.category_id = c.id AND t.store_code = ?1)",
      store,
    );
    expect(missing).toBe(0);
    const { paths } = STORE_VIEWS[store];
    for (const path of [paths.brands, paths.collections]) {
      expect(await env.DB.prepare("SELECT 1 FROM category_texts WHERE store_code = ?1 AND url_path = ?2").bind(store, path).first(), path).not.toBeNull();
    }
  });

  it("re-seeding replaces the catalog without duplicates and keeps other tables", async () => {
    await env.DB.exec("CREATE TABLE IF NOT EXISTS customer_probe (email TEXT)");
    await env.DB.prepare("INSERT INTO customer_probe VALUES ('kund@example.se')").run();
    const before = await one<{ n: number }>("SELECT COUNT(*) AS n FROM products");
    const statements = seedStatements(generateSeed({ products: TEST_PRODUCT_COUNT, today: SEED_TODAY }), {
      version: SEED_VERSION,
      products: TEST_PRODUCT_COUNT,
      today: SEED_TODAY,
    });
    for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM products")).n).toBe(before.n);
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM customer_probe")).n).toBe(1);
  });
});
