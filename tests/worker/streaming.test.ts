import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEGRADED_TTL, pageCacheKey } from "#core/cache/vocabulary.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { PageStore } from "#worker/cache/page-store.ts";

/**
 * The production build's app, called with a changed environment: the review source made slow
 * or down, as a third-party service can be. (SELF always runs with the configured bindings.)
 */
const built = "../../build/server/index.js";
const { app } = (await import(/* @vite-ignore */ built)) as { app: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> } };

const ORIGIN = "http://shop.test";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36" };
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** A product with reviews, as its page path in store se; `offset` picks another one per test so no cache entry is shared. */
async function reviewedProduct(offset: number): Promise<string> {
  const row = (await env.DB.prepare(
    `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple'
       AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.store_code = 'se')
     ORDER BY p.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<{ sku: string; slug: string }>())!;
  return `/p/${encodeURIComponent(row.sku)}/${encodeURIComponent(row.slug)}`;
}

async function fetchWith(overrides: Partial<Env>, path: string, headers: HeadersInit) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...overrides }, ctx);
  return { response, settled: () => waitOnExecutionContext(ctx) };
}

/** The reviews section's loading placeholder, as rendered (the dictionary also travels in the page's data). */
const REVIEWS_LOADING = '<p aria-busy="true">Hämtar omdömen…</p>';

/** Reads a streamed body chunk by chunk: the chunks in the order they arrived. */
async function chunksOf(response: Response): Promise<string[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** Index of the first chunk by which `text` has arrived in full. */
const arrival = (chunks: string[], text: string) => chunks.findIndex((_, i) => chunks.slice(0, i + 1).join("").includes(text));

describe("a cache miss requested by a browser", () => {
  it("streams the shell first, then the deferred sections, while the cache stores the complete document", async () => {
    const path = await reviewedProduct(0);
    const { response, settled } = await fetchWith({ REVIEW_SERVICE_LATENCY_MS: "400" }, path, BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    const chunks = await chunksOf(response);
    // The shell arrives with the reviews still loading; they stream in behind it, in a later chunk.
    const shell = arrival(chunks, REVIEWS_LOADING);
    expect(shell).toBeGreaterThanOrEqual(0);
    expect(arrival(chunks, 'class="reviews__list"')).toBeGreaterThan(shell);
    await settled();

    const stored = await new PageStore(env.PAGE_CACHE).get(pageCacheKey(STORE_VIEWS.se, path, new URLSearchParams())!);
    expect(stored).not.toBeNull();
    const body = new TextDecoder().decode(gunzipSync(stored!.bodies.gzip));
    expect(body).toContain('class="reviews__list"');
    expect(body).not.toContain(REVIEWS_LOADING);
    expect(body).not.toContain("<template");
  });

  it("gives a crawler the complete document on a miss", async () => {
    const path = await reviewedProduct(1);
    const { response, settled } = await fetchWith({ REVIEW_SERVICE_LATENCY_MS: "200" }, path, CRAWLER);
    expect(response.headers.get("x-cache")).toBe("MISS");
    const html = await response.text();
    expect(html).toContain('class="reviews__list"');
    expect(html).not.toContain(REVIEWS_LOADING);
    await settled();
  });
});

describe("deferred sections are fail-soft", () => {
  it.each([
    ["a browser", BROWSER],
    ["a crawler", CRAWLER],
  ])("a review service that fails leaves the page 200 for %s, with a quiet note where the reviews were", async (_, headers) => {
    const path = await reviewedProduct(headers === BROWSER ? 2 : 3);
    const { response, settled } = await fetchWith({ REVIEW_SERVICE_DOWN: "1" }, path, headers);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<p class="quiet">Omdömena kan inte visas just nu.</p>');
    expect(html).toContain('class="related"');
    await settled();
  });

  it("a review service that hangs past the timeout gives the crawler and the cache the page with the quiet note", async () => {
    const path = await reviewedProduct(4);
    const { response, settled } = await fetchWith({ REVIEW_SERVICE_LATENCY_MS: "60000" }, path, CRAWLER);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<p class="quiet">Omdömena kan inte visas just nu.</p>');
    expect(html).toContain("</html>");
    await settled();
    // Stored, but only briefly: the page heals once the review service answers again.
    const stored = await new PageStore(env.PAGE_CACHE).get(pageCacheKey(STORE_VIEWS.se, path, new URLSearchParams())!);
    expect(stored?.status).toBe(200);
    expect(stored?.ttl).toBe(DEGRADED_TTL);
  });
});
