import type { ProductRow } from "./model.ts";
import type { Random } from "./random.ts";
import { addDays } from "./dates.ts";

type Stock = Pick<ProductRow, "qty" | "is_in_stock">;
type Showrooms = Pick<
  ProductRow,
  "product_showroom_stock_1" | "product_showroom_stock_2" | "product_showroom_stock_3" | "product_showroom_stock_4"
>;

const IN_STOCK_LEVEL = { low: [1, 9], normal: [10, 150] } as const;

export function inStock(rng: Random): Stock {
  return { qty: rng.int(IN_STOCK_LEVEL.normal[0], 60), is_in_stock: 1 };
}

export function outOfStock(): Stock {
  return { qty: 0, is_in_stock: 0 };
}

/** About 15 % out of stock, 10 % low stock (under 10), the rest in stock. */
export function randomStock(rng: Random): Stock {
  const roll = rng.next();
  if (roll < 0.15) return outOfStock();
  if (roll < 0.25) return { qty: rng.int(...IN_STOCK_LEVEL.low), is_in_stock: 1 };
  return { qty: rng.int(...IN_STOCK_LEVEL.normal), is_in_stock: 1 };
}

/** Delivery-time buckets in days, matching the week labels 2, 2-4, 4-6, 6-8, 8-10 and 10+ (SPEC §9). */
export const DELIVERY_BUCKETS: readonly (readonly [number, number])[] = [
  [3, 14], [15, 28], [29, 42], [43, 56], [57, 70], [71, 90],
];

export function deliveryDays(rng: Random, inStockNow: boolean, forcedBucket?: number): number {
  const bucket =
    forcedBucket ??
    rng.weighted<number>(
      inStockNow
        ? [[0, 60], [1, 20], [2, 8], [3, 5], [4, 4], [5, 3]]
        : [[0, 5], [1, 20], [2, 20], [3, 20], [4, 15], [5, 20]],
    );
  const [min, max] = DELIVERY_BUCKETS[bucket] as readonly [number, number];
  return rng.int(min, max);
}

export function showroomStock(rng: Random): Showrooms {
  const one = () => (rng.chance(0.45) ? 0 : rng.int(1, 8));
  return {
    product_showroom_stock_1: one(),
    product_showroom_stock_2: one(),
    product_showroom_stock_3: one(),
    product_showroom_stock_4: one(),
  };
}

export function saleStatus(rng: Random, outdoor: boolean): ProductRow["product_sale_status"] {
  return rng.weighted<ProductRow["product_sale_status"]>([
    ["active", 86],
    ["discontinued", 5],
    ["sold_out_season", outdoor ? 6 : 0],
    ["order_only", 4],
  ]);
}

export function campaignFor(rng: Random, outdoor: boolean): string | null {
  if (!rng.chance(0.15)) return null;
  return rng.weighted<string>(
    outdoor
      ? [["summer_sale", 3], ["garden_days", 3], ["black_week", 1], ["outlet", 1], ["new_in", 2]]
      : [["summer_sale", 1], ["black_week", 3], ["outlet", 2], ["new_in", 3]],
  );
}

type StockPromises = Pick<ProductRow, "planned_restock_date" | "supplier_delivery_from" | "supplier_delivery_to">;

export const NO_STOCK_PROMISES: StockPromises = { planned_restock_date: null, supplier_delivery_from: null, supplier_delivery_to: null };

/**
 * What the catalog promises a sold-out piece (issue 36 item 3), by its id so the draws of every other
 * column stay as they were: of the active simple pieces that cannot be bought, every third gets a planned
 * restock day, the next a supplier's delivery window, the rest nothing (they say "out of stock").
 */
export function stockPromises(row: ProductRow, today: string): StockPromises {
  const soldOut = row.type_id === "simple" && row.status === 1 && !(row.is_in_stock === 1 && row.qty >= 1);
  if (!soldOut || (row.product_sale_status !== "active" && row.product_sale_status !== "order_only")) return NO_STOCK_PROMISES;
  if (row.id % 3 === 0) return { ...NO_STOCK_PROMISES, planned_restock_date: addDays(today, 7 + (row.id % 21)) };
  if (row.id % 3 === 1) {
    const from = addDays(today, 14 + (row.id % 10));
    return { ...NO_STOCK_PROMISES, supplier_delivery_from: from, supplier_delivery_to: addDays(from, 10) };
  }
  return NO_STOCK_PROMISES;
}
