import type { PriceData, PricePoint, ProductSummary, ProductType, StockData } from "#core/port/index.ts";

/** A product row joined with its store texts, prices and brand (see PRODUCT_SUMMARY_COLUMNS). */
export interface ProductSummaryRow {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  url_path: string;
  brand: string;
  qty: number;
  is_in_stock: number;
  product_delivery_time: number;
  product_sale_status: string;
  planned_restock_date: string | null;
  supplier_delivery_from: string | null;
  supplier_delivery_to: string | null;
  price: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  price_history: string | null;
}

/** Products a shopper may see in lists: enabled parents visible in the catalog (SPEC §5). */
export const LISTABLE = "p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (2, 3, 4)";

/** A category's best-selling simple pieces a shopper can open (after `FROM products p`): what its picture shows, and who shows it. */
export const FEATURED_IN_CATEGORY = `JOIN product_categories pc ON pc.product_id = p.id
  WHERE pc.category_id = ?1 AND p.status = 1 AND p.visibility != 1 AND p.parent_id IS NULL AND p.type_id = 'simple'
  ORDER BY p.sales_count DESC, p.id LIMIT ?2`;

/** A category's best-selling product of any type (after `FROM products p`): a category of sets shows this one. */
export const TOP_IN_CATEGORY = `JOIN product_categories pc ON pc.product_id = p.id
  WHERE pc.category_id = ?1 AND p.status = 1 AND p.visibility != 1 AND p.parent_id IS NULL ORDER BY p.sales_count DESC, p.id LIMIT 1`;

export const PRODUCT_SUMMARY_COLUMNS = `
  p.id, p.sku, p.type_id, t.name, t.url_path, b.name AS brand,
  CASE WHEN p.type_id = 'configurable'
    THEN (SELECT COALESCE(SUM(c.qty), 0) FROM products c WHERE c.parent_id = p.id AND c.status < 2)
    ELSE p.qty END AS qty,
  CASE WHEN p.type_id = 'configurable'
    THEN (SELECT COALESCE(MAX(c.is_in_stock), 0) FROM products c WHERE c.parent_id = p.id AND c.status < 2)
    ELSE p.is_in_stock END AS is_in_stock,
  p.product_delivery_time, p.product_sale_status,
  CASE WHEN p.type_id = 'configurable'
    THEN (SELECT MIN(c.planned_restock_date) FROM products c WHERE c.parent_id = p.id AND c.status < 2)
    ELSE p.planned_restock_date END AS planned_restock_date,
  p.supplier_delivery_from, p.supplier_delivery_to,
  pr.price, pr.special_price, pr.special_from_date, pr.special_to_date, pr.price_history`;

export const PRODUCT_SUMMARY_JOINS = `
  JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
  JOIN brands b ON b.id = p.brand_id
  LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1`;

const SALE_STATUSES = new Set(["active", "discontinued", "sold_out_season", "order_only"]);
const PRODUCT_TYPES = new Set(["simple", "configurable", "grouped", "bundle"]);

export function parseHistory(json: string | null): PricePoint[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is PricePoint =>
        typeof p === "object" && p !== null && typeof p.date === "string" && Number.isFinite(p.price) && p.price > 0,
    );
  } catch {
    return [];
  }
}

function positiveOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

export function toPriceData(row: Pick<ProductSummaryRow, "price" | "special_price" | "special_from_date" | "special_to_date">): PriceData | null {
  const price = positiveOrNull(row.price);
  if (price === null) return null;
  return {
    price,
    specialPrice: positiveOrNull(row.special_price),
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
  };
}

type StockColumns = "qty" | "is_in_stock" | "product_delivery_time" | "product_sale_status" | "planned_restock_date" | "supplier_delivery_from" | "supplier_delivery_to";

export function toStockData(row: Pick<ProductSummaryRow, StockColumns>): StockData {
  return {
    qty: Math.max(0, row.qty),
    isInStock: row.is_in_stock === 1,
    deliveryDays: row.product_delivery_time,
    saleStatus: SALE_STATUSES.has(row.product_sale_status) ? (row.product_sale_status as StockData["saleStatus"]) : "active",
    plannedRestock: row.planned_restock_date,
    supplierDelivery: row.supplier_delivery_from && row.supplier_delivery_to ? { from: row.supplier_delivery_from, to: row.supplier_delivery_to } : null,
  };
}

/**
 * Maps a joined row to a summary. A row the shop cannot sell correctly (no price in
 * this store, unknown type) is logged and skipped rather than rendered as NaN.
 */
export function toProductSummary(row: ProductSummaryRow, store: string): ProductSummary | null {
  const price = toPriceData(row);
  if (!price || !PRODUCT_TYPES.has(row.type_id)) {
    console.warn(`catalog: skipping product ${row.sku} in store ${store}: ${price ? `unknown type ${row.type_id}` : "missing price"}`);
    return null;
  }
  return {
    id: row.id,
    sku: row.sku,
    typeId: row.type_id as ProductType,
    name: row.name,
    brand: row.brand,
    slug: row.url_path,
    price,
    priceHistory: parseHistory(row.price_history),
    stock: toStockData(row),
    // The demo catalog has no photos: its pictures are drawn (worker/media/art).
    photo: null,
  };
}
