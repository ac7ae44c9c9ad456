/**
 * Guest carts in Magento through vue-storefront-api's cart endpoints (SPEC §7: token and cartId in the
 * query). The shop's cart id is a UUID; the cart's Durable Object keeps the store and Magento's cart token. Magento prices and stock-checks every change; its totals
 * are the cart's. What Magento's guest cart has no place for, the shopper's chosen delivery and extra
 * fees, is kept by the cart's Durable Object, as for an embedded cart. Checkout is upstream/checkout.ts.
 */
import { parseQty, type CartLine, type Totals } from "#core/domain/cart.ts";
import type { ChosenOptions } from "#core/domain/cart-options.ts";
import { roundHalfAwayFromZero } from "#core/domain/money.ts";
import { refusal } from "#core/domain/refusal.ts";
import type { ShippingMethod } from "#core/domain/shipping.ts";
import { cartObject, newCartId } from "../../objects/cart.ts";
import type { StockPort } from "#core/port/stock.ts";
import type { MethodMap } from "./config.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import type { AddResult, CartPort, CartSummary } from "#core/port/cart.ts";
import { SUBREQUEST_BUDGET, UpstreamError, type UpstreamClient } from "./client.ts";
import { number } from "./documents.ts";
import type { KnownLine, UpstreamCartItems } from "./cart-items.ts";

export type UpstreamCartBasics = Omit<CartPort, "checkout" | "placeQueued" | "paymentMethods"> & {
  /** Puts lines into a cart without reading it back; the first line refused and why, or null when all went in. */
  addLines(cartId: string, lines: readonly { sku: string; qty: number; options?: ChosenOptions | null }[]): Promise<{ sku: string; refusal: Exclude<AddResult, { ok: true }> } | null>;
};

/** A Magento cart: its store and its token. */
export type UpstreamCartToken = { store: StoreCode; token: string };

interface MagentoShippingMethod {
  carrier_code?: string;
  method_code?: string;
  available?: boolean;
  price_incl_tax?: unknown;
  amount?: unknown;
}

const CARRIER_OF: Record<string, ShippingMethod["carrierCode"]> = { home_delivery: "home", pickup_point: "pickup", flatrate: "flatrate" };

/** A line of Magento's cart (`GET /api/cart/pull`): net prices, so the totals' lines price it. */
export interface PulledItem {
  item_id: unknown;
  sku: string;
  qty?: unknown;
  name?: string;
  /** Net, as Magento stores it. */
  price?: unknown;
  product_type?: string;
  product_option?: { extension_attributes?: { configurable_item_options?: unknown[]; bundle_options?: unknown[]; custom_options?: unknown[] } };
}

/** Magento's cart totals (`GET /api/cart/totals`, and inside `/api/cart/shipping-information`'s answer). */
export interface MagentoTotals {
  grand_total?: unknown;
  subtotal_incl_tax?: unknown;
  discount_amount?: unknown;
  shipping_incl_tax?: unknown;
  tax_amount?: unknown;
  items_qty?: unknown;
  coupon_code?: string | null;
  items?: Array<{ item_id: unknown; qty?: unknown; price?: unknown; price_incl_tax?: unknown; row_total_incl_tax?: unknown; name?: string }>;
}

/** A Magento guest cart's query: an empty token and the cart's token, in its store (SPEC §7). */
export const cartQuery = (cart: UpstreamCartToken) => ({ token: "", cartId: cart.token, storeCode: cart.store });

/**
 * The Magento cart behind a shop cart id. The shop's cart ids are its Cart objects' ids, as with the embedded backend;
 * the cart's Durable Object keeps the store and Magento's token, which is a bearer secret and never leaves the server.
 */
export async function magentoCartOf(env: Pick<Env, "CART">, cartId: string): Promise<UpstreamCartToken | null> {
  return cartObject(env, cartId).backendCart();
}

const COUPON_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** Calls a merge keeps for what follows its moves (the stock check of the customer's cart). */
const MERGE_RESERVE = 8;
const notFound = (error: unknown) => error instanceof UpstreamError && error.status === 404;
/** Magento's refusal of a cart change as the port's (the field it concerns), or null for a failure that is not one. */
function refusalOf(error: unknown, sku: string, itemId?: number | null): Exclude<AddResult, { ok: true }> | null {
  if (!(error instanceof UpstreamError) || error.unavailable) return null;
  const words = (message: string) => refusal("backendRefused", { message });
  if (/cartId/i.test(error.message)) return { ok: false, field: "cartId", refusal: words(error.message), notFound: true };
  if (error.status === 404) return itemId ? { ok: false, field: "item_id", refusal: words(error.message), notFound: true } : { ok: false, field: "sku", refusal: words(`${sku}: ${error.message}`), notFound: true };
  // Magento's own refusal: not enough in stock, a product that cannot be bought.
  return { ok: false, field: /qty|quantity/i.test(error.message) ? "qty" : "sku", refusal: words(error.message) };
}

/** A catch handler: a cart Magento no longer has answers `gone`; any other failure goes on. */
const ifGone = <T,>(gone: T) => (error: unknown): T => {
  if (notFound(error)) return gone;
  throw error;
};

export interface UpstreamCartSettings {
  env: Pick<Env, "CART">;
  stock: Pick<StockPort, "stockItems">;
  shippingMethods: MethodMap;
  /** Lines in Magento's terms and back (variants by their parent, bundle parts by selection id). */
  items: UpstreamCartItems;
}

/** A cart's lines as the shop shows them, beside Magento's items and what the shop knows of each. */
interface ReadCart {
  lines: CartLine[];
  totals: MagentoTotals;
  items: PulledItem[];
  known: KnownLine[];
}

export function upstreamCart(client: UpstreamClient, { env, stock, shippingMethods, items: cartItems }: UpstreamCartSettings): UpstreamCartBasics {
  const choices = (cartId: string) => cartObject(env, cartId);

  /** The cart's lines, priced tax included from its totals (the pulled items carry net prices); a bundle line by its bundle's sku and choice. */
  async function readLines(cart: UpstreamCartToken): Promise<ReadCart> {
    const [items, totals] = await Promise.all([client.read<PulledItem[]>("/api/cart/pull", cartQuery(cart)), client.read<MagentoTotals>("/api/cart/totals", cartQuery(cart))]);
    const known = await cartItems.linesOf(cart.store, items);
    const priced = new Map((totals.items ?? []).map((item) => [number(item.item_id), item]));
    const lines = items.map((item, i) => ({
      itemId: number(item.item_id),
      sku: known[i]!.sku,
      qty: number(item.qty),
      checksum: known[i]!.checksum,
      hasConfigurableOptions: (item.product_option?.extension_attributes?.configurable_item_options?.length ?? 0) > 0,
      name: known[i]!.variantName ?? item.name ?? priced.get(number(item.item_id))?.name ?? item.sku,
      unitPrice: number(priced.get(number(item.item_id))?.price_incl_tax),
      ...(known[i]!.options ? { options: known[i]!.options } : {}),
      ...(known[i]!.photo ? { photo: known[i]!.photo } : {}),
    }));
    return { lines, totals, items, known };
  }

  /** The Magento cart item that adds a line (an update by item id keeps the line's own sku and options). */
  async function magentoItem(cart: UpstreamCartToken, sku: string, options: ChosenOptions | null | undefined, itemId?: number | null) {
    if (itemId) {
      const read = await readLines(cart).catch(ifGone(null));
      const index = read?.items.findIndex((item) => number(item.item_id) === itemId) ?? -1;
      if (read && index >= 0 && !options) {
        const productOption = read.items[index]!.product_option;
        return { sku: read.known[index]!.addedBy, ...(productOption ? { product_option: productOption } : {}) };
      }
    }
    return cartItems.itemOf(cart.store, sku, options);
  }

  /** The deliveries Magento offers the cart in its store's country that the shop has a method for, at Magento's prices. */
  async function deliveries(cart: UpstreamCartToken): Promise<ShippingMethod[]> {
    const offered = await client.query<MagentoShippingMethod[]>("/api/cart/shipping-methods", { address: { country_id: STORE_VIEWS[cart.store].countryId } }, cartQuery(cart));
    return Object.entries(shippingMethods).flatMap(([code, magento]) => {
      const match = offered.find((method) => method.available !== false && method.carrier_code === magento!.carrier && method.method_code === magento!.method);
      if (!match) return [];
      const showroom = /^showroom_(\d)$/.exec(code)?.[1];
      const price = number(match.price_incl_tax ?? match.amount) || 0;
      return [{ code: code as ShippingMethod["code"], carrierCode: showroom ? "showroom" : CARRIER_OF[code]!, priceInclTax: price, ...(showroom ? { showroomId: Number(showroom) } : {}) }];
    });
  }

  /**
   * A grouped product's sets, bought as its members (Magento's way): each member's line takes its quantity per set
   * times the sets. The set goes in whole or not at all: members added before one Magento refused are taken out again.
   */
  async function addSet(cart: UpstreamCartToken, members: readonly { sku: string; qty: number }[], sets: number): Promise<AddResult> {
    if (members.length === 0) return { ok: false, field: "sku", refusal: refusal("outOfStock") };
    const before = new Map((await client.read<PulledItem[]>("/api/cart/pull", cartQuery(cart))).map((item) => [number(item.item_id), number(item.qty)]));
    const added: { itemId: number; sku: string }[] = [];
    for (const member of members) {
      try {
        const item = await client.write<PulledItem>("POST", "/api/cart/update", { cartItem: { sku: member.sku, qty: member.qty * sets, quoteId: cart.token } }, cartQuery(cart));
        added.push({ itemId: number(item.item_id), sku: member.sku });
      } catch (error) {
        const refused = refusalOf(error, member.sku);
        if (!refused) throw error;
        // A member the cart had a line of already grew: it goes back to what it was; a new line goes.
        for (const { itemId, sku } of added) {
          const was = before.get(itemId);
          const undo = was === undefined ? client.write("POST", "/api/cart/delete", { cartItem: { item_id: itemId, quoteId: cart.token } }, cartQuery(cart)) : client.write("POST", "/api/cart/update", { cartItem: { sku, qty: was, item_id: itemId, quoteId: cart.token } }, cartQuery(cart));
          await undo.catch((undoError: unknown) => console.warn(`upstream cart: a set's member ${sku} could not be taken out again`, undoError));
        }
        return refused;
      }
    }
    const { lines } = await readLines(cart);
    const line = lines.find((candidate) => candidate.itemId === added.at(-1)?.itemId);
    return line ? { ok: true, lines, line } : { ok: false, field: "cart", refusal: refusal("notKept") };
  }

  const port: UpstreamCartBasics = {
    async shippingMethods(cartId) {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return null;
      try {
        return await deliveries(cart);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    setShippingMethod: (cartId, code) => choices(cartId).setShippingMethod(code),

    async applyFee(cartId, choice) {
      return (await magentoCartOf(env, cartId)) ? choices(cartId).applyFee(choice) : "missing";
    },

    async refresh(cartId) {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return { ok: true };
      // Magento prices every line itself; what can change under a cart is the stock of what its lines take.
      const { lines, known } = (await readLines(cart).catch(ifGone(null))) ?? { lines: [], known: [] };
      const available = new Map((await stock.stockItems(cart.store, [...new Set(known.flatMap((line) => line.parts.map((part) => part.sku)))])).map((item) => [item.sku, item]));
      const taken = new Map<string, number>();
      for (const [i, line] of lines.entries()) for (const part of known[i]!.parts) taken.set(part.sku, (taken.get(part.sku) ?? 0) + part.qty * line.qty);
      const short = lines.flatMap((line, i) => {
        // As many of the line as its scarcest part allows, once every line taking that part has its share.
        const fits = Math.min(
          ...known[i]!.parts.map((part) => {
            const item = available.get(part.sku);
            const qty = item?.isInStock ? item.qty : 0;
            const others = (taken.get(part.sku) ?? 0) - part.qty * line.qty;
            return Math.max(0, Math.floor((qty - others) / part.qty));
          }),
        );
        return fits < line.qty ? [{ sku: line.sku, available: fits }] : [];
      });
      return short.length ? { ok: false, lines: short } : { ok: true };
    },

    async merge(intoCartId, fromCartId) {
      const [into, from] = await Promise.all([magentoCartOf(env, intoCartId), magentoCartOf(env, fromCartId)]);
      if (!into || !from) return { ok: false, reason: "missing" };
      if (into.store !== from.store) return { ok: false, reason: "store" };
      const guest = await readLines(from).catch(ifGone(null));
      if (!guest) return { ok: false, reason: "missing" };
      const left: string[] = [];
      // Two calls a line (into the customer's cart, out of the guest's), nothing read back in between.
      for (const [index, line] of guest.lines.entries()) {
        // Lines past the request's call budget stay in the guest cart, listed as left: a line is never moved half.
        if (client.subrequests > SUBREQUEST_BUDGET - MERGE_RESERVE) {
          left.push(...guest.lines.slice(index).map((rest) => rest.sku));
          break;
        }
        try {
          // Added again as Magento was given it: a variant by its parent, a bundle with its parts, custom options.
          const productOption = guest.items[index]!.product_option;
          await client.write("POST", "/api/cart/update", { cartItem: { sku: guest.known[index]!.addedBy, qty: line.qty, quoteId: into.token, ...(productOption ? { product_option: productOption } : {}) } }, cartQuery(into));
        } catch (error) {
          const refusal = refusalOf(error, line.sku);
          if (!refusal) throw error;
          // The customer's own cart is gone (closed by Magento): nothing can move into it.
          if (refusal.field === "cartId") return { ok: false, reason: "missing" };
          left.push(line.sku);
          continue;
        }
        await client.write("POST", "/api/cart/delete", { cartItem: { item_id: line.itemId, quoteId: from.token } }, cartQuery(from));
      }
      const refreshed = await port.refresh(intoCartId);
      return { ok: true, short: refreshed.ok ? [] : refreshed.lines, left };
    },

    async create(store) {
      const token = await client.write<string>("POST", "/api/cart/create", undefined, { storeCode: store });
      const cartId = newCartId(env);
      await choices(cartId).openUpstream(store, String(token));
      return cartId;
    },

    async storeOf(cartId) {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return null;
      try {
        await client.read("/api/cart/pull", cartQuery(cart));
        return cart.store;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async add(cartId, item): Promise<AddResult> {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return { ok: false, field: "cartId", refusal: refusal("noCart", { cartId }), notFound: true };
      const qty = parseQty(item.qty);
      if (qty === null) return { ok: false, field: "qty", refusal: refusal("qty") };
      // A replayed change (an offline queue sending again) answers as it did the first time, never adds twice.
      const recalled = item.operationId ? await choices(cartId).recalled(item.operationId) : null;
      if (recalled && recalled !== "removed") return recalled;
      try {
        const members = item.itemId ? null : await cartItems.groupedMembers(cart.store, item.sku);
        if (members) {
          const outcome = await addSet(cart, members, qty);
          if (outcome.ok && item.operationId) await choices(cartId).record(item.operationId, outcome);
          return outcome;
        }
        const magento = await magentoItem(cart, item.sku, item.options, item.itemId);
        const added = await client.write<PulledItem>("POST", "/api/cart/update", { cartItem: { ...magento, qty, quoteId: cart.token, ...(item.itemId ? { item_id: item.itemId } : {}) } }, cartQuery(cart));
        const { lines } = await readLines(cart);
        const line = lines.find((candidate) => candidate.itemId === number(added.item_id));
        if (!line) return { ok: false, field: "cart", refusal: refusal("notKept") };
        const outcome = { ok: true as const, lines, line };
        if (item.operationId) await choices(cartId).record(item.operationId, outcome);
        return outcome;
      } catch (error) {
        const refused = refusalOf(error, item.sku, item.itemId);
        if (!refused) throw error;
        return refused;
      }
    },

    async addLines(cartId, lines) {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return { sku: lines[0]?.sku ?? "", refusal: { ok: false, field: "cartId", refusal: refusal("noCart", { cartId }), notFound: true } };
      // One call a line, nothing read back: an order queued offline may have many lines, and the calls of a request are counted.
      for (const line of lines) {
        try {
          const magento = await cartItems.itemOf(cart.store, line.sku, line.options);
          await client.write("POST", "/api/cart/update", { cartItem: { ...magento, qty: line.qty, quoteId: cart.token } }, cartQuery(cart));
        } catch (error) {
          const refusal = refusalOf(error, line.sku);
          if (!refusal) throw error;
          return { sku: line.sku, refusal };
        }
      }
      return null;
    },

    async lines(cartId) {
      const cart = await magentoCartOf(env, cartId);
      // A cart Magento no longer has (closed by an order) has no lines.
      return cart ? (await readLines(cart).catch(ifGone(null)))?.lines ?? [] : [];
    },

    async remove(cartId, itemId, operationId) {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return "missing";
      if (operationId && (await choices(cartId).recalled(operationId)) === "removed") return "removed";
      try {
        await client.write("POST", "/api/cart/delete", { cartItem: { item_id: itemId, quoteId: cart.token } }, cartQuery(cart));
        if (operationId) await choices(cartId).record(operationId, "removed");
        return "removed";
      } catch (error) {
        if (notFound(error)) return "missing";
        throw error;
      }
    },

    async summary(cartId, shippingMethod, fees): Promise<CartSummary | null> {
      const cart = await magentoCartOf(env, cartId);
      if (!cart) return null;
      let read: Awaited<ReturnType<typeof readLines>>;
      try {
        read = await readLines(cart);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
      const { lines, totals: answer } = read;
      const discount = Math.abs(number(answer.discount_amount) || 0);
      const totals: Totals = {
        subtotalInclTax: number(answer.subtotal_incl_tax) || 0,
        discountAmount: discount,
        shippingInclTax: number(answer.shipping_incl_tax) || 0,
        feesInclTax: 0,
        taxAmount: number(answer.tax_amount) || 0,
        grandTotal: number(answer.grand_total) || 0,
        itemsQty: number(answer.items_qty) || 0,
        freeShippingRemaining: null,
      };
      const info = await choices(cartId).info();
      const chosen = shippingMethod === undefined ? info.shippingMethod : shippingMethod;
      // The chosen delivery at Magento's price, in place of whatever delivery Magento's totals carry (none
      // until an order is sent; the last one sent, after a refused attempt).
      const shipping = chosen ? ((await deliveries(cart)).find((method) => method.code === chosen) ?? null) : null;
      if (shipping) {
        totals.grandTotal = roundHalfAwayFromZero(totals.grandTotal - totals.shippingInclTax + shipping.priceInclTax, 2);
        totals.shippingInclTax = shipping.priceInclTax;
      }
      const coupon = answer.coupon_code ? { code: answer.coupon_code, kind: "fixed" as const, value: discount } : null;
      // Magento offers no extra fees: a fee chosen stays on the cart and is not charged (the port's rule for a delivery that does not offer it).
      return { info: { store: cart.store, coupon: coupon?.code ?? null, shippingMethod: chosen ?? null, fees: [...(fees ?? info.fees)] }, lines, totals, coupon, shipping, fees: [] };
    },

    async setCoupon(cartId, code) {
      const cart = await magentoCartOf(env, cartId);
      // The code becomes part of a Magento URL path: only what a coupon code can look like goes on.
      if (!cart || (code !== null && !COUPON_CODE.test(code))) return "unknown";
      try {
        if (code === null) await client.write("POST", "/api/cart/delete-coupon", undefined, cartQuery(cart));
        else await client.write("POST", "/api/cart/apply-coupon", undefined, { ...cartQuery(cart), coupon: code });
        return "set";
      } catch (error) {
        if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return "unknown";
        throw error;
      }
    },
  };
  return port;
}
