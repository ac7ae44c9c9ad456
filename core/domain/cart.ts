/**
 * Cart business rules (SPEC §3 "Cart item"/"Cart totals", §4 "Cart add", "Cart line identity",
 * "Coupon", §5 "Add to cart", §8 cart messages, §9 "Money and tax", "Shipping").
 * Pure functions: inputs are never mutated.
 */
import type { ChosenOptions, OptionLabel } from "./cart-options.ts";
import { STORE_VIEWS, TAX_RATE, type StoreCode } from "../stores.ts";
import { priceExclTax, roundHalfAwayFromZero } from "./money.ts";
import { refusal, type Refusal } from "./refusal.ts";

export const MAX_CART_LINES = 100;

export interface CartLine {
  itemId: number;
  sku: string;
  qty: number;
  /** Set for lines with custom or bundle options, else null. */
  checksum: string | null;
  hasConfigurableOptions: boolean;
  name: string;
  /** Price per unit, tax included, in the store currency (options included). */
  unitPrice: number;
  /** Chosen custom options or bundle selections, with their labels; absent for plain lines. */
  options?: LineOptions | null;
  /** The catalog's photo of the line's product (a variant's own), where the backend shows photos; else the shop draws the line. */
  photo?: string | null;
}

export interface LineOptions {
  labels: OptionLabel[];
  chosen: ChosenOptions;
}

export type AddRequest = {
  sku: string;
  qty: unknown;
  /** Present when the request edits an existing line (an update). */
  itemId?: number | null;
  checksum?: string | null;
  hasConfigurableOptions?: boolean;
  options?: LineOptions | null;
};

const DIGITS_ONLY = /^\d+$/;

/**
 * SPEC §5: a quantity must be a positive integer. A string is parsed as a whole number
 * ("3", " 3 " → 3); decimals, signs, exponents, empty strings, 0, negatives, NaN, ±Infinity,
 * unsafe integers and any other type → null.
 */
export function parseQty(value: unknown): number | null {
  let n: number;
  if (typeof value === "number") {
    n = value;
  } else if (typeof value === "string") {
    const s = value.trim();
    if (!DIGITS_ONLY.test(s)) return null;
    n = Number(s);
  } else {
    return null;
  }
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

type LineKey = Pick<CartLine, "itemId" | "checksum" | "sku" | "hasConfigurableOptions">;
type RequestKey = { itemId?: number | null; checksum?: string | null; sku: string; hasConfigurableOptions?: boolean };

/**
 * SPEC §4 "Cart line identity", applied in order of precedence:
 * 1. both sides carry a server item id → same line iff the ids are equal (different ids are
 *    different lines even with the same sku);
 * 2. either side carries a checksum (custom or bundle options) → same line iff the checksums are equal
 *    (a line with options and one without are different lines);
 * 3. otherwise → same line iff the skus are equal (for configurable lines this is the chosen child sku).
 */
export function sameLine(a: LineKey, b: RequestKey): boolean {
  const aId = a.itemId;
  const bId = b.itemId ?? null;
  if (bId !== null) return aId === bId;
  const aSum = a.checksum ?? null;
  const bSum = b.checksum ?? null;
  if (aSum !== null || bSum !== null) return aSum === bSum;
  return a.sku === b.sku;
}

export type AddOutcome =
  | { ok: true; lines: CartLine[]; line: CartLine }
  | { ok: false; field: "qty" | "sku" | "price" | "cart"; refusal: Refusal }
  /** An update of a line the cart no longer has (deleted meanwhile): never recreated. */
  | { ok: false; field: "item_id"; refusal: Refusal; notFound: true };

export type AddProduct = { name: string; unitPrice: number | null; availableQty: number; isInStock: boolean };

/** Available quantity as a whole number ≥ 0; NaN counts as 0, +Infinity (unmanaged stock) stays unlimited. */
export function availableUnits(qty: number): number {
  if (Number.isNaN(qty)) return 0;
  return Math.max(0, Math.floor(qty));
}

/**
 * Adds a product to the cart (SPEC §4 "Cart add", §5 "Add to cart").
 * Checks, in order: quantity (positive integer), price (null, negative or non-finite → unknown;
 * 0 is allowed), stock flag, line count (a new line beyond MAX_CART_LINES is refused) and
 * available quantity (the resulting line quantity must not exceed it).
 * A request matching an existing line adds to its quantity, unless it carries that line's
 * itemId: then it is an update and its quantity replaces the line's. A matched line takes
 * the product's current name and unit price. A new line is appended with itemId `nextItemId`.
 */
export function addToCart(
  lines: readonly CartLine[],
  request: AddRequest,
  product: AddProduct,
  nextItemId: number,
): AddOutcome {
  const qty = parseQty(request.qty);
  if (qty === null) return { ok: false, field: "qty", refusal: refusal("qty") };

  const price = product.unitPrice;
  if (price === null || !Number.isFinite(price) || price < 0) {
    return { ok: false, field: "price", refusal: refusal("priceUnknown") };
  }
  if (!product.isInStock) return { ok: false, field: "sku", refusal: refusal("outOfStock") };

  const index = lines.findIndex((l) => sameLine(l, request));
  const existing = index >= 0 ? lines[index] : undefined;
  if (request.itemId != null) {
    if (!existing) return { ok: false, field: "item_id", refusal: refusal("noLine", { itemId: request.itemId }), notFound: true };
    // A line holds one product: another sku is another line (edit mode adds it and removes this one).
    if (existing.sku !== request.sku) return { ok: false, field: "sku", refusal: refusal("otherProduct", { itemId: request.itemId, holds: existing.sku, sku: request.sku }) };
  }
  if (!existing && lines.length >= MAX_CART_LINES) {
    return { ok: false, field: "cart", refusal: refusal("tooManyLines", { max: MAX_CART_LINES }) };
  }

  const isUpdate = existing !== undefined && request.itemId != null && request.itemId === existing.itemId;
  const newQty = existing === undefined || isUpdate ? qty : existing.qty + qty;
  const available = availableUnits(product.availableQty);
  if (newQty > available) {
    return { ok: false, field: "qty", refusal: refusal("onlyAvailable", { qty: available }) };
  }

  if (existing !== undefined) {
    const line: CartLine = { ...existing, qty: newQty, name: product.name, unitPrice: price };
    return { ok: true, lines: lines.map((l, i) => (i === index ? line : l)), line };
  }
  const line: CartLine = {
    itemId: nextItemId,
    sku: request.sku,
    qty: newQty,
    checksum: request.checksum ?? null,
    hasConfigurableOptions: request.hasConfigurableOptions ?? false,
    name: product.name,
    unitPrice: price,
    ...(request.options ? { options: request.options } : {}),
  };
  return { ok: true, lines: [...lines, line], line };
}

/**
 * A guest cart joining the customer's cart at sign-in: a guest line that is the same line (SPEC §4
 * line identity, itemIds aside) as one of the customer's adds its quantity to it; any other is
 * appended with a new itemId. Nothing is doubled and, below MAX_CART_LINES, nothing is lost; lines
 * beyond the limit are returned as `left` so the caller can say so. Stock is checked afterwards.
 */
export function mergeCartLines(customer: readonly CartLine[], guest: readonly CartLine[]): { lines: CartLine[]; left: CartLine[] } {
  const lines = [...customer];
  const left: CartLine[] = [];
  let nextItemId = customer.reduce((max, line) => Math.max(max, line.itemId), 0) + 1;
  for (const line of guest) {
    const index = lines.findIndex((l) => sameLine(l, { ...line, itemId: null }));
    if (index >= 0) lines[index] = { ...lines[index]!, qty: lines[index]!.qty + line.qty };
    else if (lines.length < MAX_CART_LINES) lines.push({ ...line, itemId: nextItemId++ });
    else left.push(line);
  }
  return { lines, left };
}

/** SPEC §4 "Cart remove": a new array without the line(s) with that itemId. */
export function removeLine(lines: readonly CartLine[], itemId: number): CartLine[] {
  return lines.filter((l) => l.itemId !== itemId);
}

export interface Coupon {
  code: string;
  kind: "percent" | "fixed";
  value: number;
}

/** The newsletter signup coupon, 10 percent (SPEC §1). */
export const COUPONS: readonly Coupon[] = [{ code: "NYHETSBREV10", kind: "percent", value: 10 }];

/** Looks a code up case-insensitively, ignoring surrounding whitespace; unknown or blank → null. */
export function findCoupon(code: string): Coupon | null {
  const wanted = code.trim().toUpperCase();
  if (wanted === "") return null;
  return COUPONS.find((c) => c.code.toUpperCase() === wanted) ?? null;
}

export interface Totals {
  subtotalInclTax: number;
  /** Positive amount taken off the subtotal. */
  discountAmount: number;
  shippingInclTax: number;
  /** Extra fees (carry-in, assembly, removal) including tax: SPEC §3 "additional fee". */
  feesInclTax: number;
  /** The tax contained in grandTotal (prices include tax). */
  taxAmount: number;
  grandTotal: number;
  itemsQty: number;
  /** Amount still needed for free shipping; null when the free-shipping bar is disabled. */
  freeShippingRemaining: number | null;
}

/** SPEC §9: the free-shipping bar is disabled; its limit (from configuration) is 250. */
export const FREE_SHIPPING = { enabled: false, limit: 250 } as const;

export type TotalsOptions = {
  coupon: Coupon | null;
  shippingInclTax: number;
  /** Extra fees including tax; none when not given. */
  feesInclTax?: number;
  /** Store currency decimals: SEK/DKK/NOK 0, EUR 2. */
  fractionDigits: number;
  /** SPEC §9: disabled by default, limit 250. */
  freeShipping: { enabled: boolean; limit: number };
  /** The VAT contained in the prices (0.25; 0.255 in Finland); 0.25 when not given. */
  taxRate?: number;
};

function discountFor(coupon: Coupon | null, subtotal: number, digits: number): number {
  if (coupon === null || !Number.isFinite(coupon.value) || coupon.value <= 0 || subtotal <= 0) return 0;
  const raw = coupon.kind === "percent" ? (subtotal * coupon.value) / 100 : coupon.value;
  return Math.min(subtotal, roundHalfAwayFromZero(raw, digits));
}

/**
 * Cart totals (SPEC §3 "Cart totals", §9). Only lines with a finite, non-negative quantity count
 * (SPEC §5). Amounts are rounded half away from zero to `fractionDigits`.
 * grandTotal = subtotal − discount + shipping; taxAmount = grandTotal − priceExclTax(grandTotal).
 * freeShippingRemaining = max(0, limit − floor(subtotal − discount)) (Magento's discount_amount is
 * negative, hence SPEC's "subtotal plus discount"). Throws RangeError for an invalid fractionDigits
 * or a non-finite amount.
 */
export function cartTotals(lines: readonly CartLine[], options: TotalsOptions): Totals {
  const digits = options.fractionDigits;
  let sum = 0;
  let itemsQty = 0;
  for (const line of lines) {
    if (!Number.isFinite(line.qty) || line.qty < 0) continue;
    sum += line.unitPrice * line.qty;
    itemsQty += line.qty;
  }
  const subtotalInclTax = roundHalfAwayFromZero(sum, digits);
  const discountAmount = discountFor(options.coupon, subtotalInclTax, digits);
  const shippingInclTax = roundHalfAwayFromZero(options.shippingInclTax, digits);
  const feesInclTax = roundHalfAwayFromZero(options.feesInclTax ?? 0, digits);
  const grandTotal = roundHalfAwayFromZero(subtotalInclTax - discountAmount + shippingInclTax + feesInclTax, digits);
  const taxAmount = roundHalfAwayFromZero(grandTotal - priceExclTax(grandTotal, options.taxRate ?? TAX_RATE), digits);
  const { enabled, limit } = options.freeShipping;
  const freeShippingRemaining = enabled
    ? Math.max(0, roundHalfAwayFromZero(limit - Math.floor(subtotalInclTax - discountAmount), digits))
    : null;
  return { subtotalInclTax, discountAmount, shippingInclTax, feesInclTax, taxAmount, grandTotal, itemsQty, freeShippingRemaining };
}

/** SPEC §3 totals of lines in a store: its currency's decimals, the free-shipping setting. */
export function storeCartTotals(store: StoreCode, lines: readonly CartLine[], coupon: Coupon | null, shippingInclTax: number, feesInclTax = 0): Totals {
  const view = STORE_VIEWS[store];
  return cartTotals(lines, { coupon, shippingInclTax, feesInclTax, fractionDigits: view.i18n.fractionDigits, freeShipping: FREE_SHIPPING, taxRate: view.taxRate });
}
