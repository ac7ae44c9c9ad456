/**
 * Hosted checkout (Klarna-like provider) business rules.
 * SPEC §3 "Hosted checkout order" / "Order line" / "Shipping option", §4 "Hosted checkout order
 * creation", §5 "Hosted checkout", §9 (minor units ×100, tax rate in basis points, dimensions ×10).
 * Pure functions only: no I/O, no clocks (the caller passes `at` / `now`).
 */
import { STORE_VIEWS, TAX_RATE, type StoreCode } from "../stores.ts";
import { roundHalfAwayFromZero } from "./money.ts";
import { paymentMethodThrough } from "../payments/payment-methods.ts";

/** The payment method paid first at the hosted checkout: its order is placed once the provider confirms the payment. */
export const HOSTED_CHECKOUT_METHOD = paymentMethodThrough("hosted_checkout");

/** After more than 3 failed creation attempts the page reloads (SPEC §4). */
export const MAX_CREATE_ATTEMPTS = 3;
/** A stored order id expires after 2 days (SPEC §4). */
export const ORDER_ID_TTL_MS = 2 * 24 * 60 * 60 * 1000;

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

/**
 * Major → minor units (×100), rounded to an integer. Float noise is removed before rounding
 * (19.99 → 1999, 0.1 + 0.2 → 30, 1.005 → 101); halves round away from zero. Never returns -0.
 */
export function toMinorUnits(amount: number): number {
  assertFinite(amount, "amount");
  return roundHalfAwayFromZero(amount * 100);
}

/** Tax rate fraction → basis points: 0.25 → 2500, 0.255 → 2550. */
export function taxRateBasisPoints(rate: number): number {
  assertFinite(rate, "tax rate");
  if (rate < 0) throw new RangeError(`tax rate must not be negative, got ${rate}`);
  return roundHalfAwayFromZero(rate * 10000);
}

/** Shipping dimension in centimetres → provider value (×10, i.e. millimetres), rounded. */
export function dimensionValue(cm: number): number {
  assertFinite(cm, "dimension");
  return roundHalfAwayFromZero(cm * 10);
}

/** Kilograms → grams, rounded. */
function grams(kg: number): number {
  assertFinite(kg, "weight");
  return roundHalfAwayFromZero(kg * 1000);
}

export type OrderLineType = "physical" | "shipping_fee" | "surcharge" | "discount";

/** A line as a payment page names it: goods with their quantity ("2 × Pall Visby"); a discount, the delivery or a fee by its name alone ("Rabatt", "Inbärning"). */
export function orderLineLabel(line: Pick<OrderLine, "type" | "quantity" | "name">): string {
  return line.type === "physical" ? `${line.quantity} × ${line.name}` : line.name;
}

export interface OrderLineInput {
  sku: string;
  name: string;
  quantity: number;
  /** Unit price including tax, in major units (e.g. 12995 SEK, 1234.95 EUR). */
  unitPriceInclTax: number;
  /** Discount for the whole line (not per unit), including tax, in major units. Default 0. */
  discountInclTax?: number;
  /** Default "physical". */
  type?: OrderLineType;
  imageUrl?: string;
  productUrl?: string;
  weightKg?: number;
  dimensionsCm?: { height: number; width: number; length: number };
}

export interface OrderLine {
  type: OrderLineType;
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
  image_url?: string;
  product_url?: string;
  shipping_attributes?: { weight: number; dimensions: { height: number; width: number; length: number } };
}

/**
 * Builds a provider order line in minor units.
 * - unit_price = toMinorUnits(unitPriceInclTax); total_discount_amount = toMinorUnits(discountInclTax ?? 0)
 * - total_amount = unit_price × quantity − total_discount_amount
 * - tax_rate in basis points; total_tax_amount is the tax contained in total_amount:
 *   round(total_amount − total_amount × 10000 / (10000 + tax_rate))
 * - shipping_attributes (weight in grams, dimensions ×10) only when both weightKg and
 *   dimensionsCm are given (no invented zero values).
 * Throws RangeError for a quantity that is not a positive integer or a non-finite number.
 */
export function orderLine(input: OrderLineInput, taxRate: number = TAX_RATE): OrderLine {
  if (!Number.isInteger(input.quantity) || input.quantity < 1) {
    throw new RangeError(`quantity must be a positive integer, got ${input.quantity}`);
  }
  const unit_price = toMinorUnits(input.unitPriceInclTax);
  const total_discount_amount = toMinorUnits(input.discountInclTax ?? 0);
  const tax_rate = taxRateBasisPoints(taxRate);
  const total_amount = unit_price * input.quantity - total_discount_amount;
  const total_tax_amount = roundHalfAwayFromZero(total_amount - (total_amount * 10000) / (10000 + tax_rate));

  const line: OrderLine = {
    type: input.type ?? "physical",
    reference: input.sku,
    name: input.name,
    quantity: input.quantity,
    unit_price,
    tax_rate,
    total_amount,
    total_discount_amount,
    total_tax_amount,
  };
  if (input.imageUrl !== undefined) line.image_url = input.imageUrl;
  if (input.productUrl !== undefined) line.product_url = input.productUrl;
  if (input.weightKg !== undefined && input.dimensionsCm !== undefined) {
    const d = input.dimensionsCm;
    line.shipping_attributes = {
      weight: grams(input.weightKg),
      dimensions: { height: dimensionValue(d.height), width: dimensionValue(d.width), length: dimensionValue(d.length) },
    };
  }
  return line;
}

/**
 * The provider's order lines for a priced cart: one physical line per cart line, a discount line
 * (negative) when a coupon applies, a shipping_fee line when delivery costs something and a surcharge
 * line per extra fee (carry-in, assembly...). Their
 * sum is the cart's grand total in minor units, so the amount check of SPEC §5 holds by construction.
 */
export function cartOrderLines(args: {
  lines: readonly { sku: string; name: string; qty: number; unitPrice: number }[];
  discountInclTax: number;
  /** The discount line's name as the shopper reads it. */
  discountName?: string;
  shipping: { code: string; name: string; priceInclTax: number } | null;
  fees?: readonly { code: string; name: string; amountInclTax: number }[];
  taxRate?: number;
}): OrderLine[] {
  const rate = args.taxRate ?? TAX_RATE;
  const lines = args.lines.map((l) => orderLine({ sku: l.sku, name: l.name, quantity: l.qty, unitPriceInclTax: l.unitPrice }, rate));
  if (args.discountInclTax > 0) {
    lines.push(orderLine({ sku: "discount", name: args.discountName ?? "Discount", quantity: 1, unitPriceInclTax: -args.discountInclTax, type: "discount" }, rate));
  }
  if (args.shipping && args.shipping.priceInclTax > 0) {
    lines.push(orderLine({ sku: args.shipping.code, name: args.shipping.name, quantity: 1, unitPriceInclTax: args.shipping.priceInclTax, type: "shipping_fee" }, rate));
  }
  for (const fee of args.fees ?? []) {
    if (fee.amountInclTax > 0) lines.push(orderLine({ sku: fee.code, name: fee.name, quantity: 1, unitPriceInclTax: fee.amountInclTax, type: "surcharge" }, rate));
  }
  return lines;
}

export interface HostedOrder {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: OrderLine[];
}

/**
 * Purchase country rule (SPEC §5): exactly two letters A–Z (case-insensitive, upper-cased) and
 * among the shipping countries (compared upper-case), else the default country.
 */
export function resolvePurchaseCountry(
  purchaseCountry: string | null | undefined,
  shippingCountries: readonly string[],
  defaultCountry: string,
): string {
  if (typeof purchaseCountry !== "string" || !/^[A-Za-z]{2}$/.test(purchaseCountry)) return defaultCountry;
  const upper = purchaseCountry.toUpperCase();
  return shippingCountries.some((c) => c.toUpperCase() === upper) ? upper : defaultCountry;
}

/** Sum of line totals (minor units). */
function sumLineTotals(lines: readonly Pick<OrderLine, "total_amount">[]): number {
  return lines.reduce((sum, l) => sum + l.total_amount, 0);
}

/** order_amount = Σ total_amount, order_tax_amount = Σ total_tax_amount; purchase country per SPEC §5. */
export function buildHostedOrder(args: {
  lines: OrderLine[];
  purchaseCountry: string | null | undefined;
  shippingCountries: readonly string[];
  defaultCountry: string;
  currency: string;
  locale: string;
}): HostedOrder {
  return {
    purchase_country: resolvePurchaseCountry(args.purchaseCountry, args.shippingCountries, args.defaultCountry),
    purchase_currency: args.currency,
    locale: args.locale,
    order_amount: sumLineTotals(args.lines),
    order_tax_amount: args.lines.reduce((sum, l) => sum + l.total_tax_amount, 0),
    order_lines: [...args.lines],
  };
}

/** Store-view defaults for buildHostedOrder (country, currency, locale from STORE_VIEWS). */
export function storeOrderDefaults(storeCode: StoreCode): { defaultCountry: string; currency: string; locale: string } {
  const store = STORE_VIEWS[storeCode];
  return { defaultCountry: store.countryId, currency: store.i18n.currencyCode, locale: store.i18n.defaultLocale };
}

export type AmountCheck = { ok: true } | { ok: false; message: string };

/** SPEC §5: order amount must equal Σ line totals, else "Order amount incorrect (x:y)". */
export function validateOrderAmount(order: Pick<HostedOrder, "order_amount" | "order_lines">): AmountCheck {
  const sum = sumLineTotals(order.order_lines);
  if (order.order_amount === sum) return { ok: true };
  return { ok: false, message: `Order amount incorrect (${order.order_amount}:${sum})` };
}

export type CreationState = {
  attempts: number;
  loading: boolean;
  error: boolean;
  snippet: string | null;
  orderId: string | null;
  /** Epoch ms when orderId was stored. */
  storedAt: number | null;
};

export const INITIAL_CREATION: CreationState = {
  attempts: 0,
  loading: false,
  error: false,
  snippet: null,
  orderId: null,
  storedAt: null,
};

export type CreationEvent =
  | { type: "start" }
  | { type: "created"; orderId: string; snippet: string; at: number }
  | { type: "failed" }
  | { type: "read_only" }
  | { type: "reloaded" }
  | { type: "expired_check"; now: number };

/**
 * SPEC §4 "Hosted checkout order creation".
 * - start: attempts + 1, loading on (other fields unchanged).
 * - created: snippet, orderId and storedAt stored; attempts 0; loading and error off.
 * - failed: loading off, error on, snippet cleared (attempts kept, so nextAction can cap retries).
 * - read_only: the stored order is forgotten (orderId, snippet, storedAt) and the state is marked
 *   as a failed attempt (loading off, error on) so nextAction retries creation, still bounded by
 *   MAX_CREATE_ATTEMPTS.
 * - reloaded: the page was reloaded after too many failures; counting starts again (attempts 0,
 *   loading and error off); a stored order is kept.
 * - expired_check: when now − storedAt > ORDER_ID_TTL_MS, orderId, snippet and storedAt are
 *   forgotten; exactly 2 days old is still valid. Otherwise the same state object is returned.
 */
export function reduceCreation(state: CreationState, event: CreationEvent): CreationState {
  switch (event.type) {
    case "start":
      return { ...state, attempts: state.attempts + 1, loading: true };
    case "created":
      return {
        ...state,
        attempts: 0,
        loading: false,
        error: false,
        snippet: event.snippet,
        orderId: event.orderId,
        storedAt: event.at,
      };
    case "failed":
      return { ...state, loading: false, error: true, snippet: null };
    case "read_only":
      return { ...state, loading: false, error: true, snippet: null, orderId: null, storedAt: null };
    case "reloaded":
      return { ...state, attempts: 0, loading: false, error: false };
    case "expired_check":
      if (state.storedAt === null || event.now - state.storedAt <= ORDER_ID_TTL_MS) return state;
      return { ...state, snippet: null, orderId: null, storedAt: null };
  }
}

/**
 * After a failure (error on, not loading): "retry" while attempts ≤ MAX_CREATE_ATTEMPTS,
 * "reload" once attempts exceed it; "none" otherwise.
 */
export function nextAction(state: CreationState): "retry" | "reload" | "none" {
  if (state.loading || !state.error) return "none";
  return state.attempts > MAX_CREATE_ATTEMPTS ? "reload" : "retry";
}
