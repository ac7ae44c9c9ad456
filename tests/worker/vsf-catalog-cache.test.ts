/**
 * VSF catalog GETs behind the output cache (decision 0034): a category listing's URL (about 5 kB, with
 * VSF's field lists) is too long to be a key itself, so it is cached under its hash, served from the
 * cache the second time and dropped by a purge of a product it shows, like a short one.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_KEY_QUERY_LENGTH } from "#core/cache/vocabulary.ts";
import { vsfCatalogUrl } from "../support/vsf-catalog-queries.ts";

const ORIGIN = "http://shop.test";
const purge = (tags: string[]) =>
  SELF.fetch(`${ORIGIN}/ops/cache/purge`, { method: "POST", headers: { Authorization: "Bearer test-purge-token", "Content-Type": "application/json" }, body: JSON.stringify({ tags }) });

async function get(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Accept: "application/json" } });
  const json = (await response.json()) as { hits: { total: number; hits: { _source: { id: number } }[] } };
  return { status: response.status, cache: response.headers.get("x-cache"), ids: json.hits.hits.map((h) => h._source.id) };
}

describe("VSF catalog GETs in the output cache", () => {
  it.each([
    ["a category listing (a query longer than a key)", true],
    ["a product by sku (a short query)", false],
  ])("%s: the second GET is a hit, and a purge of a product it shows drops it", async (_, long) => {
    const product = (await env.DB.prepare("SELECT p.id, p.sku, pc.category_id FROM products p JOIN product_categories pc ON pc.product_id = p.id WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1").first<{ id: number; sku: string; category_id: number }>())!;
    const path = long ? vsfCatalogUrl("vue_storefront_catalog", "categoryProducts", { categoryIds: [product.category_id] }) : vsfCatalogUrl("vue_storefront_catalog", "productBySku", { sku: product.sku });
    expect(new URL(path, ORIGIN).search.length > MAX_KEY_QUERY_LENGTH).toBe(long);
    const first = await get(path);
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(first.ids).toContain(product.id);
    expect(await get(path)).toMatchObject({ status: 200, cache: "HIT", ids: first.ids });
    expect((await (await purge([`P${product.id}`])).json<{ purged: number }>()).purged).toBeGreaterThanOrEqual(1);
    expect(await get(path)).toMatchObject({ status: 200, cache: "MISS", ids: first.ids });
  });

  it("drops a category's listing when the category's pages go (a product added to it or taken out)", async () => {
    const { id } = (await env.DB.prepare("SELECT pc.category_id AS id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY pc.category_id DESC LIMIT 1").first<{ id: number }>())!;
    const path = vsfCatalogUrl("vue_storefront_catalog", "categoryProducts", { categoryIds: [id] });
    await get(path);
    expect((await get(path)).cache).toBe("HIT");
    await purge([`C${id}`]);
    expect((await get(path)).cache).toBe("MISS");
  });

  it("keys two long queries apart: another category's listing is its own entry", async () => {
    const categories = (await env.DB.prepare("SELECT DISTINCT pc.category_id AS id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 ORDER BY pc.category_id LIMIT 2").all<{ id: number }>()).results;
    const [a, b] = categories.map((c) => vsfCatalogUrl("vue_storefront_catalog", "categoryProducts", { categoryIds: [c.id] }));
    const first = await get(a!);
    expect((await get(a!)).cache).toBe("HIT");
    const other = await get(b!);
    expect(other.cache).toBe("MISS");
    expect(other.ids).not.toEqual(first.ids);
  });
});
