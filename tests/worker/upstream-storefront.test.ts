import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { builtWorker, UPSTREAM_SHOP } from "./upstream-shop.ts";

/**
 * The shop on the upstream backend (issue 16 item 2): the built worker with COMMERCE_BACKEND=upstream,
 * every page and API call answered from the fake vue-storefront-api of tests/worker/fake-services.ts.
 * Browsing, the cart, the order and the sign-in, as a shopper and an API client go through them.
 */
const worker = builtWorker;

const ORIGIN = "http://shop.test";
const UPSTREAM = UPSTREAM_SHOP;

async function fetchShop(path: string, init: RequestInit = {}, bindings: Env = UPSTREAM): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function page(path: string): Promise<{ status: number; html: string; tags: string }> {
  const response = await fetchShop(path);
  return { status: response.status, html: await response.text(), tags: response.headers.get("X-Cache-Tags") ?? "" };
}

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; result: T }> {
  const response = await fetchShop(path, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as { code: number; result: T };
  expect(json.code).toBe(response.status);
  return { status: response.status, result: json.result };
}

const checkout = (cartId: string, overrides: Record<string, unknown> = {}) => ({
  cartId,
  idempotencyKey: crypto.randomUUID(),
  customer: { type: "private", email: "anna.lindqvist@example.se", firstname: "Anna", lastname: "Lindqvist", phone: "0701234567" },
  shippingAddress: { street: "Storgatan 12", zipCode: "111 22", city: "Stockholm", country: "SE" },
  shippingMethod: "flatrate",
  paymentMethod: "cashondelivery",
  acceptTerms: true,
  ...overrides,
});

describe("the storefront on vue-storefront-api (COMMERCE_BACKEND=upstream)", () => {
  it("serves the home page with Magento's menu and products", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.html).toContain("Utemöbler");
    expect(home.html).toContain("Trädgårdsstol Visby");
  });

  it("lists a category and filters it by Magento's attribute values, tagged by Magento's ids", async () => {
    const category = await page("/utemobler");
    expect(category.status).toBe(200);
    for (const name of ["Trädgårdsstol Visby", "Loungesoffa Sandhamn", "Utematgrupp Grinda"]) expect(category.html).toContain(name);
    expect(category.tags.split(",")).toEqual(expect.arrayContaining(["C20", "P1001", "P2001", "P3001"]));
    // Teak (201): the chair and the dining set, not the sofa.
    const teak = await page("/utemobler?material=201");
    expect(teak.status).toBe(200);
    expect(teak.html).toContain("Trädgårdsstol Visby");
    expect(teak.html).toContain("Utematgrupp Grinda");
    expect(teak.html).not.toContain("Loungesoffa Sandhamn 3-sits</a>");
  });

  it.each([
    ["simple", "/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak", "Trädgårdsstol Visby, teak", "P1001"],
    ["configurable", "/p/GS-SANDHAMN-SOFA-3/loungesoffa-sandhamn-3-sits", "Loungesoffa Sandhamn 3-sits", "P2001"],
    ["bundle", "/p/GS-GRINDA-SET-4/utematgrupp-grinda-bord-4-stolar", "Utematgrupp Grinda", "P3001"],
  ])("shows a %s product's page", async (_, path, name, tag) => {
    const product = await page(path);
    expect(product.status).toBe(200);
    expect(product.html).toContain(name);
    expect(product.tags.split(",")).toContain(tag);
  });

  it("offers a bundle's parts, not visible on their own, by their selection ids, at the default parts' sum, to buy while the parts are in stock", async () => {
    const product = await page("/p/GS-GRINDA-SET-4/utematgrupp-grinda-bord-4-stolar");
    // Table 8 995 + 4 × chair 1 995: Magento's minimal price.
    expect(product.html).toContain('"price":"16975.00"');
    expect(product.html).toContain('"availability":"https://schema.org/InStock"');
    expect(product.html).toMatch(/name="bundle-2" checked="" value="2"\/>4 ×.*Stol Grinda/);
    expect(product.html).toMatch(/name="bundle-2" value="3"\/>4 ×.*Karmstol Grinda/);
    expect(product.html).toContain('id="add-to-cart"');
  });

  it("shows Magento's approved reviews on a product page and hands a new one to Magento", async () => {
    const product = await page("/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak");
    expect(product.html).toContain("Stabil och snygg");
    expect(product.html).not.toContain("Väntar på granskning");
    const review = {
      sku: "GS-VISBY-CHAIR-TEAK", product_title: "Trädgårdsstol Visby", product_description: "Stol", product_url: `${ORIGIN}/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak`,
      product_image_url: `${ORIGIN}/media/product/GS-VISBY-CHAIR-TEAK/1-852.svg`, display_name: "Åsa L.", email: "asa@example.se", review_title: "Bra stol",
      review_content: "Skön att sitta i och lätt att stapla efter sommaren.", review_score: 4,
    };
    expect(await api("POST", "/api/review/create", review)).toMatchObject({ status: 200, result: { status: "pending" } });
  });

  it("purges a product's cached pages when Magento's cache-invalidation module names its id", async () => {
    const path = "/p/GS-SANDHAMN-SOFA-3/loungesoffa-sandhamn-3-sits";
    const crawler = { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } };
    await fetchShop(path, crawler);
    expect((await fetchShop(path, crawler)).headers.get("X-Cache")).toBe("HIT");
    const purged = await fetchShop(`/invalidate?key=${env.CACHE_PURGE_TOKEN}&tag=P2001`);
    expect(((await purged.json()) as { purged: number }).purged).toBeGreaterThanOrEqual(1);
    expect((await fetchShop(path, crawler)).headers.get("X-Cache")).toBe("MISS");
  });

  it("resolves a product's Magento address to its page", async () => {
    const moved = await fetchShop("/tradgardsstol-visby-teak", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak");
  });

  it("fills a cart, totals it with a coupon and a delivery, and places the order in Magento", async () => {
    const cartId = (await api<string>("POST", "/api/cart/create?storeCode=se")).result;
    expect(cartId).toMatch(/^[0-9a-f]{64}$/);
    expect((await api("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 2 } })).status).toBe(200);
    expect((await api("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-SANDHAMN-SOFA-3-ANT", qty: 1 } })).status).toBe(200);
    expect((await api("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=SOMMAR10`)).status).toBe(200);
    const methods = await api<Array<{ method_code: string; price_incl_tax: number }>>("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "SE" } });
    expect(methods.result.map((method) => [method.method_code, method.price_incl_tax])).toEqual([
      ["flatrate", 495],
      ["pickup_point", 149],
    ]);
    const totals = await api<{ grand_total: number; subtotal_incl_tax: number; discount_amount: number }>("GET", `/api/cart/totals?cartId=${cartId}`);
    expect(totals.result).toMatchObject({ subtotal_incl_tax: 2 * 1195 + 12995, discount_amount: -1539 });

    const placed = await api<{ increment_id: string; grand_total: number; shipping_incl_tax: number; items: Array<{ sku: string; qty: number }> }>("POST", "/api/order", checkout(cartId));
    expect(placed.status).toBe(200);
    expect(placed.result).toMatchObject({ increment_id: expect.stringMatching(/^\d{9}$/), shipping_incl_tax: 495, grand_total: 2 * 1195 + 12995 - 1539 + 495 });
    expect(placed.result.items.map((item) => [item.sku, item.qty])).toEqual([
      ["GS-VISBY-CHAIR-TEAK", 2],
      ["GS-SANDHAMN-SOFA-3-ANT", 1],
    ]);
    const received = (await (await fetch("http://upstream.test/__orders")).json()) as Array<{ orderNumber: string; body: { addressInformation: { shipping_method_code: string; payment_method_code: string; shippingAddress: { postcode: string } } } }>;
    const sent = received.find((order) => order.orderNumber === placed.result.increment_id)!;
    expect(sent.body.addressInformation).toMatchObject({ shipping_method_code: "flatrate", payment_method_code: "cashondelivery", shippingAddress: { postcode: "111 22" } });
  });

  it("takes a shopper from the product page through the checkout to the confirmation, without JavaScript", async () => {
    const productUrl = "/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak";
    const added = await fetchShop(productUrl, { method: "POST", body: new URLSearchParams({ sku: "GS-VISBY-CHAIR-TEAK", qty: "2" }), redirect: "manual" });
    expect(added.status).toBe(303);
    const cookie = added.headers.getSetCookie().map((header) => header.split(";")[0]!).find((pair) => pair.startsWith("cart_se="))!;
    expect(cookie).toMatch(/^cart_se=[0-9a-f]{64}$/);
    const checkoutPage = await fetchShop("/checkout", { headers: { cookie } });
    expect(checkoutPage.status).toBe(200);
    const html = await checkoutPage.text();
    expect(html).toContain("Trädgårdsstol Visby, teak");
    expect(html).toContain('value="flatrate"');
    expect(html).toContain('value="pickup_point"');
    const key = html.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Anna", lastName: "Lindqvist", email: "anna.lindqvist@example.se", phone: "0701234567", street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE",
      shippingMethod: "flatrate", paymentMethod: "cashondelivery", acceptTerms: "on",
    };
    const submitted = await fetchShop("/checkout", { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(submitted.status).toBe(302);
    const confirmation = submitted.headers.get("location")!;
    expect(confirmation).toMatch(/\d{9}/);
    const receipt = await fetchShop(confirmation, { headers: { cookie: [cookie, ...submitted.headers.getSetCookie().map((header) => header.split(";")[0]!)].join("; ") } });
    expect(receipt.status).toBe(200);
    const receiptHtml = await receipt.text();
    expect(receiptHtml).toContain(confirmation.match(/\d{9}/)![0]);
    expect(receiptHtml).toContain("Trädgårdsstol Visby, teak");
  });

  it("buys a variant, a bundle with the parts chosen and a chair with a cushion from their product pages, and Magento's order has each as chosen", async () => {
    const cartCookie = (response: Response) => response.headers.getSetCookie().map((header) => header.split(";")[0]!).find((pair) => pair.startsWith("cart_se="));
    const sofa = await fetchShop("/p/GS-SANDHAMN-SOFA-3/loungesoffa-sandhamn-3-sits", { method: "POST", body: new URLSearchParams({ sku: "GS-SANDHAMN-SOFA-3-ANT", qty: "1" }), redirect: "manual" });
    expect(sofa.status).toBe(303);
    const cookie = cartCookie(sofa)!;
    const set = await fetchShop("/p/GS-GRINDA-SET-4/utematgrupp-grinda-bord-4-stolar", { method: "POST", headers: { cookie }, body: new URLSearchParams({ sku: "GS-GRINDA-SET-4", qty: "1", "bundle-1": "1", "bundle-2": "3" }), redirect: "manual" });
    expect(set.status).toBe(303);
    const chair = await fetchShop("/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak", { method: "POST", headers: { cookie }, body: new URLSearchParams({ sku: "GS-VISBY-CHAIR-TEAK", qty: "2", "option-11": "22" }), redirect: "manual" });
    expect(chair.status).toBe(303);
    const html = await (await fetchShop("/checkout", { headers: { cookie } })).text();
    for (const shown of ["Loungesoffa Sandhamn", "Utematgrupp Grinda", "4 × Karmstol Grinda", "Dyna, beige"]) expect(html).toContain(shown);
    const key = html.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Anna", lastName: "Lindqvist", email: "anna.lindqvist@example.se", phone: "0701234567", street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE",
      shippingMethod: "flatrate", paymentMethod: "cashondelivery", acceptTerms: "on",
    };
    const submitted = await fetchShop("/checkout", { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(submitted.status).toBe(302);
    const number = submitted.headers.get("location")!.match(/\d{9}/)![0];
    const received = (await (await fetch("http://upstream.test/__orders")).json()) as Array<{ orderNumber: string; items: Array<{ sku: string; qty: number; product_type: string }> }>;
    expect(received.find((order) => order.orderNumber === number)?.items.map(({ sku, qty, product_type }) => [sku, qty, product_type])).toEqual([
      ["GS-SANDHAMN-SOFA-3-ANT", 1, "configurable"],
      ["GS-GRINDA-SET-4-GS-GRINDA-TABLE-180-GS-GRINDA-ARMCHAIR", 1, "bundle"],
      ["GS-VISBY-CHAIR-TEAK", 2, "simple"],
    ]);
  });

  it("takes a Vue Storefront client's configurable parent with its options and a bundle's selection ids through /api into Magento's cart", async () => {
    const cartId = (await api<string>("POST", "/api/cart/create?storeCode=se")).result;
    const sofa = await api<{ sku: string; product_type: string; product_option: unknown }>("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: "GS-SANDHAMN-SOFA-3", qty: 1, quoteId: cartId, product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "102" }] } } },
    });
    expect(sofa).toMatchObject({ status: 200, result: { sku: "GS-SANDHAMN-SOFA-3-GRN", product_type: "configurable", product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "102" }] } } } });
    const set = await api<{ sku: string; price: number; product_type: string; product_option: unknown }>("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: "GS-GRINDA-SET-4", qty: 1, quoteId: cartId, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [1] }, { option_id: 2, option_qty: 4, option_selections: [3] }] } } },
    });
    expect(set).toMatchObject({ status: 200, result: { sku: "GS-GRINDA-SET-4", price: 18975, product_type: "bundle", product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [1] }, { option_id: 2, option_qty: 4, option_selections: [3] }] } } } });
    const pulled = await api<Array<{ sku: string; product_type: string }>>("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.result.map((line) => [line.sku, line.product_type])).toEqual([["GS-SANDHAMN-SOFA-3-GRN", "configurable"], ["GS-GRINDA-SET-4", "bundle"]]);
  });

  it("places an approved invoice order in Magento with the invoice's reference", async () => {
    const withInvoice = { ...UPSTREAM, UPSTREAM_PAYMENT_METHODS: "cashondelivery=cashondelivery,invoice_later=checkmo" };
    const call = async <T,>(method: string, path: string, body?: unknown) => (await fetchShop(path, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }, withInvoice)).json() as Promise<{ code: number; result: T }>;
    const cartId = (await call<string>("POST", "/api/cart/create?storeCode=se")).result;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 } });
    const placed = await call<{ increment_id: string; payment_reference: string }>("POST", "/api/order", checkout(cartId, { paymentMethod: "invoice_later", personalId: "811228-9874", customer: { type: "private", email: "faktura@example.se", firstname: "Åsa", lastname: "Lind", phone: "0701234567" } }));
    expect(placed.code, JSON.stringify(placed)).toBe(200);
    expect(placed.result.payment_reference).toMatch(/^INV-[0-9A-F]{12}$/);
    const received = (await (await fetch("http://upstream.test/__orders")).json()) as Array<{ orderNumber: string; body: { addressInformation: { payment_method_code: string; payment_method_additional: { reference?: string } } } }>;
    expect(received.find((order) => order.orderNumber === placed.result.increment_id)?.body.addressInformation).toMatchObject({ payment_method_code: "checkmo", payment_method_additional: { reference: placed.result.payment_reference } });
  });

  it("takes the payment in the hosted checkout first, then places the paid order in Magento", async () => {
    const added = await fetchShop("/p/GS-VISBY-CHAIR-TEAK/tradgardsstol-visby-teak", { method: "POST", body: new URLSearchParams({ sku: "GS-VISBY-CHAIR-TEAK", qty: "1" }), redirect: "manual" });
    const cookie = added.headers.getSetCookie().map((header) => header.split(";")[0]!).find((pair) => pair.startsWith("cart_se="))!;
    const key = (await (await fetchShop("/checkout", { headers: { cookie } })).text()).match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Anna", lastName: "Lindqvist", email: "anna.lindqvist@example.se", phone: "0701234567", street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE",
      shippingMethod: "pickup_point", paymentMethod: "hosted_checkout", acceptTerms: "on",
    };
    // A pickup point of the shop's own carrier, near the postcode.
    const points = (await fetchShop("/api/logtrade/stores", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ postcode: "11122", countryCode: "SE" }) }).then((r) => r.json())) as { result: Array<{ agentId: string }> };
    const submitted = await fetchShop("/checkout", { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...form, pickupPointId: points.result[0]!.agentId }), redirect: "manual" });
    expect(submitted.status, await submitted.clone().text()).toBe(302);
    expect(submitted.headers.get("location")).toBe("/checkout/payment");
    const payment = await (await fetchShop("/checkout/payment", { headers: { cookie } })).text();
    const orderId = payment.match(/action="\/hosted-checkout\/pay\/([0-9a-f-]{36})"/)![1]!;
    expect(payment).toMatch(/1\s?344|1\u00a0344/);
    const paid = await fetchShop(`/hosted-checkout/pay/${orderId}`, { method: "POST", body: new URLSearchParams({ decision: "pay" }), redirect: "manual" });
    expect(paid.headers.get("location")).toBe(`/confirmation?sid=${orderId}`);
    const receipt = await fetchShop(`/confirmation?sid=${orderId}`, { headers: { cookie } });
    expect(receipt.status).toBe(200);
    const number = (await receipt.text()).match(/\b\d{9}\b/)![0];
    const received = (await (await fetch("http://upstream.test/__orders")).json()) as Array<{ orderNumber: string; body: { addressInformation: { payment_method_code: string; shipping_method_code: string; payment_method_additional: { reference?: string } } } }>;
    expect(received.find((order) => order.orderNumber === number)?.body.addressInformation).toMatchObject({ payment_method_code: "checkmo", shipping_method_code: "bestway", payment_method_additional: { reference: `hosted:${orderId}` } });
  });

  it("answers a retried order with its first order, and refuses a form the shop's rules refuse", async () => {
    const cartId = (await api<string>("POST", "/api/cart/create?storeCode=se")).result;
    await api("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 } });
    const refused = await api<string>("POST", "/api/order", checkout(cartId, { customer: { type: "private", email: "not-an-email", firstname: "Anna", lastname: "Lindqvist", phone: "0701234567" } }));
    expect(refused.status).toBe(400);
    const body = checkout(cartId);
    const first = await api<{ increment_id: string }>("POST", "/api/order", body);
    const again = await api<{ increment_id: string }>("POST", "/api/order", body);
    expect(again.status).toBe(200);
    expect(again.result.increment_id).toBe(first.result.increment_id);
  });

  it("signs a Magento customer in and reads her account", async () => {
    const refused = await api<string>("POST", "/api/user/login", { username: "anna.lindqvist@example.se", password: "fel-lösen" });
    expect(refused.status).toBe(401);
    const signedIn = await api<string>("POST", "/api/user/login", { username: "anna.lindqvist@example.se", password: "Hemligt-Lösen1" });
    expect(signedIn.status).toBe(200);
    const me = await api<{ id: number; email: string }>("GET", `/api/user/me?token=${signedIn.result}`);
    expect(me.result).toMatchObject({ id: 4711, email: "anna.lindqvist@example.se" });
  });

  it("gives a signed-in customer a cart of her own, moves a guest cart into it, and answers an expired token with 401 for the guest retry", async () => {
    const token = (await api<string>("POST", "/api/user/login", { username: "anna.lindqvist@example.se", password: "Hemligt-Lösen1" })).result;
    expect(await api("POST", "/api/cart/create?storeCode=se&token=expired-token")).toMatchObject({ status: 401 });
    const own = (await api<string>("POST", `/api/cart/create?storeCode=se&token=${token}`)).result;
    expect((await api<string>("POST", `/api/cart/create?storeCode=se&token=${token}`)).result).toBe(own);
    const guest = (await api<string>("POST", "/api/cart/create?storeCode=se")).result;
    await api("POST", `/api/cart/update?cartId=${guest}`, { cartItem: { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 } });
    const merged = await api<{ cartId: string }>("POST", `/api/cart/merge?cartId=${guest}&token=${token}`);
    expect(merged).toMatchObject({ status: 200, result: { cartId: own } });
    const lines = await api<Array<{ sku: string; qty: number }>>("GET", `/api/cart/pull?cartId=${own}&token=${token}`);
    expect(lines.result.map((line) => [line.sku, line.qty])).toEqual([["GS-VISBY-CHAIR-TEAK", 1]]);
  });

  it("stops with the variable's name when the upstream settings are missing, never a stack trace", async () => {
    const response = await fetchShop("/", {}, { ...UPSTREAM, UPSTREAM_STORE_IDS: "" });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toContain("UPSTREAM_STORE_IDS: must name the Magento store id of every store");
    expect(text).not.toMatch(/at \w+ \(|\.ts:\d+/);
  });
});
