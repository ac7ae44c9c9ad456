import { describe, expect, it } from "vitest";
import { createVsfApi, routeOf } from "../support/vsf-api/index.ts";
import { USER_PROFILE_UPDATE, firstError } from "../support/vsf-api/schemas.ts";
import { answerRefusalOf, orderRefusalOf } from "#worker/commerce/upstream/order-refusals.ts";
import { UpstreamError } from "#worker/commerce/upstream/client.ts";

/** The stand-in of vue-storefront-api 1.12.5 (tests/support/vsf-api/), held to the API's own source (docs/upstream-contract.md). */
const call = async (api: ReturnType<typeof createVsfApi>, method: string, path: string, body?: unknown) => {
  const response = await api(new Request(`http://upstream.test${path}`, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }));
  const text = await response.text();
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", text, json: response.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : null };
};

const ANNA = { username: "anna.lindqvist@example.se", password: "Hemligt-Lösen1" };

describe("the vue-storefront-api stand-in's route table", () => {
  it.each([
    ["POST", "/api/order", "order"],
    ["POST", "/api/order/", "order"],
    ["POST", "/api/cart/update", "cartUpdate"],
    ["GET", "/api/stock/check/GS-VISBY-CHAIR-TEAK", "stockCheckBySku"],
    ["GET", "/api/stock/check", "stockCheck"],
    ["DELETE", "/api/catalog/vue_storefront_catalog/product/_search", "catalogSearch"],
    ["POST", "/api/user/me", "userUpdateMe"],
    ["GET", "/api/user/me", "userMe"],
  ])("routes %s %s", (method, path, name) => {
    expect(routeOf(method, path)?.name).toBe(name);
  });

  it.each([
    ["POST", "/api/order/create"],
    ["GET", "/api/order"],
    ["GET", "/api/cart/update"],
    ["POST", "/api/user/profile"],
    ["GET", "/api/sync/order/1"],
  ])("has no route for %s %s: Express's HTML 404", async (method, path) => {
    expect(routeOf(method, path)).toBeNull();
    const answer = await call(createVsfApi(), method, `${path}?storeCode=se`, method === "GET" ? undefined : {});
    expect(answer).toMatchObject({ status: 404, type: "text/html; charset=utf-8" });
    expect(answer.text).toContain(`<pre>Cannot ${method} ${path}</pre>`);
  });

  it("lists a call outside the table, and a query key its route does not read", async () => {
    const api = createVsfApi();
    await call(api, "POST", "/api/order/create", {});
    await call(api, "GET", "/api/stock/list?skus=GS-VISBY-CHAIR-TEAK&cartId=1");
    await call(api, "GET", "/api/stock/list?skus=GS-VISBY-CHAIR-TEAK&storeCode=se");
    expect((await call(api, "GET", "/__unrouted")).json).toEqual([
      { method: "POST", path: "/api/order/create", query: [], route: null, unread: [] },
      { method: "GET", path: "/api/stock/list", query: ["skus", "cartId"], route: "stockList", unread: ["cartId"] },
    ]);
  });
});

describe("the stand-in's answers, as vue-storefront-api gives them", () => {
  it.each([
    ["a cart update without cartItem", "POST", "/api/cart/update?cartId=x", {}, 500, "No cartItem element provided within the request body"],
    ["shipping methods without an address", "POST", "/api/cart/shipping-methods?cartId=x", {}, 500, "No address element provided within the request body"],
    ["a coupon without a code", "POST", "/api/cart/apply-coupon?cartId=x", undefined, 500, "No coupon code provided"],
    ["a cart Magento does not have", "GET", "/api/cart/pull?token=&cartId=nope", undefined, 404, "No such entity with cartId = nope"],
    ["a stock list without skus", "GET", "/api/stock/list", undefined, 500, "skus parameter is required"],
    ["a stock list with one unknown sku", "GET", "/api/stock/list?skus=GS-VISBY-CHAIR-TEAK,NO-SUCH", undefined, 404, "The product that was requested doesn't exist. Verify the product and try again."],
    ["a stock check of an unknown sku (the error object in a 500)", "GET", "/api/stock/check?sku=NO-SUCH", undefined, 500, { errorMessage: "The product that was requested doesn't exist. Verify the product and try again.", code: 404 }],
    ["a refresh without a token", "POST", "/api/user/refresh", {}, 500, "No refresh token provided"],
    ["a refresh token the API did not make", "POST", "/api/user/refresh", { refreshToken: "garbage" }, 500, "Not enough or too many segments"],
    ["a sign-in with a wrong password", "POST", "/api/user/login", { ...ANNA, password: "fel" }, 401, "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."],
    ["a registration without a password (userRegister)", "POST", "/api/user/create", { customer: { email: "a@b.se", firstname: "A", lastname: "B" } }, 400, [{ keyword: "required", dataPath: "", schemaPath: "#/required", params: { missingProperty: "password" }, message: "should have required property 'password'" }]],
    ["a review without its detail (a 500, not a 400)", "POST", "/api/review/create", { review: { product_id: 1001, title: "Bra", nickname: "Å", review_entity: "product" } }, 500, [{ keyword: "required", dataPath: ".review", schemaPath: "#/properties/review/required", params: { missingProperty: "detail" }, message: "should have required property 'detail'" }]],
    ["an order without products", "POST", "/api/order", { cart_id: "x" }, 500, "req.body.products is not iterable"],
  ])("answers %s", async (_, method, path, body, status, result) => {
    expect((await call(createVsfApi(), method, path, body)).json).toEqual({ code: status, result });
  });

  it("gives the same refresh token for the same credentials, valid until the password changes", async () => {
    const api = createVsfApi();
    const first = (await call(api, "POST", "/api/user/login", ANNA)).json;
    const second = (await call(api, "POST", "/api/user/login", ANNA)).json;
    expect(first.meta.refreshToken).toBe(second.meta.refreshToken);
    const refreshed = (await call(api, "POST", "/api/user/refresh", { refreshToken: first.meta.refreshToken })).json;
    expect(refreshed).toMatchObject({ code: 200, meta: { refreshToken: first.meta.refreshToken } });
    await call(api, "POST", `/api/user/change-password?token=${first.result}`, { currentPassword: ANNA.password, newPassword: "Nytt-Lösen-2" });
    expect((await call(api, "POST", "/api/user/refresh", { refreshToken: first.meta.refreshToken })).json).toMatchObject({ code: 401 });
  });

  it("keeps a composite product's stock as Magento does: qty 0, in stock", async () => {
    const { json } = await call(createVsfApi(), "GET", "/api/stock/list?skus=GS-SANDHAMN-SOFA-3,GS-GRINDA-SET-4,GS-SANDHAMN-SOFA-3-ANT");
    expect(json.result.map((item: { qty: number; is_in_stock: boolean }) => [item.qty, item.is_in_stock])).toEqual([[0, true], [0, true], [6, true]]);
  });

  it("renders prices for ids, never naming a sku", async () => {
    const { json } = await call(createVsfApi(), "GET", "/api/product/render-list?skus=GS-VISBY-CHAIR-TEAK,NO-SUCH&currencyCode=SEK&storeId=1");
    expect(json.result.items).toHaveLength(1);
    expect(json.result.items[0]).toMatchObject({ id: 1001, sgn: expect.any(String) });
    expect(json.result.items[0]).not.toHaveProperty("sku");
  });

  it("adds a configurable as its parent plus options (a line with the child's sku), and refuses a bundle selection given as a sku", async () => {
    const api = createVsfApi();
    const cartId = (await call(api, "POST", "/api/cart/create")).json.result;
    const configurable = await call(api, "POST", `/api/cart/update?token=&cartId=${cartId}`, { cartItem: { sku: "GS-SANDHAMN-SOFA-3", qty: 1, quoteId: cartId, product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "102" }] } } } });
    expect(configurable.json.result).toMatchObject({ sku: "GS-SANDHAMN-SOFA-3-GRN", product_type: "configurable", product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 102 }] } } });
    const bySku = await call(api, "POST", `/api/cart/update?token=&cartId=${cartId}`, { cartItem: { sku: "GS-GRINDA-SET-4", qty: 1, quoteId: cartId, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_selections: ["GS-GRINDA-TABLE-180"] }, { option_id: 2, option_selections: ["GS-GRINDA-CHAIR"] }] } } } });
    expect(bySku.json).toEqual({ code: 400, result: "Please specify product option(s)." });
  });

  it("holds a profile change to the closed userProfileUpdate schema", () => {
    const address = { firstname: "Anna", lastname: "Lindqvist", street: ["Storgatan", "12"], city: "Stockholm", country_id: "SE", postcode: "11122" };
    expect(firstError(USER_PROFILE_UPDATE, { customer: { email: "a@b.se", firstname: "Anna", lastname: "L", addresses: [address] } })).toBeNull();
    expect(firstError(USER_PROFILE_UPDATE, { customer: { email: "a@b.se", firstname: "Anna", lastname: "L", taxvat: "SE1" } })).toMatchObject({ keyword: "additionalProperties", params: { additionalProperty: "taxvat" } });
    expect(firstError(USER_PROFILE_UPDATE, { customer: { email: "a@b.se", firstname: "Anna", lastname: "L", addresses: [{ ...address, street: ["Storgatan 12"] }] } })).toMatchObject({ keyword: "minItems", dataPath: ".customer.addresses[0].street" });
  });

  it("never answers an order for a quote Magento no longer has (o2m's unhandled rejection)", async () => {
    const answer = createVsfApi()(new Request("http://upstream.test/api/order", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ cart_id: "closed", products: [] }) }));
    expect(await Promise.race([answer.then(() => "answered"), new Promise((resolve) => setTimeout(resolve, 50, "no answer"))])).toBe("no answer");
  });
});

describe("an order's refusal, told from an answer that is lost", () => {
  const refused = (message: string, status = 500) => new UpstreamError(message, status, "/api/order", "refused");
  it.each([
    ["o2m: the order object", refused("Error while validating order object. must have required property 'products'"), { step: "validation", message: "Error while validating order object. must have required property 'products'" }],
    ["o2m: a product it could not add", refused("Error while adding products. The requested qty is not available"), { step: "products", message: "Error while adding products. The requested qty is not available" }],
    ["o2m: the country list", refused("Error while syncing country list. Request timed out"), { step: "countries", message: "Error while syncing country list. Request timed out" }],
    ["o2m: the billing address", refused('Error while adding billing address. "city" is required.'), { step: "billingAddress", message: 'Error while adding billing address. "city" is required.' }],
    ["o2m: the shipping address", refused('Error while adding shipping address. "street" is required. Enter and try again.'), { step: "shippingAddress", message: 'Error while adding shipping address. "street" is required. Enter and try again.' }],
    ["o2m: Magento refused to place it", refused("Error placing an order. The requested Payment Method is not available."), { step: "placing", message: "Error placing an order. The requested Payment Method is not available." }],
    ["a 4xx answer", refused("Unexpected token } in JSON", 400), { step: "other", message: "Unexpected token } in JSON" }],
    ["a 500 that says nothing of the order", refused("Internal error"), null],
    ["a 502 with an o2m step's words: not the API's refusal", refused("Error placing an order. Bad gateway", 502), null],
    ["a timeout", new UpstreamError("no answer in 5000 ms", 0, "/api/order", "unanswered"), null],
    ["a gateway's 504", new UpstreamError("answered 504 with no JSON", 0, "/api/order", "misrouted"), null],
    ["not the client's error", new Error("boom"), null],
  ])("%s", (_, error, expected) => {
    expect(orderRefusalOf(error)).toEqual(expected);
  });

  it.each([
    ["an unsigned product (HTTP 200)", "Invalid signature validation of GS-VISBY-CHAIR-TEAK", { step: "signature", message: "Invalid signature validation of GS-VISBY-CHAIR-TEAK" }],
    ["a placed order", { magentoOrderId: "7", orderNumber: "000000007", backendOrderId: "7" }, null],
    ["a queued order's id", 12, null],
    ["other text", "OK", null],
  ])("the answer to a sent order: %s", (_, answer, expected) => {
    expect(answerRefusalOf(answer)).toEqual(expected);
  });
});
