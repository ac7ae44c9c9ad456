import { createMiddleware } from "hono/factory";
import { createAccountService } from "../accounts/service.ts";
import type { AppEnv } from "../app-env.ts";
import { purgePages } from "../cache/purge.ts";
import { createEmbeddedCommerce } from "../commerce/embedded/index.ts";
import type { Commerce } from "../commerce/port/index.ts";
import { withCachePurge } from "../commerce/purging.ts";
import { createMailer } from "../mail/mailer.ts";
import { createReviewService } from "../reviews/service.ts";
import { publicOriginOf } from "./public-origin.ts";
import { withOrderMail } from "../mail/mailing.ts";

const built = new WeakMap<Env, Commerce>();

/**
 * The commerce backend for an environment: the embedded adapter, whose catalog changes and
 * orders purge the cached pages that show them, and whose orders mail their confirmation. Closures over `env` alone, so built once per
 * environment, not per request.
 */
export function commerceFor(env: Env): Commerce {
  let commerce = built.get(env);
  if (!commerce) {
    commerce = createEmbeddedCommerce(env, (core) => withOrderMail(withCachePurge(core, (tags) => purgePages(env, { tags })), createMailer(env), publicOriginOf(env)));
    built.set(env, commerce);
  }
  return commerce;
}

/** Sets `c.var.commerce`, `c.var.accounts` and `c.var.reviews` for every router behind it. */
export function services() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const commerce = commerceFor(c.env);
    c.set("commerce", commerce);
    // Cloudflare names the client; without it (local runs) every client shares one bucket.
    const client = c.req.header("cf-connecting-ip") ?? null;
    c.set(
      "accounts",
      createAccountService({ env: c.env, commerce, store: c.var.store, origin: c.var.origin, client: client ?? "unknown", defer: (task) => c.executionCtx.waitUntil(task) }),
    );
    c.set("reviews", createReviewService({ env: c.env, commerce, client }));
    await next();
  });
}
