import type { Context } from "hono";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";
import { isBackendOutage, outageRetryAfterSeconds } from "#core/errors/backend-outage.ts";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import { DEFAULT_STORE, STORE_VIEWS, storePath } from "#core/stores.ts";
import { reply } from "../api/envelope.ts";
import type { AppEnv } from "../app-env.ts";
import { reportRequestError } from "../reporting/reporter.ts";

/**
 * The route an error escaped from: the API route that matched, or for a page (which React Router
 * routes behind the one catch-all) its store prefix and first segment, "/dk/p/*": no value of the address.
 */
function routeOf(c: Context<AppEnv>): string {
  if (c.req.routePath && c.req.routePath !== "*" && c.req.routePath !== "/*") return c.req.routePath;
  const prefix = c.var.store?.urlPrefix ?? "";
  const [first, ...rest] = c.req.path.slice(prefix.length).split("/").filter(Boolean);
  return `${prefix}/${first ?? ""}${rest.length ? "/*" : ""}`;
}

/**
 * The app's last resort (`app.onError`): an error nothing else handled is reported with its
 * request id, store and route, and the shopper gets the shop's own error page (an API caller the
 * {code, result} envelope) with that id as a reference: never a stack trace.
 */
export function unhandledError(error: Error, c: Context<AppEnv>): Response | Promise<Response> {
  if (error instanceof HTTPException) return error.getResponse();
  reportRequestError(c, error, { route: routeOf(c) });
  const reference = c.var.requestId ?? "";
  c.header("Cache-Control", "no-store");
  c.header("X-Request-Id", reference);
  const outage = isBackendOutage(error);
  if (outage) c.header("Retry-After", String(outageRetryAfterSeconds(error)));
  const status = outage ? 503 : 500;
  if (c.req.path.startsWith("/api/"))
    return reply(c, status, outage ? `Service unavailable: the shop's backend did not answer; try again in a minute. Reference ${reference}` : `Internal error: the request could not be completed. Reference ${reference}`);
  const store = c.var.store ?? STORE_VIEWS[DEFAULT_STORE];
  const t = translatorFor(store);
  return c.html(
    html`<!doctype html>
<html lang="${store.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("errors.errorTitle")} | ${t("meta.siteName")}</title>
<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f2a24;background:#f7f4ee}main{max-width:36rem;margin:15vh auto;padding:0 1.25rem}h1{font-size:1.75rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#2f4a3a;color:#fff;text-decoration:none}small{color:#5b6660}</style>
</head>
<body>
<main>
<h1>${t("errors.errorTitle")}</h1>
<p>${t("errors.errorText")}</p>
<p><small>${t("errors.reference", { id: reference })}</small></p>
<a href="${storePath(store, "/")}">${t("errors.backHome")}</a>
</main>
</body>
</html>`,
    status,
  );
}
