/**
 * POST /api/url/map {url, includeFields, excludeFields} (Vue Storefront's `urlModule.enableMapFallbackUrl`):
 * the product or category whose url_path is exactly `url` in the store, as the raw Elasticsearch hit
 * {_index, _type, _id, _score, _source}; `null` when there is none. No envelope, as vue-storefront-api.
 */
import { Hono } from "hono";
import { z } from "zod";
import { filterSource } from "#core/api/es-source-filter.ts";
import { indexOf } from "#core/api/vsf-indices.ts";
import { categoryDocuments, productDocument, type Document } from "#core/api/vsf-documents.ts";
import type { AppEnv } from "../app-env.ts";
import { firstIssue, readJson, reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

const fields = (name: string) => z.array(z.string({ error: `${name} must be a list of field names` }), { error: `${name} must be a list of field names` }).nullish();
const body = z.object(
  {
    url: z.string({ error: "url is required" }).trim().min(1, { error: "url is required" }).max(512, { error: "url is longer than 512 characters" }),
    includeFields: fields("includeFields"),
    excludeFields: fields("excludeFields"),
  },
  { error: "the body must be a JSON object with url" },
);

export const urlMapApi = new Hono<AppEnv>();

urlMapApi.post("/map", async (c) => {
  const parsed = body.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const url = parsed.data.url.replace(/^\/+/, "");
  const { catalog } = c.var.commerce;
  const hit = (type: "product" | "category", doc: Document) =>
    c.json({ _index: indexOf(store.storeCode), _type: type, _id: String(doc.id), _score: 1, _source: filterSource(doc, parsed.data.includeFields ?? [], parsed.data.excludeFields ?? []) });

  const location = await catalog.productByUrlPath(store.storeCode, url);
  const product = location ? await catalog.productBySku(store.storeCode, location.sku) : null;
  if (product) return hit("product", productDocument(product, store, catalog.today()));
  const category = categoryDocuments(await catalog.categoryTree(store.storeCode)).find((doc) => doc.url_path === url);
  if (category) return hit("category", category);
  return c.json(null);
});
