/**
 * A signed-in customer's wishlist per store (the shop's own extension of the user API): guests
 * keep theirs in the browser, and it joins this list at sign-in.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { LIST_LIMITS } from "#core/domain/product-lists.ts";
import { accessToken, firstIssue, readJson, reply, tokenInvalid, tokenRequired } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

const WISHLIST_LIMIT = LIST_LIMITS.wishlist;

const sku = z.string({ error: "sku must be text" }).trim().min(1, { error: "sku is required" }).max(64, { error: "sku is longer than 64 characters" });
const addBody = z.object({ skus: z.array(sku, { error: "skus must be a list of skus" }).min(1, { error: "skus is required" }).max(WISHLIST_LIMIT, { error: `skus holds at most ${WISHLIST_LIMIT} skus` }) }, { error: "the body must be JSON with skus" });

export const wishlistApi = new Hono<AppEnv>();

wishlistApi.use(async (c, next) => {
  if (!accessToken(c)) return tokenRequired(c);
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  c.set("store", store);
  await next();
});

wishlistApi.get("/", async (c) => {
  const skus = await c.var.commerce.customers.wishlist(accessToken(c)!, c.var.store.storeCode);
  return skus ? reply(c, 200, skus) : tokenInvalid(c);
});

/** Adds products by sku; ones already on the list stay as they are, unknown skus are a 400 and nothing is added. */
wishlistApi.post("/", async (c) => {
  const parsed = addBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const store = c.var.store.storeCode;
  const wanted = [...new Set(parsed.data.skus)];
  const known = new Set((await c.var.commerce.stock.stockItems(store, wanted)).filter((s) => s.status < 2).map((s) => s.sku));
  const unknown = wanted.find((s) => !known.has(s));
  if (unknown) return reply(c, 400, `skus: no product ${JSON.stringify(unknown)} in this store`);
  const current = await c.var.commerce.customers.wishlist(accessToken(c)!, store);
  if (!current) return tokenInvalid(c);
  if (new Set([...current, ...wanted]).size > WISHLIST_LIMIT) return reply(c, 400, `skus: a wishlist holds at most ${WISHLIST_LIMIT} products`);
  return reply(c, 200, await c.var.commerce.customers.changeWishlist(accessToken(c)!, store, { add: wanted }));
});

wishlistApi.delete("/", async (c) => {
  const parsed = sku.safeParse(c.req.query("sku"));
  if (!parsed.success) return reply(c, 400, `sku: ${parsed.error.issues[0]?.message ?? "sku is required"}`);
  const skus = await c.var.commerce.customers.changeWishlist(accessToken(c)!, c.var.store.storeCode, { remove: parsed.data });
  return skus ? reply(c, 200, skus) : tokenInvalid(c);
});
