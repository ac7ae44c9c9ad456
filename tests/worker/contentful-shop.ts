import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { builtWorker } from "./upstream-shop.ts";

/** The shop reading its content from the Contentful stand-in at contentful.test (tests/support/contentful/). */
export const CONTENTFUL_SHOP: Env = {
  ...env,
  CONTENTFUL_SPACE_ID: "nordicshop01",
  CONTENTFUL_DELIVERY_TOKEN: "test-delivery-token",
  CONTENTFUL_API_URL: "http://contentful.test",
  CONTENTFUL_WEBHOOK_SECRET: "whsec0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVW",
  CONTENTFUL_TIMEOUT_MS: "400",
};

export const ORIGIN = "http://shop.test";
/** Crawlers get the complete document (the output cache's render too). */
export const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** A request to the built worker on `shop` (the Contentful shop unless another environment is given), its background work awaited. */
export async function call(path: string, init: RequestInit = {}, shop: Env = CONTENTFUL_SHOP): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await builtWorker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers: { ...BOT, ...(init.headers as Record<string, string> | undefined) } }), shop, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Publishes an entry on the stand-in (every locale's values: {field: {locale: value}}). */
export async function publish(id: string, contentType: string, fields: Record<string, Record<string, unknown>>): Promise<void> {
  await fetch(`http://contentful.test/__entries/${id}`, { method: "PUT", body: JSON.stringify({ contentType, fields }) });
}

export async function trouble(mode: "rate-limited" | "failing" | "slow" | "unreachable" | null, options: { count?: number; resetSeconds?: number; delayMs?: number } = {}): Promise<void> {
  await fetch("http://contentful.test/__trouble", { method: "POST", body: JSON.stringify({ mode, ...options }) });
}

export const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;

/** The catalog references the demo content makes: a product and a category of the seeded catalog, published as productFeatured and categorySofas. */
export async function publishCatalogReferences() {
  const product = await first<{ id: number; sku: string; url_key: string; name: string }>(
    "SELECT p.id, p.sku, t.url_key, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility IN (2,3,4) ORDER BY p.id LIMIT 1",
  );
  const category = await first<{ id: number; url_path: string }>("SELECT c.id, t.url_path FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.store_code = 'se' WHERE c.level = 1 ORDER BY c.id LIMIT 1");
  await publish("productFeatured", "productLink", { sku: { "sv-SE": product.sku } });
  await publish("categorySofas", "categoryLink", { categoryId: { "sv-SE": category.id }, name: { "sv-SE": "Soffor" } });
  return { product, category };
}
