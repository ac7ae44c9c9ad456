import { createMiddleware } from "hono/factory";
import { createAccountService } from "../accounts/service.ts";
import type { AppEnv } from "../app-env.ts";
import { asBackendWork } from "../commerce/shop/backend-work.ts";
import { purgePages } from "../cache/purge.ts";
import { createD1Commerce } from "../commerce/d1/index.ts";
import type { CoreCommerce } from "../commerce/shop/core-commerce.ts";
import type { Commerce } from "#core/port/index.ts";
import { createUpstreamCommerce } from "../commerce/upstream/index.ts";
import { withCachePurge } from "../commerce/purging.ts";
import { createMailer } from "../mail/mailer.ts";
import { createReviewService } from "../reviews/service.ts";
import { configOf } from "../config.ts";
import { clientAddress } from "../security/client-address.ts";
import { withOrderMail } from "../mail/mailing.ts";
import { siteContentFor } from "../content/site-content.ts";

const built = new WeakMap<Env, Commerce>();

/** Every backend's catalog changes and orders purge the cached pages that show them, and its orders mail their confirmation. */
const decorated = (env: Env) => (core: CoreCommerce) => {
  const config = configOf(env);
  return withOrderMail(withCachePurge(core, (tags) => purgePages(env, { tags })), createMailer(env.DB, config.mail), config.publicOrigin);
};

/**
 * The commerce backend COMMERCE_BACKEND names. The D1 one (`embedded`, the default) closes over `env` alone, so it is built
 * once per environment; the upstream one per request, as its client memoizes and counts that request's calls. The
 * upstream one keeps what Magento does not hold (content, magazine, delivery, invoice, newsletter…) in the D1 one.
 */
export function commerceFor(env: Env): Commerce {
  const { backend } = configOf(env);
  if (backend.kind === "upstream") return createUpstreamCommerce(env, backend.upstream, createD1Commerce(env), decorated(env));
  let commerce = built.get(env);
  if (!commerce) {
    commerce = createD1Commerce(env, decorated(env));
    built.set(env, commerce);
  }
  return commerce;
}

/** Sets `c.var.commerce`, `c.var.siteContent`, `c.var.accounts` and `c.var.reviews` for every router behind it, and begins the request's backend work. */
export function services() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const commerce = commerceFor(c.env);
    c.set("commerce", commerce);
    c.set("siteContent", siteContentFor(c.var.config.content, commerce, c.env.PAGE_CACHE, (task) => c.executionCtx.waitUntil(task)));
    const client = clientAddress(c.req.raw, c.var.config.behindCloudflare);
    c.set(
      "accounts",
      createAccountService({ env: c.env, mail: c.var.config.mail, captcha: c.var.config.captcha, newsletterLinkSecret: c.var.config.newsletterLinkSecret, commerce, store: c.var.store, origin: c.var.origin, client, defer: (task) => c.executionCtx.waitUntil(task) }),
    );
    c.set("reviews", createReviewService({ env: c.env, captcha: c.var.config.captcha, commerce, client }));
    // The backend calls of the whole request share one deadline (a page render starts its own: render-page.ts).
    await asBackendWork(c.req.method, next);
  });
}
