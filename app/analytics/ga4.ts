/**
 * GA4 ecommerce events (issue 15: view_item_list, select_item, view_item, add_to_cart,
 * remove_from_cart, view_cart, begin_checkout, add_shipping_info, add_payment_info, purchase, search,
 * view_search_results), built from what the pages already hold. Pure: the value of an event is the sum
 * of its items' price × quantity, prices include tax as the shop shows them, in the store's currency.
 */
import { pushToDataLayer } from "./data-layer.ts";

export { pushToDataLayer };

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity: number;
}

export type EcommerceEventName =
  | "view_item_list"
  | "select_item"
  | "view_item"
  | "add_to_cart"
  | "remove_from_cart"
  | "view_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The items' worth: price × quantity, to the cent. */
export const itemsValue = (items: readonly Ga4Item[]) => round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: { currency: string; value: number; items: Ga4Item[] } & Record<string, unknown>;
}

/** An event with its items, its value and whatever else GA4 asks of it (shipping_tier, payment_type, transaction_id…). */
export function ecommerceEvent(event: EcommerceEventName, currency: string, items: Ga4Item[], extra: Record<string, unknown> = {}): EcommerceEvent {
  return { event, ecommerce: { currency, value: itemsValue(items), items, ...extra } };
}

/** A list's items, numbered from 0 as shown, named after the list. */
export function listItems(list: { id: string; name: string }, items: Omit<Ga4Item, "quantity" | "index" | "item_list_id" | "item_list_name">[]): Ga4Item[] {
  return items.map((item, index) => ({ ...item, item_list_id: list.id, item_list_name: list.name, index, quantity: 1 }));
}

/** Cart lines as items: sku, name, the chosen options as the variant, the unit price and the quantity. */
export function lineItems(lines: readonly { sku: string; name: string; price: number; qty: number; options?: readonly { value: string }[] }[]): Ga4Item[] {
  return lines.map((line) => ({ item_id: line.sku, item_name: line.name, item_variant: line.options?.map((o) => o.value).join(" / ") || undefined, price: line.price, quantity: line.qty }));
}

/** A cart line changing from `from` to `to` pieces: add_to_cart or remove_from_cart for the difference, or nothing. */
export function cartChangeEvent(currency: string, item: Omit<Ga4Item, "quantity">, from: number, to: number): EcommerceEvent | null {
  if (to === from) return null;
  return ecommerceEvent(to > from ? "add_to_cart" : "remove_from_cart", currency, [{ ...item, quantity: Math.abs(to - from) }]);
}

export interface PurchaseInput {
  transactionId: string;
  currency: string;
  /** What the order cost, as placed (the grand total). */
  value: number;
  tax: number;
  shipping: number;
  coupon?: string | null;
  items: Ga4Item[];
}

/** purchase: its value is the order's grand total as placed, not a sum made again here. */
export function purchaseEvent(order: PurchaseInput): EcommerceEvent {
  const extra: Record<string, unknown> = { transaction_id: order.transactionId, tax: round2(order.tax), shipping: round2(order.shipping) };
  if (order.coupon) extra.coupon = order.coupon;
  return { event: "purchase", ecommerce: { currency: order.currency, value: round2(order.value), items: order.items, ...extra } };
}

const PURCHASES_KEPT = 50;

/** Whether an order's purchase is still to be told (once per order, also after a reload of its confirmation). */
export function purchaseToTell(told: readonly string[], transactionId: string): boolean {
  return !told.includes(transactionId);
}

/** The told orders after telling one more: the newest 50. */
export function withToldPurchase(told: readonly string[], transactionId: string): string[] {
  return [...told.filter((id) => id !== transactionId), transactionId].slice(-PURCHASES_KEPT);
}

/** Sends an ecommerce event: the previous ecommerce object is cleared first, as GA4 asks. */
export function trackEcommerce(store: string, event: EcommerceEvent | null): void {
  if (!event) return;
  pushToDataLayer(store, { ecommerce: null });
  pushToDataLayer(store, event as unknown as Record<string, unknown>);
}

const toldKey = (store: string) => `${store}-ga-purchases`;
/** Told in this page's life: without storage a purchase is still told once per page. */
const toldHere = new Set<string>();

/** purchase, exactly once per order in this browser (a reload of the confirmation tells nothing again). */
export function trackPurchaseOnce(store: string, order: PurchaseInput): void {
  if (typeof window === "undefined") return;
  let told: string[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(toldKey(store)) ?? "[]");
    told = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    told = [];
  }
  if (!purchaseToTell(told, order.transactionId) || toldHere.has(order.transactionId)) return;
  toldHere.add(order.transactionId);
  try {
    localStorage.setItem(toldKey(store), JSON.stringify(withToldPurchase(told, order.transactionId)));
  } catch {
    // Storage full or off: told now; a reload may tell it again, which beats never telling it.
  }
  trackEcommerce(store, purchaseEvent(order));
}

/** search (the term, when a search is made) and view_search_results (the page of results). */
export function trackSearchTerm(store: string, event: "search" | "view_search_results", term: string): void {
  pushToDataLayer(store, { event, search_term: term });
}
