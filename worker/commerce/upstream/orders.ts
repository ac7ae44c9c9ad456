/**
 * Orders placed in Magento through vue-storefront-api (SPEC §7 `POST /api/order`, the only order route
 * the API serves). Its order worker (o2m) makes the quote's lines what the order's `products` say,
 * then places it; the shop keeps its own record of each (D1 `upstream_orders`), so a
 * retried submission answers its first order, one cart never has two orders on their way at once, a
 * queued order the shopper withdrew is never sent, and the confirmation page shows what was bought.
 */
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { separateBillingAddress } from "#core/domain/billing-address.ts";
import { refusal, type RefusalParams } from "#core/domain/refusal.ts";
import { toMinorUnits } from "#core/domain/hosted-checkout.ts";
import type { OrderInput, OrderOutcome, OrdersPort, PlacedOrder, WithdrawOutcome } from "#core/port/orders.ts";
import type { StockPort } from "#core/port/stock.ts";
import { cartObject } from "../../objects/cart.ts";
import { CART_BUSY, KEY_REUSED, WITHDRAWN, replay, withdrawRefusal } from "../shop/order-keys.ts";
import { cartQuery, magentoCartOf, type MagentoTotals, type PulledItem, type UpstreamCartToken } from "./cart.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import type { MethodMap } from "./config.ts";
import { number } from "./documents.ts";
import type { UpstreamCartItems } from "./cart-items.ts";
import { answerRefusalOf, orderRefusalOf } from "./order-refusals.ts";

interface LedgerRow {
  cart_id: string;
  state: "placing" | "placed" | "withdrawn" | "unanswered";
  receipt: string | null;
  created_at: string;
  /** Decision 0032: the fingerprint of the request that claimed the key. */
  request_fingerprint?: string | null;
}

/** A claim older than the checkout-in-progress window (SPEC §9, 30 minutes) was left by a request that died. */
const PLACING_STALE_MS = 30 * 60 * 1000;
/** This order is on its way to Magento right now. */
const SENDING = { ok: false, reason: "pending", settled: false, refusal: refusal("orderPending") } as const;
/** The order went to Magento but no answer came back: it is never sent again, so it cannot be placed twice. */
const UNANSWERED = { ok: false, reason: "pending", settled: true, refusal: refusal("orderUnanswered") } as const;

/** What Magento answers a placed order with; a bare number when vue-storefront-api queued it for later. */
type OrderAnswer = { orderNumber?: unknown; magentoOrderId?: unknown; backendOrderId?: unknown } | number | string;

export interface UpstreamOrderSettings {
  shippingMethods: MethodMap;
  paymentMethods: Partial<Record<string, string>>;
  /** What each Magento line is added by (an order of a customer rebuilds the customer's own quote). */
  items: Pick<UpstreamCartItems, "linesOf">;
}

/** The order system's refusal, its words logged for customer service (the shopper is told only where it refused). */
function systemRefused(order: Pick<OrderInput, "idempotencyKey" | "cartId">, refused: RefusalParams["orderSystemRefused"]): OrderOutcome {
  console.warn(`upstream order ${order.idempotencyKey} of cart ${order.cartId}: the order system refused it (${refused.step}): ${refused.message}`);
  return { ok: false, reason: "invalid", field: "order", refusal: refusal("orderSystemRefused", refused) };
}

export function upstreamOrders(client: UpstreamClient, env: Pick<Env, "CART" | "DB">, stock: Pick<StockPort, "stockItems">, settings: UpstreamOrderSettings): OrdersPort {
  const db = env.DB;
  const row = (key: string) => db.prepare("SELECT cart_id, state, receipt, created_at, request_fingerprint FROM upstream_orders WHERE idempotency_key = ?1").bind(key).first<LedgerRow>();
  // A receipt kept before orders had billing addresses has none: the bill went to the delivery address.
  const receiptOf = (found: LedgerRow | null): PlacedOrder | null => {
    if (found?.state !== "placed" || !found.receipt) return null;
    const receipt = JSON.parse(found.receipt) as Omit<PlacedOrder, "billingAddress"> & Partial<PlacedOrder>;
    return { ...receipt, billingAddress: receipt.billingAddress ?? null, requestFingerprint: found.request_fingerprint ?? null };
  };

  /** What a key already in the ledger answers: its order, withdrawn, or busy while it is being placed. */
  function answerOf(found: LedgerRow, order: Pick<OrderInput, "cartId" | "requestFingerprint">): OrderOutcome {
    const placed = receiptOf(found);
    if (placed) return replay(placed, order);
    if (found.cart_id !== order.cartId) return KEY_REUSED;
    if (found.state === "withdrawn") return WITHDRAWN;
    // A claim older than the checkout-in-progress window was left by a request that died: whether Magento got it is unknown.
    const stale = found.state === "placing" && Date.parse(found.created_at) < Date.now() - PLACING_STALE_MS;
    return found.state === "unanswered" || stale ? UNANSWERED : SENDING;
  }

  /** An order of the cart was sent without an answer: it may be placed. */
  const hasUnansweredOrder = async (cartId: string) =>
    (await db.prepare("SELECT 1 FROM upstream_orders WHERE cart_id = ?1 AND state = 'unanswered' LIMIT 1").bind(cartId).first()) !== null;

  /**
   * Claims the key for the cart: "taken" when the key or the cart is (another submission got there first),
   * "unanswered" when an earlier order of the cart went without an answer. That order may be placed, so the
   * cart is never sent again under any key (a checkout reopened after it makes a new one); customer service
   * reconciles it with Magento.
   */
  async function claim(order: OrderInput): Promise<"claimed" | "taken" | "unanswered"> {
    // A claim its request left behind (the isolate died) frees the cart; whether Magento got it is unknown.
    await db
      .prepare("UPDATE upstream_orders SET state = 'unanswered' WHERE cart_id = ?1 AND state = 'placing' AND created_at < ?2")
      .bind(order.cartId, new Date(Date.now() - PLACING_STALE_MS).toISOString())
      .run();
    if (await hasUnansweredOrder(order.cartId)) {
      // The new key stands for the same order: recorded as unanswered too (never sent), so its page and a retry answer as the first.
      await db
        .prepare("INSERT INTO upstream_orders (idempotency_key, cart_id, state, created_at) VALUES (?1, ?2, 'unanswered', ?3) ON CONFLICT (idempotency_key) DO NOTHING")
        .bind(order.idempotencyKey, order.cartId, new Date().toISOString())
        .run();
      return "unanswered";
    }
    try {
      const { meta } = await db
        .prepare("INSERT INTO upstream_orders (idempotency_key, cart_id, state, created_at, request_fingerprint) VALUES (?1, ?2, 'placing', ?3, ?4) ON CONFLICT (idempotency_key) DO NOTHING")
        .bind(order.idempotencyKey, order.cartId, new Date().toISOString(), order.requestFingerprint ?? null)
        .run();
      return meta.changes === 1 ? "claimed" : "taken";
    } catch (error) {
      // The one-order-at-a-time index: another key's order of this cart is being placed.
      if (String(error).includes("UNIQUE")) return "taken";
      throw error;
    }
  }

  /** The lines today's stock cannot fill in the wanted quantity (after Magento refused the order for its stock). */
  async function shortLines(store: StoreCode, items: PulledItem[], totals: MagentoTotals): Promise<{ sku: string; available: number }[]> {
    const wanted = new Map(items.map((item) => [item.sku, number(totals.items?.find((line) => number(line.item_id) === number(item.item_id))?.qty) || 1]));
    const available = await stock.stockItems(store, [...wanted.keys()]);
    return available.flatMap((item) => (!item.isInStock || item.qty < (wanted.get(item.sku) ?? 1) ? [{ sku: item.sku, available: item.isInStock ? item.qty : 0 }] : []));
  }

  /** Sends the order; `progress.sent` turns true once Magento may have it (and back when it certainly refused it). */
  async function send(order: OrderInput, cart: UpstreamCartToken, progress: { sent: boolean }): Promise<OrderOutcome> {
    const shipping = settings.shippingMethods[order.shippingMethod];
    const payment = settings.paymentMethods[order.paymentMethod];
    if (!shipping) return { ok: false, reason: "invalid", field: "shippingMethod", refusal: refusal("unknownShippingMethod", { method: order.shippingMethod }) };
    if (!payment) return { ok: false, reason: "invalid", field: "paymentMethod", refusal: refusal("paymentMethodNotOffered", { offered: Object.keys(settings.paymentMethods).join(", ") }) };
    const query = cartQuery(cart);
    const c = order.customer;
    const address = {
      country_id: order.shippingAddress.country,
      street: [order.shippingAddress.street, ...(order.shippingAddress.apartment ? [order.shippingAddress.apartment] : [])],
      postcode: order.shippingAddress.zipCode,
      city: order.shippingAddress.city,
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      telephone: c.phone,
      company: c.company ?? "",
    };
    // The bill goes to the delivery address unless the order names another (SPEC §3 paymentDetails).
    const separate = separateBillingAddress(order.billingAddress, { ...order.shippingAddress, firstname: c.firstname, lastname: c.lastname });
    const billingAddress = {
      ...address,
      ...(separate
        ? { firstname: separate.firstname, lastname: separate.lastname, street: [separate.street, ...(separate.apartment ? [separate.apartment] : [])], postcode: separate.zipCode, city: separate.city, country_id: separate.country }
        : {}),
      vat_id: c.taxId ?? "",
    };
    // The delivery first: Magento's totals then include it, and they are what the shopper pays.
    const information = await client.write<{ totals?: MagentoTotals }>(
      "POST",
      "/api/cart/shipping-information",
      { addressInformation: { shippingAddress: address, billingAddress, shippingCarrierCode: shipping.carrier, shippingMethodCode: shipping.method } },
      query,
    );
    const totals = information.totals ?? (await client.read<MagentoTotals>("/api/cart/totals", query));
    const grandTotalMinor = toMinorUnits(number(totals.grand_total) || 0);
    if (order.quotedGrandTotalMinor !== undefined && order.quotedGrandTotalMinor !== grandTotalMinor)
      return { ok: false, reason: "price_changed", grandTotal: number(totals.grand_total), quotedGrandTotal: order.quotedGrandTotalMinor / 100 };
    if (order.expectedGrandTotalMinor !== undefined && order.expectedGrandTotalMinor !== grandTotalMinor)
      return { ok: false, reason: "invalid", field: "amount", refusal: refusal("amountNotPaid", { paid: order.expectedGrandTotalMinor, total: grandTotalMinor }) };
    const items = await client.read<PulledItem[]>("/api/cart/pull", query);
    const known = await settings.items.linesOf(cart.store, items);
    const lines = new Map((totals.items ?? []).map((line) => [number(line.item_id), line]));
    let answer: OrderAnswer;
    progress.sent = true;
    try {
      answer = await client.write<OrderAnswer>(
        "POST",
        "/api/order",
        {
          cart_id: cart.token,
          store_code: cart.store,
          user_id: order.customerId ? String(order.customerId) : "",
          // Each line as Magento reported it, which o2m matches to the guest quote's (a line with options by server_item_id, a
          // variant by its sku). A customer's order is placed from the customer's own quote, which o2m fills by adding each
          // line: by the sku it is added by (a variant's parent, a bundle's own) with its product_option.
          products: items.map((item, i) => {
            const line = lines.get(number(item.item_id));
            const { addedBy, parentSku } = known[i]!;
            return {
              sku: item.product_type === "configurable" && !order.customerId ? item.sku : addedBy,
              ...(parentSku ? { parentSku } : {}),
              qty: number(item.qty) || number(line?.qty) || 1,
              name: item.name ?? item.sku,
              price: number(line?.price) || number(item.price),
              price_incl_tax: number(line?.price_incl_tax),
              product_type: item.product_type,
              product_option: item.product_option ?? {},
              server_item_id: number(item.item_id),
              server_cart_id: cart.token,
            };
          }),
          addressInformation: {
            shippingAddress: { ...address, region: "", region_id: 0, region_code: "" },
            billingAddress: { ...billingAddress, region: "", region_id: 0, region_code: "" },
            shipping_method_code: shipping.method,
            shipping_carrier_code: shipping.carrier,
            payment_method_code: payment,
            // A paid order names its payment: the provider's order (the hosted checkout) or an approved invoice.
            payment_method_additional: order.paymentReference ? { reference: order.paymentReference } : order.expectedGrandTotalMinor !== undefined ? { reference: order.idempotencyKey } : {},
            shippingExtraFields: {},
          },
        },
        { storeCode: cart.store },
      );
    } catch (error) {
      const refused = orderRefusalOf(error);
      if (refused === null) {
        // Refused by the client itself (the request's call budget spent): nothing left the worker.
        if (error instanceof UpstreamError && error.notSent) progress.sent = false;
        // Otherwise no answer that says what happened (a timeout, the network, an unexplained 5xx): it may be placed.
        throw error;
      }
      progress.sent = false;
      // Magento refuses an order it cannot fill ("The requested qty is not available"): the lines short today.
      if (/qty|quantity|stock/i.test(refused.message)) {
        const short = await shortLines(cart.store, items, totals);
        if (short.length) return { ok: false, reason: "out_of_stock", lines: short };
      }
      return systemRefused(order, refused);
    }
    const unsigned = answerRefusalOf(answer);
    if (unsigned) {
      progress.sent = false;
      return systemRefused(order, unsigned);
    }
    const names = new Map(items.map((item) => [number(item.item_id), item]));
    // Magento names a configurable line by its parent: the receipt names the variant, as the cart did.
    const variantNames = new Map(items.map((item, i) => [number(item.item_id), known[i]!.variantName]));
    const incrementId = typeof answer === "object" ? String(answer.orderNumber ?? answer.magentoOrderId ?? answer.backendOrderId ?? "") : "";
    const receipt: PlacedOrder = {
      // A queued order (vue-storefront-api answers its queue id) has no Magento number yet: the shop's key stands in.
      incrementId: incrementId || order.idempotencyKey,
      cartId: order.cartId,
      store: cart.store,
      status: "active",
      currency: STORE_VIEWS[cart.store].i18n.currencyCode,
      grandTotal: number(totals.grand_total) || 0,
      subtotalInclTax: number(totals.subtotal_incl_tax) || 0,
      discountAmount: Math.abs(number(totals.discount_amount) || 0),
      shippingInclTax: number(totals.shipping_incl_tax) || 0,
      taxAmount: number(totals.tax_amount) || 0,
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      email: c.email,
      recipient: { firstname: c.firstname, lastname: c.lastname, company: c.company },
      shippingAddress: order.shippingAddress,
      billingAddress: separate,
      createdAt: new Date().toISOString(),
      deliverySlot: order.deliverySlot,
      pickupPoint: order.pickupPoint ?? null,
      booking: null,
      paymentReference: order.paymentReference ?? null,
      fees: [],
      feesInclTax: 0,
      items: (totals.items ?? []).map((line) => ({
        sku: names.get(number(line.item_id))?.sku ?? "",
        name: variantNames.get(number(line.item_id)) ?? line.name ?? names.get(number(line.item_id))?.name ?? "",
        qty: number(line.qty) || 1,
        unitPriceInclTax: number(line.price_incl_tax) || 0,
        rowTotalInclTax: number(line.row_total_incl_tax) || 0,
        options: [],
      })),
      productIds: [],
    };
    await db
      .prepare("UPDATE upstream_orders SET state = 'placed', increment_id = ?2, receipt = ?3 WHERE idempotency_key = ?1")
      .bind(order.idempotencyKey, receipt.incrementId, JSON.stringify(receipt))
      .run();
    // Placed and recorded: what follows is housekeeping, and its failure changes nothing of the order.
    const [productIds] = await Promise.all([
      stock.stockItems(cart.store, items.map((item) => item.sku)).then((found) => found.map((item) => item.productId), (error: unknown) => (console.warn("upstream order: product ids for the cache purge unknown", error), [])),
      order.sourceCartId ? null : renewCart(order.cartId, cart),
    ]);
    return { ok: true, order: { ...receipt, productIds }, replayed: false };
  }

  /** The cart goes on with a new Magento cart: Magento closed the one the order was placed from. */
  async function renewCart(cartId: string, placedFrom: UpstreamCartToken): Promise<void> {
    try {
      const token = String(await client.write<string>("POST", "/api/cart/create", undefined, { storeCode: placedFrom.store }));
      await cartObject(env, cartId).renewUpstream(placedFrom.token, token);
    } catch (error) {
      // The cart id then names a closed Magento cart: it reads as empty and takes no changes, and the shop starts a new cart.
      console.warn("upstream order: the cart could not start a new Magento cart", error);
    }
  }

  return {
    async earlier(order) {
      const found = await row(order.idempotencyKey);
      return found && answerOf(found, order);
    },

    async place(order) {
      const known = await row(order.idempotencyKey);
      if (known) return answerOf(known, order);
      const cart = await magentoCartOf(env, order.sourceCartId ?? order.cartId);
      if (!cart) return { ok: false, reason: "invalid", field: "cartId", refusal: refusal("noCart", { cartId: order.cartId }) };
      const claimed = await claim(order);
      if (claimed === "unanswered") return UNANSWERED;
      if (claimed === "taken") {
        const taken = await row(order.idempotencyKey);
        return taken ? answerOf(taken, order) : CART_BUSY;
      }
      const progress = { sent: false };
      let outcome: OrderOutcome | undefined;
      try {
        outcome = await send(order, cart, progress);
        return outcome;
      } catch (error) {
        if (!progress.sent) throw error;
        // Sent, and no answer says what became of it: it may be placed, so the shopper is told so and it is never sent again.
        console.warn(`upstream order ${order.idempotencyKey} of cart ${order.cartId}: sent without an answer`, error);
        return UNANSWERED;
      } finally {
        if (!outcome?.ok) {
          // Not sent, or refused by Magento: the key and the cart are free for another attempt. Sent without
          // an answer: kept, so the same order is never sent twice.
          const claimed = db.prepare("DELETE FROM upstream_orders WHERE idempotency_key = ?1 AND state = 'placing'").bind(order.idempotencyKey);
          await (progress.sent && !outcome ? db.prepare("UPDATE upstream_orders SET state = 'unanswered' WHERE idempotency_key = ?1 AND state = 'placing'").bind(order.idempotencyKey) : claimed).run();
        }
      }
    },

    async byIncrementId(incrementId) {
      return receiptOf(await db.prepare("SELECT cart_id, state, receipt, request_fingerprint FROM upstream_orders WHERE increment_id = ?1").bind(incrementId).first<LedgerRow>());
    },

    async byIdempotencyKey(key) {
      return receiptOf(await row(key));
    },

    async withdraw(key, cartId): Promise<WithdrawOutcome> {
      const refused = withdrawRefusal(key);
      if (refused) return refused;
      await db
        .prepare("INSERT INTO upstream_orders (idempotency_key, cart_id, state, created_at) VALUES (?1, ?2, 'withdrawn', ?3) ON CONFLICT (idempotency_key) DO NOTHING")
        .bind(key, cartId, new Date().toISOString())
        .run();
      const found = await row(key);
      const placed = receiptOf(found);
      if (found && found.cart_id !== cartId) return KEY_REUSED;
      if (placed) return { ok: false, reason: "placed", order: placed };
      // Being sent right now, or sent without an answer: it may yet be placed, so it is not called withdrawn.
      if (found?.state === "placing") return SENDING;
      if (found?.state === "unanswered") return UNANSWERED;
      return { ok: true };
    },
  };
}
