import type { StoreCode } from "#core/stores.ts";
import type { ProductType, StockItem } from "#core/port/index.ts";
import { parcelOf } from "#core/domain/shipping.ts";
import { toPriceData } from "./rows.ts";

interface StockRow {
  id: number;
  sku: string;
  name: string;
  type_id: ProductType;
  status: number;
  qty: number;
  is_in_stock: number;
  price: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  has_options: number;
  weight_kg: number | null;
  package_width_cm: number | null;
  package_height_cm: number | null;
  package_depth_cm: number | null;
}

export async function readStockItems(db: D1Database, store: StoreCode, skus: string[]): Promise<StockItem[]> {
  if (skus.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id, p.sku, t.name, p.type_id, p.status, p.qty, p.is_in_stock, p.weight_kg, p.package_width_cm, p.package_height_cm, p.package_depth_cm,
         pr.price, pr.special_price, pr.special_from_date, pr.special_to_date,
         EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) OR EXISTS (SELECT 1 FROM bundle_options b WHERE b.product_id = p.id) AS has_options
       FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1
       WHERE p.sku IN (SELECT value FROM json_each(?2))`,
    )
    .bind(store, JSON.stringify(skus))
    .all<StockRow>();
  return results.map((row) => ({
    productId: row.id,
    sku: row.sku,
    name: row.name,
    typeId: row.type_id,
    status: row.status,
    qty: Math.max(0, row.qty),
    isInStock: row.is_in_stock === 1 && row.qty > 0,
    price: toPriceData(row),
    hasOptions: row.has_options === 1,
    parcel:
      row.weight_kg === null || row.package_width_cm === null || row.package_height_cm === null || row.package_depth_cm === null
        ? null
        : parcelOf(row.weight_kg, [row.package_width_cm, row.package_height_cm, row.package_depth_cm]),
  }));
}
