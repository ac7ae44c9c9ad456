import { Hono, type Context } from "hono";
import { z } from "zod";
import type { StockResult } from "#core/api/cart-contract.ts";
import type { AppEnv } from "../app-env.ts";
import type { StockItem } from "#core/port/index.ts";
import { firstIssue, reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

const sku = z.string().trim().min(1, { error: "sku is required" }).max(64, { error: "sku is longer than 64 characters" });
const skuList = z
  .string({ error: "skus is required" })
  .transform((value) => [...new Set(value.split(",").map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(sku).min(1, { error: "skus must name at least one sku" }).max(100, { error: "skus names more than 100 skus" }));

/** SPEC §7 stock answer: qty, manage_stock, product_id, status (is_in_stock kept for VSF clients). */
function stockResult(item: StockItem): StockResult {
  return { sku: item.sku, product_id: item.productId, qty: item.qty, is_in_stock: item.isInStock, manage_stock: true, status: item.isInStock ? 1 : 0 };
}

export const stockApi = new Hono<AppEnv>();

/** One sku's stock: ?sku=, or the path (vue-storefront-api's legacy /stock/check/:sku). */
const checkStock = async (c: Context<AppEnv>, requested: string | undefined) => {
  const parsed = sku.safeParse(requested ?? "");
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const [item] = await c.var.commerce.stock.stockItems(store.storeCode, [parsed.data]);
  if (!item) return reply(c, 404, `sku: no product ${JSON.stringify(parsed.data)}`);
  return reply(c, 200, stockResult(item));
};
stockApi.get("/check", (c) => checkStock(c, c.req.query("sku")));
stockApi.get("/check/:sku", (c) => checkStock(c, c.req.param("sku")));

stockApi.get("/list", async (c) => {
  const parsed = skuList.safeParse(c.req.query("skus"));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const items = await c.var.commerce.stock.stockItems(store.storeCode, parsed.data);
  return reply(c, 200, items.map(stockResult));
});
