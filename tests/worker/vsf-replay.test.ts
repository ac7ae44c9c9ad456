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
} as const;

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
  it("shops as a guest: cart, configurable and bundle lines, totals, delivery, payment, coupon and the order", async () => {
    // cart/connect: a guest cart (the token is blanked for a guest).
    const created = await task<string>(TEMPLATES.cartCreate, "POST");
    expect(created.resultCode).toBe(200);
    session.cartId = created.result;

    // cart/update: a simple product; then a configurable by its parent's sku and options (createCartItemForUpdate).
    const added = await task<{ item_id: number; sku: string; product_type: string }>(TEMPLATES.cartUpdate, "POST", { cartItem: { sku: simple.sku, qty: 1, quoteId: session.cartId, product_option: { extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: [] } } } });
    expect(added).toMatchObject({ resultCode: 200, result: { sku: simple.sku, product_type: "simple" } });

    const configurableOptions = Object.entries(configurable.variant.attributes).map(([code, value]) => ({ option_id: String({ color: 93, size: 144 }[code]), option_value: value }));
    const variantLine = await task<{ item_id: number; sku: string; price: number; product_type: string; product_option: unknown }>(TEMPLATES.cartUpdate, "POST", {
      cartItem: { sku: configurable.parent.sku, qty: 1, quoteId: session.cartId, product_option: { extension_attributes: { custom_options: [], configurable_item_options: configurableOptions, bundle_options: [] } } },
    });
    expect(variantLine.resultCode).toBe(200);
    expect(variantLine.result).toMatchObject({ sku: configurable.variant.sku, product_type: "configurable", product_option: { extension_attributes: { configurable_item_options: configurableOptions } } });
    expect(variantLine.result.price).toBeCloseTo(finalPrice(configurable.variant.price, "2026-06-15"), 2);

    // A bundle with a chosen selection, by its numeric id (getSelectedBundleOptions: Number(product_links[].id)).
    const bundleOptions = [{ option_id: bundle.option.id, option_qty: bundle.selection.qty, option_selections: [bundle.selection.product.id] }];
    const bundleLine = await task<{ product_type: string; product_option: { extension_attributes: { bundle_options: unknown[] } } }>(TEMPLATES.cartUpdate, "POST", {
      cartItem: { sku: bundle.product.sku, qty: 1, quoteId: session.cartId, product_option: { extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: bundleOptions } } },
    });
    expect(bundleLine.resultCode).toBe(200);
    expect(bundleLine.result.product_type).toBe("bundle");
    expect(bundleLine.result.product_option.extension_attributes.bundle_options).toContainEqual(expect.objectContaining({ option_id: bundle.option.id, option_selections: [bundle.selection.product.id] }));

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
