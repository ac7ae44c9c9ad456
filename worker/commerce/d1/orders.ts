import { storeCartTotals, type CartLine } from "#core/domain/cart.ts";
import { finalPrice } from "#core/domain/price.ts";
import { pricedChoice, type OptionLabel } from "#core/domain/cart-options.ts";
import { refusal } from "#core/domain/refusal.ts";
import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import { bookingLinkLastDay } from "#core/domain/delivery-booking.ts";
import { priceFees, type AppliedFee } from "#core/domain/extra-fees.ts";
import { INVOICE_METHOD } from "#core/domain/invoice-credit.ts";
import { HOME_DELIVERY } from "#core/domain/delivery-slots.ts";
import { PICKUP_POINT_METHOD, findShippingMethod, shippingMethodsFor } from "#core/domain/shipping.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { separateBillingAddress } from "#core/domain/billing-address.ts";
import type { OrderInput, OrderOutcome, PlacedOrder, WithdrawOutcome } from "#core/port/index.ts";
import { KEY_REUSED, WITHDRAWN, replay, withdrawRefusal } from "../shop/order-keys.ts";
import { couponSpentError, readCoupon, spendCouponStatements } from "./coupons.ts";
import { readProductOptions } from "./product.ts";
import { newShipmentNumber } from "./shipments.ts";
import { readStockItems } from "./stock.ts";

interface OrderRow {
  cart_id: string;
  request_fingerprint: string | null;
  firstname: string;
  lastname: string;
  company: string | null;
  shipping_address: string;
  billing_address: string | null;
  id: number;
  status: string;
  increment_id: string;
  store_code: string;
  currency: string;
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  payment_method: string;
  shipping_method: string;
  email: string;
  created_at: string;
  delivery_date: string | null;
  delivery_timeslot: string | null;
  pickup_point: string | null;
  shipment_number: string | null;
  booking_until: string | null;
  fees: string | null;
  fee_amount: number;
  payment_reference: string | null;
}

function incrementId(store: string): string {
  const digits = crypto.getRandomValues(new Uint32Array(2));
  return `${store.toUpperCase()}${String(digits[0]! % 1e6).padStart(6, "0")}${String(digits[1]! % 1e4).padStart(4, "0")}`;
}

type ItemRow = { order_id: number; sku: string; name: string; qty: number; unit_price_incl_tax: number; row_total_incl_tax: number; options: string | null };

/** SPEC §3 order statuses: a placed order is active until invoiced or delivered. */
const displayStatus = (status: string): PlacedOrder["status"] => (status === "invoiced" || status === "delivered" ? status : "active");

/** Orders with their lines, in the order of `rows`: two queries, however many orders. */
async function withItems(db: D1Database, rows: OrderRow[]): Promise<PlacedOrder[]> {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT order_id, sku, name, qty, unit_price_incl_tax, row_total_incl_tax, options FROM order_items WHERE order_id IN (SELECT value FROM json_each(?1)) ORDER BY rowid`)
    .bind(JSON.stringify(rows.map((r) => r.id)))
    .all<ItemRow>();
  return rows.map((row) => ({
    incrementId: row.increment_id,
    cartId: row.cart_id,
    store: row.store_code as PlacedOrder["store"],
    status: displayStatus(row.status),
    currency: row.currency,
    grandTotal: row.grand_total,
    subtotalInclTax: row.subtotal_incl_tax,
    discountAmount: row.discount_amount,
    shippingInclTax: row.shipping_incl_tax,
    taxAmount: row.tax_amount,
    paymentMethod: row.payment_method,
    shippingMethod: row.shipping_method,
    email: row.email,
    recipient: { firstname: row.firstname, lastname: row.lastname, company: row.company },
    shippingAddress: JSON.parse(row.shipping_address) as PlacedOrder["shippingAddress"],
    billingAddress: row.billing_address ? (JSON.parse(row.billing_address) as PlacedOrder["billingAddress"]) : null,
    createdAt: row.created_at,
    deliverySlot: row.delivery_date && row.delivery_timeslot ? { date: row.delivery_date, timeslot: row.delivery_timeslot } : null,
    pickupPoint: row.pickup_point ? (JSON.parse(row.pickup_point) as PlacedOrder["pickupPoint"]) : null,
    booking: row.shipment_number && row.booking_until ? { shipmentNumber: row.shipment_number, lastDay: row.booking_until } : null,
    fees: row.fees ? (JSON.parse(row.fees) as AppliedFee[]) : [],
    feesInclTax: row.fee_amount,
    paymentReference: row.payment_reference,
    items: results
      .filter((r) => r.order_id === row.id)
      .map((r) => ({
        sku: r.sku,
        name: r.name,
        qty: r.qty,
        unitPriceInclTax: r.unit_price_incl_tax,
        rowTotalInclTax: r.row_total_incl_tax,
        options: r.options ? (JSON.parse(r.options) as OptionLabel[]) : [],
      })),
    productIds: [],
    requestFingerprint: row.request_fingerprint,
  }));
}

async function readOrder(db: D1Database, where: "increment_id" | "idempotency_key", value: string): Promise<PlacedOrder | null> {
  const row = await db.prepare(`SELECT * FROM orders WHERE ${where} = ?1`).bind(value).first<OrderRow>();
  return row ? ((await withItems(db, [row]))[0] ?? null) : null;
}

/** A customer's orders, newest first: only orders placed signed in to that account. */
export async function readCustomerOrders(db: D1Database, customerId: number, pageSize: number, currentPage: number): Promise<{ items: PlacedOrder[]; total: number }> {
  const [page, count] = await db.batch([
    db.prepare(`SELECT * FROM orders WHERE customer_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`).bind(customerId, pageSize, (currentPage - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?1`).bind(customerId),
  ]);
  return { items: await withItems(db, (page?.results ?? []) as OrderRow[]), total: ((count?.results[0] as { n: number } | undefined)?.n) ?? 0 };
}

/** One order of a customer by its number; null when it is not theirs. */
export async function readCustomerOrder(db: D1Database, customerId: number, incrementId: string): Promise<PlacedOrder | null> {
  const row = await db.prepare(`SELECT * FROM orders WHERE increment_id = ?1 AND customer_id = ?2`).bind(incrementId, customerId).first<OrderRow>();
  return row ? ((await withItems(db, [row]))[0] ?? null) : null;
}

export const readOrderByIncrementId = (db: D1Database, incrementId: string) => readOrder(db, "increment_id", incrementId);
export const readOrderByIdempotencyKey = (db: D1Database, key: string) => readOrder(db, "idempotency_key", key);

/**
 * Withdraws a queued order unless it is placed. One statement decides (SQLite runs it whole): the key
 * is marked withdrawn for its cart only while no order has it, and the trigger of migration 0012 keeps
 * any later insert of that key for that cart out, so a send still on its way can no longer place it.
 */
export async function withdrawOrder(db: D1Database, key: string, cartId: string, now: string): Promise<WithdrawOutcome> {
  const refused = withdrawRefusal(key);
  if (refused) return refused;
  await db
    .prepare(`INSERT OR IGNORE INTO withdrawn_orders (idempotency_key, cart_id, withdrawn_at) SELECT ?1, ?2, ?3 WHERE NOT EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ?1)`)
    .bind(key, cartId, now)
    .run();
  const placed = await readOrder(db, "idempotency_key", key);
  if (!placed) return { ok: true };
  return placed.cartId === cartId ? { ok: false, reason: "placed", order: placed } : KEY_REUSED;
}

/** What an earlier submission of this key left: an order (placed in one transaction, never half-sent) or its withdrawal. */
export async function earlierOrder(db: D1Database, input: Pick<OrderInput, "idempotencyKey" | "cartId">): Promise<OrderOutcome | null> {
  const placed = await readOrder(db, "idempotency_key", input.idempotencyKey);
  if (placed) return replay(placed, input);
  return (await isWithdrawn(db, input)) ? WITHDRAWN : null;
}

const isWithdrawn = async (db: D1Database, input: Pick<OrderInput, "idempotencyKey" | "cartId">) =>
  (await db.prepare(`SELECT 1 AS withdrawn FROM withdrawn_orders WHERE idempotency_key = ?1 AND cart_id = ?2`).bind(input.idempotencyKey, input.cartId).first()) !== null;

/**
 * A refusal, unless a send of the same key placed the order meanwhile (two sends racing: the first
 * took the stock, the second must answer its order, never "sold out").
 */
async function refusedUnlessPlaced(db: D1Database, input: OrderInput, refusal: OrderOutcome): Promise<OrderOutcome> {
  const first = await readOrder(db, "idempotency_key", input.idempotencyKey);
  return first ? replay(first, input) : refusal;
}

/**
 * Places an order in one D1 batch (a transaction): stock decrements, a guard row whose CHECK
 * fails if any stock went below zero, the order and its lines. Two orders for the last item
 * cannot both commit, and a replayed idempotency key hits the UNIQUE index and gets the first order.
 */
export async function placeOrder(db: D1Database, input: OrderInput, today: string): Promise<OrderOutcome> {
  const existing = await readOrder(db, "idempotency_key", input.idempotencyKey);
  if (existing) return replay(existing, input);
  // Told before any other refusal: a cancelled order must not come back as "confirm the new total".
  if (await isWithdrawn(db, input)) return WITHDRAWN;
  if (input.lines.length === 0) return { ok: false, reason: "invalid", field: "cartId", refusal: refusal("cartEmpty") };

  const view = STORE_VIEWS[input.store];
  const shipping = findShippingMethod(input.store, input.shippingMethod);
  if (!shipping) return { ok: false, reason: "invalid", field: "shippingMethod", refusal: refusal("unknownShippingMethod", { method: input.shippingMethod }) };

  const stock = new Map((await readStockItems(db, input.store, input.lines.map((l) => l.sku))).map((s) => [s.sku, s]));
  // SPEC §5 "Shipping limitation": the method must carry every line (no sofa by parcel post).
  if (!shippingMethodsFor(input.store, input.lines.map((l) => stock.get(l.sku)?.parcel ?? null)).some((m) => m.code === shipping.code)) {
    return { ok: false, reason: "invalid", field: "shippingMethod", refusal: refusal("cannotCarry", { method: shipping.code }) };
  }
  if (input.paymentMethod === INVOICE_METHOD && !input.paymentReference) return { ok: false, reason: "invalid", field: "paymentMethod", refusal: refusal("invoiceNeedsApproval") };
  if (shipping.code === PICKUP_POINT_METHOD && !input.pickupPoint) return { ok: false, reason: "invalid", field: "pickupPointId", refusal: refusal("pickupPointRequired") };
  const lines: CartLine[] = [];
  for (const [i, line] of input.lines.entries()) {
    const item = stock.get(line.sku);
    if (!item || item.status >= 2 || !item.price) return { ok: false, reason: "invalid", field: `lines.${i}.sku`, refusal: refusal("noLongerOrderable", { sku: line.sku }) };
    const base = finalPrice(item.price, today);
    // Options are priced here again, from the catalog: never from the cart or the client.
    const options = item.hasOptions ? await readProductOptions(db, input.store, item.sku) : null;
    const priced = options ? pricedChoice(options, line.options ?? null, base, today) : null;
    if (priced && !priced.ok) return { ok: false, reason: "invalid", field: `lines.${i}.${priced.field}`, refusal: priced.refusal };
    lines.push({
      itemId: i + 1,
      sku: item.sku,
      qty: line.qty,
      checksum: priced?.checksum ?? null,
      hasConfigurableOptions: false,
      name: item.name,
      unitPrice: priced?.unitPrice ?? base,
      options: priced?.options ?? null,
    });
  }
  // Short lines are told before any total: confirming a new price for an order that cannot be placed is pointless.
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const short = [...wanted].filter(([sku, qty]) => (stock.get(sku)?.qty ?? 0) < qty).map(([sku]) => ({ sku, available: Math.max(0, Math.floor(stock.get(sku)?.qty ?? 0)) }));
  if (short.length > 0) return refusedUnlessPlaced(db, input, { ok: false, reason: "out_of_stock", lines: short });
  const paid = input.expectedGrandTotalMinor !== undefined;
  const coupon = input.couponCode ? await readCoupon(db, input.couponCode, { paid }) : null;
  // Priced as the cart prices them: a fee the delivery does not offer (or no longer known) is not charged.
  const fees = priceFees(input.store, shipping.carrierCode, input.fees ?? [], view.i18n.fractionDigits);
  const totals = storeCartTotals(input.store, lines, coupon, shipping.priceInclTax, fees.totalInclTax);

  // A paid order must cost exactly what was paid (prices or lines may have changed since).
  if (input.expectedGrandTotalMinor !== undefined && toMinorUnits(totals.grandTotal) !== input.expectedGrandTotalMinor) {
    return { ok: false, reason: "invalid", field: "amount", refusal: refusal("amountNotPaid", { paid: input.expectedGrandTotalMinor, total: toMinorUnits(totals.grandTotal) }) };
  }

  if (input.quotedGrandTotalMinor !== undefined && toMinorUnits(totals.grandTotal) !== input.quotedGrandTotalMinor) {
    return refusedUnlessPlaced(db, input, { ok: false, reason: "price_changed", grandTotal: totals.grandTotal, quotedGrandTotal: input.quotedGrandTotalMinor / 100 });
  }

  const skus = JSON.stringify(lines.map((l) => l.sku));
  const number = incrementId(input.store);
  const now = new Date().toISOString();
  const c = input.customer;
  const billing = separateBillingAddress(input.billingAddress, { ...input.shippingAddress, firstname: c.firstname, lastname: c.lastname });
  const orderId = `(SELECT id FROM orders WHERE idempotency_key = ?1)`;
  try {
    await db.batch([
      ...lines.map((l) =>
        db.prepare(`UPDATE products SET qty = qty - ?2, is_in_stock = CASE WHEN qty - ?2 > 0 THEN is_in_stock ELSE 0 END WHERE sku = ?1`).bind(l.sku, l.qty),
      ),
      db.prepare(`INSERT INTO stock_guard (ok) SELECT MIN(qty) >= 0 FROM products WHERE sku IN (SELECT value FROM json_each(?1))`).bind(skus),
      db.prepare(`DELETE FROM stock_guard`),
      db
        .prepare(
          `INSERT INTO orders (increment_id, idempotency_key, cart_id, store_code, customer_type, email, firstname, lastname, phone, company, tax_id,
             shipping_address, shipping_method, payment_method, currency, subtotal_incl_tax, discount_amount, shipping_incl_tax, tax_amount,
             grand_total, coupon_code, newsletter, partial_delivery, created_at, delivery_date, delivery_timeslot, customer_id, pickup_point, shipment_number, booking_until, fees, fee_amount, payment_reference, request_fingerprint, billing_address)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35)`,
        )
        .bind(
          number, input.idempotencyKey, input.cartId, input.store, c.type, c.email, c.firstname, c.lastname, c.phone, c.company, c.taxId,
          JSON.stringify(input.shippingAddress), shipping.code, input.paymentMethod, view.i18n.currencyCode, totals.subtotalInclTax,
          totals.discountAmount, totals.shippingInclTax, totals.taxAmount, totals.grandTotal, totals.discountAmount > 0 ? input.couponCode : null,
          input.newsletter ? 1 : 0, input.partialDelivery ? 1 : 0, now, input.deliverySlot?.date ?? null, input.deliverySlot?.timeslot ?? null,
          input.customerId ?? null,
          shipping.code === PICKUP_POINT_METHOD && input.pickupPoint ? JSON.stringify(input.pickupPoint) : null,
          shipping.code === HOME_DELIVERY ? newShipmentNumber() : null,
          shipping.code === HOME_DELIVERY ? bookingLinkLastDay(today) : null,
          fees.fees.length > 0 ? JSON.stringify(fees.fees) : null,
          fees.totalInclTax,
          input.paymentReference ?? null,
          input.requestFingerprint ?? null,
          billing ? JSON.stringify(billing) : null,
        ),
      ...lines.map((l) =>
        db
          .prepare(`INSERT INTO order_items (order_id, sku, name, qty, unit_price_incl_tax, row_total_incl_tax, options) VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7)`)
          .bind(input.idempotencyKey, l.sku, l.name, l.qty, l.unitPrice, Math.round(l.unitPrice * l.qty * 100) / 100, l.options ? JSON.stringify(l.options.labels) : null),
      ),
      ...(coupon && totals.discountAmount > 0 ? spendCouponStatements(db, coupon.code, number, { paid }) : []),
    ]);
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (couponSpentError(message)) return { ok: false, reason: "invalid", field: "couponCode", refusal: refusal("couponInvalid") };
    if (/CHECK constraint failed/i.test(message)) {
      const now = new Map((await readStockItems(db, input.store, lines.map((l) => l.sku))).map((s) => [s.sku, s.qty]));
      return refusedUnlessPlaced(db, input, { ok: false, reason: "out_of_stock", lines: lines.filter((l) => (now.get(l.sku) ?? 0) < l.qty).map((l) => ({ sku: l.sku, available: now.get(l.sku) ?? 0 })) });
    }
    if (/withdrawn order/.test(message)) return WITHDRAWN;
    if (/UNIQUE constraint failed: orders\.idempotency_key/i.test(message)) {
      const first = await readOrder(db, "idempotency_key", input.idempotencyKey);
      if (first) return replay(first, input);
    }
    throw error;
  }
  const order = (await readOrder(db, "idempotency_key", input.idempotencyKey))!;
  return { ok: true, order: { ...order, productIds: [...stock.values()].map((s) => s.productId) }, replayed: false };
}
