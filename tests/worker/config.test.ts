import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * The configuration checked before anything is served (issue 33 item 5): the production build's
 * worker, called with changed bindings.
 */
const { default: worker } = (await import("../../build/server/index.js" as string)) as { default: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> } };

const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

async function fetchWith(bindings: Partial<Env>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
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
