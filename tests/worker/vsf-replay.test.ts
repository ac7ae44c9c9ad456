/**
 * A Vue Storefront 1.12.3 client session replayed against /api: every URL is built from VSF's own
 * templates (its config/default.json, with {{token}} and {{cartId}} filled as core/lib/sync/task.ts
 * fills them, '' when unset), every body as its services and actions build it, and every answer read
 * as VSF reads it: the body's `code` (not the HTTP status), `result`, `meta.refreshToken`.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { finalPrice } from "#core/domain/price.ts";
import type { ProductDetail } from "#core/port/index.ts";
import { vsfCatalogQuery, vsfCatalogUrl } from "../support/vsf-catalog-queries.ts";

const ORIGIN = "http://shop.test";

/** vue-storefront config/default.json (hotfix/v1.12.3). */
const TEMPLATES = {
  cartCreate: "/api/cart/create?token={{token}}",
  cartUpdate: "/api/cart/update?token={{token}}&cartId={{cartId}}",
  cartPull: "/api/cart/pull?token={{token}}&cartId={{cartId}}",
  cartTotals: "/api/cart/totals?token={{token}}&cartId={{cartId}}",
  paymentMethods: "/api/cart/payment-methods?token={{token}}&cartId={{cartId}}",
  shippingMethods: "/api/cart/shipping-methods?token={{token}}&cartId={{cartId}}",
  shippingInfo: "/api/cart/shipping-information?token={{token}}&cartId={{cartId}}",
  applyCoupon: "/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}",
  order: "/api/order",
  userCreate: "/api/user/create",
  login: "/api/user/login",
  refresh: "/api/user/refresh",
  me: "/api/user/me?token={{token}}",
  history: "/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}",
  changePassword: "/api/user/change-password?token={{token}}",
  reviewCreate: "/api/review/create",
  stockCheck: "/api/stock/check?sku={{sku}}",
  urlMap: "/api/url/map",
  renderList: "/api/product/render-list?skus={{skus}}&currencyCode={{currencyCode}}&storeId={{storeId}}",
} as const;
/** storeViews.<code>.elasticsearch.index for the default store. */
const INDEX = "vue_storefront_catalog";

type Source = Record<string, unknown> & { id: number; sku: string };
interface SearchAnswer {
  hits: { total: number; hits: { _index: string; _type: string; _id: string; _score: number | null; _source: Source }[] };
  aggregations?: Record<string, { buckets: { key: string | number; doc_count: number }[] }>;
}

/** A catalog search as VSF's searchAdapter sends it (GET, the body as ?request=), read as raw Elasticsearch JSON. */
async function search(name: Parameters<typeof vsfCatalogUrl>[1], fill: Parameters<typeof vsfCatalogUrl>[2], index = INDEX) {
  const response = await SELF.fetch(`${ORIGIN}${vsfCatalogUrl(index, name, fill)}`, { headers: { Accept: "application/json", "Content-Type": "application/json" } });
  return { status: response.status, json: (await response.json()) as SearchAnswer };
}

/** What the cart steps take from the documents VSF read: configurable_item_options and bundle selection ids. */
const browsed = {
  configurableOptions: [] as { option_id: string; option_value: string }[],
  bundleSelection: { optionId: 0, selectionId: 0, qty: 1 },
};

/** What VSF keeps between calls: its user token, the cart's server token, the login's refresh token. */
const session = { token: "", cartId: "", refreshToken: "" };

/** A task as task.ts runs it: the template filled, JSON in, and the body's code/result/meta out (a non-JSON answer is a rejection). */
async function task<R = unknown>(template: string, method: "GET" | "POST", body?: unknown, fill: Record<string, string | number> = {}) {
  const url = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => encodeURIComponent(String(name === "token" ? session.token : name === "cartId" ? session.cartId : (fill[name] ?? ""))));
  const response = await SELF.fetch(`${ORIGIN}${url}`, { method, headers: { "Content-Type": "application/json", Accept: "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const json = (await response.json()) as { code: number; result: R; meta?: { refreshToken?: string } };
  return { resultCode: json.code, result: json.result, meta: json.meta };
}

let simple: { sku: string };
let configurable: { parent: ProductDetail; variant: ProductDetail["children"][number] };
let bundle: { product: ProductDetail; option: ProductDetail["bundleOptions"][number]; selection: ProductDetail["bundleOptions"][number]["selections"][number] };
const email = `vsf-${Date.now()}@example.se`;

beforeAll(async () => {
  const commerce = createD1Commerce(env);
  const parcel = "weight_kg <= 20 AND MAX(package_width_cm, package_height_cm, package_depth_cm) <= 150";
  simple = (await env.DB.prepare(`SELECT sku FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1 AND ${parcel} ORDER BY id LIMIT 1`).first<{ sku: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 100, is_in_stock = 1 WHERE sku = ?1").bind(simple.sku).run();

  const parentRow = (await env.DB.prepare(
    `SELECT p.sku FROM products p WHERE p.type_id = 'configurable' AND p.status = 1 AND (SELECT COUNT(*) FROM products c WHERE c.parent_id = p.id AND c.status = 1) >= 2 ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 100, is_in_stock = 1 WHERE parent_id = (SELECT id FROM products WHERE sku = ?1)").bind(parentRow.sku).run();
  const parent = (await commerce.catalog.productBySku("se", parentRow.sku))!;
  // Not the cheapest variant: a parent's price would be the cheapest's.
  const variant = [...parent.children].sort((a, b) => finalPrice(b.price, commerce.catalog.today()) - finalPrice(a.price, commerce.catalog.today()))[0]!;
  configurable = { parent, variant };

  const bundleRow = (await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se' AND pr.price > 0 WHERE p.status = 1 AND p.type_id = 'bundle' ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(bundleRow.sku).run();
  const product = (await commerce.catalog.productBySku("se", bundleRow.sku))!;
  for (const o of product.bundleOptions) for (const s of o.selections) await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE id = ?1").bind(s.product.id).run();
  const option = product.bundleOptions.find((o) => o.selections.length > 1) ?? product.bundleOptions[0]!;
  bundle = { product, option, selection: option.selections.find((s) => !s.isDefault) ?? option.selections[0]! };
});

describe("a Vue Storefront 1.12.3 session against /api", () => {
  it("browses the catalog: categories, a category's products, a product by url_path and sku, search, attributes, reviews, url map and platform prices", async () => {
    // category-next/loadCategories: the top categories, below the root 0 (entities.category.categoriesRootCategorylId).
    const top = await search("categoriesByLevel", { level: 2 });
    expect(top.status).toBe(200);
    expect(top.json.hits.total).toBeGreaterThan(0);
    expect(top.json.hits.hits.every((h) => h._type === "category" && h._source.parent_id === 0 && h._source.level === 2)).toBe(true);
    expect(Object.keys(top.json.hits.hits[0]!._source).every((key) => ["children_count", "id", "is_active", "level", "name", "parent_id", "path", "position", "url_key", "url_path", "children_data"].includes(key))).toBe(true);

    // The category of the configurable product, by its url_path; then its products as catalog-next lists them (with its children's ids).
    const trail = configurable.parent.categoryTrail;
    const byPath = await search("categoryByUrlPath", { urlPath: trail[trail.length - 1]!.urlPath });
    expect(byPath.json.hits.hits).toHaveLength(1);
    type Node = { id: number; children_data?: Node[] };
    const category = byPath.json.hits.hits[0]!._source as Source & Node;
    // baseFilterProductsQuery: the category and every descendant in its children_data.
    const descendants = (node: Node): number[] => (node.children_data ?? []).flatMap((c) => [c.id, ...descendants(c)]);
    const ids = [category.id, ...descendants(category)];
    const children = await search("categoriesByParent", { parentId: category.id });
    expect(children.json.hits.hits.map((h) => h._source.id)).toEqual((category.children_data ?? []).map((c) => c.id));
    const listed = await search("categoryProducts", { categoryIds: ids });
    expect(listed.status).toBe(200);
    expect(listed.json.hits.total).toBeGreaterThan(0);
    expect(listed.json.hits.hits.length).toBe(Math.min(50, listed.json.hits.total));
    expect(listed.json.hits.hits[0]!._source).toMatchObject({ id: expect.any(Number), sku: expect.any(String), final_price: expect.any(Number), url_key: expect.any(String) });
    expect(listed.json.hits.hits[0]!._source).not.toHaveProperty("description");
    expect(listed.json.aggregations).toHaveProperty("agg_terms_color_options.buckets");
    expect(listed.json.aggregations).toHaveProperty("agg_range_price.buckets");

    // The product page: mappingFallback reads the product by url_path, with its variants and options.
    const productPage = await search("productByUrlPath", { urlPath: configurable.parent.slug });
    const parent = productPage.json.hits.hits[0]!._source as Source & {
      configurable_options: { attribute_id: string; attribute_code: string; values: { value_index: string }[] }[];
      configurable_children: (Record<string, unknown> & { sku: string; final_price_incl_tax: number })[];
      stock: { is_in_stock: boolean };
    };
    expect(parent).toMatchObject({ id: configurable.parent.id, sku: configurable.parent.sku, type_id: "configurable" });
    // The variant VSF's configurator picks: not the cheapest (the parent's price would be the cheapest's).
    const child = [...parent.configurable_children].sort((a, b) => b.final_price_incl_tax - a.final_price_incl_tax)[0]!;
    browsed.configurableOptions = parent.configurable_options.map((o) => {
      expect(o.values.map((v) => v.value_index)).toContain(child[o.attribute_code]);
      return { option_id: o.attribute_id, option_value: String(child[o.attribute_code]) };
    });
    expect(child.sku).toBe(configurable.variant.sku);

    // The bundle by sku (ProductService.getProduct): its selections' ids are product_links[].id.
    const bundleDoc = (await search("productBySku", { sku: bundle.product.sku })).json.hits.hits[0]!._source as Source & { bundle_options: { option_id: number; product_links: { id: number; sku: string; qty: number }[] }[] };
    const link = bundleDoc.bundle_options.find((o) => o.option_id === bundle.option.id)!.product_links.find((l) => l.sku === bundle.selection.product.sku)!;
    browsed.bundleSelection = { optionId: bundle.option.id, selectionId: link.id, qty: link.qty };

    // The cart's server items lead back to their parent by a variant's sku (cart/productActions).
    const byChild = await search("productByChildSku", { sku: configurable.variant.sku });
    expect(byChild.json.hits.hits.map((h) => h._source.sku)).toEqual([configurable.parent.sku]);

    // The search panel: a text with min_score, products found scored.
    const words = configurable.parent.name.split(/\s+/).filter((w) => w.length > 3);
    const found = await search("textSearch", { text: words[0] ?? configurable.parent.name });
    expect(found.status).toBe(200);
    expect(found.json.hits.total).toBeGreaterThan(0);
    expect(found.json.hits.hits.every((h) => typeof h._score === "number" && h._score >= 0.02)).toBe(true);

    // Attributes for the filters and the configurator, by code and by id.
    const attributes = await search("attributesByCode", { codes: ["color", "size"] });
    expect(attributes.json.hits.hits.map((h) => [h._source.attribute_code, h._source.attribute_id])).toEqual([["color", 93], ["size", 144]]);
    expect((await search("attributesById", { ids: [93] })).json.hits.hits.map((h) => h._source.attribute_code)).toEqual(["color"]);

    // Reviews of the product (approved only).
    const reviews = await search("reviewsByProduct", { productId: configurable.parent.id });
    expect(reviews.status).toBe(200);
    expect(reviews.json.hits.hits.every((h) => h._source.product_id === configurable.parent.id)).toBe(true);

    // url/map (urlModule.enableMapFallbackUrl): the raw hit, or null.
    const mapped = await SELF.fetch(`${ORIGIN}${TEMPLATES.urlMap}?storeCode=se`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ url: configurable.parent.slug, includeFields: null, excludeFields: [], filters: { sku: "" } }) });
    expect(await mapped.json()).toMatchObject({ _index: INDEX, _type: "product", _id: String(configurable.parent.id), _source: { sku: configurable.parent.sku } });
    const unmapped = await SELF.fetch(`${ORIGIN}${TEMPLATES.urlMap}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ url: "no/such/page" }) });
    expect(await unmapped.json()).toBeNull();

    // Platform prices (products.alwaysSyncPlatformPricesOver): matched by id, never by sku.
    const render = await task<{ items: { id: number; sku?: string; price_info: { final_price: number } }[] }>(TEMPLATES.renderList, "GET", undefined, { skus: [simple.sku, configurable.variant.sku].join(","), currencyCode: "SEK", storeId: 1 });
    expect(render.resultCode).toBe(200);
    const variantRender = render.result.items.find((item) => item.id === configurable.variant.id)!;
    expect(variantRender).not.toHaveProperty("sku");
    expect(variantRender.price_info.final_price).toBe(child.final_price_incl_tax);
  });

  it("answers an unlisted index as vue-storefront-api, and a query it cannot run with a 400 naming it", async () => {
    const unlisted = await search("productBySku", { sku: simple.sku }, "vue_storefront_catalog_de");
    expect(unlisted).toMatchObject({ status: 500, json: { code: 500, result: expect.stringMatching(/^Invalid \/ inaccessible index name/) } });
    const unsupported = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/product/_search`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ query: { bool: { filter: { geo_distance: { distance: "5km" } } } } }) });
    expect(unsupported.status).toBe(400);
    expect(((await unsupported.json()) as { result: string }).result).toMatch(/^request\.query\.bool\.filter\.geo_distance: not supported/);
    const unanchored = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/product/_search`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(vsfCatalogQuery("productBySku", { sku: simple.sku }).body) });
    expect(unanchored.status).toBe(200);
    const taxrule = await SELF.fetch(`${ORIGIN}/api/catalog/${INDEX}/taxrule/_search`, { method: "POST" });
    expect(((await taxrule.json()) as { result: string }).result).toMatch(/^type: taxrule is not served/);
  });

  it("shops as a guest: cart, configurable and bundle lines, totals, delivery, payment, coupon and the order", async () => {
    // cart/connect: a guest cart (the token is blanked for a guest).
    const created = await task<string>(TEMPLATES.cartCreate, "POST");
    expect(created.resultCode).toBe(200);
    session.cartId = created.result;

    // cart/update: a simple product; then a configurable by its parent's sku and options (createCartItemForUpdate).
    const added = await task<{ item_id: number; sku: string; product_type: string }>(TEMPLATES.cartUpdate, "POST", { cartItem: { sku: simple.sku, qty: 1, quoteId: session.cartId, product_option: { extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: [] } } } });
    expect(added).toMatchObject({ resultCode: 200, result: { sku: simple.sku, product_type: "simple" } });

    // The options as VSF's configurator took them from the product's document (the browse step).
    const configurableOptions = browsed.configurableOptions;
    const variantLine = await task<{ item_id: number; sku: string; price: number; product_type: string; product_option: unknown }>(TEMPLATES.cartUpdate, "POST", {
      cartItem: { sku: configurable.parent.sku, qty: 1, quoteId: session.cartId, product_option: { extension_attributes: { custom_options: [], configurable_item_options: configurableOptions, bundle_options: [] } } },
    });
    expect(variantLine.resultCode).toBe(200);
    expect(variantLine.result).toMatchObject({ sku: configurable.variant.sku, product_type: "configurable", product_option: { extension_attributes: { configurable_item_options: configurableOptions } } });
    expect(variantLine.result.price).toBeCloseTo(finalPrice(configurable.variant.price, "2026-06-15"), 2);

    // A bundle with a chosen selection, by its numeric id (getSelectedBundleOptions: Number(product_links[].id)).
    const bundleOptions = [{ option_id: browsed.bundleSelection.optionId, option_qty: browsed.bundleSelection.qty, option_selections: [browsed.bundleSelection.selectionId] }];
    const bundleLine = await task<{ product_type: string; product_option: { extension_attributes: { bundle_options: unknown[] } } }>(TEMPLATES.cartUpdate, "POST", {
      cartItem: { sku: bundle.product.sku, qty: 1, quoteId: session.cartId, product_option: { extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: bundleOptions } } },
    });
    expect(bundleLine.resultCode).toBe(200);
    expect(bundleLine.result.product_type).toBe("bundle");
    expect(bundleLine.result.product_option.extension_attributes.bundle_options).toContainEqual(expect.objectContaining({ option_id: browsed.bundleSelection.optionId, option_selections: [browsed.bundleSelection.selectionId] }));

    // cart/pull: what mergeActions reads of server items.
    const pulled = await task<{ item_id: number; quote_id: string; qty: number; sku: string; product_type: string; product_option?: unknown }[]>(TEMPLATES.cartPull, "GET");
    expect(pulled.resultCode).toBe(200);
    expect(pulled.result.map((i) => [i.sku, i.product_type, i.quote_id])).toEqual([
      [simple.sku, "simple", session.cartId],
      [configurable.variant.sku, "configurable", session.cartId],
      [expect.any(String), "bundle", session.cartId],
    ]);
    expect(pulled.result[1]!.product_option).toEqual({ extension_attributes: { configurable_item_options: configurableOptions } });

    // cart/syncTotals: segments are shown as they come, titles included.
    const totals = await task<{ total_segments: { code: string; title: string; value: number }[]; grand_total: number }>(TEMPLATES.cartTotals, "GET");
    expect(totals.resultCode).toBe(200);
    expect(totals.result.total_segments.find((s) => s.code === "grand_total")).toMatchObject({ title: "Totalt inkl. moms", value: totals.result.grand_total });
    expect(totals.result.total_segments.every((s) => s.title.length > 0)).toBe(true);

    // checkout: shipping methods for the default country, then the payment-method sync with only the country.
    const methods = await task<{ carrier_code: string; method_code: string; carrier_title: string; method_title: string; price_incl_tax: number; available: boolean }[]>(TEMPLATES.shippingMethods, "POST", { address: { country_id: "SE" } });
    expect(methods.resultCode).toBe(200);
    // A sofa goes by home delivery or showroom pickup only (SPEC §5): the pickup needs nothing beyond the address.
    const pickup = methods.result.find((m) => m.carrier_code === "showroom")!;
    expect(pickup.carrier_title).toBeTruthy();
    const countryOnly = await task<{ payment_methods: { code: string; title: string }[] }>(TEMPLATES.shippingInfo, "POST", { addressInformation: { shippingAddress: { countryId: "SE" }, billingAddress: {} } });
    expect(countryOnly.resultCode).toBe(200);
    expect(countryOnly.result.payment_methods.every((m) => typeof m === "object" && m.code && m.title)).toBe(true);

    // The method chosen (createShippingInfoData: camelCase codes).
    const address = { firstname: "Vera", lastname: "Storefront", city: "Göteborg", postcode: "41101", street: ["Vasagatan", "12"] };
    const withMethod = await task<{ totals: { shipping_incl_tax: number; total_segments: { code: string }[] }; payment_methods: { code: string }[] }>(TEMPLATES.shippingInfo, "POST", {
      addressInformation: { shippingAddress: { countryId: "SE", ...address }, billingAddress: { countryId: "SE", ...address }, shippingCarrierCode: pickup.carrier_code, shippingMethodCode: pickup.method_code },
    });
    expect(withMethod.resultCode).toBe(200);
    expect(withMethod.result.totals.shipping_incl_tax).toBe(pickup.price_incl_tax);
    expect(withMethod.result.payment_methods.map((m) => m.code)).toContain("cashondelivery");
    const paymentMethods = await task<{ code: string; title: string }[]>(TEMPLATES.paymentMethods, "GET");
    expect(paymentMethods.result[0]).toMatchObject({ code: expect.any(String), title: expect.any(String) });

    // A coupon, then the totals show it.
    const coupon = await task<boolean>(TEMPLATES.applyCoupon, "POST", undefined, { coupon: "NYHETSBREV10" });
    expect(coupon).toMatchObject({ resultCode: 200, result: true });
    const discounted = await task<{ coupon_code: string; discount_amount: number }>(TEMPLATES.cartTotals, "GET");
    expect(discounted.result.coupon_code).toBe("NYHETSBREV10");
    expect(discounted.result.discount_amount).toBeLessThan(0);

    // The order as Checkout.js prepareOrder builds it (optimizeOrder's products; snake_case codes); no order_id on the first send.
    const billing = { ...address, country_id: "SE", region: "", region_id: 0, region_code: "", telephone: "0701234567", company: "", email, vat_id: "" };
    const order = {
      user_id: "",
      cart_id: session.cartId,
      products: pulled.result.map((i) => ({ sku: i.sku, qty: i.qty, server_item_id: i.item_id, server_cart_id: session.cartId, product_option: i.product_option, price: 1, priceInclTax: 1 })),
      addressInformation: {
        billingAddress: billing,
        shippingAddress: { ...billing, vat_id: undefined },
        shipping_method_code: pickup.method_code,
        shipping_carrier_code: pickup.carrier_code,
        payment_method_code: "cashondelivery",
        payment_method_additional: {},
        shippingExtraFields: {},
      },
      store_code: "se",
      transmited: true,
    };
    const placed = await task<{ magentoOrderId: string; orderNumber: string; backendOrderId: string; transferedAt: string }>(TEMPLATES.order, "POST", order);
    expect(placed.resultCode).toBe(200);
    expect(placed.result).toMatchObject({ orderNumber: expect.stringMatching(/^SE/), magentoOrderId: expect.any(String), backendOrderId: expect.any(String), transferedAt: expect.any(String) });

    // The offline queue sends the same order again, now with order_id: placed once, answered the same.
    const resent = await task<{ orderNumber: string }>(TEMPLATES.order, "POST", { ...order, order_id: "1700000000-abc" });
    expect(resent).toMatchObject({ resultCode: 200, result: { orderNumber: placed.result.orderNumber } });
  });

  it("refuses what the shop cannot take with a 400 naming the field (VSF drops such an order)", async () => {
    session.token = "";
    session.cartId = (await task<string>(TEMPLATES.cartCreate, "POST")).result;
    const noVariant = await task<string>(TEMPLATES.cartUpdate, "POST", { cartItem: { sku: configurable.parent.sku, qty: 1, quoteId: session.cartId } });
    expect(noVariant.resultCode).toBe(400);
    expect(noVariant.result).toMatch(/^cartItem\.product_option\.extension_attributes\.configurable_item_options: /);
    const unknownCombination = await task<string>(TEMPLATES.cartUpdate, "POST", { cartItem: { sku: configurable.parent.sku, qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "no-such-colour" }] } } } });
    expect(unknownCombination.resultCode).toBe(400);
    const order = await task<string>(TEMPLATES.order, "POST", { cart_id: session.cartId, user_id: "", products: [], addressInformation: { billingAddress: { firstname: "A" }, shipping_method_code: "flatrate", payment_method_code: "cashondelivery" } });
    expect(order.resultCode).toBe(400);
    expect(order.result).toMatch(/^addressInformation\.billingAddress\.lastname: /);
  });

  it("registers, signs in, refreshes twice, edits the profile and a saved address, reads the history, changes the password and writes a review", async () => {
    session.token = "";
    const password = "Vsf-Passw0rd!";
    const registered = await task<{ email: string }>(TEMPLATES.userCreate, "POST", { customer: { email, firstname: "Vera", lastname: "Storefront", addresses: [] }, password });
    expect(registered).toMatchObject({ resultCode: 200, result: { email } });

    const login = await task<string>(TEMPLATES.login, "POST", { username: email, password });
    expect(login.resultCode).toBe(200);
    session.token = login.result;
    session.refreshToken = login.meta!.refreshToken!;

    const me = await task<{ id: number; group_id: number; groupToken: string; addresses: unknown[] }>(TEMPLATES.me, "GET");
    expect(me.resultCode).toBe(200);
    expect(me.result).toMatchObject({ group_id: 1, groupToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });

    // VSF's refresh: a plain fetch with the login's refresh token, every time; `result` becomes the token.
    for (const _ of [1, 2]) {
      const response = await SELF.fetch(`${ORIGIN}${TEMPLATES.refresh}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ refreshToken: session.refreshToken }) });
      const refreshed = (await response.json()) as { code: number; result: string };
      expect(refreshed.code).toBe(200);
      session.token = refreshed.result;
      expect((await task(TEMPLATES.me, "GET")).resultCode).toBe(200);
    }

    // The profile with a new address, then that saved address edited as UserShippingDetails does (Magento's object, street [street, house]).
    const withAddress = await task<{ addresses: { id: number; customer_id: number; region: { region: null }; street: string[] }[] }>(TEMPLATES.me, "POST", {
      customer: { firstname: "Vera", lastname: "Storefront", email, addresses: [{ firstname: "Vera", lastname: "Storefront", street: ["Vasagatan", "12"], city: "Göteborg", postcode: "41101", country_id: "SE", telephone: "0701234567", default_shipping: true, region: { region: null } }] },
    });
    expect(withAddress.resultCode).toBe(200);
    const saved = withAddress.result.addresses[0]!;
    expect(saved.region).toEqual({ region: null, region_code: null, region_id: 0 });
    const edited = await task<{ addresses: { id: number; street: string[]; city: string }[] }>(TEMPLATES.me, "POST", {
      customer: { firstname: "Vera", lastname: "Storefront", email, addresses: [{ ...saved, street: ["Kungsgatan", "3"], city: "Stockholm", postcode: "11143" }] },
    });
    expect(edited.resultCode).toBe(200);
    expect(edited.result.addresses).toEqual([expect.objectContaining({ id: saved.id, street: ["Kungsgatan 3"], city: "Stockholm" })]);

    const history = await task<{ items: unknown[] }>(TEMPLATES.history, "GET", undefined, { pageSize: 20, currentPage: 1 });
    expect(history.resultCode).toBe(200);
    expect(Array.isArray(history.result.items)).toBe(true);

    const changed = await task<string>(TEMPLATES.changePassword, "POST", { currentPassword: password, newPassword: "Vsf-N3w-Passw0rd!" });
    expect(changed.resultCode).toBe(200);
    // VSF signs in again with the new password.
    expect((await task<string>(TEMPLATES.login, "POST", { username: email, password: "Vsf-N3w-Passw0rd!" })).resultCode).toBe(200);

    // The review body of core/modules/review (Review.ts), with the rating and e-mail the shop needs.
    const review = await task(TEMPLATES.reviewCreate, "POST", {
      review: { product_id: configurable.parent.id, title: "Bra soffa", detail: "Sitter skönt och är lätt att hålla ren.", nickname: "Vera", review_entity: "product", review_status: 2, customer_id: me.result.id, rating: 5, email },
    });
    expect(review.resultCode).toBe(200);
    const withoutRating = await task<string>(TEMPLATES.reviewCreate, "POST", { review: { product_id: configurable.parent.id, title: "t", detail: "d", nickname: "n", review_entity: "product", email } });
    expect(withoutRating).toMatchObject({ resultCode: 400, result: expect.stringMatching(/review\.rating$/) });

    const stock = await task<{ qty: number; is_in_stock: boolean }>("/api/stock/check/{{sku}}", "GET", undefined, { sku: simple.sku });
    expect(stock).toMatchObject({ resultCode: 200, result: { is_in_stock: true } });
  });

  it("a refresh token whose successor was presented is spent for good, and its family ends", async () => {
    const login = await task<string>(TEMPLATES.login, "POST", { username: email, password: "Vsf-N3w-Passw0rd!" });
    const first = login.meta!.refreshToken!;
    const post = async (refreshToken: string) => (await (await SELF.fetch(`${ORIGIN}${TEMPLATES.refresh}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ refreshToken }) })).json()) as { code: number; result: string; meta?: { refreshToken: string } };
    const rotated = await post(first);
    expect(rotated.code).toBe(200);
    // A client that takes the new token (rotates): its ancestor is dead for everyone from now on.
    expect((await post(rotated.meta!.refreshToken)).code).toBe(200);
    const replay = await post(first);
    expect(replay.code).toBe(401);
  });

  it("selects the store by x-vs-store-code before ?storeCode=", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/cart/create?storeCode=se`, { method: "POST", headers: { "x-vs-store-code": "dk" } });
    const cartId = ((await response.json()) as { result: string }).result;
    const methods = await SELF.fetch(`${ORIGIN}/api/cart/shipping-methods?cartId=${cartId}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ address: { country_id: "DK" } }) });
    expect(methods.status).toBe(200);
    const bad = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: "POST", headers: { "x-vs-store-code": "xx" } });
    expect(((await bad.json()) as { result: string }).result).toMatch(/^x-vs-store-code must be one of/);
  });
});
