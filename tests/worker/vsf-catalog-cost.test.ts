/**
 * What a Vue Storefront catalog query costs (decision 0034): a category's listing reads the products'
 * facts in bulk and only the page's details, so it makes the same number of catalog reads for a category
 * of a thousand products as for one of a few, on the embedded backend (D1 round trips, counted through
 * a wrapped D1 binding) and on Magento (vue-storefront-api calls, counted by the
 * stand-in), where a real category used to spend the request's call budget and end in a 503.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { SUBREQUEST_BUDGET } from "#worker/commerce/upstream/client.ts";
import { vsfCatalogUrl } from "../support/vsf-catalog-queries.ts";
import { builtWorker, UPSTREAM_SHOP } from "./upstream-shop.ts";


/** A D1 binding that counts its round trips: every statement run and every batch. */
function countingDb(db: D1Database, counts: { roundTrips: number }): D1Database {
  // D1 batches only its own statements: each counting one is mapped back to it.
  const own = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const statement = (prepared: D1PreparedStatement): D1PreparedStatement => {
    const counting = new Proxy(prepared, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown;
        if (typeof value !== "function") return value;
        if (name === "bind") return (...args: unknown[]) => statement(target.bind(...args));
        if (["first", "all", "run", "raw"].includes(String(name))) counts.roundTrips += 1;
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    own.set(counting, prepared);
    return counting;
  };
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (sql: string) => statement(target.prepare(sql));
      if (name === "batch") {
        return (statements: D1PreparedStatement[]) => {
          counts.roundTrips += 1;
          return target.batch(statements.map((s) => own.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

interface Answer {
  status: number;
  total: number;
  ids: number[];
  sources: Record<string, unknown>[];
}

/** VSF's category listing as a POST (which the output cache never answers), through the built worker with `bindings`. */
async function categoryListing(categoryIds: number[], bindings: Env, from = 0): Promise<Answer> {
  const url = new URL(`http://shop.test${vsfCatalogUrl("vue_storefront_catalog", "categoryProducts", { categoryIds })}`);
  const body = url.searchParams.get("request")!;
  url.searchParams.delete("request");
  url.searchParams.set("from", String(from));
  const ctx = createExecutionContext();
  const response = await builtWorker.fetch(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  const json = (await response.json()) as { hits?: { total: number; hits: { _source: Record<string, unknown> }[] } };
  const sources = json.hits?.hits.map((h) => h._source) ?? [];
  return { status: response.status, total: json.hits?.total ?? 0, ids: sources.map((s) => s.id as number), sources };
}

/** The listing on the embedded backend, with the D1 round trips it made. */
async function embeddedListing(categoryIds: number[], from = 0): Promise<Answer & { roundTrips: number }> {
  const counts = { roundTrips: 0 };
  const answer = await categoryListing(categoryIds, { ...env, DB: countingDb(env.DB, counts) }, from);
  return { ...answer, roundTrips: counts.roundTrips };
}

/**
 * A category and its descendants in the menu, as VSF filters a category's products (it knows the tree the
 * category documents give it); the seed's largest listing when `largest`, else a category of a few products.
 */
async function categoryWithDescendants(largest: boolean): Promise<{ ids: number[]; products: number }> {
  const covered = `(SELECT COUNT(DISTINCT pc.product_id) FROM product_categories pc JOIN categories d ON d.id = pc.category_id WHERE d.id = c.id OR d.path LIKE c.path || '/%')`;
  const top = (await env.DB.prepare(`SELECT c.id, c.path, ${covered} AS products FROM categories c WHERE c.is_active = 1 AND c.include_in_menu = 1 AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id) AND ${covered} BETWEEN ?1 AND ?2 ORDER BY products DESC LIMIT 1`)
    .bind(largest ? 100 : 3, largest ? 100_000 : 20)
    .first<{ id: number; path: string; products: number }>())!;
  const { results } = await env.DB.prepare(`SELECT id FROM categories WHERE path LIKE ?1 || '/%' AND is_active = 1 AND include_in_menu = 1`).bind(top.path).all<{ id: number }>();
  return { ids: [top.id, ...results.map((r) => r.id)], products: top.products };
}

describe("a VSF category listing on the embedded backend", () => {
  it("reads the seed's largest menu category (over a hundred products) with as many D1 round trips as a category of a few", async () => {
    const [large, small] = [await categoryWithDescendants(true), await categoryWithDescendants(false)];
    const big = await embeddedListing(large.ids);
    const few = await embeddedListing(small.ids);
    expect(big).toMatchObject({ status: 200 });
    expect(big.total).toBeGreaterThan(100);
    expect(big.ids).toHaveLength(50);
    expect(few.total).toBeLessThanOrEqual(20);
    expect(big.roundTrips).toBe(few.roundTrips);
    expect(big.roundTrips).toBeLessThanOrEqual(12);
  });

  it("reads a later page the same way: its hits are the page's, in full, the total every match", async () => {
    const { ids } = await categoryWithDescendants(true);
    const first = await embeddedListing(ids);
    const second = await embeddedListing(ids, 50);
    expect(second.total).toBe(first.total);
    expect(second.roundTrips).toBe(first.roundTrips);
    expect(second.ids).toHaveLength(50);
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
    // VSF's listing asks for these fields of the full documents.
    expect(second.sources.every((source) => typeof source.url_path === "string" && typeof source.final_price === "number")).toBe(true);
  });
});

describe("a VSF category listing on Magento (the vue-storefront-api stand-in)", () => {
  const STANDIN = "http://upstream.test";
  const SEARCH = "/api/catalog/vue_storefront_catalog/product/_search";
  const hits = async (path: string) => (await (await fetch(`${STANDIN}/__hits?path=${encodeURIComponent(path)}`)).json()) as number;
  const copies = (count: number) => fetch(`${STANDIN}/__catalog-copies`, { method: "POST", body: JSON.stringify({ sku: "GS-VISBY-CHAIR-TEAK", copies: count, categoryId: 20 }) });

  async function listing(): Promise<Answer & { calls: number }> {
    const before = (await hits(SEARCH)) + (await hits("/api/product/render-list"));
    const answer = await categoryListing([20], UPSTREAM_SHOP);
    return { ...answer, calls: (await hits(SEARCH)) + (await hits("/api/product/render-list")) - before };
  }

  afterAll(async () => {
    await copies(0);
  });

  it("answers a category of 63 products with the calls it takes for 183, well within the request's budget", async () => {
    const few = await listing();
    await copies(60);
    const many = await listing();
    await copies(120);
    const more = await listing();
    expect(few).toMatchObject({ status: 200, total: 3 });
    expect(many).toMatchObject({ status: 200, total: 63 });
    expect(more).toMatchObject({ status: 200, total: 183 });
    expect(more.ids).toHaveLength(50);
    expect(more.calls).toBe(many.calls);
    expect(more.calls).toBeLessThan(SUBREQUEST_BUDGET / 2);
  });
});
