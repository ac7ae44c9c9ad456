import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/** Cloudflare's ray id, e.g. "8f1c2a3b4d5e6f70-ARN": it also finds the request in Cloudflare's logs. */
const RAY_ID = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

/** Sets `c.var.requestId` and answers it in X-Request-Id, so a shopper's "reference" finds the error report. */
export function requestId() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const ray = c.req.header("cf-ray");
    const id = ray && RAY_ID.test(ray) ? ray : crypto.randomUUID();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
  });
}
