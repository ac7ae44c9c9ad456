/**
 * Product tiles by sku for the browser's own lists — wishlist, comparison, recently viewed — which
 * live in local storage and so cannot be part of cached pages. Public and the same for everyone:
 * prices are the store's, never a customer's.
 */
import { Hono } from "hono";
import { z } from "zod";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { LIST_LIMITS } from "#core/domain/product-lists.ts";
import type { AppEnv } from "../app-env.ts";
import { firstIssue, reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

/** A whole wishlist at most; a comparison holds 4. */
const PRODUCTS_PER_REQUEST = LIST_LIMITS.wishlist;
const COMPARE_LIMIT = LIST_LIMITS.compare;

const query = z.object({
  skus: z
    .string({ error: "skus is required: a comma-separated list of skus" })
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(64, { error: "a sku is at most 64 characters" })).min(1, { error: "skus is required" }).max(PRODUCTS_PER_REQUEST, { error: `skus holds at most ${PRODUCTS_PER_REQUEST} skus` })),
  compare: z.enum(["1"], { error: "compare must be 1 or left out" }).optional(),
});

export const productsApi = new Hono<AppEnv>();

productsApi.get("/", async (c) => {
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const parsed = query.safeParse({ skus: c.req.query("skus"), compare: c.req.query("compare") });
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { skus, compare } = parsed.data;
  if (compare && skus.length > COMPARE_LIMIT) return reply(c, 400, `skus: a comparison holds at most ${COMPARE_LIMIT} products`);
  const catalog = c.var.commerce.catalog;
  const today = catalog.today();
  const cards = (await catalog.productSummariesBySku(store.storeCode, skus)).map((p) => toProductCardView(p, store, today));
  // Prices change at midnight at the latest; a few minutes at the edge are fine.
  c.header("Cache-Control", "public, max-age=300");
  if (!compare) return reply(c, 200, cards);
  const details = await Promise.all(cards.map((card) => catalog.productBySku(store.storeCode, card.sku)));
  return reply(
    c,
    200,
    cards.map((card, i) => ({ ...card, attributes: details[i]?.attributes ?? [], measurements: details[i]?.measurements ?? [] })),
  );
});
