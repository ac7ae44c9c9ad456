import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { brandAndCollectionPaths, isBrandOrCollectionListing } from "#core/catalog/brand-listings.ts";
import { convertSek } from "#core/domain/shelf-price.ts";
import type {
  BundleOption,
  ConfigurableChild,
  ConfigurableOption,
  CustomOption,
  LinkedProduct,
  ProductDetail,
  ProductFacts,
  ProductOptions,
  ProductLocation,
  ShowroomStock,
  StoreSlugs,
} from "#core/port/index.ts";
import { PRODUCT_SUMMARY_COLUMNS, PRODUCT_SUMMARY_JOINS, parseHistory, toPriceData, toProductSummary, toStockData, type ProductSummaryRow } from "./rows.ts";

interface ProductDetailRow extends ProductSummaryRow {
  parent_id: number | null;
  description: string;
  care_instructions: string;
  meta_title: string;
  meta_description: string;
  gallery_size: number;
  visibility: number;
  status: number;
  article_number: string;
  series: string | null;
  collection: string | null;
  [column: string]: unknown;
}

const MEASUREMENTS = ["width_cm", "height_cm", "depth_cm", "seat_height_cm", "seat_depth_cm", "thickness_cm", "pole_diameter_cm", "weight_kg"] as const;
const LABELLED_ATTRIBUTES = ["color", "material", "tabletop_material", "form", "function", "size"] as const;

const labelOf = (code: string) =>
  `(SELECT label FROM attribute_options o WHERE o.attribute_code = '${code}' AND o.value = p.${code} AND o.store_code = ?1) AS label_${code}`;

/** Products by sku, as a JSON list bound to ?2 (after the store as ?1). */
const BY_SKUS = "p.sku IN (SELECT value FROM json_each(?2))";

const DETAIL_SQL = `SELECT ${PRODUCT_SUMMARY_COLUMNS}, p.parent_id, t.description, t.care_instructions, t.meta_title, t.meta_description,
    p.gallery_size, p.visibility, p.status, p.article_number, p.series, col.name AS collection,
    ${MEASUREMENTS.map((m) => `p.${m}`).join(", ")}, p.package_width_cm, p.package_height_cm, p.package_depth_cm, ${LABELLED_ATTRIBUTES.map(labelOf).join(", ")}
  FROM products p ${PRODUCT_SUMMARY_JOINS} LEFT JOIN collections col ON col.id = p.collection_id
  WHERE ${BY_SKUS}`;

interface ChildRow {
  id: number;
  sku: string;
  status: number;
  qty: number;
  is_in_stock: number;
  product_delivery_time: number;
  product_sale_status: string;
  planned_restock_date: string | null;
  supplier_delivery_from: string | null;
  supplier_delivery_to: string | null;
  color: string | null;
  size: string | null;
  price: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  price_history: string | null;
}

interface OptionValueRow {
  code: string;
  value: string;
  label: string;
  swatch: string | null;
}

interface LinkRow extends ProductSummaryRow {
  link_qty: number;
  is_default: number;
  option_id: number | null;
  selection_id: number | null;
}

interface BundleOptionRow {
  id: number;
  required: number;
  type: string;
  titles: string;
}

interface CustomOptionRow {
  option_id: number;
  type: CustomOption["type"];
  required: number;
  option_titles: string;
  value_id: number | null;
  price_type: "fixed" | "percent" | null;
  value_price: number | null;
  value_titles: string | null;
}

interface TrailRow {
  id: number;
  level: number;
  path: string;
  name: string;
  url_path: string;
}

function localized(titles: string | null, store: StoreCode): string {
  if (!titles) return "";
  try {
    const parsed = JSON.parse(titles) as Partial<Record<StoreCode, string>>;
    return parsed[store] ?? parsed.se ?? "";
  } catch {
    return "";
  }
}

function toLinked(rows: LinkRow[], store: StoreCode): LinkedProduct[] {
  return rows.flatMap((row) => {
    const product = toProductSummary(row, store);
    return product ? [{ product, qty: row.link_qty, isDefault: row.is_default === 1 }] : [];
  });
}

function toChildren(rows: ChildRow[], store: StoreCode): ConfigurableChild[] {
  return rows.flatMap((row) => {
    const price = toPriceData(row);
    if (!price) {
      console.warn(`catalog: skipping variant ${row.sku} in store ${store}: missing price`);
      return [];
    }
    const attributes: Record<string, string> = {};
    if (row.color) attributes.color = row.color;
    if (row.size) attributes.size = row.size;
    return [{ id: row.id, sku: row.sku, status: row.status, price, priceHistory: parseHistory(row.price_history), stock: toStockData(row), attributes, photo: null }];
  });
}

function toConfigurableOptions(codes: { code: string }[], values: OptionValueRow[], children: ConfigurableChild[]): ConfigurableOption[] {
  return codes.map(({ code }) => {
    const used = new Set(children.map((c) => c.attributes[code]).filter(Boolean));
    return {
      code,
      values: values.filter((v) => v.code === code && used.has(v.value)).map((v) => ({ value: v.value, label: v.label, swatch: v.swatch })),
    };
  });
}

function toBundleOptions(options: BundleOptionRow[], selections: LinkRow[], store: StoreCode): BundleOption[] {
  return options.map((option) => ({
    id: option.id,
    title: localized(option.titles, store),
    required: option.required === 1,
    type: option.type,
    selections: selections.flatMap((row) => {
      if (row.option_id !== option.id || row.selection_id === null) return [];
      return toLinked([row], store).map((linked) => ({ ...linked, id: row.selection_id! }));
    }),
  }));
}

function toCustomOptions(rows: CustomOptionRow[], store: StoreCode): CustomOption[] {
  const options = new Map<number, CustomOption>();
  for (const row of rows) {
    let option = options.get(row.option_id);
    if (!option) {
      option = { id: row.option_id, title: localized(row.option_titles, store), type: row.type, required: row.required === 1, values: [] };
      options.set(row.option_id, option);
    }
    if (row.value_id !== null && row.price_type && row.value_price !== null) {
      // Fixed option prices are kept in SEK and shown in the store's currency.
      const price = row.price_type === "fixed" ? (row.value_price === 0 ? 0 : convertSek(store, row.value_price)) : row.value_price;
      option.values.push({ id: row.value_id, title: localized(row.value_titles, store), priceType: row.price_type, price });
    }
  }
  return [...options.values()];
}

function toPackageCm(row: ProductDetailRow): ProductDetail["packageCm"] {
  const [width, height, depth] = [row.package_width_cm, row.package_height_cm, row.package_depth_cm];
  return typeof width === "number" && typeof height === "number" && typeof depth === "number" ? { width, height, depth } : null;
}

/** The deepest shop category the product is in (not a brand or collection listing), with its ancestors. */
function toCategoryTrail(memberOf: Set<number>, categories: TrailRow[], store: StoreCode): ProductDetail["categoryTrail"] {
  const deepest = categories.filter((c) => memberOf.has(c.id) && !isBrandOrCollectionListing(c.url_path, STORE_VIEWS[store].paths)).sort((a, b) => b.level - a.level || a.id - b.id)[0];
  if (!deepest) return [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  return deepest.path
    .split("/")
    .map(Number)
    .flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id: row.id, name: row.name, urlPath: row.url_path }] : [];
    });
}

function toSlugs(rows: { store_code: StoreCode; url_path: string }[]): StoreSlugs {
  return Object.fromEntries(rows.map((r) => [r.store_code, r.url_path]));
}

/** Rows whose `column` is one of the ids bound as a JSON list. */
const among = (column: string, parameter: string) => `${column} IN (SELECT value FROM json_each(${parameter}))`;

const FACT_SQL = `SELECT ${PRODUCT_SUMMARY_COLUMNS}, p.parent_id, p.visibility, p.status FROM products p ${PRODUCT_SUMMARY_JOINS} WHERE ${BY_SKUS}`;

type FactRow = ProductSummaryRow & Pick<ProductDetailRow, "parent_id" | "visibility" | "status">;
type Owned<T> = T & { owner: number };
/** Facts with their variants as a product page shows them. */
type FullFacts = Omit<ProductFacts, "children"> & { children: ConfigurableChild[] } & Pick<ProductDetail, "brandPath" | "collectionPath">;
const results = <T,>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];

/** Rows grouped by the product they belong to (`owner`), each group in the rows' order. */
function byOwner<T>(rows: Owned<T>[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.owner);
    if (group) group.push(row);
    else groups.set(row.owner, [row]);
  }
  return groups;
}

/** The statements every product's facts need: its variants, its option codes, its categories (a variant's are its parent's) and the store's categories. */
function factStatements(db: D1Database, store: StoreCode, rows: readonly FactRow[]): D1PreparedStatement[] {
  const ids = JSON.stringify(rows.map((row) => row.id));
  const members = JSON.stringify([...new Set(rows.map((row) => row.parent_id ?? row.id))]);
  return [
    db
      .prepare(
        `SELECT c.parent_id AS owner, c.id, c.sku, c.status, c.qty, c.is_in_stock, c.product_delivery_time, c.product_sale_status,
           c.planned_restock_date, c.supplier_delivery_from, c.supplier_delivery_to, c.color, c.size,
           pr.price, pr.special_price, pr.special_from_date, pr.special_to_date, pr.price_history
         FROM products c LEFT JOIN product_prices pr ON pr.product_id = c.id AND pr.store_code = ?1
         WHERE ${among("c.parent_id", "?2")} ORDER BY c.id`,
      )
      .bind(store, ids),
    db.prepare(`SELECT product_id AS owner, attribute_code AS code FROM configurable_options WHERE ${among("product_id", "?1")} ORDER BY product_id, position`).bind(ids),
    db.prepare(`SELECT product_id AS owner, category_id AS id FROM product_categories WHERE ${among("product_id", "?1")} ORDER BY product_id, category_id`).bind(members),
    db
      .prepare(`SELECT c.id, c.level, c.path, t.name, t.url_path FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1 WHERE c.is_active = 1`)
      .bind(store),
  ];
}

/** Facts of each row, from the answers of factStatements; rows without a summary (broken data) are left out. */
function toFacts(rows: readonly FactRow[], answers: D1Result<unknown>[], store: StoreCode): Map<number, FullFacts> {
  const [children, optionCodes, memberships, categories] = answers;
  const childrenOf = byOwner(results<Owned<ChildRow>>(children));
  const codesOf = byOwner(results<Owned<{ code: string }>>(optionCodes));
  const membersOf = byOwner(results<Owned<{ id: number }>>(memberships));
  const trailRows = results<TrailRow>(categories);
  const facts = new Map<number, FullFacts>();
  for (const row of rows) {
    const summary = toProductSummary(row, store);
    if (!summary) continue;
    const categoryIds = (membersOf.get(row.parent_id ?? row.id) ?? []).map((m) => m.id);
    facts.set(row.id, {
      ...summary,
      parentId: row.parent_id,
      visibility: row.visibility,
      status: row.status,
      categoryIds,
      categoryTrail: toCategoryTrail(new Set(categoryIds), trailRows, store),
      ...brandAndCollectionPaths(
        trailRows.filter((c) => categoryIds.includes(c.id)).map((c) => c.url_path),
        STORE_VIEWS[store].paths,
      ),
      configurableOptions: (codesOf.get(row.id) ?? []).map(({ code }) => ({ code })),
      children: toChildren(childrenOf.get(row.id) ?? [], store),
    });
  }
  return facts;
}

/** The items of `found` in the order of `skus`; skus not found are left out. */
function inOrder<T extends { sku: string }>(skus: readonly string[], found: Iterable<T>): T[] {
  const bySku = new Map([...found].map((item) => [item.sku, item]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** Many products' facts in two round trips, whatever their number. */
export async function readProductFacts(db: D1Database, store: StoreCode, skus: string[]): Promise<ProductFacts[]> {
  if (skus.length === 0) return [];
  const { results: rows } = await db.prepare(FACT_SQL).bind(store, JSON.stringify(skus)).all<FactRow>();
  if (rows.length === 0) return [];
  return inOrder(skus, toFacts(rows, await db.batch<unknown>(factStatements(db, store, rows)), store).values());
}

export async function readProductBySku(db: D1Database, store: StoreCode, sku: string): Promise<ProductDetail | null> {
  const [product] = await readProductsBySku(db, store, [sku]);
  return product ?? null;
}

/** Many products' details in two round trips, whatever their number. */
export async function readProductsBySku(db: D1Database, store: StoreCode, skus: string[]): Promise<ProductDetail[]> {
  if (skus.length === 0) return [];
  const { results: rows } = await db.prepare(DETAIL_SQL).bind(store, JSON.stringify(skus)).all<ProductDetailRow>();
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((row) => row.id));
  const [bundleOptionsSql, bundleSelectionsSql, customOptionsSql] = optionStatements(db, store, ids);
  const answers = await db.batch<unknown>([
    ...factStatements(db, store, rows),
    db
      .prepare(`SELECT attribute_code AS code, value, label, swatch FROM attribute_options WHERE store_code = ?1 AND attribute_code IN ('color', 'size') ORDER BY position, label`)
      .bind(store),
    linkedStatement(db, store, ids, "associated"),
    bundleOptionsSql,
    bundleSelectionsSql,
    customOptionsSql,
    db.prepare(`SELECT product_id AS owner, store_code, url_path FROM product_texts WHERE ${among("product_id", "?1")}`).bind(ids),
  ]);
  const facts = toFacts(rows, answers.slice(0, 4), store);
  const [optionValues, grouped, bundleOptions, bundleSelections, customOptions, alternates] = answers.slice(4);
  const groupedOf = byOwner(results<Owned<LinkRow>>(grouped));
  const bundleOptionsOf = byOwner(results<Owned<BundleOptionRow>>(bundleOptions));
  const selectionsOf = byOwner(results<Owned<LinkRow>>(bundleSelections));
  const customOptionsOf = byOwner(results<Owned<CustomOptionRow>>(customOptions));
  const alternatesOf = byOwner(results<Owned<{ store_code: StoreCode; url_path: string }>>(alternates));
  const details = rows.flatMap((row): ProductDetail[] => {
    const fact = facts.get(row.id);
    if (!fact) return [];
    return [
      {
        ...fact,
        description: row.description,
        careInstructions: row.care_instructions,
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
        galleryCount: row.gallery_size,
        photos: [],
        articleNumber: row.article_number,
        series: row.series,
        collection: row.collection,
        packageCm: toPackageCm(row),
        measurements: MEASUREMENTS.flatMap((code) => (typeof row[code] === "number" ? [{ code, value: row[code] as number }] : [])),
        attributes: LABELLED_ATTRIBUTES.flatMap((code) => {
          const label = row[`label_${code}`];
          return typeof label === "string" ? [{ code, label }] : [];
        }),
        configurableOptions: toConfigurableOptions(fact.configurableOptions, results<OptionValueRow>(optionValues), fact.children),
        children: fact.children,
        groupedItems: toLinked(groupedOf.get(row.id) ?? [], store),
        bundleOptions: toBundleOptions(bundleOptionsOf.get(row.id) ?? [], selectionsOf.get(row.id) ?? [], store),
        customOptions: toCustomOptions(customOptionsOf.get(row.id) ?? [], store),
        slugs: toSlugs(alternatesOf.get(row.id) ?? []),
      },
    ];
  });
  return inOrder(skus, details);
}

/** Links of a type from the products whose ids are bound as a JSON list, each row naming its `owner`. */
function linkedStatement(db: D1Database, store: StoreCode, ids: string, type: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${PRODUCT_SUMMARY_COLUMNS}, l.product_id AS owner, l.qty AS link_qty, l.is_default, l.option_id, l.selection_id
       FROM product_links l JOIN products p ON p.id = l.linked_product_id ${PRODUCT_SUMMARY_JOINS}
       WHERE ${among("l.product_id", "?2")} AND l.link_type = '${type}' AND p.status = 1 ORDER BY l.product_id, l.position`,
    )
    .bind(store, ids);
}

/** Bundle options, bundle selections and custom options of the products whose ids are bound as a JSON list, in that order. */
function optionStatements(db: D1Database, store: StoreCode, ids: string): [D1PreparedStatement, D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT product_id AS owner, id, required, type, titles FROM bundle_options WHERE ${among("product_id", "?1")} ORDER BY product_id, position`).bind(ids),
    linkedStatement(db, store, ids, "bundle"),
    db
      .prepare(
        `SELECT o.product_id AS owner, o.id AS option_id, o.type, o.required, o.titles AS option_titles, v.id AS value_id, v.price_type, v.price AS value_price, v.titles AS value_titles
         FROM custom_options o LEFT JOIN custom_option_values v ON v.option_id = o.id
         WHERE ${among("o.product_id", "?1")} ORDER BY o.product_id, o.position, v.position`,
      )
      .bind(ids),
  ];
}

/** Only what a cart line's choice is checked and priced against: the product's custom and bundle options. */
export async function readProductOptions(db: D1Database, store: StoreCode, sku: string): Promise<ProductOptions | null> {
  const row = await db.prepare(`SELECT id FROM products WHERE sku = ?1`).bind(sku).first<{ id: number }>();
  if (!row) return null;
  const [bundleOptions, bundleSelections, customOptions] = await db.batch<unknown>(optionStatements(db, store, JSON.stringify([row.id])));
  return {
    bundleOptions: toBundleOptions(results<BundleOptionRow>(bundleOptions), results<LinkRow>(bundleSelections), store),
    customOptions: toCustomOptions(results<CustomOptionRow>(customOptions), store),
  };
}

/** SPEC §2 resolution: the last path segment against product url_path; children point at their parent. */
export async function readProductByUrlPath(db: D1Database, store: StoreCode, urlPath: string): Promise<ProductLocation | null> {
  return db
    .prepare(
      `SELECT p.sku, t.url_path AS slug, parent.sku AS parentSku, pt.url_path AS parentSlug
       FROM product_texts t JOIN products p ON p.id = t.product_id
       LEFT JOIN products parent ON parent.id = p.parent_id
       LEFT JOIN product_texts pt ON pt.product_id = parent.id AND pt.store_code = ?1
       WHERE t.store_code = ?1 AND t.url_path = ?2`,
    )
    .bind(store, urlPath)
    .first<ProductLocation>();
}

export async function readShowroomStock(db: D1Database, sku: string): Promise<ShowroomStock[]> {
  const row = await db
    .prepare(
      `SELECT
         CASE WHEN p.type_id = 'configurable' THEN (SELECT SUM(c.product_showroom_stock_1) FROM products c WHERE c.parent_id = p.id) ELSE p.product_showroom_stock_1 END AS s1,
         CASE WHEN p.type_id = 'configurable' THEN (SELECT SUM(c.product_showroom_stock_2) FROM products c WHERE c.parent_id = p.id) ELSE p.product_showroom_stock_2 END AS s2,
         CASE WHEN p.type_id = 'configurable' THEN (SELECT SUM(c.product_showroom_stock_3) FROM products c WHERE c.parent_id = p.id) ELSE p.product_showroom_stock_3 END AS s3,
         CASE WHEN p.type_id = 'configurable' THEN (SELECT SUM(c.product_showroom_stock_4) FROM products c WHERE c.parent_id = p.id) ELSE p.product_showroom_stock_4 END AS s4
       FROM products p WHERE p.sku = ?1`,
    )
    .bind(sku)
    .first<{ s1: number | null; s2: number | null; s3: number | null; s4: number | null }>();
  if (!row) return [];
  return [row.s1, row.s2, row.s3, row.s4].map((qty, i) => ({ showroomId: i + 1, qty: qty ?? 0 }));
}
