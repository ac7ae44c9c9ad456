import { createServer, type IncomingMessage } from "node:http";
import { createFakeServices } from "../worker/fake-services.ts";

/**
 * The fake vue-storefront-api of the worker tests (tests/worker/fake-services.ts) served over HTTP,
 * for a `wrangler dev` shop with COMMERCE_BACKEND=upstream (the browser journeys on Magento's data).
 */
export async function startFakeUpstream(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return chunks.length ? Buffer.concat(chunks) : undefined;
  };
  const fakeServices = createFakeServices();
  const server = createServer(async (request, response) => {
    const method = request.method ?? "GET";
    const answer = await fakeServices(
      new Request(`http://upstream.test${request.url ?? "/"}`, { method, headers: { "Content-Type": request.headers["content-type"] ?? "application/json" }, body: method === "GET" || method === "HEAD" ? undefined : await body(request) }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
