import { renderToReadableStream } from "react-dom/server";
import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { cspNonceContext, documentModeContext, errorReportContext } from "./context.ts";
import { routePattern } from "./errors/route-pattern.ts";
import stylesheet from "./styles/app.css?inline";
import { StylesheetContext } from "./styles/inline-stylesheet.tsx";

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
  let shellRendered = false;
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const app = (
    <StylesheetContext value={stylesheet}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </StylesheetContext>
  );
  const options = {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      status = 500;
      // Errors before the shell reach handleError through React Router; later ones only reach us here.
      if (shellRendered) loadContext.get(errorReportContext)(error, routePattern(new URL(request.url).pathname, routerContext.staticHandlerContext.matches.at(-1)?.params ?? {}));
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
  shellRendered = true;
  return new Response(body, { headers: responseHeaders, status });
}

/** Loader, action and render errors: reported with the route pattern, unless the request was given up. */
export const handleError: HandleErrorFunction = (error, { request, params, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(errorReportContext)(error, routePattern(new URL(request.url).pathname, params));
};
