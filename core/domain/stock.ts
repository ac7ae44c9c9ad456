/**
 * Stock badge (SPEC §4 "Stock check", §9 "Stock") and availability label
 * (SPEC §4 "Availability labels", §3 "Stock indication").
 */
import { availableUnits } from "./cart.ts";
import { deliveryWeeksLabel, isShortDelivery, LEAD_TIME_FALLBACK_DAYS, type DeliveryWeeksLabel } from "./delivery.ts";

export type StockBadge = "in_stock" | "low_stock" | "upcoming" | "no_stock";
export type StockContext = "list" | "page";

/** SPEC §9: low threshold 10 on the product page, 5 in lists. */
export const LOW_STOCK_THRESHOLD: Readonly<Record<StockContext, number>> = { page: 10, list: 5 };

export type StockInput = { qty: number; isInStock: boolean; deliveryDays?: number | null; saleStatus?: SaleStatus };

export type SaleStatus = "active" | "discontinued" | "sold_out_season" | "order_only";

export type AvailabilityInput = {
  saleStatus: SaleStatus;
  qty: number;
  isInStock: boolean;
  deliveryDays?: number | null;
};

export type AvailabilityLabel =
  | { kind: "discontinued" }
  | { kind: "sold_out_season" }
  | { kind: "order_only" }
  | { kind: "immediate" }
  | { kind: "low_stock"; qty: number }
  | { kind: "ships_in_weeks"; weeks: DeliveryWeeksLabel }
  | { kind: "short_delivery" };

/** A usable delivery time: finite and > 0, else null (unknown). */
function knownDeliveryDays(days: number | null | undefined): number | null {
  return typeof days === "number" && Number.isFinite(days) && days > 0 ? days : null;
}

/** Stock quantity as a number; non-finite counts as 0. */
function quantity(qty: number): number {
  return Number.isFinite(qty) ? qty : 0;
}

/**
 * Where the item stands physically:
 * - "counted": in stock with qty > 0 (can be low);
 * - "uncounted": in stock but qty ≤ 0 and no delivery time (stock not managed) — sellable now;
 * - "incoming": not in stock, or in stock with qty ≤ 0 but a known delivery time (backorder).
 */
function stockState(qty: number, isInStock: boolean, deliveryDays: number | null): "counted" | "uncounted" | "incoming" {
  if (!isInStock) return "incoming";
  if (qty > 0) return "counted";
  return deliveryDays === null ? "uncounted" : "incoming";
}

/**
 * Badge for lists ("list", low threshold 5) and the product page ("page", threshold 10):
 * in stock and 0 < qty ≤ threshold → low_stock; in stock and qty > threshold → in_stock;
 * not in stock with deliveryDays > 0 → upcoming; otherwise no_stock.
 * In stock with qty ≤ 0 (unmanaged stock or backorder) → upcoming when deliveryDays > 0, else in_stock.
 * A discontinued or sold-out-for-the-season product has nothing upcoming: no_stock, never
 * "coming soon" beside "no longer sold".
 */
export function stockBadge(s: StockInput, context: StockContext): StockBadge {
  const qty = quantity(s.qty);
  const days = knownDeliveryDays(s.deliveryDays);
  switch (stockState(qty, s.isInStock, days)) {
    case "counted":
      return qty <= LOW_STOCK_THRESHOLD[context] ? "low_stock" : "in_stock";
    case "uncounted":
      return "in_stock";
    case "incoming":
      return days !== null && s.saleStatus !== "discontinued" && s.saleStatus !== "sold_out_season" ? "upcoming" : "no_stock";
  }
}

/**
 * Availability label. Precedence: discontinued > sold_out_season > order_only > in stock
 * (low_stock with count when 0 < qty ≤ threshold, else immediate) > out of stock
 * (short_delivery when delivery ≤ 14 days, else ships_in_weeks; unknown delivery time
 * uses the 10-day lead-time fallback, i.e. short_delivery).
 * Stock-state rules for qty ≤ 0 while in stock are the same as stockBadge.
 */
export function availabilityLabel(a: AvailabilityInput, context: StockContext = "page"): AvailabilityLabel {
  if (a.saleStatus === "discontinued") return { kind: "discontinued" };
  if (a.saleStatus === "sold_out_season") return { kind: "sold_out_season" };
  if (a.saleStatus === "order_only") return { kind: "order_only" };
  const qty = quantity(a.qty);
  const known = knownDeliveryDays(a.deliveryDays);
  switch (stockState(qty, a.isInStock, known)) {
    case "counted":
      return qty <= LOW_STOCK_THRESHOLD[context] ? { kind: "low_stock", qty } : { kind: "immediate" };
    case "uncounted":
      return { kind: "immediate" };
    case "incoming": {
      const days = known ?? LEAD_TIME_FALLBACK_DAYS;
      return isShortDelivery(days) ? { kind: "short_delivery" } : { kind: "ships_in_weeks", weeks: deliveryWeeksLabel(days) };
    }
  }
}

/** What the buy box offers: "Add to cart" exactly when the cart would take the product, else why not. */
export type BuyBox = { kind: "buy" } | { kind: "unavailable"; reason: "out_of_stock" | "discontinued" | "sold_out_season" };

/**
 * The cart takes a product that is in stock with at least one whole unit (SPEC §4 "Cart add",
 * §5). Anything else is not offered, whatever a delivery estimate might suggest: a discontinued
 * or season-sold-out product says so, any other says it is out of stock.
 */
export function buyBox(a: Pick<AvailabilityInput, "qty" | "isInStock" | "saleStatus">): BuyBox {
  if (a.isInStock && availableUnits(a.qty) >= 1) return { kind: "buy" };
  if (a.saleStatus === "discontinued" || a.saleStatus === "sold_out_season") return { kind: "unavailable", reason: a.saleStatus };
  return { kind: "unavailable", reason: "out_of_stock" };
}

/**
 * A set (grouped product) is bought as its items: as many sets are available as its scarcest
 * item allows (units ÷ the item's quantity per set), none if any item is out of stock; it ships
 * when its slowest item does, and is discontinued or sold out when any item is.
 */
export function setStock(items: readonly { perSet: number; stock: AvailabilityInput }[]): AvailabilityInput {
  if (items.length === 0) return { qty: 0, isInStock: false, saleStatus: "active", deliveryDays: null };
  const sets = Math.min(...items.map((i) => (i.stock.isInStock && i.perSet > 0 ? Math.floor(availableUnits(i.stock.qty) / i.perSet) : 0)));
  const statuses = items.map((i) => i.stock.saleStatus);
  const saleStatus = statuses.find((s) => s === "discontinued") ?? statuses.find((s) => s === "sold_out_season") ?? statuses.find((s) => s === "order_only") ?? "active";
  const days = items.map((i) => i.stock.deliveryDays).filter((d): d is number => typeof d === "number" && Number.isFinite(d));
  return { qty: sets, isInStock: sets > 0, saleStatus, deliveryDays: days.length ? Math.max(...days) : null };
}
