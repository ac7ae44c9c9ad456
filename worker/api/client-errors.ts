import { Hono } from "hono";
import { z } from "zod";
import { STORE_CODES } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { sentFromAnotherSite } from "../middleware/same-origin-forms.ts";
import { reportRequestError } from "../reporting/reporter.ts";
import { clientAddress } from "../security/client-address.ts";
import { throttle } from "../security/throttle.ts";
import { firstIssue, readJson, reply, tooMany } from "./envelope.ts";

const ClientError = z.object({
  store: z.enum(STORE_CODES),
  route: z.string().max(300).regex(/^\/[\p{L}\p{N}_/:*.-]*$/u, "must be a route pattern like /p/:parentSku/:slug"),
  name: z.string().max(200).default("Error"),
  message: z.string().min(1).max(2_000),
  stack: z.string().max(10_000).optional(),
});

/**
 * POST /api/client-errors: the shop's own pages report their browser's unexpected errors here, and
 * they go on through the same reporting port as the worker's (app/errors/browser-reporter.ts). The
 * browser never holds the DSN, and personal data is taken out here. Same-origin only, throttled per client.
 */
export const clientErrorsApi = new Hono<AppEnv>();

clientErrorsApi.post("/", async (c) => {
  if (sentFromAnotherSite(c)) return reply(c, 403, "Only the shop's own pages report errors here");
  const parsed = ClientError.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const wait = await throttle(c.env.DB, { clientError: clientAddress(c.req.raw, c.var.config.behindCloudflare) });
  if (wait !== null) return tooMany(c, wait);
  const { store, route, ...error } = parsed.data;
  reportRequestError(c, error, { route, store, source: "browser" });
  return reply(c, 202, "reported");
});
