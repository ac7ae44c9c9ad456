/**
 * Newsletter consent, vue-storefront-api's magento2-subscribe extension (SPEC §7): GET status,
 * POST subscribe, DELETE unsubscribe, each with an e-mail; subscribing twice or unsubscribing a
 * stranger is a no-op (SPEC §4). A new subscriber is mailed a single-use 10 % coupon. Status and
 * unsubscribe need the signed link of a newsletter mail or the subscriber's token (issue 38 item 4).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { accessToken, firstIssue, readJson, reply, tooMany } from "./envelope.ts";

const email = z.email({ error: "Enter a valid email" }).max(254, { error: "email is longer than 254 characters" });
const body = z.object({ email }, { error: "the body must be JSON with an email" });

const signature = z.string({ error: "signature must be the hex signature of the mailed link" }).max(128, { error: "signature is longer than 128 characters" }).optional();
const deleteBody = z.object({ email, signature }, { error: "the body must be JSON with an email" });

/**
 * The one answer to an unsubscribe or status request without the address's signed link or its owner's
 * token, whether the address is subscribed or not: it tells nobody who subscribes.
 */
export const NEWSLETTER_PROOF_NEEDED = "Unsubscribing and the subscription status need the signed link of a newsletter mail (signature), or the subscriber's own access token";

const proofOf = (c: Context<AppEnv>, signed: string | undefined) => ({ signature: signed ?? null, token: accessToken(c) });

async function emailOf(c: Context<AppEnv>, fromQuery: boolean): Promise<{ email: string } | { error: Response }> {
  const parsed = fromQuery ? body.safeParse({ email: c.req.query("email") ?? "" }) : body.safeParse(await readJson(c));
  return parsed.success ? { email: parsed.data.email } : { error: reply(c, 400, firstIssue(parsed.error)) };
}

export const newsletterApi = new Hono<AppEnv>();

newsletterApi.get("/", async (c) => {
  const parsed = await emailOf(c, true);
  if ("error" in parsed) return parsed.error;
  const status = await c.var.accounts.subscriptionStatus(parsed.email, proofOf(c, c.req.query("signature")));
  if (!status.ok) return status.reason === "throttled" ? tooMany(c, status.retryAfter) : reply(c, 403, NEWSLETTER_PROOF_NEEDED);
  return reply(c, 200, status.subscribed ? "subscribed" : "unsubscribed");
});

newsletterApi.post("/", async (c) => {
  const parsed = await emailOf(c, false);
  if ("error" in parsed) return parsed.error;
  const subscribed = await c.var.accounts.subscribe(parsed.email);
  return subscribed.ok ? reply(c, 200, "subscribed") : tooMany(c, subscribed.retryAfter);
});

newsletterApi.delete("/", async (c) => {
  const json = c.req.header("content-type")?.includes("json") === true;
  const sent = json ? await readJson(c) : null;
  const parsed = json ? deleteBody.safeParse(sent) : deleteBody.safeParse({ email: c.req.query("email") ?? "", signature: c.req.query("signature") });
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const unsubscribed = await c.var.accounts.unsubscribe(parsed.data.email, proofOf(c, parsed.data.signature));
  if (!unsubscribed.ok) return unsubscribed.reason === "throttled" ? tooMany(c, unsubscribed.retryAfter) : reply(c, 403, NEWSLETTER_PROOF_NEEDED);
  return reply(c, 200, "unsubscribed");
});
