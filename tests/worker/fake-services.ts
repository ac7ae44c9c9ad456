/**
 * The outside services the worker talks to, faked in the test process (Node): every outbound
 * fetch of the worker under test comes here (miniflare's outboundService).
 *
 * - errors.test: a Sentry-compatible ingest. It keeps the envelopes it was sent; a test reads
 *   them back with GET http://errors.test/received.
 * - cloudflare-api.test: Cloudflare's purge API (POST /client/v4/zones/{zone}/purge_cache). It keeps
 *   the purges of zone "zone-test"; zone "zone-down" answers 503. GET /received reads them back.
 */
const envelopes: string[] = [];
const zonePurges: unknown[] = [];

export async function fakeServices(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname === "errors.test") {
    if (request.method === "POST" && /^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
      if (url.searchParams.get("sentry_key") !== "publickey") return new Response("bad key", { status: 401 });
      envelopes.push(await request.text());
      return Response.json({ id: "stored" });
    }
    if (request.method === "GET" && url.pathname === "/received") return Response.json(envelopes);
  }
  if (url.hostname === "cloudflare-api.test") {
    const zone = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname)?.[1];
    if (request.method === "POST" && zone) {
      if (request.headers.get("authorization") !== "Bearer test-zone-token") return Response.json({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }, { status: 403 });
      if (zone === "zone-down") return new Response("upstream unavailable", { status: 503 });
      zonePurges.push(await request.json());
      return Response.json({ success: true, errors: [], messages: [], result: { id: "purge-id" } });
    }
    if (request.method === "GET" && url.pathname === "/received") return Response.json(zonePurges);
  }
  return new Response(`no fake for ${request.method} ${url.href}`, { status: 502 });
}
