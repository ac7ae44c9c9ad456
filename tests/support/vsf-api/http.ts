/**
 * vue-storefront-api's answers (api: src/lib/util.js apiStatus/apiError, src/index.ts's JSON error
 * handler, Express's finalhandler for an unknown route): the only ways the stand-in writes a response.
 */

/** A request as a route handler of the API sees it: Express has parsed the query and the JSON body. */
export interface ApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Magento's refusal as magento2-rest-client rejects with it (m2rc: lib/rest_client.js): its message and HTTP status. */
export class MagentoError {
  constructor(
    readonly code: number,
    readonly errorMessage: string,
  ) {}
}

/** apiStatus: HTTP `code` with `{code, result[, meta]}`. */
export const apiStatus = (result: unknown, code = 200, meta?: unknown) => Response.json(meta === undefined ? { code, result } : { code, result, meta }, { status: code });

/**
 * apiError: the status is the error's numeric `code` (Magento's, through the client), else 500; the
 * result is its `errorMessage`, an Error's message, or the string itself.
 */
export function apiError(error: unknown): Response {
  if (error instanceof MagentoError) return apiStatus(error.errorMessage, error.code);
  if (error instanceof Error) return apiStatus(error.message, 500);
  return apiStatus(error, 500);
}

/** `apiStatus(res, err, 500)`: the routes that hand Magento's rejection on whole, `{errorMessage, code}` inside a 500. */
export const apiObjectError = (error: unknown) => apiStatus(error instanceof MagentoError ? { errorMessage: error.errorMessage, code: error.code } : error instanceof Error ? {} : error, 500);

/** Express's default 404 (finalhandler 1.1.2): HTML naming the method and the path, never the query. */
export function cannot(method: string, path: string): Response {
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${path}</pre>\n</body>\n</html>\n`;
  return new Response(html, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'", "X-Content-Type-Options": "nosniff" } });
}

/** A request vue-storefront-api accepted but never answers (o2m's unhandled rejection): the caller's deadline ends it. */
export const noAnswer = () => new Promise<Response>(() => {});
