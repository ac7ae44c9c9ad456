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

export type StockInput = { qty: number; isInStock: boolean; deliveryDays?: number | null; saleStatus?: SaleStatus } & StockPromises;

/** What the catalog promises about stock that is not here yet: a planned restock day, a supplier's delivery window. */
export type StockPromises = { plannedRestock?: string | null; supplierDelivery?: SupplierWindow | null };

export type SaleStatus = "active" | "discontinued" | "sold_out_season" | "order_only";

export type AvailabilityInput = {
  saleStatus: SaleStatus;
  qty: number;
  isInStock: boolean;
  deliveryDays?: number | null;
} & StockPromises;

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
 * in stock with qty ≤ 0 and no delivery time (unmanaged stock) → in_stock. Anything the cart would not
 * take is upcoming exactly when its stock outlook names a day (a planned restock or a supplier's window),
 * else no_stock: the badge says what the product page's one message says, never "coming soon" beside
 * "out of stock".
 */
export function stockBadge(s: StockInput, context: StockContext, today: string): StockBadge {
  const qty = quantity(s.qty);
  const days = knownDeliveryDays(s.deliveryDays);
  switch (stockState(qty, s.isInStock, days)) {
    case "counted":
      return qty <= LOW_STOCK_THRESHOLD[context] ? "low_stock" : "in_stock";
    case "uncounted":
      return "in_stock";
    case "incoming":
      return somethingComing(stockOutlook({ ...s, saleStatus: s.saleStatus ?? "active" }, today)) ? "upcoming" : "no_stock";
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
  // Whole again when the last missing item's restock comes, if every missing item has one.
  const missing = items.filter((i) => !(i.stock.isInStock && i.perSet > 0 && Math.floor(availableUnits(i.stock.qty) / i.perSet) > 0));
  const restocks = missing.map((i) => i.stock.plannedRestock ?? null);
  const plannedRestock = missing.length > 0 && restocks.every((d) => d !== null) ? restocks.reduce((a, b) => (a! > b! ? a : b)) : null;
  return { qty: sets, isInStock: sets > 0, saleStatus, deliveryDays: days.length ? Math.max(...days) : null, plannedRestock };
}

/**
 * What a product that cannot be bought says about when it can (SPEC §3 "Stock indication": planned
 * delivery dates, supplier delivery date range; §4 "Availability labels": planned restock date, from
 * supplier between dates, discontinued, sold out for the season). One message, never two: the planned
 * restock date, else the supplier's date range, else that it is out of stock.
 */
/** A supplier's promise: the goods arrive between these ISO days. */
export type SupplierWindow = { from: string; to: string };

export type StockOutlookInput = Pick<AvailabilityInput, "qty" | "isInStock" | "saleStatus"> & StockPromises;

export type StockOutlook =
  | { kind: "restock"; date: string }
  | { kind: "supplier"; from: string; to: string }
  | { kind: "out_of_stock" }
  | { kind: "discontinued" }
  | { kind: "sold_out_season" };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date still ahead of the shopper (today counts): a promise that has passed says nothing any more. */
const ahead = (day: string | null | undefined, today: string): day is string => typeof day === "string" && ISO_DAY.test(day) && day >= today;

/**
 * Null while the product can be bought. A discontinued or season-sold-out product has nothing coming,
 * whatever dates the catalog still holds. A range that has begun starts today.
 */
export function stockOutlook(stock: StockOutlookInput, today: string): StockOutlook | null {
  const box = buyBox(stock);
  if (box.kind === "buy") return null;
  if (box.reason !== "out_of_stock") return { kind: box.reason };
  if (ahead(stock.plannedRestock, today)) return { kind: "restock", date: stock.plannedRestock };
  const window = stock.supplierDelivery;
  if (window && ISO_DAY.test(window.from) && ahead(window.to, today) && window.from <= window.to) {
    return { kind: "supplier", from: window.from > today ? window.from : today, to: window.to };
  }
  return { kind: "out_of_stock" };
}

/** Something is coming (a date to wait for), as opposed to nothing known or nothing ever. */
export const somethingComing = (outlook: StockOutlook | null): boolean => outlook?.kind === "restock" || outlook?.kind === "supplier";
