/**
 * POST /ops/content/webhook: Contentful's webhook calls, verified by their signature (x-contentful-signature
 * over the signed headers and the body, with Contentful's own node-apps-toolkit), purge the cached pages
 * showing the entry and answer with the purge's receipt. A call signed more than SIGNATURE_TTL_SECONDS ago is
 * refused, so a captured call cannot be replayed later; a repeated delivery within it purges the same pages
 * again, which is harmless. Anything unsigned, wrongly signed or stale is a 401 and purges nothing.
 */
import { Hono } from "hono";
import { verifyRequest } from "@contentful/node-apps-toolkit/requests";
import type { AppEnv } from "../app-env.ts";
import { purgePages } from "../cache/purge.ts";
import { webhookTags } from "./webhook-tags.ts";

/** How long after Contentful signed a call it is accepted (seconds). */
export const SIGNATURE_TTL_SECONDS = 300;

const refuse = (message: string) => ({ error: message });

/** Whether the call is Contentful's, signed with the secret within the window; the toolkit throws on missing or stale headers. */
function isSigned(secret: string, request: Request, body: string): boolean {
  const url = new URL(request.url);
  try {
    return verifyRequest(secret, { method: request.method as "POST", path: url.pathname + url.search, headers: Object.fromEntries(request.headers), body }, SIGNATURE_TTL_SECONDS);
  } catch {
    return false;
  }
}

export const contentWebhookRoutes = new Hono<AppEnv>();

contentWebhookRoutes.post("/webhook", async (c) => {
  const { content } = c.var.config;
  const secret = content.kind === "contentful" ? content.webhookSecret : null;
  if (!secret) return c.json(refuse("the content webhook is not configured on this server (CONTENTFUL_WEBHOOK_SECRET)"), 401);
  const body = await c.req.text();
  if (!isSigned(secret, c.req.raw, body)) return c.json(refuse("x-contentful-signature: the call is not signed by the space's webhook secret, or was signed too long ago"), 401);
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return c.json(refuse("the body is not valid JSON"), 400);
  }
  const topic = c.req.header("X-Contentful-Topic");
  const mapped = webhookTags(topic, payload);
  if (!mapped.ok) return c.json(refuse(mapped.message), 400);
  if ("ignored" in mapped) return c.json({ topic, purged: 0, tags: [], ignored: mapped.ignored });
  return c.json({ topic, id: mapped.id, ...(await purgePages(c.env, { tags: mapped.tags })) });
});
