import type { Series } from "./brands.ts";
import type { AttributeSet, ItemKind, SetKind } from "#worker/media/art/kinds.ts";

export type ProductType = "simple" | "configurable" | "grouped" | "bundle";

export type ProductRow = {
  id: number;
  sku: string;
  type_id: ProductType;
  parent_id: number | null;
  status: number;
  visibility: number;
  attribute_set: AttributeSet;
  brand_id: number;
  collection_id: number | null;
  series: string | null;
  article_number: string;
  material: string | null;
  tabletop_material: string | null;
  form: string | null;
  function: string | null;
  color: string | null;
  size: string | null;
  width_cm: number | null;
  height_cm: number | null;
  depth_cm: number | null;
  seat_height_cm: number | null;
  seat_depth_cm: number | null;
  thickness_cm: number | null;
  pole_diameter_cm: number | null;
  weight_kg: number | null;
  package_width_cm: number | null;
  package_height_cm: number | null;
  package_depth_cm: number | null;
  qty: number;
  is_in_stock: number;
  product_showroom_stock_1: number;
  product_showroom_stock_2: number;
  product_showroom_stock_3: number;
  product_showroom_stock_4: number;
  product_delivery_time: number;
  product_sale_status: "active" | "discontinued" | "sold_out_season" | "order_only";
  planned_restock_date: string | null;
  supplier_delivery_from: string | null;
  supplier_delivery_to: string | null;
  campaign: string | null;
  free_shipping: number;
  image_color: string;
  gallery_size: number;
  sales_count: number;
  created_at: string;
};

export type Dimensions = Pick<
  ProductRow,
  | "width_cm" | "height_cm" | "depth_cm" | "seat_height_cm" | "seat_depth_cm" | "thickness_cm" | "pole_diameter_cm"
  | "weight_kg" | "package_width_cm" | "package_height_cm" | "package_depth_cm"
>;

export interface SetLink {
  product: ProductModel;
  qty: number;
  optionIndex: number;
  isDefault: boolean;
}

/** A product row plus what the later stages (texts, prices, links) need to know about it. */
export interface ProductModel {
  row: ProductRow;
  kind: ItemKind | null;
  setKind: SetKind | null;
  series: Series;
  /** The leaf category that breadcrumbs and related products follow. */
  category: number | null;
  /** Further leaf categories, e.g. every seat count a configurable sofa comes in. */
  alsoIn: number[];
  priceSek: number;
  parent: ProductModel | null;
  children: ProductModel[];
  variesBy: ("color" | "size")[];
  setLinks: SetLink[];
}

export interface Catalog {
  /** Every product in id order: parents precede their configurable children. */
  products: ProductModel[];
  /** Top-level sellable products (no configurable children). */
  parents: ProductModel[];
}
