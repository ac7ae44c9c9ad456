import { parseQty, storeCartTotals, type CartLine } from "#core/domain/cart.ts";
import { optionsChecksum, pricedChoice, type ChosenOptions, type PricedChoice } from "#core/domain/cart-options.ts";
import { finalPrice } from "#core/domain/price.ts";
import { refusal } from "#core/domain/refusal.ts";
import { priceFees } from "#core/domain/extra-fees.ts";
import { findShippingMethod, shippingMethodsFor } from "#core/domain/shipping.ts";
import { PAYMENT_METHOD_CODES } from "#core/payments/payment-methods.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { cartObject, newCartId } from "../../objects/cart.ts";
import type { AddItem, AddResult, CartPort, StockItem } from "#core/port/index.ts";
import type { CoreCommerce } from "../shop/core-commerce.ts";
import { placeQueuedOrder } from "../shop/queued-order.ts";
import { checkoutCart } from "./checkout.ts";
import { readCoupon } from "./coupons.ts";

/** Carts: a Cart Durable Object per cart id (the cart-token lock), priced and stock-checked through the backend. */
export function createCartService(env: Pick<Env, "CART" | "DB">, commerce: CoreCommerce): CartPort {
  const cart = (id: string) => cartObject(env, id);

  /** The unit price with the chosen options, the line's checksum and labels (SPEC §5 option prices). */
  async function priceOptions(store: StoreCode, stock: StockItem, basePrice: number | null, chosen: ChosenOptions | null): Promise<PricedChoice | { ok: true; unitPrice: number | null; checksum: null; options: null }> {
    const plain = { ok: true as const, unitPrice: basePrice, checksum: null, options: null };
    const anyChosen = chosen !== null && optionsChecksum(chosen) !== null;
    if (!stock.hasOptions && !anyChosen) return plain;
    if (!stock.hasOptions) return { ok: false, field: "options", refusal: refusal("noOptions", { sku: stock.sku }) };
    const options = await commerce.catalog.productOptions(store, stock.sku);
    if (!options || basePrice === null) return plain;
    return pricedChoice(options, chosen, basePrice, commerce.catalog.today());
  }

  /** Puts a priced product into the cart: a new line, more of a matching one, or (with existing) a changed line. */
  async function putLine(stub: ReturnType<typeof cart>, store: StoreCode, stock: StockItem, item: AddItem, existing: CartLine | undefined): Promise<AddResult> {
    const basePrice = stock.price ? finalPrice(stock.price, commerce.catalog.today()) : null;
    const priced = await priceOptions(store, stock, basePrice, existing?.options?.chosen ?? item.options ?? null);
    if (!priced.ok) return priced;
    return stub.add(
      { sku: stock.sku, qty: item.qty, itemId: item.itemId ?? null, checksum: priced.checksum, hasConfigurableOptions: item.productType === "configurable", options: priced.options },
      { name: stock.name, unitPrice: priced.unitPrice, availableQty: stock.qty, isInStock: stock.isInStock },
      item.operationId,
    );
  }

  /**
   * A grouped product is a set bought as its items: each item goes into the cart with its set
   * quantity times the sets wanted. All items are checked first, so a set is added whole or not at all.
   */
  async function addGroupedItems(cartId: string, store: StoreCode, sku: string, qtyInput: unknown, inCart: CartLine[], operationId?: string): Promise<AddResult> {
    const sets = parseQty(qtyInput);
    if (sets === null) return { ok: false, field: "qty", refusal: refusal("qty") };
    const detail = await commerce.catalog.productBySku(store, sku);
    const items = detail?.groupedItems ?? [];
    if (items.length === 0) return { ok: false, field: "sku", refusal: refusal("outOfStock") };
    const stock = new Map((await commerce.stock.stockItems(store, items.map((i) => i.product.sku))).map((s) => [s.sku, s]));
    for (const item of items) {
      const available = stock.get(item.product.sku);
      const wanted = item.qty * sets + inCart.filter((l) => l.sku === item.product.sku && !l.checksum).reduce((sum, l) => sum + l.qty, 0);
      if (!available?.isInStock) return { ok: false, field: "sku", refusal: refusal("outOfStock") };
      if (wanted > available.qty) return { ok: false, field: "qty", refusal: refusal("onlyAvailable", { qty: Math.floor(available.qty / item.qty) }) };
    }
    const stub = cart(cartId);
    let last: AddResult = { ok: false, field: "sku", refusal: refusal("outOfStock") };
    for (const item of items) {
      // Each item is a change of its own: a set half added before a failure is completed, never doubled, on a replay.
      const itemOperation = operationId && `${operationId}/${item.product.sku}`;
      last = await putLine(stub, store, stock.get(item.product.sku)!, { sku: item.product.sku, qty: item.qty * sets, ...(itemOperation ? { operationId: itemOperation } : {}) }, undefined);
      if (!last.ok) return last;
    }
    if (operationId && last.ok) await stub.record(operationId, { ...last, lines: [] });
    return last;
  }

  const service: CartPort = {
    paymentMethods: PAYMENT_METHOD_CODES,
    async create(store) {
      const id = newCartId(env);
      await cart(id).open(store);
      return id;
    },
    async storeOf(cartId) {
      return (await cart(cartId).info()).store;
    },
    async add(cartId, item) {
      const stub = cart(cartId);
      // A replayed change answers as it did the first time, whatever the cart and the stock are now.
      const applied = item.operationId ? await stub.recalled(item.operationId) : null;
      if (applied && applied !== "removed") return applied;
      const { info, lines } = await stub.snapshot();
      const store = info.store;
      if (!store) return { ok: false, field: "cartId", refusal: refusal("noCart", { cartId }), notFound: true };
      const existing = item.itemId != null ? lines.find((l) => l.itemId === item.itemId) : undefined;
      if (item.itemId != null && !existing) return { ok: false, field: "item_id", refusal: refusal("noLine", { itemId: item.itemId }), notFound: true };
      const [stock] = await commerce.stock.stockItems(store, [item.sku]);
      if (!stock || stock.status >= 2) return { ok: false, field: "sku", refusal: refusal("noProduct", { sku: item.sku }), notFound: true };
      if (stock.typeId === "grouped" && !existing) return addGroupedItems(cartId, store, stock.sku, item.qty, lines, item.operationId);
      return putLine(stub, store, stock, item, existing);
    },
    lines(cartId) {
      return cart(cartId).lines();
    },
    remove(cartId, itemId, operationId) {
      return cart(cartId).remove(itemId, operationId);
    },
    setShippingMethod(cartId, code) {
      return cart(cartId).setShippingMethod(code);
    },
    async shippingMethods(cartId) {
      const { info, lines } = await cart(cartId).snapshot();
      if (!info.store) return null;
      const stock = new Map((await commerce.stock.stockItems(info.store, lines.map((l) => l.sku))).map((s) => [s.sku, s]));
      return shippingMethodsFor(info.store, lines.map((l) => stock.get(l.sku)?.parcel ?? null));
    },
    async summary(cartId, shippingMethod, chosenFees) {
      const { info, lines } = await cart(cartId).snapshot();
      if (!info.store) return null;
      const shipping = findShippingMethod(info.store, shippingMethod ?? info.shippingMethod ?? "") ?? null;
      const coupon = info.coupon ? await readCoupon(env.DB, info.coupon) : null;
      const fees = priceFees(info.store, shipping?.carrierCode ?? null, chosenFees ?? info.fees, STORE_VIEWS[info.store].i18n.fractionDigits);
      const totals = storeCartTotals(info.store, lines, coupon, shipping?.priceInclTax ?? 0, fees.totalInclTax);
      return { info: { ...info, store: info.store }, lines, totals, coupon, shipping, fees: fees.fees };
    },
    checkout(request, paid) {
      // An invoice is asked for at today's prices (the order is priced again as it is placed).
      const totalNow = async () => {
        await service.refresh(request.cartId);
        return (await service.summary(request.cartId, request.shippingMethod, request.fees))?.totals.grandTotal ?? null;
      };
      return checkoutCart(env, commerce, request, paid, totalNow);
    },
    placeQueued(request) {
      return placeQueuedOrder(commerce, request);
    },
    async refresh(cartId) {
      const stub = cart(cartId);
      const { info, lines } = await stub.snapshot();
      const store = info.store;
      if (!store) return { ok: true };
      const stock = new Map((await commerce.stock.stockItems(store, lines.map((l) => l.sku))).map((s) => [s.sku, s]));
      const short: { sku: string; available: number }[] = [];
      for (const line of lines) {
        const item = stock.get(line.sku);
        // Same quantity, today's price (options priced again), today's stock limit.
        const updated =
          item && item.status < 2
            ? await putLine(stub, store, item, { sku: line.sku, qty: line.qty, itemId: line.itemId, productType: line.hasConfigurableOptions ? "configurable" : null }, line)
            : null;
        if (!updated?.ok) short.push({ sku: line.sku, available: item?.isInStock ? Math.max(0, Math.floor(item.qty)) : 0 });
      }
      return short.length > 0 ? { ok: false, lines: short } : { ok: true };
    },
    async merge(intoCartId, fromCartId) {
      if (intoCartId === fromCartId) return { ok: true, short: [], left: [] };
      const [into, from] = [cart(intoCartId), cart(fromCartId)];
      const [target, source] = await Promise.all([into.info(), from.info()]);
      if (!target.store || !source.store) return { ok: false, reason: "missing" };
      if (target.store !== source.store) return { ok: false, reason: "store" };
      // Taken and emptied in one step: a retried or concurrent merge finds nothing left to double.
      const taken = await from.takeAll();
      if (!taken.ok) return taken;
      const absorbed = await into.absorb(taken.lines);
      if (!absorbed.ok) {
        await from.absorb(taken.lines);
        return absorbed;
      }
      // Lines the customer's cart had no room for stay in the guest cart: nothing is lost.
      if (absorbed.left.length > 0) await from.absorb(absorbed.left);
      if (taken.coupon && !target.coupon) await into.setCoupon(taken.coupon);
      if (taken.fees.length > 0 && target.fees.length === 0) await into.setFees(taken.fees);
      const checked = await service.refresh(intoCartId);
      return { ok: true, short: checked.ok ? [] : checked.lines, left: absorbed.left.map((l) => l.sku) };
    },
    applyFee(cartId, choice) {
      return cart(cartId).applyFee(choice);
    },
    async setCoupon(cartId, code) {
      const coupon = code === null ? null : await readCoupon(env.DB, code);
      if (code !== null && !coupon) return "unknown";
      return cart(cartId).setCoupon(coupon?.code ?? null);
    },
  };
  return service;
}
