import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { purgePages } from "../cache/purge.ts";
import type { CommercePort } from "../commerce/port.ts";
import type { Env } from "../env.ts";
import { parseProductChange } from "./catalog-update.ts";
import { bearerToken, secretsMatch } from "../security/secrets.ts";
import { parseInvalidateTags, parsePurgeRequest, type ParsedPurge } from "./purge-request.ts";

/** `json` is the request body, set by tokenAndJson for the /ops calls that take one. */
type OpsEnv = { Bindings: Env; Variables: { commerce: CommercePort; json: unknown } };

async function authorized(c: Context<OpsEnv>, token: string | null): Promise<Response | null> {
  const expected = c.env.CACHE_PURGE_TOKEN;
  if (!expected) return c.json({ error: "cache purging is not configured: set CACHE_PURGE_TOKEN" }, 503);
  if (!token) return c.json({ error: "a purge token is required" }, 401);
  if (!(await secretsMatch(token, expected))) return c.json({ error: "the purge token is not valid" }, 401);
  return null;
}

async function purge(c: Context<OpsEnv>, parsed: ParsedPurge) {
  if (!parsed.ok) return c.json({ error: parsed.message }, 400);
  const started = Date.now();
  const purged = await purgePages(c.env, parsed.request);
  return c.json({ purged, ms: Date.now() - started });
}

/** Operations endpoints, all behind the purge token. */
export const opsRoutes = new Hono<OpsEnv>();

/** The bearer token, then a JSON body: what every /ops call needs before its handler (as `c.var.json`). */
const tokenAndJson = createMiddleware<OpsEnv>(async (c, next) => {
  const denied = await authorized(c, bearerToken(c.req.header("Authorization")));
  if (denied) return denied;
  if (!c.req.header("Content-Type")?.includes("application/json")) return c.json({ error: "the body must be JSON (Content-Type: application/json)" }, 415);
  try {
    c.set("json", await c.req.json());
  } catch {
    return c.json({ error: "the body is not valid JSON" }, 400);
  }
  await next();
});

opsRoutes.post("/cache/purge", tokenAndJson, (c) => purge(c, parsePurgeRequest(c.var.json, new URL(c.req.url).origin)));

/** Changes a product through the commerce port, which purges the pages showing it. */
opsRoutes.post("/catalog/products/:sku", tokenAndJson, async (c) => {
  const parsed = parseProductChange(c.var.json);
  if (!parsed.ok) return c.json({ error: parsed.message }, 400);
  const result = await c.var.commerce.updateProduct(c.req.param("sku"), parsed.change);
  if (!result) return c.json({ error: `sku: no product ${JSON.stringify(c.req.param("sku"))}` }, 404);
  return c.json({ updated: result.sku, purgedTags: result.tags });
});

/** The endpoint Magento's cache-invalidation modules call: /invalidate?key=<token>&tag=P123,C45 (tag=* for all). */
export const invalidateRoutes = new Hono<OpsEnv>();
invalidateRoutes.on(["GET", "POST"], "/invalidate", async (c) => {
  const denied = await authorized(c, c.req.query("key") ?? null);
  if (denied) return denied;
  return purge(c, parseInvalidateTags(c.req.query("tag")));
});
