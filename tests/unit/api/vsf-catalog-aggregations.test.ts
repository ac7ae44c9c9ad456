import { describe, expect, it } from "vitest";
import { parseCatalogQuery } from "#core/api/es-query.ts";
import type { Commerce } from "#core/port/index.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { runCatalogQuery } from "#worker/api/vsf-catalog.ts";

/** A catalog with no products: enough for a query by sku to run to its (empty) aggregations. */
const empty = { catalog: { today: () => "2026-06-15", productFacts: async () => [], productsBySku: async () => [] } } as unknown as Commerce;

const run = (field: string) => {
  const query = parseCatalogQuery({ query: { terms: { sku: ["A"] } }, aggs: { counted: { terms: { field } } } });
  if (!query.ok) throw new Error(query.message);
  return runCatalogQuery(empty, STORE_VIEWS.se, "product", query.value, [], { from: 0, size: 10 });
};

describe("what a product query may aggregate: what the facts carry, or what no product document does", () => {
  it.each(["color_options", "size_options", "configurable_children.color", "price", "final_price", "category_ids", "stock.is_in_stock", "type_id", "erin_recommends", "erin_recommends_options"])("%s is counted", async (field) => {
    expect(await run(field)).toMatchObject({ ok: true, aggregations: { counted: { buckets: [] } } });
  });

  it.each(["description", "meta_title", "media_gallery.image", "configurable_options.attribute_code", "bundle_options.option_id", "product_links.sku", "custom_options.title"])("%s, which only the full documents carry, is a 400 naming it", async (field) => {
    expect(await run(field)).toEqual({ ok: false, message: expect.stringMatching(new RegExp(`^request\\.aggs\\.counted: product documents cannot be aggregated by ${field.replace(".", "\\.")}`)) });
  });
});
