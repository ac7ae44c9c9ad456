import { describe, expect, it } from "vitest";
import { SUBREQUEST_BUDGET, UpstreamError, createUpstreamClient } from "#worker/commerce/upstream/client.ts";

const BASE = "http://upstream.test";
const client = (deadlineMs?: number) => createUpstreamClient({ baseUrl: `${BASE}/`, deadlineMs });
const hits = async (path: string) => (await (await fetch(`${BASE}/__hits?path=${encodeURIComponent(path)}`)).json()) as number;
const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
};

describe("the upstream client (issue 16 item 1): one way out to vue-storefront-api", () => {
  it("unwraps {code, result}, with the query in the address and the body as JSON", async () => {
    expect(await client().read("/api/test/echo", { token: "t1", cartId: 7, skip: undefined })).toEqual({ method: "GET", query: { token: "t1", cartId: "7" }, body: null });
    expect(await client().write("POST", "/api/test/echo", { cartItem: { sku: "A", qty: 1 } })).toMatchObject({ method: "POST", body: { cartItem: { sku: "A", qty: 1 } } });
  });

  it("reads a thing once per request, however often it is asked for", async () => {
    const upstream = client();
    const path = "/api/test/echo";
    const before = await hits(path);
    await Promise.all([upstream.read(path, { q: "memo" }), upstream.read(path, { q: "memo" }), upstream.query(path, { a: 1 }), upstream.query(path, { a: 1 })]);
    expect((await hits(path)) - before).toBe(2);
    expect(upstream.subrequests).toBe(2);
  });

  it("forgets what it read once something changes", async () => {
    const upstream = client();
    const path = "/api/test/echo";
    const before = await hits(path);
    await upstream.read(path, { q: "stale" });
    await upstream.write("POST", path, {});
    await upstream.read(path, { q: "stale" });
    expect((await hits(path)) - before).toBe(3);
  });

  it("retries an idempotent read the upstream was too busy for, never a write", async () => {
    expect(await client().read("/api/test/flaky/read")).toEqual({ hits: 2 });
    const refused = await failure(client().write("POST", "/api/test/flaky/write", {}));
    expect(refused).toMatchObject({ name: "UpstreamError", status: 503, message: "busy" });
    expect(await hits("/api/test/flaky/write")).toBe(1);
  });

  it("gives up on a read that keeps failing after three tries", async () => {
    const before = await hits("/api/test/down");
    expect(await failure(client().read("/api/test/down"))).toMatchObject({ status: 500, message: "Internal error", path: "/api/test/down" });
    expect((await hits("/api/test/down")) - before).toBe(3);
  });

  it.each([
    ["a timeout", "/api/test/slow", { status: 0, failure: "unanswered", unavailable: true, message: expect.stringMatching(/^no answer in the \d+ ms left of the request's deadline$/) }],
    ["an answer that is not JSON", "/api/test/garbage", { status: 0, failure: "misrouted", unavailable: true, message: "answered 200 text/html, not JSON: not vue-storefront-api's answer (UPSTREAM_API_URL wrong, or a proxy in the way)" }],
    ["Express's HTML 404 of a wrong base URL, which is no refusal", "/api/test/misrouted", { status: 0, failure: "misrouted", unavailable: true, message: expect.stringMatching(/^answered 404 text\/html; charset=utf-8, not JSON/) }],
    ["a refusal in the envelope", "/api/test/refused", { status: 401, failure: "refused", unavailable: false, message: "No such entity with cartId = 123" }],
    ["a 500 with the API's message, a refusal that is also an outage", "/api/test/down", { status: 500, failure: "refused", unavailable: true, message: "Internal error" }],
    ["an older API's refusal, its meaning inside a 500", "/api/test/legacy", { status: 404, failure: "refused", unavailable: false, message: "No such entity with cartId = 5712" }],
  ])("turns %s into an UpstreamError", async (_, path, expected) => {
    const error = await failure(client(200).write("POST", path));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject(expected);
  });

  it("tries a misrouted read once: Express's 404 will not heal in a moment", async () => {
    const before = await hits("/api/test/misrouted");
    expect(await failure(client().read("/api/test/misrouted"))).toMatchObject({ failure: "misrouted" });
    expect((await hits("/api/test/misrouted")) - before).toBe(1);
  });

  it("tries a read again only while the deadline leaves room for a try", async () => {
    const before = await hits("/api/test/down");
    expect(await failure(client(900).read("/api/test/down"))).toMatchObject({ status: 500 });
    expect((await hits("/api/test/down")) - before).toBe(1);
  });

  it("gives a change three times a read's deadline, so a slow write is not cut short where a read would be", async () => {
    // /api/test/slow answers after 1.5 s: past a read's 800 ms, within a change's 2.4 s.
    expect(await failure(client(800).read("/api/test/slow"))).toMatchObject({ failure: "unanswered" });
    expect(await client(800).write("POST", "/api/test/slow")).toBe("late");
  });

  it("shares one deadline between the calls of a request: once spent, a call is not even sent", async () => {
    const upstream = client(300);
    expect(await failure(upstream.read("/api/test/slow"))).toMatchObject({ failure: "unanswered" });
    const before = await hits("/api/test/echo");
    expect(await failure(upstream.read("/api/test/echo", { q: "late" }))).toMatchObject({ failure: "unanswered", notSent: true, message: "no time left of the request's deadline for this call" });
    expect((await hits("/api/test/echo")) - before).toBe(0);
  });

  it(`stops at ${SUBREQUEST_BUDGET} calls in one request, under Workers' subrequest limit`, async () => {
    const upstream = client();
    await Promise.all(Array.from({ length: SUBREQUEST_BUDGET }, (_, i) => upstream.read("/api/test/echo", { n: i })));
    expect(await failure(upstream.read("/api/test/echo", { n: "one more" }))).toMatchObject({ message: `more than ${SUBREQUEST_BUDGET} upstream calls in one request` });
  });
});
