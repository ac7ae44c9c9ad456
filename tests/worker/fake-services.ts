import { cannot, noAnswer } from "../support/vsf-api/http.ts";
import { createVsfApi } from "../support/vsf-api/index.ts";
import { createContentfulApi } from "../support/contentful/index.ts";
import { importedSpace } from "../support/contentful/imported-space.ts";
import { demoContentImport, demoContentSource } from "#scripts/contentful/demo-content.ts";
import { DEFAULT_CONTENTFUL_LOCALES } from "#worker/config.ts";
import { createFakeMagentoMedia } from "./fake-magento-media.ts";
import { CARRIER_OUTAGES, carrierStores } from "./fake-carrier.ts";

/**
 * The outside services the worker talks to, faked in the test process (Node): every outbound
 * fetch of the worker under test comes here (miniflare's outboundService).
 *
 * - errors.test: a Sentry-compatible ingest. It keeps the envelopes it was sent; a test reads
 *   them back with GET http://errors.test/received.
 * - upstream.test: vue-storefront-api 1.12.5 with Magento behind it, the stand-in of
 *   tests/support/vsf-api/ (its route table, schemas, envelopes and Magento's shapes; its test
 *   controls under /__, e.g. GET /__unrouted lists every call the API has no route for). Beside it,
 *   /api/test/* answer the way a struggling server does (slow, down, flaky, not JSON, Express's 404) for
 *   the client's own tests; GET /__hits?path= counts the calls a path got.
 * - upstream-down.test, upstream-erring.test, upstream-garbage.test, upstream-misrouted.test, upstream-slow.test,
 *   upstream-hung.test: the same API failing every call (OUTAGES): down (500 {}), a 500 with its message, a
 *   proxy's HTML page, Express's HTML 404 of a wrong base URL, two seconds late, never answering. With `cart.`
 *   in front (cart.upstream-hung.test) only the cart's calls fail and the catalog answers; with `order.` only the
 *   order (POST /api/order) fails: order.upstream-hung.test never answers it, as o2m leaves an order for a quote
 *   Magento no longer has. GET /__failed?path= on such a host counts the calls of that path it failed.
 * - magento-media.test: Magento's media host, serving the product photos of upstream-fixtures/media/
 *   (fake-magento-media.ts).
 * - contentful.test: Contentful's Content Delivery API with the shop's content model and demo content, the
 *   stand-in of tests/support/contentful/ (its test controls under /__: publishing, trouble, hits).
 *   contentful-imported.test: the same stand-in serving what scripts/contentful/import-demo-content.ts
 *   imports into an empty space (the demo shop's content from the seed).
 * - carrier.test: a carrier's stores API (POST /stores, SPEC §7 "Pickup store"), answering one pickup point,
 *   CARRIER_POINT, in the country asked for (the agent id asked for, if one was). carrier-slow.test answers
 *   the same two seconds late, carrier-down.test a 500 and carrier-hung.test never (fake-carrier.ts).
 * - payment-down.test: a hosted-checkout provider that is down: every call a 500 with its error body.
 * - cloudflare-api.test: Cloudflare's purge API (POST /client/v4/zones/{zone}/purge_cache). It keeps
 *   the purges of every zone but d0d0…d0, which answers 503. GET /received reads them back.
 *
 * Each workerd of the worker tests (one per test file) gets a fake of its own (createFakeServices in
 * vitest.worker.config.ts): what one file changes there, as in its D1 and KV, no other file sees, so
 * files can run at the same time.
 */

/**
 * The demo content import, made once as the tests start (converting every page takes a while: made during a
 * test, it would hold up the other fakes, which answer from this same process).
 */
const IMPORTED_DEMO_CONTENT = demoContentImport(demoContentSource(), DEFAULT_CONTENTFUL_LOCALES);
// A failure reaches the test that reads the import (the stand-in's answer), not the whole run as an unhandled rejection.
IMPORTED_DEMO_CONTENT.catch(() => {});

/** A fresh set of the fakes, with nothing sent, sold, ordered or registered yet: the handler of every outbound fetch. */
export function createFakeServices(): (request: Request) => Promise<Response> {
  const envelopes: string[] = [];
  const zonePurges: unknown[] = [];
  const vsfApi = createVsfApi();
  const probeHits = new Map<string, number>();
  const magentoMedia = createFakeMagentoMedia();
  const contentfulApi = createContentfulApi();
  const importedContentfulApi = createContentfulApi(async () => importedSpace((await IMPORTED_DEMO_CONTENT).content));
  /** The calls an outage host failed, by "host path". */
  const failedCalls = new Map<string, number>();

  async function fakeServices(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.hostname === "errors.test") {
      if (request.method === "POST" && /^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
        if (url.searchParams.get("sentry_key") !== "publickey") return new Response("bad key", { status: 401 });
        envelopes.push(await request.text());
        return Response.json({ id: "stored" });
      }
      if (request.method === "GET" && url.pathname === "/received") return Response.json(envelopes);
    }
    if (url.hostname === "upstream.test") return url.pathname.startsWith("/api/test/") || (url.pathname === "/__hits" && url.searchParams.get("path")?.startsWith("/api/test/")) ? clientProbe(request, url) : vsfApi(request);
    if (url.hostname === "magento-media.test") return magentoMedia(request);
    if (url.hostname === "contentful.test") return contentfulApi(request);
    if (url.hostname === "contentful-imported.test") return importedContentfulApi(request);
    // A vue-storefront-api having a bad day: for every call, under cart. for the cart's calls alone (the catalog answering), under order. for the order alone.
    const [, scope, outage] = /^(cart\.|order\.)?(upstream-[a-z]+)\.test$/.exec(url.hostname) ?? [];
    if (outage && outage in OUTAGES) {
      if (url.pathname === "/__failed") return Response.json(failedCalls.get(`${url.hostname} ${url.searchParams.get("path")}`) ?? 0);
      const working = async () => vsfApi(new Request(new URL(url.pathname + url.search, "http://upstream.test"), { method: request.method, headers: request.headers, body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.text() }));
      if (scope === "cart." && !url.pathname.startsWith("/api/cart/")) return working();
      if (scope === "order." && url.pathname !== "/api/order") return working();
      const failed = `${url.hostname} ${url.pathname}`;
      failedCalls.set(failed, (failedCalls.get(failed) ?? 0) + 1);
      return OUTAGES[outage as keyof typeof OUTAGES](request, working);
    }
    const carrier = /^carrier(?:-([a-z]+))?\.test$/.exec(url.hostname);
    if (carrier && request.method === "POST" && url.pathname === "/stores") {
      const outage = carrier[1];
      if (outage === undefined) return carrierStores(request);
      if (outage in CARRIER_OUTAGES) return CARRIER_OUTAGES[outage as keyof typeof CARRIER_OUTAGES](request);
    }
    // A provider that takes the request and never answers (a hung connection).
    if (url.hostname === "payment-hung.test") return new Promise<Response>(() => {});
    if (url.hostname === "payment-down.test") return Response.json({ error: "Internal Server Error", error_code: "INTERNAL_ERROR", error_messages: ["Internal Server Error"] }, { status: 500 });
    if (url.hostname === "cloudflare-api.test") {
      const zone = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname)?.[1];
      if (request.method === "POST" && zone) {
        if (request.headers.get("authorization") !== "Bearer test-zone-token") return Response.json({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }, { status: 403 });
        if (zone === "d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0") return new Response("upstream unavailable", { status: 503 });
        zonePurges.push(await request.json());
        return Response.json({ success: true, errors: [], messages: [], result: { id: "purge-id" } });
      }
      if (request.method === "GET" && url.pathname === "/received") return Response.json(zonePurges);
    }
    return new Response(`no fake for ${request.method} ${url.href}`, { status: 502 });
  }

  /** Answers the way a struggling server does, for the upstream client's own tests (tests/worker/upstream-client.test.ts). */
  async function clientProbe(request: Request, url: URL): Promise<Response> {
    if (url.pathname === "/__hits") return Response.json(probeHits.get(url.searchParams.get("path") ?? "") ?? 0);
    const hits = (probeHits.get(url.pathname) ?? 0) + 1;
    probeHits.set(url.pathname, hits);
    switch (url.pathname.replace(/^\/api\/test\/flaky\/.*/, "/api/test/flaky")) {
      case "/api/test/echo":
        return envelope(200, { method: request.method, query: Object.fromEntries(url.searchParams), body: request.method === "GET" ? null : await request.json() });
      case "/api/test/flaky":
        return hits === 1 ? envelope(503, "busy") : envelope(200, { hits });
      case "/api/test/down":
        return envelope(500, "Internal error");
      case "/api/test/slow":
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return envelope(200, "late");
      case "/api/test/garbage":
        return new Response("<html>Bad gateway</html>", { status: 200, headers: { "Content-Type": "text/html" } });
      case "/api/test/misrouted":
        return cannot(request.method, url.pathname);
      case "/api/test/legacy":
        return envelope(500, { errorMessage: "No such entity with cartId = 5712", code: 404 });
      case "/api/test/refused":
        return envelope(401, "No such entity with cartId = 123");
      default:
        return envelope(404, `no probe ${request.method} ${url.pathname}`);
    }
  }

  return fakeServices;
}

const envelope = (code: number, result: unknown) => Response.json({ code, result }, { status: code });

/** The ways vue-storefront-api fails, by the host that fails that way (`answer` is what the working API would have said). */
const OUTAGES = {
  /** Down: Elasticsearch gone, an Error that serializes to {}. */
  "upstream-down": () => envelope(500, {}),
  /** A 500 with its message: a Node network error on the way to Magento or Elasticsearch. */
  "upstream-erring": () => envelope(500, "connect ECONNREFUSED 10.0.4.12:9200"),
  /** A proxy in front answering its own HTML page. */
  "upstream-garbage": () => new Response("<html><body>502 Bad Gateway</body></html>", { status: 200, headers: { "Content-Type": "text/html" } }),
  /** A wrong base URL: Express's HTML 404 for every route. */
  "upstream-misrouted": (request: Request) => cannot(request.method, new URL(request.url).pathname),
  /** The right answer, two seconds late. */
  "upstream-slow": async (_: Request, answer: () => Promise<Response>) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return answer();
  },
  /** No answer ever: the connection is taken and nothing comes back. */
  "upstream-hung": noAnswer,
} satisfies Record<string, (request: Request, answer: () => Promise<Response>) => Response | Promise<Response>>;

