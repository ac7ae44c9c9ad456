import { Hono, type Context } from "hono";
import { purgePages } from "../cache/purge.ts";
import type { CommercePort } from "../commerce/port.ts";
import type { Env } from "../env.ts";
import { parseProductChange } from "./catalog-update.ts";
import { bearerToken, secretsMatch } from "./auth.ts";
import { parseInvalidateTags, parsePurgeRequest, type ParsedPurge } from "./purge-request.ts";

type OpsEnv = { Bindings: Env; Variables: { commerce: CommercePort } };

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

async function jsonBody(c: Context<OpsEnv>): Promise<{ json: unknown } | Response> {
  if (!c.req.header("Content-Type")?.includes("application/json")) return c.json({ error: "the body must be JSON (Content-Type: application/json)" }, 415);
  try {
    return { json: await c.req.json() };
  } catch {
    return c.json({ error: "the body is not valid JSON" }, 400);
  }
}

opsRoutes.post("/cache/purge", async (c) => {
  const denied = await authorized(c, bearerToken(c.req.header("Authorization")));
  if (denied) return denied;
  const body = await jsonBody(c);
  if (body instanceof Response) return body;
  return purge(c, parsePurgeRequest(body.json, new URL(c.req.url).origin));
});

/** Changes a product through the commerce port, which purges the pages showing it. */
opsRoutes.post("/catalog/products/:sku", async (c) => {
  const denied = await authorized(c, bearerToken(c.req.header("Authorization")));
  if (denied) return denied;
  const body = await jsonBody(c);
  if (body instanceof Response) return body;
  const parsed = parseProductChange(body.json);
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
