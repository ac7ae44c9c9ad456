import { z } from "zod";
import type { OptionLabel } from "../domain/cart-options.ts";
import { CART_ID } from "../catalog/cart-cookie.ts";

/**
 * The wire contract of the cart and stock API (SPEC §7, vue-storefront-api): request schemas the
 * worker parses with, result shapes it answers with. The browser's client (app/state/cart-api.ts)
 * takes its types from here, type-only, so no validation code reaches the browser.
 */

/** Every answer: {code, result}, the HTTP status equal to code. */
export type ApiAnswer<T> = { code: number; result: T };

/** A cart id field: refused with `error` unless it has a cart id's form. */
export const cartIdField = (error: string) => z.string({ error }).regex(CART_ID, { error });

export const cartIdSchema = cartIdField("cartId must be the id /api/cart/create returned");

/** An id a vue-storefront client may send as a number or as its digits ("93"). */
const idLike = z.union([z.int().nonnegative(), z.string().trim().min(1).max(64)]);

/**
 * vue-storefront's product_option: custom option values (checkbox values comma-separated), bundle
 * selections (Magento's selection ids, numbers or their digits; the shop's own pages send a selection's
 * sku) and a configurable product's chosen attribute values (`option_id` the attribute id,
 * `option_value` the value, as the catalog's `configurable_options` name them).
 */
export const productOptionSchema = z
  .object({
    extension_attributes: z.object({
      custom_options: z.array(z.object({ option_id: idLike, option_value: z.string().max(200) })).max(50).optional(),
      bundle_options: z.array(z.object({ option_id: idLike, option_qty: z.number().positive().max(10_000).nullish(), option_selections: z.array(idLike).min(1).max(1) })).max(50).optional(),
      configurable_item_options: z.array(z.object({ option_id: idLike, option_value: idLike })).max(10).optional(),
    }),
  })
  .nullish();

/** A product_option as the API answers it on a cart line (vue-storefront reads it back to match its own lines). */
export interface ProductOptionResult {
  extension_attributes: {
    custom_options?: { option_id: number; option_value: string }[];
    bundle_options?: { option_id: number; option_qty: number; option_selections: number[] }[];
    configurable_item_options?: { option_id: string; option_value: string }[];
  };
}

export const cartItemSchema = z.object(
  {
    sku: z.string({ error: "cartItem.sku is required" }).trim().min(1, { error: "cartItem.sku is required" }).max(64),
    qty: z.unknown(),
    item_id: z.int().positive().nullish(),
    quoteId: z.union([z.string(), z.int()]).nullish(),
    checksum: z.string().max(128).nullish(),
    product_type: z.string().nullish(),
    product_option: productOptionSchema,
  },
  { error: "cartItem is required" },
);

/** The body of POST /api/cart/update. */
export type CartItemRequest = z.input<typeof cartItemSchema>;

/** A cart line as /pull and /update answer it. */
export interface CartItemResult {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  quote_id: string;
  checksum: string | null;
  options: OptionLabel[];
  /** Magento's type of the line: a configurable variant is "configurable" (its sku the variant's). */
  product_type: "simple" | "configurable" | "bundle";
  product_option?: ProductOptionResult;
}

/** /totals and /collect-totals (SPEC §3 "Cart totals"). */
export interface CartTotalsResult {
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  /** Extra fees the chosen delivery charges (carry-in, assembly...), in grand_total. */
  fee_amount: number;
  tax_amount: number;
  items_qty: number;
  free_shipping_remaining: number | null;
  coupon_code: string | null;
  quote_currency_code: string;
  items: { item_id: number; sku: string; qty: number; name: string; price_incl_tax: number; row_total_incl_tax: number }[];
  /** Each with its title in the store's language, as vue-storefront shows them. */
  total_segments: { code: "subtotal" | "discount" | "shipping" | "fee" | "tax" | "grand_total"; title: string; value: number }[];
  shipping_method: string | null;
}

/** /api/stock/check and each entry of /api/stock/list (SPEC §7). */
export interface StockResult {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  status: 0 | 1;
}
