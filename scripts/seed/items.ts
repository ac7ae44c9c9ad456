import { SERIES, brandById } from "./brands.ts";
import { sizePrice } from "./currency.ts";
import { addDays } from "./dates.ts";
import { dimensionsFor } from "./dimensions.ts";
import { skuFor, type IdSequence } from "./ids.ts";
import { colorsFor, type ItemKind } from "#worker/media/art/kinds.ts";
import type { ProductModel, ProductRow, ProductType } from "./model.ts";
import type { NameBook } from "./names.ts";
import { stream, type Random } from "./random.ts";
import { campaignFor, deliveryDays, NO_STOCK_PROMISES, outOfStock, randomStock, saleStatus, showroomStock } from "./stock.ts";
import { createVariants } from "./variants.ts";

function pickFunction(kind: ItemKind, rng: Random): string | null {
  for (const [value, probability] of kind.functions ?? []) if (rng.chance(probability)) return value;
  return null;
}

function visibilityFor(type: ProductType, rng: Random): number {
  return rng.weighted<number>([[4, 95], [1, type === "simple" ? 3 : 0], [2, 1], [3, 1]]);
}

/** A simple or configurable parent (and a configurable's children) of one furniture kind. */
export interface ItemPlan {
  index: number;
  type: "simple" | "configurable";
  kind: ItemKind;
  disabled: boolean;
  /** Set for the first few items so that every delivery-time label occurs even in small catalogs. */
  deliveryBucket?: number;
}

export function createItem(plan: ItemPlan, ids: IdSequence, today: string, names: NameBook): ProductModel[] {
  const { index, type, kind, disabled, deliveryBucket } = plan;
  const rng = stream("item", index);
  const series = names.claimNearest(kind.key, rng.pick(SERIES));
  const brand = brandById(series.brandId);
  const form = kind.forms && (kind.key !== "sofa" || rng.chance(0.15)) ? rng.pick(kind.forms) : null;
  const sizes = form === "round" && kind.roundSize ? [kind.roundSize] : kind.sizes;
  const size = type === "simple" && sizes.length > 0 ? rng.pick(sizes) : null;
  const drawn = saleStatus(rng, kind.outdoor);
  const status = type === "configurable" && drawn === "sold_out_season" ? "active" : drawn;
  const basePrice = rng.float(...kind.priceSek);
  const id = ids.next();
  const stock =
    type === "simple" && status === "sold_out_season"
      ? outOfStock()
      : type === "simple" && status === "order_only"
        ? { qty: 0, is_in_stock: 1 }
        : randomStock(rng);

  const row: ProductRow = {
    id,
    sku: skuFor(kind.skuPrefix, id),
    type_id: type,
    parent_id: null,
    status: disabled ? 2 : 1,
    visibility: visibilityFor(type, rng),
    attribute_set: kind.attributeSet,
    brand_id: brand.id,
    collection_id: series.collectionId,
    series: series.name,
    article_number: `${brand.code}-${rng.int(100000, 999999)}`,
    material: rng.pick(kind.materials),
    tabletop_material: kind.tabletops ? rng.pick(kind.tabletops) : null,
    form,
    function: pickFunction(kind, rng),
    color: null,
    size,
    ...dimensionsFor(kind.dimensions, size ?? sizes[0] ?? null, rng),
    ...stock,
    ...showroomStock(rng),
    product_delivery_time: deliveryDays(rng, stock.is_in_stock === 1 && stock.qty > 0, deliveryBucket),
    product_sale_status: status,
    ...NO_STOCK_PROMISES,
    campaign: campaignFor(rng, kind.outdoor),
    free_shipping: rng.chance(0.2) ? 1 : 0,
    image_color: rng.hexColor(),
    gallery_size: rng.int(2, 6),
    sales_count: Math.floor(rng.next() ** 3 * 2500),
    created_at: addDays(today, -rng.int(1, 400)),
  };
  if (row.campaign === "new_in") row.created_at = addDays(today, -rng.int(1, 45));

  const parent: ProductModel = {
    row,
    kind,
    setKind: null,
    series,
    category: (size && kind.categoryBySize?.[size]) || kind.category,
    alsoIn: [],
    priceSek: sizePrice(kind, basePrice, size),
    parent: null,
    children: [],
    variesBy: [],
    setLinks: [],
  };
  if (type === "simple") {
    row.color = rng.pick(colorsFor(kind, row.material));
    return [parent];
  }
  return [parent, ...createVariants(parent, sizes, basePrice, ids, rng)];
}
