import { renderToReadableStream } from "react-dom/server";
import { prerender } from "react-dom/static";
import { ServerRouter, isRouteErrorResponse, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { backendOutageContext, cspNonceContext, documentModeContext, errorReportContext } from "./context.ts";
import { isBackendOutage, outageRetryAfterSeconds } from "#core/errors/backend-outage.ts";
import { routePattern } from "./errors/route-pattern.ts";
import stylesheet from "./styles/app.css?inline";
import { StylesheetContext } from "./styles/inline-stylesheet.tsx";
import { ScriptNonceContext } from "./script-nonce.ts";

/** Deferred data still pending after this long is rejected and its error boundary renders. */
export const streamTimeout = 5_000;

/**
 * Browsers get the shell as soon as it renders and deferred sections stream in behind it.
 * Crawlers and the output cache get the whole document: the worker decides (documentModeContext).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  // The backend did not answer what the page needs: a loader's error (React Router hands the page a sanitized
  // one; handleError saw the real one), or the shell's menu (the layout shows the outage instead of the page).
  const outage = loadContext.get(backendOutageContext);
  if (outage) {
    status = 503;
    responseHeaders.set("Retry-After", String(outage.retryAfterSeconds));
    responseHeaders.set("Cache-Control", "no-store");
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const app = (
    <StylesheetContext value={stylesheet}>
      <ScriptNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonceContext>
    </StylesheetContext>
  );
  const options = {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      status = 500;
      // Errors inside a Suspense boundary reach only this; a shell error also reaches handleError, which skips it.
      report(error, loadContext, request, routerContext.staticHandlerContext.matches.at(-1)?.params ?? {});
    },
  };
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (loadContext.get(documentModeContext) === "complete" || routerContext.isSpaMode) {
    // prerender writes nothing until every boundary has resolved; with outlining off, the
    // deferred sections land inline instead of in hidden segments swapped in by script.
    const { prelude } = await prerender(app, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY });
    return new Response(prelude, { headers: responseHeaders, status });
  }
  const body = await renderToReadableStream(app, options);
  return new Response(body, { headers: responseHeaders, status });
}

/** Errors already reported: a shell error reaches both onError and handleError. */
const reported = new WeakSet<object>();

function report(error: unknown, context: RouterContextProvider, request: Request, params: Record<string, string | undefined>) {
  if (error && typeof error === "object") {
    if (reported.has(error)) return;
    reported.add(error);
  }
  context.get(errorReportContext)(error, routePattern(new URL(request.url).pathname, params));
}

/**
 * Loader, action and render errors, reported with the route pattern. Answers React Router gives
 * itself for a request's mistakes (a 405 for a POST to a page without an action, a 404) are not
 * errors of the shop; its internal 5xx are, with the error inside. A request given up is no error either.
 */
export const handleError: HandleErrorFunction = (error, { request, params, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    if (error.status < 500 || inner === undefined) return;
    error = inner;
  }
  if (isBackendOutage(error)) (context as RouterContextProvider).set(backendOutageContext, { retryAfterSeconds: outageRetryAfterSeconds(error) });
  report(error, context as RouterContextProvider, request, params);
};
