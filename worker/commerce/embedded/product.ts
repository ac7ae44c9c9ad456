import type { StoreCode } from "../../../app/stores.ts";
import type { ProductDetail } from "../port.ts";
import { PRODUCT_SUMMARY_COLUMNS, PRODUCT_SUMMARY_JOINS, toProductSummary, type ProductSummaryRow } from "./rows.ts";

interface ProductDetailRow extends ProductSummaryRow {
  description: string;
  care_instructions: string;
  meta_title: string;
  meta_description: string;
  gallery_size: number;
  visibility: number;
  status: number;
  [measurement: string]: unknown;
}

const MEASUREMENTS = [
  "width_cm",
  "height_cm",
  "depth_cm",
  "seat_height_cm",
  "seat_depth_cm",
  "thickness_cm",
  "pole_diameter_cm",
  "weight_kg",
] as const;

const LABELLED_ATTRIBUTES = ["color", "material", "tabletop_material", "form", "function", "size"] as const;

export async function readProductBySku(db: D1Database, store: StoreCode, sku: string): Promise<ProductDetail | null> {
  const row = await db
    .prepare(
      `SELECT ${PRODUCT_SUMMARY_COLUMNS}, t.description, t.care_instructions, t.meta_title, t.meta_description,
         p.gallery_size, p.visibility, p.status, ${MEASUREMENTS.map((m) => `p.${m}`).join(", ")},
         ${LABELLED_ATTRIBUTES.map((a) => `(SELECT label FROM attribute_options o WHERE o.attribute_code = '${a}' AND o.value = p.${a} AND o.store_code = ?1) AS label_${a}`).join(", ")}
       FROM products p ${PRODUCT_SUMMARY_JOINS} WHERE p.sku = ?2`,
    )
    .bind(store, sku)
    .first<ProductDetailRow>();
  if (!row) return null;
  const summary = toProductSummary(row, store);
  if (!summary) return null;
  return {
    ...summary,
    description: row.description,
    careInstructions: row.care_instructions,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    galleryCount: row.gallery_size,
    visibility: row.visibility,
    status: row.status,
    measurements: MEASUREMENTS.flatMap((code) => (typeof row[code] === "number" ? [{ code, value: row[code] as number }] : [])),
    attributes: LABELLED_ATTRIBUTES.flatMap((code) => {
      const label = row[`label_${code}`];
      return typeof label === "string" ? [{ code, label }] : [];
    }),
  };
}
