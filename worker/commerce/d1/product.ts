import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { convertSek } from "#core/domain/shelf-price.ts";
import type {
  BundleOption,
  ConfigurableChild,
  ConfigurableOption,
  CustomOption,
  LinkedProduct,
  ProductDetail,
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

const DETAIL_SQL = `SELECT ${PRODUCT_SUMMARY_COLUMNS}, p.parent_id, t.description, t.care_instructions, t.meta_title, t.meta_description,
    p.gallery_size, p.visibility, p.status, p.article_number, p.series, col.name AS collection,
    ${MEASUREMENTS.map((m) => `p.${m}`).join(", ")}, ${LABELLED_ATTRIBUTES.map(labelOf).join(", ")}
  FROM products p ${PRODUCT_SUMMARY_JOINS} LEFT JOIN collections col ON col.id = p.collection_id
  WHERE p.sku = ?2`;

interface ChildRow {
  id: number;
  sku: string;
  status: number;
  qty: number;
  is_in_stock: number;
  product_delivery_time: number;
  product_sale_status: string;
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

/** The deepest shop category the product is in (not a brand or collection listing), with its ancestors. */
function toCategoryTrail(memberOf: Set<number>, categories: TrailRow[], store: StoreCode): ProductDetail["categoryTrail"] {
  const { brands, collections } = STORE_VIEWS[store].paths;
  const isListing = (urlPath: string) => [brands, collections].some((root) => urlPath === root || urlPath.startsWith(`${root}/`));
  const deepest = categories.filter((c) => memberOf.has(c.id) && !isListing(c.url_path)).sort((a, b) => b.level - a.level || a.id - b.id)[0];
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

export async function readProductBySku(db: D1Database, store: StoreCode, sku: string): Promise<ProductDetail | null> {
  const row = await db.prepare(DETAIL_SQL).bind(store, sku).first<ProductDetailRow>();
  if (!row) return null;
  const summary = toProductSummary(row, store);
  if (!summary) return null;

  const linked = (type: string) => linkedStatement(db, store, row.id, type);
  const [bundleOptionsSql, bundleSelectionsSql, customOptionsSql] = optionStatements(db, store, row.id);
  const [children, optionCodes, optionValues, grouped, bundleOptions, bundleSelections, customOptions, memberships, categories, alternates] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT c.id, c.sku, c.status, c.qty, c.is_in_stock, c.product_delivery_time, c.product_sale_status, c.color, c.size,
           pr.price, pr.special_price, pr.special_from_date, pr.special_to_date, pr.price_history
         FROM products c LEFT JOIN product_prices pr ON pr.product_id = c.id AND pr.store_code = ?1
         WHERE c.parent_id = ?2 ORDER BY c.id`,
      )
      .bind(store, row.id),
    db.prepare(`SELECT attribute_code AS code FROM configurable_options WHERE product_id = ?1 ORDER BY position`).bind(row.id),
    db
      .prepare(`SELECT attribute_code AS code, value, label, swatch FROM attribute_options WHERE store_code = ?1 AND attribute_code IN ('color', 'size') ORDER BY position, label`)
      .bind(store),
    linked("associated"),
    bundleOptionsSql,
    bundleSelectionsSql,
    customOptionsSql,
    db.prepare(`SELECT category_id AS id FROM product_categories WHERE product_id = ?1`).bind(row.parent_id ?? row.id),
    db
      .prepare(`SELECT c.id, c.level, c.path, t.name, t.url_path FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = ?1 WHERE c.is_active = 1`)
      .bind(store),
    db.prepare(`SELECT store_code, url_path FROM product_texts WHERE product_id = ?1`).bind(row.id),
  ]);
  const results = <T,>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const variantChildren = toChildren(results<ChildRow>(children), store);
  return {
    ...summary,
    parentId: row.parent_id,
    description: row.description,
    careInstructions: row.care_instructions,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    galleryCount: row.gallery_size,
    photos: [],
    visibility: row.visibility,
    status: row.status,
    articleNumber: row.article_number,
    series: row.series,
    collection: row.collection,
    measurements: MEASUREMENTS.flatMap((code) => (typeof row[code] === "number" ? [{ code, value: row[code] as number }] : [])),
    attributes: LABELLED_ATTRIBUTES.flatMap((code) => {
      const label = row[`label_${code}`];
      return typeof label === "string" ? [{ code, label }] : [];
    }),
    configurableOptions: toConfigurableOptions(results<{ code: string }>(optionCodes), results<OptionValueRow>(optionValues), variantChildren),
    children: variantChildren,
    groupedItems: toLinked(results<LinkRow>(grouped), store),
    bundleOptions: toBundleOptions(results<BundleOptionRow>(bundleOptions), results<LinkRow>(bundleSelections), store),
    customOptions: toCustomOptions(results<CustomOptionRow>(customOptions), store),
    categoryIds: results<{ id: number }>(memberships).map((m) => m.id),
    categoryTrail: toCategoryTrail(new Set(results<{ id: number }>(memberships).map((m) => m.id)), results<TrailRow>(categories), store),
    slugs: toSlugs(results<{ store_code: StoreCode; url_path: string }>(alternates)),
  };
}

function linkedStatement(db: D1Database, store: StoreCode, productId: number, type: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${PRODUCT_SUMMARY_COLUMNS}, l.qty AS link_qty, l.is_default, l.option_id, l.selection_id
       FROM product_links l JOIN products p ON p.id = l.linked_product_id ${PRODUCT_SUMMARY_JOINS}
       WHERE l.product_id = ?2 AND l.link_type = '${type}' AND p.status = 1 ORDER BY l.position`,
    )
    .bind(store, productId);
}

/** Bundle options, bundle selections and custom options of a product, in that order. */
function optionStatements(db: D1Database, store: StoreCode, productId: number): [D1PreparedStatement, D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT id, required, type, titles FROM bundle_options WHERE product_id = ?1 ORDER BY position`).bind(productId),
    linkedStatement(db, store, productId, "bundle"),
    db
      .prepare(
        `SELECT o.id AS option_id, o.type, o.required, o.titles AS option_titles, v.id AS value_id, v.price_type, v.price AS value_price, v.titles AS value_titles
         FROM custom_options o LEFT JOIN custom_option_values v ON v.option_id = o.id
         WHERE o.product_id = ?1 ORDER BY o.position, v.position`,
      )
      .bind(productId),
  ];
}

/** Only what a cart line's choice is checked and priced against: the product's custom and bundle options. */
export async function readProductOptions(db: D1Database, store: StoreCode, sku: string): Promise<ProductOptions | null> {
  const row = await db.prepare(`SELECT id FROM products WHERE sku = ?1`).bind(sku).first<{ id: number }>();
  if (!row) return null;
  const [bundleOptions, bundleSelections, customOptions] = await db.batch<unknown>(optionStatements(db, store, row.id));
  const results = <T,>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
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
