import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { CONTENT_PAGE_KEYS, STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";
import { ALBUMS, BLOG_CATEGORIES, POSTS } from "#scripts/seed/editorial/plan.ts";
import {
  MAX_STATEMENT_BYTES,
  SEED_VERSION,
  TABLE_COLUMNS,
  TABLE_NAMES,
  generateSeed,
  seedStatements,
  type Row,
  type SeedData,
  type TableName,
} from "#scripts/seed/index.ts";
import { REBUILD_ALL_LISTING_TABLES } from "#worker/commerce/d1/listing-tables.ts";
import { ATTRIBUTE_SETS } from "#worker/media/art/kinds.ts";
import { DELIVERY_BUCKETS } from "#scripts/seed/stock.ts";

const TODAY = "2025-06-15";
/** The migrations that make the catalog's tables: the catalog itself, its search index, the reviews' moderation, the editorial pages, the bundle selections' ids, the stock outlook's dates and the search's words. */
const migration = (file: string) => readFileSync(new URL(`../../worker/db/migrations/${file}`, import.meta.url), "utf8");
const MIGRATION = ["0001_catalog.sql", "0007_search.sql", "0018_review_moderation.sql", "0019_editorial.sql", "0023_bundle_selection_ids.sql", "0029_back_in_stock.sql", "0031_search_words.sql"].map(migration).join("\n");
/** The listing engine's tables are derived by SQL after the inserts, not written by the generator. */
const DERIVED = migration("0008_listing_tables.sql");
const REBUILD_SQL = new Set(REBUILD_ALL_LISTING_TABLES);
const seed = generateSeed({ products: 420, today: TODAY });
const statements = seedStatements(seed, { version: SEED_VERSION, products: 420, today: TODAY });

interface SchemaTable {
  columns: string[];
  references: { column: string; table: string; target: string }[];
}

/**
 * Column names and REFERENCES clauses of every CREATE TABLE in the migrations, with the columns
 * ALTER TABLE adds; a full-text table's columns are its indexed and unindexed ones (plus rowid,
 * which the seed writes so documents have stable keys).
 */
function parseSchema(sql: string): Map<string, SchemaTable> {
  const tables = new Map<string, SchemaTable>();
  const clean = sql.replace(/--[^\n]*/g, "");
  for (const match of clean.matchAll(/CREATE VIRTUAL TABLE (\w+) USING fts5\(([\s\S]*?)\);/g)) {
    const [, name = "", body = ""] = match;
    const columns = body.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "").filter((column) => column && !body.includes(`${column} =`));
    tables.set(name, { columns: ["rowid", ...columns], references: [] });
  }
  for (const match of clean.matchAll(/CREATE TABLE (\w+) \(([\s\S]*?)\);/g)) {
    const [, name = "", body = ""] = match;
    const parts: string[] = [];
    let depth = 0;
    let current = "";
    for (const char of body) {
      if (char === "(") depth++;
      if (char === ")") depth--;
      if (char === "," && depth === 0) {
        parts.push(current);
        current = "";
      } else current += char;
    }
    parts.push(current);
    const table: SchemaTable = { columns: [], references: [] };
    for (const part of parts.map((text) => text.trim()).filter(Boolean)) {
      const [column = ""] = part.split(/\s+/);
      if (/^(PRIMARY|UNIQUE|CHECK|FOREIGN|CONSTRAINT)$/i.test(column)) continue;
      table.columns.push(column);
      const reference = /REFERENCES (\w+)\((\w+)\)/.exec(part);
      if (reference) table.references.push({ column, table: reference[1] ?? "", target: reference[2] ?? "" });
    }
    tables.set(name, table);
  }
  for (const [, name = "", column = ""] of clean.matchAll(/ALTER TABLE (\w+) ADD COLUMN (\w+)/g)) tables.get(name)?.columns.push(column);
  return tables;
}

const SCHEMA = parseSchema(MIGRATION);
const byStore = (rows: Row[], store: string) => rows.filter((row) => row.store_code === store);
const parentsOf = (data: SeedData) => data.products.filter((row) => row.parent_id === null);
const childrenOf = (data: SeedData, id: unknown) => data.products.filter((row) => row.parent_id === id);
const parentNames = (data: SeedData, store: string) => {
  const parents = new Set(parentsOf(data).map((row) => row.id));
  return data.product_texts.filter((row) => row.store_code === store && parents.has(row.product_id)).map((row) => String(row.name));
};
const historyOf = (row: Row) => JSON.parse(row.price_history as string) as { date: string; price: number }[];
const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("schema fit", () => {
  // Shoppers' back-in-stock requests come in 0029 with the catalog's stock-outlook columns; the seed writes none.
  it("covers every table of the migration except seed_meta and back_in_stock_requests", () => {
    expect([...SCHEMA.keys()].filter((table) => table !== "seed_meta" && table !== "back_in_stock_requests").sort()).toEqual([...TABLE_NAMES].sort());
  });

  it.each(TABLE_NAMES)("%s rows have exactly the schema's columns", (table) => {
    const columns = SCHEMA.get(table)?.columns ?? [];
    expect([...TABLE_COLUMNS[table]]).toEqual(columns);
    expect(seed[table].length).toBeGreaterThan(0);
    for (const row of seed[table]) expect(Object.keys(row).sort()).toEqual([...columns].sort());
  });
});

describe("determinism", () => {
  it("gives identical output for identical options", () => {
    expect(generateSeed({ products: 420, today: TODAY })).toEqual(seed);
  });

  it("depends on the reference date", () => {
    const later = generateSeed({ products: 420, today: "2025-06-16" });
    expect(later.product_prices).not.toEqual(seed.product_prices);
  });

  it("rejects invalid options", () => {
    expect(() => generateSeed({ products: 0, today: TODAY })).toThrow();
    expect(() => generateSeed({ products: 10, today: "2025-02-30" })).toThrow();
  });
});

describe("products", () => {
  it.each([420, 1000])("has %i top-level products plus configurable children", (count) => {
    const data = count === 420 ? seed : generateSeed({ products: count, today: TODAY });
    const parents = parentsOf(data);
    expect(parents).toHaveLength(count);
    expect(parents.every((row) => row.type_id !== "configurable" || childrenOf(data, row.id).length > 0)).toBe(true);
    expect(data.products.length).toBeGreaterThan(count);
  });

  it.each([
    ["simple", 0.5],
    ["configurable", 0.35],
    ["grouped", 0.07],
    ["bundle", 0.08],
  ] as const)("mixes in %s products at about %f", (type, share) => {
    const count = parentsOf(seed).filter((row) => row.type_id === type).length;
    expect(count / 420).toBeCloseTo(share, 2);
  });

  it.each(ATTRIBUTE_SETS)("has products of attribute set %s", (attributeSet) => {
    expect(parentsOf(seed).some((row) => row.attribute_set === attributeSet)).toBe(true);
  });

  it("has unique skus and positive measures", () => {
    expect(new Set(seed.products.map((row) => row.sku)).size).toBe(seed.products.length);
    for (const row of seed.products) {
      for (const column of ["width_cm", "height_cm", "depth_cm", "weight_kg"]) {
        if (row[column] !== null) expect(row[column]).toBeGreaterThan(0);
      }
    }
  });

  it("gives parasols a pole diameter, tables a tabletop and form, sofas seat sizes", () => {
    const parents = parentsOf(seed).filter((row) => row.type_id === "simple" || row.type_id === "configurable");
    for (const row of parents) {
      if (row.attribute_set === "parasol") expect(row.pole_diameter_cm).toBeGreaterThan(0);
      if (row.attribute_set === "dining_table" || row.attribute_set === "garden_table") {
        expect(row.tabletop_material).not.toBeNull();
        expect(row.form).not.toBeNull();
      }
      if (row.attribute_set === "sofa") expect(row.seat_height_cm).toBeGreaterThan(0);
    }
  });

  it("has disabled parents and not individually visible simple products", () => {
    expect(parentsOf(seed).some((row) => row.status === 2)).toBe(true);
    expect(parentsOf(seed).some((row) => row.type_id === "simple" && row.visibility === 1)).toBe(true);
  });

  it("has roughly 15 % out of stock and 10 % low stock among simple products", () => {
    const simple = parentsOf(seed).filter((row) => row.type_id === "simple");
    const out = simple.filter((row) => row.is_in_stock === 0).length / simple.length;
    const low = simple.filter((row) => row.is_in_stock === 1 && (row.qty as number) > 0 && (row.qty as number) < 10).length;
    expect(out).toBeGreaterThan(0.08);
    expect(out).toBeLessThan(0.3);
    expect(low / simple.length).toBeGreaterThan(0.04);
  });

  it.each(DELIVERY_BUCKETS.map(([min, max]) => [min, max]))("has a delivery time between %i and %i days", (min, max) => {
    expect(seed.products.some((row) => (row.product_delivery_time as number) >= min && (row.product_delivery_time as number) <= max)).toBe(true);
  });

  it.each(["active", "discontinued", "sold_out_season", "order_only"])("has sale status %s", (status) => {
    expect(parentsOf(seed).some((row) => row.product_sale_status === status)).toBe(true);
  });

  // Issue 36 item 3: a sold-out simple parent in every state of the one stock message (core/domain/stock.ts stockOutlook).
  const soldOut = (row: Row) => row.type_id === "simple" && row.status === 1 && row.product_sale_status === "active" && !(row.is_in_stock === 1 && (row.qty as number) >= 1);
  it.each([
    ["a planned restock day ahead", (row: Row) => typeof row.planned_restock_date === "string" && row.planned_restock_date > TODAY && row.supplier_delivery_from === null],
    ["a supplier window ahead", (row: Row) => row.planned_restock_date === null && typeof row.supplier_delivery_from === "string" && row.supplier_delivery_from > TODAY && String(row.supplier_delivery_to) > String(row.supplier_delivery_from)],
    ["nothing promised", (row: Row) => row.planned_restock_date === null && row.supplier_delivery_from === null && row.supplier_delivery_to === null],
  ] as const)("has sold-out simple parents with %s", (_name, promise) => {
    expect(parentsOf(seed).some((row) => soldOut(row) && promise(row))).toBe(true);
  });

  it("promises stock only for what cannot be bought and is still sold", () => {
    for (const row of seed.products.filter((r) => r.planned_restock_date !== null || r.supplier_delivery_from !== null)) {
      expect(row.type_id).toBe("simple");
      expect(row.is_in_stock === 1 && (row.qty as number) >= 1).toBe(false);
      expect(["active", "order_only"]).toContain(row.product_sale_status);
    }
  });

  it("creates products within the last 400 days", () => {
    const earliest = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 400 * 86_400_000).toISOString().slice(0, 10);
    for (const row of seed.products) {
      expect(String(row.created_at) >= earliest && String(row.created_at) < TODAY).toBe(true);
    }
  });
});

describe("configurable products", () => {
  const configurables = parentsOf(seed).filter((row) => row.type_id === "configurable");

  it("have 2–8 children with at least one in stock and one out of stock", () => {
    expect(configurables.length).toBeGreaterThan(0);
    for (const parent of configurables) {
      const children = childrenOf(seed, parent.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(8);
      expect(children.some((child) => child.is_in_stock === 1 && (child.qty as number) > 0 && child.status === 1)).toBe(true);
      expect(children.some((child) => child.is_in_stock === 0 && child.qty === 0)).toBe(true);
    }
  });

  it("have children that are simple, invisible, coloured and own their sku", () => {
    for (const parent of configurables) {
      for (const child of childrenOf(seed, parent.id)) {
        expect(child).toMatchObject({ type_id: "simple", visibility: 1 });
        expect(child.color).not.toBeNull();
        expect(String(child.sku).startsWith(`${parent.sku}-`)).toBe(true);
      }
    }
    expect(seed.products.some((row) => row.parent_id !== null && row.status === 2)).toBe(true);
  });

  it("vary by colour, and by size where the children differ in size", () => {
    for (const parent of configurables) {
      const options = seed.configurable_options.filter((row) => row.product_id === parent.id).map((row) => row.attribute_code);
      expect(options[0]).toBe("color");
      const sizes = new Set(childrenOf(seed, parent.id).map((child) => child.size));
      expect(options.includes("size")).toBe(sizes.size > 1);
    }
    expect(seed.configurable_options.some((row) => row.attribute_code === "size")).toBe(true);
  });

  it("cost the lowest child price, and larger sizes cost more", () => {
    const prices = new Map(seed.product_prices.map((row) => [`${row.store_code}:${row.product_id}`, row.price as number]));
    for (const parent of configurables) {
      const children = childrenOf(seed, parent.id);
      for (const store of STORE_CODES) {
        const childPrices = children.map((child) => prices.get(`${store}:${child.id}`) as number);
        expect(prices.get(`${store}:${parent.id}`)).toBe(Math.min(...childPrices));
      }
      const sekBySize = new Map(children.map((child) => [child.size, prices.get(`se:${child.id}`)]));
      for (const child of children) expect(prices.get(`se:${child.id}`)).toBe(sekBySize.get(child.size));
    }
  });

  it("are not in categories themselves", () => {
    const childIds = new Set(seed.products.filter((row) => row.parent_id !== null).map((row) => row.id));
    expect(seed.product_categories.some((row) => childIds.has(row.product_id))).toBe(false);
  });
});

describe("grouped, bundle, related and custom options", () => {
  const links = (type: string) => seed.product_links.filter((row) => row.link_type === type);

  it("links grouped products to 2–4 simple products", () => {
    for (const parent of parentsOf(seed).filter((row) => row.type_id === "grouped")) {
      const associated = links("associated").filter((row) => row.product_id === parent.id);
      expect(associated.length).toBeGreaterThanOrEqual(2);
      expect(associated.length).toBeLessThanOrEqual(4);
    }
  });

  it("gives bundles 2–3 options with 2–3 selections and one default each", () => {
    for (const parent of parentsOf(seed).filter((row) => row.type_id === "bundle")) {
      const options = seed.bundle_options.filter((row) => row.product_id === parent.id);
      expect(options.length).toBeGreaterThanOrEqual(2);
      expect(options.length).toBeLessThanOrEqual(3);
      for (const option of options) {
        expect(Object.keys(JSON.parse(option.titles as string)).sort()).toEqual([...STORE_CODES].sort());
        const selections = links("bundle").filter((row) => row.option_id === option.id);
        expect(selections.length).toBeGreaterThanOrEqual(2);
        expect(selections.length).toBeLessThanOrEqual(3);
        expect(selections.filter((row) => row.is_default === 1)).toHaveLength(1);
        expect(selections.every((row) => row.product_id === parent.id)).toBe(true);
      }
    }
  });

  it("gives every bundle selection an id of its own, and no other link one", () => {
    const ids = links("bundle").map((row) => row.selection_id);
    expect(ids.every((id) => Number.isInteger(id) && (id as number) > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...links("associated"), ...links("related")].every((row) => row.selection_id === null)).toBe(true);
  });

  it("gives every parent 4 related products", () => {
    for (const parent of parentsOf(seed)) {
      const related = links("related").filter((row) => row.product_id === parent.id);
      expect(related).toHaveLength(4);
      expect(related.some((row) => row.linked_product_id === parent.id)).toBe(false);
    }
  });

  it("links only simple products into grouped and bundle products", () => {
    const types = new Map(seed.products.map((row) => [row.id, row]));
    for (const link of [...links("associated"), ...links("bundle")]) {
      expect(types.get(link.linked_product_id)).toMatchObject({ type_id: "simple", parent_id: null });
    }
  });

  it("has custom options with fixed and percent values on about 12 % of simple products", () => {
    const simpleIds = new Set(parentsOf(seed).filter((row) => row.type_id === "simple").map((row) => row.id));
    const withOptions = new Set(seed.custom_options.map((row) => row.product_id));
    expect([...withOptions].every((id) => simpleIds.has(id))).toBe(true);
    expect(withOptions.size / simpleIds.size).toBeGreaterThan(0.06);
    expect(withOptions.size / simpleIds.size).toBeLessThan(0.2);
    const priceTypes = new Set(seed.custom_option_values.map((row) => row.price_type));
    expect(priceTypes).toEqual(new Set(["fixed", "percent"]));
    for (const option of seed.custom_options) {
      expect(Object.keys(JSON.parse(option.titles as string)).sort()).toEqual([...STORE_CODES].sort());
    }
  });
});

describe("prices", () => {
  const sekPrices = new Map(byStore(seed.product_prices, "se").map((row) => [row.product_id, row.price as number]));

  it("has a positive price for every product in every store", () => {
    expect(seed.product_prices).toHaveLength(seed.products.length * STORE_CODES.length);
    for (const row of seed.product_prices) {
      expect(row.price).toBeGreaterThan(0);
      if (row.special_price !== null) expect(row.special_price).toBeGreaterThan(0);
    }
  });

  it.each([
    ["dk", 0.68],
    ["no", 1.02],
    ["fi", 1 / 11.4],
  ] as const)("converts SEK to the %s currency at about %f", (store, rate) => {
    for (const row of byStore(seed.product_prices, store)) {
      const expected = (sekPrices.get(row.product_id) as number) * rate;
      expect(Math.abs((row.price as number) - expected) / expected).toBeLessThan(0.12);
      const cents = Math.round((row.price as number) * 100) % 100;
      if (store === "fi") expect([0, 95]).toContain(cents);
      else expect([0, 9]).toContain((row.price as number) % 10);
    }
  });

  it("puts a sale price on about a quarter of the parents, with some ignorable ones at or above price", () => {
    const parentIds = new Set(parentsOf(seed).map((row) => row.id));
    const specials = byStore(seed.product_prices, "se").filter((row) => parentIds.has(row.product_id) && row.special_price !== null);
    expect(specials.length / parentIds.size).toBeGreaterThan(0.18);
    expect(specials.length / parentIds.size).toBeLessThan(0.35);
    expect(specials.some((row) => (row.special_price as number) >= (row.price as number))).toBe(true);
    expect(specials.some((row) => row.special_from_date === null && row.special_to_date !== null)).toBe(true);
    expect(specials.some((row) => row.special_from_date !== null && row.special_to_date === null)).toBe(true);
    expect(specials.some((row) => row.special_to_date !== null && (row.special_to_date as string) < TODAY)).toBe(true);
    expect(specials.some((row) => row.special_from_date !== null && (row.special_from_date as string) > TODAY)).toBe(true);
  });

  it("records 30 days of history ending today, charging the special price only inside its window", () => {
    for (const row of seed.product_prices) {
      const history = historyOf(row);
      expect(history).toHaveLength(30);
      expect(history.at(-1)?.date).toBe(TODAY);
      expect(history[0]?.date).toBe("2025-05-17");
      const special = row.special_price as number | null;
      const active =
        special !== null &&
        special < (row.price as number) &&
        (row.special_from_date === null || (row.special_from_date as string) <= TODAY) &&
        (row.special_to_date === null || (row.special_to_date as string) >= TODAY);
      expect(history.at(-1)?.price).toBe(active ? special : row.price);
      expect(history.every((entry) => entry.price > 0)).toBe(true);
    }
  });

  it("has products whose 30-day low differs from the current price", () => {
    const differing = seed.product_prices.filter((row) => {
      const history = historyOf(row);
      return Math.min(...history.map((entry) => entry.price)) < (history.at(-1)?.price as number);
    });
    expect(differing.length).toBeGreaterThan(10);
  });
});

describe("a believable catalog", () => {
  it.each(STORE_CODES)("gives every top-level product its own name in store %s (no brand lists one name twice)", (store) => {
    const all = parentNames(seed, store);
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
  });

  const sofaSizes = (id: unknown): Set<unknown> => {
    const own = seed.products.find((row) => row.id === id);
    const children = childrenOf(seed, id);
    return new Set(children.length > 0 ? children.map((row) => row.size) : [own?.size]);
  };
  const inCategory = (categoryId: number) =>
    new Set(seed.product_categories.filter((row) => row.category_id === categoryId).map((row) => row.product_id));
  const sofas = () => parentsOf(seed).filter((row) => String(row.sku).startsWith("SO-"));

  it.each([
    [12, "2-seat"],
    [11, "3-seat"],
    [15, "4-seat"],
  ])("puts in category %i exactly the sofas offered as %s", (categoryId, size) => {
    const members = inCategory(categoryId);
    const offered = sofas().filter((row) => sofaSizes(row.id).has(size));
    expect(offered.length).toBeGreaterThan(0);
    expect([...members].sort()).toEqual(offered.map((row) => row.id).sort());
  });

  it("keeps sofa packages in their own category, out of the seat-count categories", () => {
    const packages = parentsOf(seed).filter((row) => String(row.sku).startsWith("SP-")).map((row) => row.id);
    expect(packages.length).toBeGreaterThan(0);
    expect([...inCategory(16)].sort()).toEqual(packages.sort());
    for (const categoryId of [11, 12, 15]) expect(packages.some((id) => inCategory(categoryId).has(id))).toBe(false);
  });
});

describe("categories and URLs", () => {
  it.each(STORE_CODES)("puts the brands and collections categories at the %s store paths", (store) => {
    const texts = byStore(seed.category_texts, store);
    const paths = STORE_VIEWS[store].paths;
    const brands = texts.find((row) => row.url_path === paths.brands);
    const collections = texts.find((row) => row.url_path === paths.collections);
    expect(brands).toBeDefined();
    expect(collections).toBeDefined();
    const childrenOfCategory = (id: unknown) => seed.categories.filter((row) => row.parent_id === id);
    expect(childrenOfCategory(brands?.category_id ?? null).length).toBe(seed.brands.length);
    expect(childrenOfCategory(collections?.category_id ?? null).length).toBe(seed.collections.length);
  });

  it("keeps category paths and levels consistent", () => {
    const byId = new Map(seed.categories.map((row) => [row.id, row]));
    for (const row of seed.categories) {
      const ids = String(row.path).split("/").map(Number);
      expect(ids.at(-1)).toBe(row.id);
      expect(row.level).toBe(ids.length);
      expect(row.parent_id).toBe(ids.length > 1 ? ids.at(-2) : null);
      expect(/^#[0-9a-f]{6}$/.test(String(row.image_color))).toBe(true);
      for (const store of STORE_CODES) {
        const text = seed.category_texts.find((t) => t.category_id === row.id && t.store_code === store);
        const parentText = seed.category_texts.find((t) => t.category_id === row.parent_id && t.store_code === store);
        expect(text?.url_path).toBe(parentText ? `${parentText.url_path}/${text?.url_key}` : text?.url_key);
        expect(byId.has(row.parent_id) || row.parent_id === null).toBe(true);
      }
    }
  });

  it("slugs localized names into url keys", () => {
    const garden = seed.category_texts.find((row) => row.category_id === 5 && row.store_code === "se");
    expect(garden).toMatchObject({ name: "Trädgårdsmöbler", url_key: "tradgardsmobler" });
    const parasols = seed.category_texts.find((row) => row.category_id === 54 && row.store_code === "se");
    expect(parasols?.url_path).toBe("tradgardsmobler/parasoller");
    for (const row of [...seed.category_texts, ...seed.product_texts]) {
      expect(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(row.url_key))).toBe(true);
    }
  });

  it.each(STORE_CODES)("has unique url paths in store %s", (store) => {
    for (const table of ["category_texts", "product_texts"] as const) {
      const paths = byStore(seed[table], store).map((row) => row.url_path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it.each(STORE_CODES)("has a product text for every product in store %s", (store) => {
    const texts = byStore(seed.product_texts, store);
    expect(texts).toHaveLength(seed.products.length);
    for (const row of texts) {
      for (const column of ["name", "description", "care_instructions", "meta_title", "meta_description"]) {
        expect(String(row[column]).length).toBeGreaterThan(0);
      }
      expect(row.url_key).toBe(row.url_path);
      expect(String(row.url_key).endsWith(`-${row.product_id}`)).toBe(true);
    }
  });

  it.each(STORE_CODES)("has unique legacy request paths in store %s", (store) => {
    const paths = byStore(seed.url_rewrites, store).map((row) => row.request_path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => String(path).endsWith(".html") && !String(path).startsWith("/"))).toBe(true);
  });

  it.each(STORE_CODES)("redirects legacy URLs of store %s to current URLs", (store) => {
    const view = STORE_VIEWS[store];
    const rewrites = byStore(seed.url_rewrites, store);
    const texts = new Map(byStore(seed.product_texts, store).map((row) => [row.product_id, row]));
    const products = new Map(seed.products.map((row) => [row.id, row]));
    const visibleParents = parentsOf(seed).filter((row) => row.visibility !== 1);
    const children = seed.products.filter((row) => row.parent_id !== null);
    expect(rewrites).toHaveLength(seed.categories.length + visibleParents.length + children.length);
    for (const rewrite of rewrites) {
      expect(rewrite.redirect_code).toBe(301);
      if (rewrite.entity_type === "category") {
        const text = seed.category_texts.find((row) => row.category_id === rewrite.entity_id && row.store_code === store);
        expect(rewrite.target_path).toBe(storePath(view, `/${text?.url_path}`));
        continue;
      }
      const product = products.get(rewrite.entity_id);
      expect(rewrite.request_path).toBe(`${texts.get(rewrite.entity_id)?.url_key}.html`);
      const parent = product?.parent_id ? products.get(product.parent_id) : product;
      const parentPath = `/p/${parent?.sku}/${texts.get(parent?.id ?? null)?.url_path}`;
      expect(rewrite.target_path).toBe(storePath(view, product?.parent_id ? `${parentPath}/${product.sku}` : parentPath));
    }
  });
});

describe("foreign keys", () => {
  const ids = (table: TableName, column: string) => new Set(seed[table].map((row) => row[column]));
  const references = [...SCHEMA.entries()].flatMap(([table, schema]) =>
    schema.references.map((reference) => [table, reference.column, reference.table, reference.target] as const),
  );

  it.each(references)("%s.%s points at an existing %s.%s", (table, column, target, targetColumn) => {
    const existing = ids(target as TableName, targetColumn);
    for (const row of seed[table as TableName]) {
      if (row[column] !== null) expect(existing.has(row[column])).toBe(true);
    }
  });

  it.each([
    ["product_links", "option_id", "bundle_options", "id"],
    ["url_rewrites", "entity_id", "products", "id"],
  ] as const)("%s.%s points at an existing %s.%s", (table, column, target, targetColumn) => {
    const existing = ids(target, targetColumn);
    const rows = seed[table].filter((row) => table !== "url_rewrites" || row.entity_type === "product");
    for (const row of rows) if (row[column] !== null) expect(existing.has(row[column])).toBe(true);
  });

  it.each(["material", "tabletop_material", "form", "function", "color", "size", "campaign"])(
    "products.%s holds attribute_options values",
    (attribute) => {
      const values = new Set(seed.attribute_options.filter((row) => row.attribute_code === attribute).map((row) => row.value));
      for (const row of seed.products) if (row[attribute] !== null) expect(values.has(row[attribute] as string)).toBe(true);
    },
  );

  it("has at least ten swatched colours labelled in every store", () => {
    const colors = seed.attribute_options.filter((row) => row.attribute_code === "color");
    expect(new Set(colors.map((row) => row.value)).size).toBeGreaterThanOrEqual(10);
    expect(colors.every((row) => /^#[0-9a-f]{6}$/.test(String(row.swatch)))).toBe(true);
    expect(colors).toHaveLength(new Set(colors.map((row) => row.value)).size * STORE_CODES.length);
  });
});

describe("editorial (the magazine and inspiration)", () => {
  const productIds = new Set(seed.products.map((row) => row.id));
  it.each(STORE_CODES)("store %s: 5 blog categories, 30 posts, 24 albums and 36 customer photos, keys the same in every store", (store) => {
    const categories = byStore(seed.blog_categories, store);
    expect(categories.map((row) => row.category_key)).toEqual(Object.keys(BLOG_CATEGORIES));
    expect(categories.find((row) => row.category_key === "trends")?.url_key).toBe("arets-trender");
    const posts = byStore(seed.blog_posts, store);
    expect(posts.map((row) => row.post_key)).toEqual(Object.keys(POSTS));
    expect(new Set(posts.map((row) => row.url_key)).size).toBe(posts.length);
    for (const post of posts) {
      expect(String(post.url_key)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(String(post.short_content).length).toBeLessThanOrEqual(200);
      expect(String(post.publish_date) <= TODAY).toBe(true);
    }
    expect(byStore(seed.albums, store)).toHaveLength(Object.keys(ALBUMS).length);
    expect(byStore(seed.customer_photos, store)).toHaveLength(36);
  });

  it("post bodies are HTML with headings, lists and figures; every inline link became a link of the store", () => {
    for (const post of seed.blog_posts) {
      const html = String(post.content);
      expect(html).toMatch(/^<p>/);
      expect(html).toContain("<h2>");
      expect(html).toContain("<ul><li>");
      expect(html).not.toMatch(/\]\((category|product):/);
      expect(html).not.toMatch(/<(script|iframe|style)/i);
      const prefix = STORE_VIEWS[post.store_code as StoreCode].urlPrefix;
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href!.startsWith(`${prefix}/`)).toBe(true);
      expect(html).toMatch(/<figure><img src="\/media\/scene\/[A-Z0-9.-]+\/\d-1200\.svg/);
    }
  });

  it("no album or post is hidden behind a page of its own (social shop, customer photos, a blog category)", () => {
    for (const store of STORE_CODES) {
      const { paths } = STORE_VIEWS[store];
      const taken = [paths.socialShop, paths.customerPhotos].filter((path) => path.startsWith(`${paths.inspiration}/`)).map((path) => path.slice(paths.inspiration.length + 1));
      for (const album of byStore(seed.albums, store)) expect(taken).not.toContain(album.url_key);
      for (const post of byStore(seed.blog_posts, store)) expect(post.url_key).not.toBe("c");
    }
  });

  it("posts, album pictures and customer photos show products that exist; an album has a caption per picture", () => {
    for (const row of seed.blog_post_products) expect(productIds.has(row.product_id)).toBe(true);
    for (const row of seed.customer_photos) expect(productIds.has(row.product_id)).toBe(true);
    for (const picture of seed.album_pictures) {
      const ids = JSON.parse(String(picture.product_ids)) as number[];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(productIds.has(id)).toBe(true);
      expect(String(picture.caption).length).toBeGreaterThan(10);
    }
  });

  it("the same post shows the same products in every store, so its picture is one picture", () => {
    const productsOf = (store: StoreCode, key: string) => {
      const post = seed.blog_posts.find((row) => row.store_code === store && row.post_key === key)!;
      return seed.blog_post_products.filter((row) => row.post_id === post.id).map((row) => row.product_id);
    };
    for (const key of Object.keys(POSTS)) expect(productsOf("fi", key)).toEqual(productsOf("se", key));
  });
});

describe("content", () => {
  it.each(STORE_CODES)("has a CMS page for every content key and store path of store %s", (store) => {
    const pages = byStore(seed.cms_pages, store);
    const identifiers = new Set(pages.map((row) => row.identifier));
    expect(identifiers.size).toBe(pages.length);
    for (const key of CONTENT_PAGE_KEYS) {
      expect(pages.find((row) => row.identifier === key)).toMatchObject({ page_key: key, page_layout: "1column", active: 1 });
    }
    // Categories and the pages with routes of their own (reviews, magazine, inspiration, the cart) are not CMS pages.
    const { collections, brands, customerReviews, magazine, magazineTrends, inspiration, socialShop, customerPhotos, cart, ...pagePaths } = STORE_VIEWS[store].paths;
    for (const path of Object.values(pagePaths)) expect(identifiers.has(path)).toBe(true);
    for (const path of [collections, brands, customerReviews, magazine, magazineTrends, inspiration, socialShop, customerPhotos, cart]) expect(identifiers.has(path)).toBe(false);
    // A store path localizes its content page: one page key, one canonical URL per store.
    expect(pages.find((row) => row.identifier === pagePaths.customerService)?.page_key).toBe("customer-service");
  });

  it("lists the showrooms and opening hours on the store locator and states the business constants", () => {
    const page = (identifier: string) => String(seed.cms_pages.find((row) => row.store_code === "se" && row.identifier === identifier)?.content);
    for (const name of ["Hisingen", "Kållered", "Tyresö", "City Karlstad"]) expect(page("store-locator")).toContain(name);
    expect(page("store-locator")).toContain("10–18");
    expect(page("store-locator")).toContain("11–16");
    expect(page("delivery")).toContain("10 och 22");
    expect(page("returns")).toContain("30 dagar");
    expect(page("about-us")).toContain("10 %");
  });

  it.each(STORE_CODES)("has one head banner and 3–4 banners linking to categories of store %s", (store) => {
    const banners = byStore(seed.banners, store);
    expect(banners.filter((row) => row.kind === "head")).toHaveLength(1);
    const count = banners.filter((row) => row.kind === "banner").length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(4);
    const categoryLinks = new Set(byStore(seed.category_texts, store).map((row) => storePath(STORE_VIEWS[store], `/${row.url_path}`)));
    for (const banner of banners) expect(categoryLinks.has(banner.link as string)).toBe(true);
  });

  it("writes 0–6 reviews per product and store with scores 1–5", () => {
    const counts = new Map<string, number>();
    for (const row of seed.reviews) {
      expect(row.score).toBeGreaterThanOrEqual(1);
      expect(row.score).toBeLessThanOrEqual(5);
      expect(String(row.created_at) <= TODAY).toBe(true);
      const key = `${row.product_id}:${row.store_code}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(6);
    expect(new Set(seed.reviews.map((row) => row.score))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe("seedStatements", () => {
  it("keeps every statement under the D1 size limit", () => {
    expect(MAX_STATEMENT_BYTES).toBeLessThanOrEqual(90_000);
    for (const statement of statements) expect(utf8Bytes(statement)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
  });

  it("starts by deleting every catalog table, children before parents", () => {
    const deletes = statements.slice(0, TABLE_NAMES.length);
    expect(deletes.every((statement) => statement.startsWith("DELETE FROM "))).toBe(true);
    const order = deletes.map((statement) => statement.replace("DELETE FROM ", "").trim());
    expect([...order].sort()).toEqual([...TABLE_NAMES].sort());
    for (const [table, schema] of SCHEMA) {
      for (const reference of schema.references) {
        if (reference.table !== table) expect(order.indexOf(table)).toBeLessThan(order.indexOf(reference.table));
      }
    }
  });

  it("inserts parents before children, derives the listing tables, and touches only catalog tables", () => {
    const inserts = statements.slice(TABLE_NAMES.length).filter((statement) => !REBUILD_SQL.has(statement));
    const tables = inserts.map((statement) => /^INSERT (?:OR REPLACE )?INTO (\w+)/.exec(statement)?.[1]);
    expect(tables.every((table) => table === "seed_meta" || TABLE_NAMES.includes(table as TableName))).toBe(true);
    expect(statements.filter((statement) => REBUILD_SQL.has(statement))).toHaveLength(REBUILD_ALL_LISTING_TABLES.length);
    expect(tables.at(-1)).toBe("seed_meta");
    expect(inserts.at(-1)).toContain("'version'");
    expect(inserts.at(-1)).toContain("'products', '420'");
    for (const [table, schema] of SCHEMA) {
      for (const reference of schema.references) {
        if (reference.table === table) continue;
        expect(tables.indexOf(reference.table)).toBeLessThan(tables.indexOf(table));
      }
    }
  });

  it("escapes quotes and writes numbers and NULL as literals", () => {
    const data = Object.fromEntries(TABLE_NAMES.map((table) => [table, []])) as unknown as SeedData;
    data.brands = [{ id: 7, name: "O'Neill's \"Best\"", slug: "o-neill-s-best" }];
    data.collections = [{ id: 1, name: "x", brand_id: null, slug: "x" }];
    const sql = seedStatements(data, { version: "it's", products: 1, today: TODAY });
    expect(sql).toContain("INSERT INTO brands (id, name, slug) VALUES\n(7, 'O''Neill''s \"Best\"', 'o-neill-s-best')");
    expect(sql).toContain("INSERT INTO collections (id, name, brand_id, slug) VALUES\n(1, 'x', NULL, 'x')");
    expect(sql.at(-1)).toContain("('version', 'it''s')");
  });

  it("splits large tables into several statements", () => {
    expect(statements.filter((statement) => statement.startsWith("INSERT INTO product_prices")).length).toBeGreaterThan(1);
  });
});

const sqlite = await import("node:sqlite").catch(() => null);

describe.runIf(sqlite !== null)("applying the statements to SQLite", () => {
  it("loads with foreign keys on, round-trips quotes and leaves other tables alone", () => {
    const db = new sqlite!.DatabaseSync(":memory:");
    db.exec("PRAGMA foreign_keys = ON");
    db.exec(MIGRATION);
    db.exec(DERIVED);
    db.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY, email TEXT NOT NULL)");
    db.exec("INSERT INTO customers (id, email) VALUES (1, 'kund@example.se')");
    const quoted = { ...seed, brands: seed.brands.map((row, index) => (index === 0 ? { ...row, name: "Nordvik's \"Original\"" } : row)) };
    const sql = seedStatements(quoted, { version: SEED_VERSION, products: 420, today: TODAY });
    for (let round = 0; round < 2; round++) for (const statement of sql) db.exec(statement);

    expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    for (const table of TABLE_NAMES) {
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: seed[table].length });
    }
    expect(db.prepare("SELECT name FROM brands WHERE id = ?").get(seed.brands[0]?.id ?? 0)).toEqual({ name: "Nordvik's \"Original\"" });
    expect(db.prepare("SELECT value FROM seed_meta WHERE key = 'today'").get()).toEqual({ value: TODAY });
    expect(db.prepare("SELECT email FROM customers").all()).toEqual([{ email: "kund@example.se" }]);
    db.close();
  });
});

describe("scale", () => {
  it("generates 20 000 products", { timeout: 60_000 }, () => {
    const data = generateSeed({ products: 20_000, today: TODAY });
    expect(parentsOf(data)).toHaveLength(20_000);
    // Past 60 series per kind, names stay unique through numbered model lines ("Hedda II soffa").
    const names = parentNames(data, "se");
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => /^\S+ II /.test(name))).toBe(true);
  });
});
