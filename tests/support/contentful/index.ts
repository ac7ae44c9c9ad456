/**
 * Contentful's Content Delivery API for the worker tests (served by tests/worker/fake-services.ts): a space
 * (the demo space of demo-space.ts unless another is given, made on the first call) behind the stand-in of
 * delivery-api.ts.
 *
 * Test controls (not Contentful's; each under /__): PUT /__entries/{id} {contentType, fields} publishes an
 * entry (fields as every locale's values: {field: {locale: value}}), DELETE /__entries/{id} unpublishes it;
 * POST /__trouble {mode, count?, resetSeconds?, delayMs?} makes the next `count` calls (all when not given)
 * answer 429 with X-Contentful-RateLimit-Reset ("rate-limited"), 500 ("failing"), late ("slow") or not at all
 * ("unreachable": the connection fails); {mode: null} ends it. GET /__hits counts the API calls.
 */
import { contentfulError, deliveryApi } from "./delivery-api.ts";
import { DEMO_DELIVERY_TOKEN, demoSpace } from "./demo-space.ts";
import type { Space } from "./space.ts";

type Trouble = { mode: "rate-limited" | "failing" | "slow" | "unreachable"; left: number; resetSeconds: number; delayMs: number } | null;

export function createContentfulApi(spaceOf: () => Space | Promise<Space> = demoSpace): (request: Request) => Promise<Response> {
  let made: Promise<Space> | null = null;
  const spaceNow = () => (made ??= Promise.resolve(spaceOf()));
  let trouble: Trouble = null;
  let hits = 0;

  async function control(request: Request, url: URL): Promise<Response> {
    const space = await spaceNow();
    if (url.pathname === "/__hits") return Response.json(hits);
    if (url.pathname === "/__trouble" && request.method === "POST") {
      const body = (await request.json()) as { mode: NonNullable<Trouble>["mode"] | null; count?: number; resetSeconds?: number; delayMs?: number };
      trouble = body.mode ? { mode: body.mode, left: body.count ?? Infinity, resetSeconds: body.resetSeconds ?? 1, delayMs: body.delayMs ?? 5_000 } : null;
      return Response.json({ ok: true });
    }
    const id = /^\/__entries\/([A-Za-z0-9_.-]+)$/.exec(url.pathname)?.[1];
    if (id && request.method === "PUT") {
      const body = (await request.json()) as { contentType: string; fields: Record<string, Record<string, unknown>> };
      const now = new Date().toISOString();
      const previous = space.entries.get(id);
      space.entries.set(id, { id, contentType: body.contentType, fields: body.fields, createdAt: previous?.createdAt ?? now, updatedAt: now, revision: (previous?.revision ?? 0) + 1 });
      return Response.json({ published: id });
    }
    if (id && request.method === "DELETE") return Response.json({ unpublished: space.entries.delete(id) });
    return new Response("no such control", { status: 404 });
  }

  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__")) return control(request, url);
    hits++;
    if (trouble && trouble.left > 0) {
      trouble.left--;
      const { mode, resetSeconds, delayMs } = trouble;
      if (mode === "unreachable") throw new TypeError("fetch failed: connection refused");
      if (mode === "rate-limited") {
        return contentfulError(429, "RateLimitExceeded", "You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.", {
          "X-Contentful-RateLimit-Reset": String(resetSeconds),
        });
      }
      if (mode === "failing") return contentfulError(500, "ServerError", "Internal server error.");
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    return deliveryApi(await spaceNow(), DEMO_DELIVERY_TOKEN, request);
  };
}
