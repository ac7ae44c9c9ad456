/**
 * Guest carts in Magento through vue-storefront-api's cart endpoints (SPEC §7: token and cartId in the
 * query). The shop's cart id is the store and Magento's cart token, "dk.Xk3vQp9…", so a cart
 * names its store without another call. Magento prices and stock-checks every change; its totals
 * are the cart's. The first part of the upstream cart: fees, delivery methods, checkout, merging and
 * offline orders follow.
 */
import { parseQty, type CartLine, type Totals } from "../../../app/domain/cart.ts";
import { isStoreCode, type StoreCode } from "../../../app/stores.ts";
import type { AddResult, CartPort, CartSummary } from "../port/cart.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import { number } from "./documents.ts";

export type UpstreamCartBasics = Pick<CartPort, "create" | "storeOf" | "add" | "lines" | "remove" | "summary" | "setCoupon">;

interface PulledItem {
  item_id: unknown;
  sku: string;
  qty: unknown;
  name?: string;
  product_type?: string;
  product_option?: { extension_attributes?: { configurable_item_options?: unknown[] } };
}

interface TotalsAnswer {
  grand_total?: unknown;
  subtotal_incl_tax?: unknown;
  discount_amount?: unknown;
  shipping_incl_tax?: unknown;
  tax_amount?: unknown;
  items_qty?: unknown;
  coupon_code?: string | null;
  items?: Array<{ item_id: unknown; price_incl_tax?: unknown; name?: string }>;
}

/** The shop's cart id of a store's Magento cart token, and back. */
export const cartIdOf = (store: StoreCode, token: string) => `${store}.${token}`;
function parseCartId(cartId: string): { store: StoreCode; token: string } | null {
  const [, store = "", token = ""] = /^([a-z]+)\.(.*)$/.exec(cartId) ?? [];
  return isStoreCode(store) && /^[A-Za-z0-9_-]{1,64}$/.test(token) ? { store, token } : null;
}

const COUPON_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const notFound = (error: unknown) => error instanceof UpstreamError && error.status === 404;

export function upstreamCart(client: UpstreamClient): UpstreamCartBasics {
  const query = (cart: { store: StoreCode; token: string }) => ({ token: "", cartId: cart.token, storeCode: cart.store });

  /** The cart's lines, priced tax included from its totals (the pulled items carry net prices). */
  async function readLines(cart: { store: StoreCode; token: string }): Promise<{ lines: CartLine[]; totals: TotalsAnswer }> {
    const [items, totals] = await Promise.all([client.read<PulledItem[]>("/api/cart/pull", query(cart)), client.read<TotalsAnswer>("/api/cart/totals", query(cart))]);
    const priced = new Map((totals.items ?? []).map((item) => [number(item.item_id), item]));
    const lines = items.map((item) => ({
      itemId: number(item.item_id),
      sku: item.sku,
      qty: number(item.qty),
      checksum: null,
      hasConfigurableOptions: (item.product_option?.extension_attributes?.configurable_item_options?.length ?? 0) > 0,
      name: item.name ?? priced.get(number(item.item_id))?.name ?? item.sku,
      unitPrice: number(priced.get(number(item.item_id))?.price_incl_tax),
    }));
    return { lines, totals };
  }

  return {
    async create(store) {
      return cartIdOf(store, await client.write<string>("POST", "/api/cart/create", undefined, { storeCode: store }));
    },

    async storeOf(cartId) {
      const cart = parseCartId(cartId);
      if (!cart) return null;
      try {
        await client.read("/api/cart/pull", query(cart));
        return cart.store;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async add(cartId, item): Promise<AddResult> {
      const cart = parseCartId(cartId);
      if (!cart) return { ok: false, field: "cartId", message: `No cart with id ${cartId}`, notFound: true };
      const qty = parseQty(item.qty);
      if (qty === null) return { ok: false, field: "qty", message: "Quantity must be a positive whole number" };
      try {
        const added = await client.write<PulledItem>("POST", "/api/cart/update", { cartItem: { sku: item.sku, qty, quoteId: cart.token, ...(item.itemId ? { item_id: item.itemId } : {}) } }, query(cart));
        const { lines } = await readLines(cart);
        const line = lines.find((candidate) => candidate.itemId === number(added.item_id));
        if (!line) return { ok: false, field: "cart", message: "The cart did not keep the product" };
        return { ok: true, lines, line };
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 0) throw error;
        if (/cartId/i.test(error.message)) return { ok: false, field: "cartId", message: error.message, notFound: true };
        if (error.status === 404) return item.itemId ? { ok: false, field: "item_id", message: error.message, notFound: true } : { ok: false, field: "sku", message: error.message, notFound: true };
        // Magento's own refusal: not enough in stock, a product that cannot be bought.
        return { ok: false, field: /qty|quantity/i.test(error.message) ? "qty" : "sku", message: error.message };
      }
    },

    async lines(cartId) {
      const cart = parseCartId(cartId);
      return cart ? (await readLines(cart)).lines : [];
    },

    async remove(cartId, itemId) {
      const cart = parseCartId(cartId);
      if (!cart) return "missing";
      try {
        await client.write("POST", "/api/cart/delete", { cartItem: { item_id: itemId, quoteId: cart.token } }, query(cart));
        return "removed";
      } catch (error) {
        if (notFound(error)) return "missing";
        throw error;
      }
    },

    async summary(cartId): Promise<CartSummary | null> {
      const cart = parseCartId(cartId);
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
      const coupon = answer.coupon_code ? { code: answer.coupon_code, kind: "fixed" as const, value: discount } : null;
      return { info: { store: cart.store, coupon: coupon?.code ?? null, shippingMethod: null, fees: [] }, lines, totals, coupon, shipping: null, fees: [] };
    },

    async setCoupon(cartId, code) {
      const cart = parseCartId(cartId);
      // The code becomes part of a Magento URL path: only what a coupon code can look like goes on.
      if (!cart || (code !== null && !COUPON_CODE.test(code))) return "unknown";
      try {
        if (code === null) await client.write("POST", "/api/cart/delete-coupon", undefined, query(cart));
        else await client.write("POST", "/api/cart/apply-coupon", undefined, { ...query(cart), coupon: code });
        return "set";
      } catch (error) {
        if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return "unknown";
        throw error;
      }
    },
  };
}
