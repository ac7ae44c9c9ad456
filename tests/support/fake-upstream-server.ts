import { createServer, type IncomingMessage } from "node:http";
import { createVsfApi } from "./vsf-api/index.ts";

/**
 * The stand-in vue-storefront-api (tests/support/vsf-api/) served over HTTP, for a `wrangler dev` shop
 * with COMMERCE_BACKEND=upstream (the browser journeys on Magento's data).
 */
export async function startFakeUpstream(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return chunks.length ? Buffer.concat(chunks) : undefined;
  };
  const vsfApi = createVsfApi();
  const server = createServer(async (request, response) => {
    const method = request.method ?? "GET";
    const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
    const answer = await vsfApi(new Request(`http://upstream.test${request.url ?? "/"}`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : await body(request) }));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        // An order the API never answers (a quote Magento no longer has) keeps its connection open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
