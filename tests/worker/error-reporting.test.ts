import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/** The production build's worker (`npm run build`; plain JavaScript, so typed here). */
const { default: worker } = (await import("../../build/server/index.js" as string)) as { default: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> } };

const ORIGIN = "http://shop.test";

interface SentEvent {
  environment: string;
  release: string;
  transaction: string;
  tags: Record<string, string>;
  request?: { method: string };
  exception: { values: Array<{ type: string; value: string; stacktrace?: { frames: Array<{ function: string; lineno: number }> } }> };
}

/** The events the fake Sentry ingest (tests/worker/fake-services.ts) received for a request id. */
async function eventsFor(requestId: string, attempts = 50): Promise<SentEvent[]> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const envelopes = (await (await fetch("http://errors.test/received")).json()) as string[];
    const events = envelopes.map((envelope) => JSON.parse(envelope.trim().split("\n")[2]!) as SentEvent).filter((event) => event.tags.request_id === requestId);
    if (events.length) return events;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

/** The built worker with its database swapped for an empty one (every query fails, as in an outage), or other bindings changed. */
async function duringOutage(path: string, init: RequestInit = {}, bindings: Partial<Env> = { DB: env.EMPTY_DB }) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...bindings }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, requestId: response.headers.get("X-Request-Id")! };
}

describe("error reporting (issue 16 item 5, SPEC §1)", () => {
  it("gives every answer a request id: Cloudflare's ray id when there is one, a fresh id otherwise", async () => {
    const ray = await SELF.fetch(`${ORIGIN}/api/stock/check?sku=none`, { headers: { "cf-ray": "8f1c2a3b4d5e6f70-ARN" } });
    expect(ray.headers.get("X-Request-Id")).toBe("8f1c2a3b4d5e6f70-ARN");
    const forged = await SELF.fetch(`${ORIGIN}/`, { headers: { "cf-ray": "<script>" } });
    expect(forged.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a page whose data cannot load with the shop's error page, and reports the error with store, route and request id", async () => {
    const { response, body, requestId } = await duringOutage("/dk/p/WB-1001/some-sofa?email=kund%40example.dk&token=abc");
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(body).not.toMatch(/\bat [\w.<>]+ \(|D1_ERROR|SQLITE/);
    const [event] = await eventsFor(requestId);
    expect(event).toBeDefined();
    expect(event!.tags).toMatchObject({ store: "dk", source: "worker", request_id: requestId });
    expect(event!.transaction).toMatch(/^\/dk\//);
    expect(event!.environment).toBe("test");
    expect(event!.release).toMatch(/\S/);
    expect(event!.exception.values[0]!.value).toMatch(/no such table/);
    expect(JSON.stringify(event)).not.toMatch(/example\.dk|kund|token=|WB-1001|some-sofa/);
  });

  it("answers with the shop's own last-resort page, in the store's language with a reference, when the output cache itself fails", async () => {
    const { response, body, requestId } = await duringOutage("/fi/", {}, { PAGE_CACHE: undefined as unknown as KVNamespace });
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toContain('<html lang="fi-FI">');
    expect(body).toContain("<h1>Jokin meni vikaan</h1>");
    expect(body).toContain(`Viite: ${requestId}`);
    expect(body).toContain('href="/fi"');
    expect(body).not.toMatch(/TypeError|\bat [\w.<>]+ \(/);
    const [event] = await eventsFor(requestId);
    expect(event!.tags).toMatchObject({ store: "fi", route: "/fi/" });
  });

  it("does not report a shopper's mistake: a POST to a page without a form, a page that does not exist", async () => {
    const posted = await SELF.fetch(`${ORIGIN}/`, { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(posted.status).toBe(405);
    const missing = await SELF.fetch(`${ORIGIN}/p/NO-SUCH/none`);
    expect(missing.status).toBe(404);
    for (const response of [posted, missing]) expect(await eventsFor(response.headers.get("X-Request-Id")!, 10)).toEqual([]);
  });

  it("answers an API call that fails inside with the {code, result} envelope and a reference, never a stack", async () => {
    const { response, body, requestId } = await duringOutage("/api/stock/check?sku=WB-1001");
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({ code: 500, result: `Internal error: the request could not be completed. Reference ${requestId}` });
    const [event] = await eventsFor(requestId);
    expect(event!.tags).toMatchObject({ route: "/api/stock/check", store: "se", source: "worker" });
    expect(event!.request).toEqual({ method: "GET" });
    expect(event!.exception.values[0]!.stacktrace?.frames.length).toBeGreaterThan(0);
  });

  it("takes a browser's error from the shop's pages and reports it without personal data", async () => {
    const report = {
      store: "fi",
      route: "/fi/checkout",
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'street') for anna.virtanen@example.fi, phone +358 40 123 4567",
      stack: "TypeError: Cannot read properties of undefined\n    at submitOrder (http://shop.test/assets/checkout-Ab12Cd34.js?cart=3f0c6a1e-3a63-4b7a-9d1e-6b1f1f9b2c11:1:2345)",
    };
    const response = await SELF.fetch(`${ORIGIN}/api/client-errors`, { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: JSON.stringify(report) });
    expect(response.status).toBe(202);
    const [event] = await eventsFor(response.headers.get("X-Request-Id")!);
    expect(event!.tags).toMatchObject({ store: "fi", route: "/fi/checkout", source: "browser" });
    expect(event!.exception.values[0]).toMatchObject({ type: "TypeError", value: "Cannot read properties of undefined (reading 'street') for [email], phone [number]" });
    expect(event!.exception.values[0]!.stacktrace!.frames).toEqual([expect.objectContaining({ function: "submitOrder", lineno: 1, filename: "http://shop.test/assets/checkout-Ab12Cd34.js" })]);
  });

  it.each([
    [{ route: "/", message: "x" }, "store: Invalid option"],
    [{ store: "se", route: "checkout", message: "x" }, "route: must be a route pattern like /p/:parentSku/:slug"],
    [{ store: "se", route: "/search?q=anna@example.se", message: "x" }, "route: must be a route pattern like /p/:parentSku/:slug"],
    [{ store: "se", route: "/" }, "message: Invalid input"],
  ])("refuses a browser report %j with 400 naming the field", async (report, message) => {
    const response = await SELF.fetch(`${ORIGIN}/api/client-errors`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(report) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { result: string }).result).toContain(message.split(":")[0]);
  });

  it("refuses a browser report from another site with 403", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/client-errors`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ store: "se", route: "/", message: "spam" }),
    });
    expect(response.status).toBe(403);
  });
});
