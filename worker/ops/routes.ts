import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { productTag } from "#core/cache/vocabulary.ts";
import { purgePages } from "../cache/purge.ts";
import { requireBearer, tokenMatches } from "../security/bearer.ts";
import { changeTags, purgeReceiptOf } from "../commerce/purging.ts";
import { createMailer, readOutbox } from "../mail/mailer.ts";
import { mailShipment } from "../mail/mailing.ts";
import { mailRestocked, productIdsOfTags } from "../back-in-stock/restock-mail.ts";
import { moveShipment } from "../commerce/d1/shipments.ts";
import { ORDER_NUMBER } from "#core/domain/order-number.ts";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "#core/port/delivery.ts";
import { inspectCachedPage, parseInspection } from "./cache-inspection.ts";
import { parseProductChange } from "./catalog-update.ts";
import { parseInvalidateTags, parsePurgeRequest, type ParsedPurge } from "./purge-request.ts";

/** `json` is the request body, set by jsonBody for the /ops calls that take one. */
type OpsEnv = AppEnv & { Variables: { json: unknown } };

const errorBody = (message: string) => ({ error: message });

/** The operators' purge token (CACHE_PURGE_TOKEN), as a bearer token. */
const purgeToken = requireBearer<OpsEnv>({ secret: (c) => c.var.config.cachePurgeToken, unset: "refuse", name: "purge token", body: errorBody });

/** A JSON body, as `c.var.json`. */
const jsonBody = createMiddleware<OpsEnv>(async (c, next) => {
  if (!c.req.header("Content-Type")?.includes("application/json")) return c.json(errorBody("the body must be JSON (Content-Type: application/json)"), 415);
  try {
    c.set("json", await c.req.json());
  } catch {
    return c.json(errorBody("the body is not valid JSON"), 400);
  }
  await next();
});

async function purge(c: Context<OpsEnv>, parsed: ParsedPurge) {
  if (!parsed.ok) return c.json(errorBody(parsed.message), 400);
  return c.json(await purgePages(c.env, parsed.request));
}

/** Operations endpoints, all behind the purge token. */
export const opsRoutes = new Hono<OpsEnv>();
opsRoutes.use(purgeToken);

opsRoutes.post("/cache/purge", jsonBody, (c) => purge(c, parsePurgeRequest(c.var.json, c.var.origin)));

/** What the output cache holds for one page: ?url=<path or address>[&store=<code>]. */
opsRoutes.get("/cache", async (c) => {
  const parsed = parseInspection(c.req.query("url"), c.req.query("store"), c.var.origin);
  if (!parsed.ok) return c.json(errorBody(parsed.message), 400);
  return c.json(await inspectCachedPage(c.env, parsed.url, parsed.store));
});

/** The newest mails of the outbox (`npm run mail:list`): ?limit=1..200, default 20. */
opsRoutes.get("/mail", async (c) => {
  const limit = Number(c.req.query("limit") ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return c.json(errorBody("limit must be a whole number from 1 to 200"), 400);
  return c.json({ mails: await readOutbox(c.env.DB, limit) });
});

/** Changes a product through the commerce port, which purges the pages showing it. */
opsRoutes.post("/catalog/products/:sku", jsonBody, async (c) => {
  const parsed = parseProductChange(c.var.json);
  if (!parsed.ok) return c.json(errorBody(parsed.message), 400);
  const result = await c.var.commerce.admin.updateProduct(c.req.param("sku"), parsed.change);
  if (!result.ok) return c.json(errorBody(`${result.field}: ${result.message}`), result.notFound ? 404 : 400);
  // `purge`: the receipt of the purge the change made (absent when it failed; the change stands).
  return c.json({ updated: result.sku, changed: result.changed, productIds: result.productIds, categoryIds: result.categoryIds, purged: changeTags(result), purge: purgeReceiptOf(result) });
});

/**
 * The built-in carrier's simulation (docs/operations.md): moves an embedded order's parcel to
 * {"status": "shipped" | "delivered"}; the order page and the receipt then show its tracking, and its
 * first move mails the shopper the shipping mail.
 */
opsRoutes.post("/orders/:number/shipment", jsonBody, async (c) => {
  const number = c.req.param("number");
  if (!ORDER_NUMBER.test(number)) return c.json(errorBody("number: not an order number"), 400);
  const status = (c.var.json as { status?: unknown } | null)?.status;
  if (!SHIPMENT_STATUSES.includes(status as ShipmentStatus)) return c.json(errorBody(`status: one of ${SHIPMENT_STATUSES.map((s) => `"${s}"`).join(", ")}`), 400);
  const tracking = await moveShipment(c.env.DB, number, status as ShipmentStatus, new Date().toISOString());
  if (!tracking) return c.json(errorBody(`number: no order ${number} in the embedded backend`), 404);
  // The carrier's shipment event: the shopper is mailed once per parcel (the mail's dedupe key), however often it moves.
  const order = await c.var.commerce.orders.byIncrementId(number);
  if (order) await mailShipment(createMailer(c.env.DB, c.var.config.mail, (task) => c.executionCtx.waitUntil(task)), order, tracking, c.var.config.publicOrigin);
  return c.json({ order: number, tracking });
});

/** Reviews waiting for a moderator, oldest first: ?limit=1..200, default 50. The only place a writer's e-mail is shown. */
opsRoutes.get("/reviews", async (c) => {
  const limit = Number(c.req.query("limit") ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return c.json(errorBody("limit must be a whole number from 1 to 200"), 400);
  return c.json({ pending: await c.var.commerce.reviews.pending(limit) });
});

/** Approves or rejects a pending review: {"decision": "approved" | "rejected"}. Approving purges the product's pages. */
opsRoutes.post("/reviews/:id", jsonBody, async (c) => {
  const id = c.req.param("id");
  if (!/^\d{1,12}$/.test(id)) return c.json(errorBody("id: a review id is a whole number"), 400);
  const decision = (c.var.json as { decision?: unknown } | null)?.decision;
  if (decision !== "approved" && decision !== "rejected") return c.json(errorBody('decision: "approved" or "rejected"'), 400);
  const outcome = await c.var.commerce.reviews.moderate(Number(id), decision);
  if (!outcome.ok) return c.json(errorBody(outcome.reason === "unknown" ? `id: no review ${id}` : `review ${id} was moderated already`), outcome.reason === "unknown" ? 404 : 409);
  return c.json({ id: Number(id), decision, productId: outcome.productId, purged: decision === "approved" ? [productTag(outcome.productId)] : [] });
});

/** The header a caller that cannot send `Authorization` names the purge token in. */
export const PURGE_TOKEN_HEADER = "X-Purge-Token";

/**
 * The endpoint Magento's cache-invalidation modules call: /invalidate?tag=P123,C45 (tag=* for all),
 * the token as a bearer token or in X-Purge-Token. `?key=<token>` stays for the modules that can only
 * put it in the URL: a URL lands in access logs in front of the shop, so the docs say to use a header;
 * the shop's own logs and error reports never carry a query (worker/reporting/).
 */
export const invalidateRoutes = new Hono<OpsEnv>();
invalidateRoutes.on(["GET", "POST"], "/invalidate", async (c, next) => {
  const named = c.req.header(PURGE_TOKEN_HEADER);
  const key = named ?? c.req.query("key");
  if (key === undefined) return purgeToken(c, next);
  const expected = c.var.config.cachePurgeToken;
  if (!expected) return c.json(errorBody("purge token is not configured on this server"), 503);
  if (!(await tokenMatches(key, expected))) return c.json(errorBody(`${named === undefined ? "key" : PURGE_TOKEN_HEADER}: the purge token is not valid`), 401);
  await next();
}, async (c) => {
  const parsed = parseInvalidateTags(c.req.query("tag"));
  const answer = await purge(c, parsed);
  // Magento's modules say here which products changed (its stock among them): their back-in-stock requests are checked after the answer (decision 0044).
  const productIds = parsed.ok && "tags" in parsed.request ? productIdsOfTags(parsed.request.tags) : [];
  if (productIds.length > 0) {
    const mailing = { db: c.env.DB, catalog: c.var.commerce.catalog, mailer: createMailer(c.env.DB, c.var.config.mail), origin: c.var.config.publicOrigin };
    c.executionCtx.waitUntil(mailRestocked(mailing, productIds).catch((error: unknown) => console.error("back-in-stock mailing failed", error)));
  }
  return answer;
});
