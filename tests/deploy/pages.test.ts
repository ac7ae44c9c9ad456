import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startPagesServer, type RunningServer } from "../support/server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
let pages: RunningServer;

beforeAll(async () => {
  execFileSync(process.execPath, [resolve(ROOT, "scripts/build-pages.ts")], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  // A server of its own, as Pages is another runtime (`wrangler pages dev` of build/pages); the e2e server
  // (global setup) is the Workers deployment here: Pages uses its data and Durable Objects.
  pages = await startPagesServer({ port: Number(process.env.PAGES_PORT ?? 8796), stateDir: inject("stateDir"), vars: { CUSTOMER_TOKEN_SECRET: "pages-smoke-customer-token-secret-0123456789" } });
}, 150_000);
afterAll(() => pages?.stop());

const get = (path: string) => fetch(`${pages.url}${path}`, { headers: { Accept: "text/html" } });

describe("the shop on Cloudflare Pages (issue 16 item 3): the Workers build as its _worker.js serves the same app", () => {
  it("declares the Pages bindings: D1, KV, and the Durable Objects of the Workers deployment", () => {
    const config = JSON.parse(readFileSync(resolve(ROOT, "build/pages/wrangler.json"), "utf8"));
    expect(config).toMatchObject({ pages_build_output_dir: "./public", d1_databases: [{ binding: "DB" }], kv_namespaces: [{ binding: "PAGE_CACHE" }] });
    expect(config.durable_objects.bindings).toEqual(["CART", "HOSTED_CHECKOUT", "CACHE_INDEX"].map((name) => expect.objectContaining({ name, script_name: "edge-storefront" })));
    const routes = JSON.parse(readFileSync(resolve(ROOT, "build/pages/public/_routes.json"), "utf8"));
    expect(routes.exclude).toEqual(expect.arrayContaining(["/assets/*", "/favicon.svg", "/sw.js"]));
  });

  it("serves the home page, a product page, a static asset and the API", async () => {
    const home = await get("/dk");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('lang="da-DK"');
    const productHref = /class="product-card__link" href="([^"]+)"/.exec(html)?.[1];
    expect(productHref).toBeDefined();
    const product = await get(productHref!);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain("application/ld+json");
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(assetPath).toBeDefined();
    const script = await fetch(`${pages.url}${assetPath}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("X-Request-Id")).toBeNull(); // answered by Pages' static files, not the function
  });

  it("adds to a cart, whose Durable Object lives in the Workers deployment", async () => {
    const home = await (await get("/")).text();
    const skus = [...home.matchAll(/class="product-card__link" href="\/p\/([^/"]+)\//g)].map((match) => decodeURIComponent(match[1]!));
    const cartId = ((await (await fetch(`${pages.url}/api/cart/create`, { method: "POST" })).json()) as { result: string }).result;
    let added = 0;
    for (const sku of skus) {
      const response = await fetch(`${pages.url}/api/cart/update?cartId=${cartId}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ cartItem: { sku, qty: 1 } }) });
      if (response.status === 200) {
        added++;
        break;
      }
    }
    expect(added).toBe(1);
    const pulled = (await (await fetch(`${pages.url}/api/cart/pull?cartId=${cartId}`)).json()) as { result: unknown[] };
    expect(pulled.result).toHaveLength(1);
  });

  it("serves a page again from the output cache", async () => {
    const first = await get("/no");
    await first.text();
    const again = await get("/no");
    await again.text();
    expect(again.headers.get("X-Cache")).toBe("HIT");
  });
});
