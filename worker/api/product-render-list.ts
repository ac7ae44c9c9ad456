/**
 * GET /api/product/render-list?skus=&currencyCode=&storeId= (Vue Storefront's platform price sync,
 * `products.alwaysSyncPlatformPricesOver`): `{code: 200, result: {items: [ProductRender]}}`, items
 * matched by `id` as Magento answers them. Public: the store's prices, never a customer's.
 */
import { Hono } from "hono";
import { z } from "zod";
import { productRender } from "#core/api/product-render.ts";
import { productHref } from "#core/catalog/hrefs.ts";
import { STORE_VIEWS, type StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { firstIssue, reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

const MAX_SKUS = 100;

const query = z.object({
  skus: z
    .string({ error: "skus is required: a comma-separated list of skus" })
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(64, { error: "a sku is at most 64 characters" })).min(1, { error: "skus is required" }).max(MAX_SKUS, { error: `skus holds at most ${MAX_SKUS} skus` })),
  currencyCode: z.string().optional(),
  storeId: z.string().regex(/^\d{1,6}$/, { error: "storeId must be a store's id" }).optional(),
});

export const productRenderApi = new Hono<AppEnv>();

productRenderApi.get("/render-list", async (c) => {
  const parsed = query.safeParse({ skus: c.req.query("skus"), currencyCode: c.req.query("currencyCode") || undefined, storeId: c.req.query("storeId") || undefined });
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { skus, currencyCode, storeId } = parsed.data;
  let store: StoreView | string = requestedStore(c);
  if (storeId !== undefined) {
    const byId = Object.values(STORE_VIEWS).find((view) => String(view.storeId) === storeId);
    if (!byId) return reply(c, 400, `storeId must be one of ${Object.values(STORE_VIEWS).map((v) => v.storeId).join(", ")}`);
    store = byId;
  }
  if (typeof store === "string") return reply(c, 400, store);
  if (currencyCode !== undefined && currencyCode !== store.i18n.currencyCode) return reply(c, 400, `currencyCode: the store ${store.storeCode} sells in ${store.i18n.currencyCode} only`);
  const catalog = c.var.commerce.catalog;
  const today = catalog.today();
  const products = await catalog.productSummariesBySku(store.storeCode, skus);
  const view = store;
  c.header("Cache-Control", "public, max-age=300");
  return reply(c, 200, { items: products.map((p) => productRender(p, view, today, `${c.var.origin}${productHref(view, p.sku, p.slug)}`)) });
});
