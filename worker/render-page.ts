import type { Context } from "hono";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { PageDeclaration } from "#core/cache/page-declaration.ts";
import { DEGRADED_HEADER, KEY_QUERY_HEADER, tagHeaders } from "#core/cache/vocabulary.ts";
import { accountServiceContext, commerceContext, cspNonceContext, documentModeContext, errorReportContext, pageDeclarationContext, reviewServiceContext, siteContentContext, storeContext, tagManagerContext } from "#app/context.ts";
import type { AppEnv } from "./app-env.ts";
import { asBackendWork } from "./commerce/shop/backend-work.ts";
import type { RenderMode } from "./cache/cached-pages.ts";
import { reportRequestError } from "./reporting/reporter.ts";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * Renders a request through React Router with the request's variables as router context. The
 * page's declaration (tags, key query) comes back as headers for the output cache: the tags
 * declared by the time the headers go out — with "complete", every one the page makes. Its inline
 * scripts carry `nonce`, this request's by default; null renders them without one, for the output
 * cache, which admits them by their hashes.
 */
export async function renderPage(c: Context<AppEnv>, mode: RenderMode, request: Request = c.req.raw, nonce: string | null = c.var.nonce): Promise<Response> {
  const page = new PageDeclaration();
  const context = new RouterContextProvider();
  context.set(storeContext, c.var.store);
  context.set(commerceContext, c.var.commerce);
  context.set(siteContentContext, c.var.siteContent);
  context.set(accountServiceContext, c.var.accounts);
  context.set(reviewServiceContext, c.var.reviews);
  context.set(tagManagerContext, c.var.config.tagManagerContainers[c.var.store.storeCode] ?? null);
  context.set(pageDeclarationContext, page);
  context.set(cspNonceContext, nonce ?? "");
  context.set(documentModeContext, mode);
  context.set(errorReportContext, (error, route) => reportRequestError(c, error, { route }));
  // The page sees the shop's public origin, whatever Host the request came with.
  const url = new URL(request.url);
  const publicRequest = url.origin === c.var.origin ? request : new Request(c.var.origin + url.pathname + url.search, request);
  // Each render has its own deadline on the backend, the cache's render after a shopper's stream too.
  const response = scriptsAfterPaint(await asBackendWork(publicRequest.method, () => handleRequest(publicRequest, context)), nonce);
  if (page.tags.size === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(tagHeaders(page.tags))) headers.set(name, value);
  page.query.sort();
  headers.set(KEY_QUERY_HEADER, page.query.toString());
  // A complete render has settled every deferred section by now; a streamed one is never stored.
  if (page.degraded) headers.set(DEGRADED_HEADER, "1");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
