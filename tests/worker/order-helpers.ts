import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";

/** What the order tests share: the API call, a cart with a product, an order body, stock by hand. */

export const ORIGIN = "http://shop.test";
export type Envelope<T = unknown> = { code: number; result: T };
export interface OrderResult { increment_id: string; currency: string; grand_total: number; subtotal_incl_tax: number; shipping_incl_tax: number; items: { sku: string; qty: number; price_incl_tax: number }[] }

export async function call<T = unknown>(method: string, path: string, body?: unknown) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code).toBe(response.status);
  return { status: response.status, json };
}

export async function cartWith(sku: string, qty: number, store = "se"): Promise<string> {
  const cartId = (await call<string>("POST", `/api/cart/create?storeCode=${store}`)).json.result;
  const added = await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  return cartId;
}

export const ADDRESS = { se: { zipCode: "412 63", country: "SE", city: "Göteborg" }, dk: { zipCode: "2100", country: "DK", city: "København" } };

export function order(cartId: string, overrides: Record<string, unknown> = {}, store: keyof typeof ADDRESS = "se") {
  return {
    cartId,
    idempotencyKey: crypto.randomUUID(),
    customer: { type: "private", email: "kund@example.se", firstname: "Åsa", lastname: "Lind", phone: "0701234567" },
    shippingAddress: { street: "Storgatan 1", ...ADDRESS[store] },
    shippingMethod: "home_delivery",
    deliveryDate: "2026-06-17",
    deliveryTimeslot: "18-22",
    paymentMethod: "cashondelivery",
    acceptTerms: true,
    ...overrides,
  };
}

/** A parcel-sized product in stock with `qty` (the `nth` such product, for orders of two). */
export async function productWithStock(qty: number, nth = 0): Promise<{ sku: string; price: number }> {
  const row = (await env.DB.prepare(
    `SELECT p.sku, pr.price FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0 AND pr.special_price IS NULL
       AND p.weight_kg <= 20 AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 150 AND p.package_width_cm + p.package_height_cm + p.package_depth_cm - MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) - MIN(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 70 -- parcel-sized: every delivery method takes it
     ORDER BY p.id DESC LIMIT 1 OFFSET ?1`,
  ).bind(nth).first<{ sku: string; price: number }>())!;
  await env.DB.prepare("UPDATE products SET qty = ?2, is_in_stock = 1 WHERE sku = ?1").bind(row.sku, qty).run();
  return row;
}

export const stockOf = async (sku: string) => (await env.DB.prepare("SELECT qty FROM products WHERE sku = ?1").bind(sku).first<{ qty: number }>())!.qty;

