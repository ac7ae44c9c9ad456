import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * The configuration checked before anything is served, and the local shop under either of the
 * machine's names (issue 33 item 5): the production build's worker, called with changed bindings.
 */
const { default: worker } = (await import("../../build/server/index.js" as string)) as { default: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> } };

const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const NAVIGATION = { ...BOT, "sec-fetch-mode": "navigate" };

async function fetchWith(bindings: Partial<Env>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function productPath(offset: number): Promise<string> {
  const row = (await env.DB.prepare(
    `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<{ sku: string; slug: string }>())!;
  return `/p/${row.sku}/${row.slug}`;
}

describe("a configuration with problems", () => {
  const BAD: Partial<Env> = {
    PUBLIC_ORIGIN: "https://shop.example/shop",
    CUSTOMER_TOKEN_SECRET: "short-Sekr1t",
    TAG_MANAGER_CONTAINERS: "se=UA-1234",
    CLOUDFLARE_PURGE_TOKEN: "",
  };

  it("answers every request 503 with every problem by name, never a secret, and nothing cached", async () => {
    for (const [path, init] of [["/", { headers: BOT }], ["/api/stock/check?sku=x", {}], ["/ops/mail", { headers: { Authorization: "Bearer test-purge-token" } }], ["/api/cart/create", { method: "POST" }]] as const) {
      const response = await fetchWith(BAD, `http://shop.test${path}`, init);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Content-Type"), path).toBe("text/plain; charset=UTF-8");
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(response.headers.get("X-Request-Id"), path).toBeTruthy();
      const text = await response.text();
      expect(text.split("\n").filter((line) => line.startsWith("- ")).map((line) => line.slice(2, line.indexOf(":"))), path).toEqual([
        "PUBLIC_ORIGIN",
        "CUSTOMER_TOKEN_SECRET",
        "TAG_MANAGER_CONTAINERS",
        "CLOUDFLARE_PURGE_TOKEN",
      ]);
      expect(text, path).not.toContain("Sekr1t");
    }
  });

  it("serves again once it is fixed (a new environment is checked anew)", async () => {
    expect((await fetchWith({ ...BAD, PUBLIC_ORIGIN: "http://shop.test", CUSTOMER_TOKEN_SECRET: env.CUSTOMER_TOKEN_SECRET, TAG_MANAGER_CONTAINERS: "", CLOUDFLARE_PURGE_TOKEN: env.CLOUDFLARE_PURGE_TOKEN }, "http://shop.test/", { headers: BOT })).status).toBe(200);
  });
});

describe("the local shop under both of the machine's names", () => {
  const LOCAL: Partial<Env> = { PUBLIC_ORIGIN: "http://localhost:8787" };

  it("sends a browser that opens http://127.0.0.1:8787 (what `npm start` prints) to the public origin, path and query kept", async () => {
    const response = await fetchWith(LOCAL, "http://127.0.0.1:8787/soffor?sort=price_asc", { headers: NAVIGATION });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost:8787/soffor?sort=price_asc");
  });

  it("caches the pages of the public origin, whose links point at it", async () => {
    const path = await productPath(11);
    const miss = await fetchWith(LOCAL, `http://localhost:8787${path}`, { headers: NAVIGATION });
    expect(miss.status).toBe(200);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(await miss.text()).toContain(`<link rel="canonical" href="http://localhost:8787${path}"`);
    expect((await fetchWith(LOCAL, `http://localhost:8787${path}`, { headers: NAVIGATION })).headers.get("X-Cache")).toBe("HIT");
  });

  it("answers a script's call at the other name as before: no redirect that would drop its Authorization", async () => {
    const response = await fetchWith(LOCAL, "http://127.0.0.1:8787/ops/mail?limit=1", { headers: { Authorization: "Bearer test-purge-token" } });
    expect(response.status).toBe(200);
  });

  it("never takes a loopback Host for the shop when the public origin is not a loopback one (production)", async () => {
    const path = await productPath(12);
    const response = await fetchWith({ PUBLIC_ORIGIN: "https://shop.example" }, `http://127.0.0.1:8787${path}`, { headers: NAVIGATION });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Cache")).toBe("BYPASS");
    expect(await response.text()).toContain(`<link rel="canonical" href="https://shop.example${path}"`);
  });
});
