/**
 * The catalog requests of a Vue Storefront 1.12.3 client set to `server.api: "api-search-query"`
 * (vsf:core/lib/search/adapter/api-search-query/searchAdapter.ts): the SearchQuery itself as `request`, with
 * `request_format=search-query&response_format=compact`, read back as VSF's adapter reads it (`hits` the
 * documents, `total` beside them, long names shortened). Against the embedded demo catalog.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";
const INDEX = "vue_storefront_catalog";

type Compact = { hits: Array<Record<string, unknown> & { _score: number | null }>; total: number; aggregations?: Record<string, { buckets: unknown[] }> };

/** A search as the search-query adapter sends it with `queryMethod: GET`: the SearchQuery as `?request=`. */
async function searchQuery(type: string, query: unknown, params: Record<string, string> = {}) {
  const search = new URLSearchParams({ from: "0", request: JSON.stringify(query), request_format: "search-query", response_format: "compact", size: "50", ...params });
  const response = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/${type}/_search?${search}`, { headers: { Accept: "application/json" } });
  return { status: response.status, json: (await response.json()) as Compact & { result?: string } };
}

let simple: { id: number; sku: string; name: string; url_key: string };

beforeAll(async () => {
  simple = (await env.DB.prepare(
    `SELECT p.id, p.sku, t.name, t.url_key FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se' AND pr.price > 0
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; sku: string; name: string; url_key: string }>())!;
});

describe("request_format=search-query with response_format=compact", () => {
  it("finds a product by sku (ProductService.getProduct) and answers it compact: the document with its score, names shortened", async () => {
    const { status, json } = await searchQuery("product", { _appliedFilters: [{ attribute: "sku", value: { eq: simple.sku }, scope: "default" }], _availableFilters: [], _appliedSort: [], _searchText: "" });
    expect(status).toBe(200);
    expect(json.total).toBe(1);
    expect(json.hits).toHaveLength(1);
    expect(json.hits[0]).toMatchObject({ id: simple.id, sku: simple.sku, nm: simple.name, u: simple.url_key, fp: expect.any(Number), _score: 1 });
    expect(json.hits[0]).not.toHaveProperty("name");
    expect(json).not.toHaveProperty("took");
  });

  it("lists a category's products with the catalog filters' aggregations, sorted as the SearchQuery says", async () => {
    const category = (await env.DB.prepare("SELECT category_id FROM product_categories WHERE product_id = ?1 LIMIT 1").bind(simple.id).first<{ category_id: number }>())!;
    const query = {
      _appliedFilters: [
        { attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" },
        { attribute: "status", value: { in: [0, 1] }, scope: "default" },
        { attribute: "category_ids", value: { in: [category.category_id] }, scope: "default" },
      ],
      _availableFilters: [{ field: "color", scope: "catalog", options: {} }, { field: "price", scope: "catalog", options: {} }],
      _appliedSort: [{ field: "final_price", options: "asc" }],
      _searchText: "",
    };
    const { status, json } = await searchQuery("product", query);
    expect(status).toBe(200);
    expect(json.total).toBeGreaterThan(0);
    expect(json.hits.map((hit) => hit.sku)).toContain(simple.sku);
    const prices = json.hits.map((hit) => hit.fp as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Object.keys(json.aggregations ?? {}).sort()).toEqual(["agg_range_price", "agg_terms_color", "agg_terms_color_options", "agg_terms_price"]);
  });

  it("reads the standard format too when the client asks for no compact answer", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/category/_search?request_format=search-query&request=${encodeURIComponent(JSON.stringify({ _appliedFilters: [{ attribute: "level", value: { eq: 2 }, scope: "default" }] }))}`);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { hits: { total: number; hits: { _source: { level: number } }[] } };
    expect(json.hits.total).toBeGreaterThan(0);
    expect(json.hits.hits.every((hit) => hit._source.level === 2)).toBe(true);
  });

  it.each([
    ["a SearchQuery operator the builder does not know", { request_format: "search-query", request: JSON.stringify({ _appliedFilters: [{ attribute: "sku", value: { regexp: "A.*" } }] }) }, /^request\._appliedFilters\.0\.value\.regexp: not supported/],
    ["another request format", { request_format: "graphql" }, /^request_format: graphql is not served/],
    ["another response format", { response_format: "tiny" }, /^response_format: tiny is not served/],
    ["a Lucene query string", { q: "sku:A" }, /^q: not supported/],
  ])("answers %s with a 400 naming it", async (_name, params, message) => {
    const response = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/product/_search?${new URLSearchParams(params)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { result: string }).result).toMatch(message);
  });
});

describe("the cms_page and cms_block indexes", () => {
  let page: { id: number; identifier: string; title: string; content: string };
  beforeAll(async () => {
    page = (await env.DB.prepare("SELECT id, identifier, title, content FROM cms_pages WHERE store_code = 'se' AND active = 1 ORDER BY id LIMIT 1").first<{ id: number; identifier: string; title: string; content: string }>())!;
  });

  /** cmsPage/single or cmsBlock/single with the default adapter: the builder's body for `{like: identifier}`, as `?request=`. */
  async function single(type: string, identifier: string) {
    const body = { query: { bool: { filter: { terms: { identifier: [identifier] } } } } };
    const response = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/${type}/_search?from=0&request=${encodeURIComponent(JSON.stringify(body))}&size=50&sort=`);
    return { status: response.status, tags: response.headers.get("X-Cache-Tags") ?? "", json: (await response.json()) as { hits: { total: number; hits: { _type: string; _id: string; _source: Record<string, unknown> }[] } } };
  }

  it("answers a page by its identifier as mage2vuestorefront indexes Magento's page record, tagged as the page", async () => {
    const { status, json, tags } = await single("cms_page", page.identifier);
    expect(status).toBe(200);
    expect(json.hits.total).toBe(1);
    expect(json.hits.hits[0]).toMatchObject({ _type: "cms_page", _id: String(page.id), _source: { id: page.id, identifier: page.identifier, title: page.title, content: page.content, active: true, type: "cms_page" } });
    expect(Object.keys(json.hits.hits[0]!._source).sort()).toEqual(["active", "content", "content_heading", "id", "identifier", "meta_description", "meta_keywords", "meta_title", "page_layout", "title", "type"]);
    expect(tags.split(",")).toContain(`cms:${page.identifier}`);
  });

  it("answers the search-query adapter's page query (a like filter) in the compact format", async () => {
    const { status, json } = await searchQuery("cms_page", { _appliedFilters: [{ attribute: "identifier", value: { like: page.identifier }, scope: "default" }] });
    expect(status).toBe(200);
    expect(json.total).toBe(1);
    expect(json.hits[0]).toMatchObject({ identifier: page.identifier, title: page.title, _score: 1 });
  });

  it("finds no page for an identifier the store has not, and no block: the shop keeps no CMS blocks", async () => {
    expect((await single("cms_page", "no-such-page")).json.hits).toMatchObject({ total: 0, hits: [] });
    const blocks = await single("cms_block", "footer-links");
    expect(blocks.status).toBe(200);
    expect(blocks.json.hits).toMatchObject({ total: 0, hits: [] });
  });

  it("answers a page query that does not name the page, or filters on a field pages lack, with a 400 naming it", async () => {
    const listing = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/cms_page/_search`, { method: "POST", body: "{}" });
    expect(listing.status).toBe(400);
    expect(((await listing.json()) as { result: string }).result).toBe("request.query: a cms_page query must require identifier");
    const byStore = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/cms_page/_search`, { method: "POST", body: JSON.stringify({ query: { bool: { filter: { terms: { store_id: [1] } } } } }) });
    expect(byStore.status).toBe(400);
    expect(((await byStore.json()) as { result: string }).result).toMatch(/^request\.query: cms_page documents cannot be filtered by store_id/);
  });
});
