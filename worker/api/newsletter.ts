/**
 * Newsletter consent, vue-storefront-api's magento2-subscribe extension (SPEC §7): GET status,
 * POST subscribe, DELETE unsubscribe, each with an e-mail; subscribing twice or unsubscribing a
 * stranger is a no-op (SPEC §4). A new subscriber is mailed a single-use 10 % coupon.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { firstIssue, readJson, reply, tooMany } from "./envelope.ts";

const email = z.email({ error: "Enter a valid email" }).max(254, { error: "email is longer than 254 characters" });
const body = z.object({ email }, { error: "the body must be JSON with an email" });

async function emailOf(c: Context<AppEnv>, fromQuery: boolean): Promise<{ email: string } | { error: Response }> {
  const parsed = fromQuery ? body.safeParse({ email: c.req.query("email") ?? "" }) : body.safeParse(await readJson(c));
  return parsed.success ? { email: parsed.data.email } : { error: reply(c, 400, firstIssue(parsed.error)) };
}

export const newsletterApi = new Hono<AppEnv>();

newsletterApi.get("/", async (c) => {
  const parsed = await emailOf(c, true);
  if ("error" in parsed) return parsed.error;
  return reply(c, 200, (await c.var.commerce.newsletter.isSubscribed(parsed.email)) ? "subscribed" : "unsubscribed");
});

newsletterApi.post("/", async (c) => {
  const parsed = await emailOf(c, false);
  if ("error" in parsed) return parsed.error;
  const subscribed = await c.var.accounts.subscribe(parsed.email);
  return subscribed.ok ? reply(c, 200, "subscribed") : tooMany(c, subscribed.retryAfter);
});

newsletterApi.delete("/", async (c) => {
  const parsed = await emailOf(c, c.req.header("content-type")?.includes("json") !== true);
  if ("error" in parsed) return parsed.error;
  await c.var.commerce.newsletter.unsubscribe(parsed.email);
  return reply(c, 200, "unsubscribed");
});
