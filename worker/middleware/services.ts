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
import { bypassReason } from "../cache/cached-pages.ts";
import { countingRoundTrips } from "../db/d1-round-trips.ts";
import { bookmarkCookie, requestDatabase, sessionStart } from "../db/d1-session.ts";
import { withOrderMail } from "../mail/mailing.ts";
import { withRestockMail } from "../back-in-stock/restock-mail.ts";
import { siteContentFor } from "../content/site-content.ts";

/**
 * Every backend's catalog changes and orders purge the cached pages that show them, its orders mail their confirmation,
 * and a stock change mails the back-in-stock requests of the pages it made sellable again (after their purge).
 */
const decorated = (env: Env) => (core: CoreCommerce) => {
  const config = configOf(env);
  const mailer = createMailer(env.DB, config.mail);
  const purging = withCachePurge(core, (tags) => purgePages(env, { tags }));
  return withOrderMail(withRestockMail(purging, { db: env.DB, mailer, origin: config.publicOrigin }), mailer, config.publicOrigin);
};

/**
 * The commerce backend COMMERCE_BACKEND names, built per request: the D1 one (`embedded`, the default) reads through
 * the request's D1 session (`db`), the upstream one's client memoizes and counts that request's calls. The
 * upstream one keeps what Magento does not hold (content, magazine, delivery, invoice, newsletter…) in the D1 one.
 */
export function commerceFor(env: Env, db: D1Database = env.DB): Commerce {
  const { backend } = configOf(env);
  if (backend.kind === "upstream") return createUpstreamCommerce(env, backend.upstream, createD1Commerce(env, undefined, db), decorated(env));
  return createD1Commerce(env, decorated(env), db);
}

/**
 * Sets `c.var.commerce`, `c.var.siteContent`, `c.var.accounts` and `c.var.reviews` for every router behind it, and begins the request's backend work.
 * The backend reads through a D1 session (db/d1-session.ts); a POST, PUT, PATCH or DELETE that wrote through it answers
 * the session's bookmark in a cookie, so the shopper's next requests read at least that far. (Never a GET: a public
 * page answering a cookie could not be stored.)
 */
export function services() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    const start = sessionStart(c.req.header("cookie") ?? null, bypassReason(c.req.raw, c.req.path, c.var.store, c.var.origin) === null);
    const database = requestDatabase(c.env.DB, start);
    const counting = countingRoundTrips(database.db);
    const commerce = commerceFor(c.env, counting.db);
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
    // What the backend cost this response by the time its headers leave (a streamed page's deferred sections come after).
    const { calls, sequential } = counting.roundTrips();
    c.header("Server-Timing", `d1;desc="${calls} round trips, ${sequential} sequential"`, { append: true });
    const bookmark = reading ? null : database.writeBookmark();
    if (bookmark) c.header("Set-Cookie", bookmarkCookie(bookmark, c.var.origin.startsWith("https:")), { append: true });
  });
}
