import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { filledIn, readForm } from "./html-form.ts";
import { addWithoutScript } from "./no-script-cart.ts";

const ORIGIN = "http://shop.test";
/** The API's answer; a rule's refusal also says itself as a code with params (worker/api/envelope.ts `refuse`). */
type Envelope<T = unknown> = { code: number; result: T; refusal?: { code: string; params: Record<string, unknown> } };

async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: Envelope<T> }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code).toBe(response.status);
  return { status: response.status, json };
}

const createCart = async (store = "se") => (await call<string>("POST", `/api/cart/create?storeCode=${store}`)).json.result;
const update = (cartId: string, cartItem: unknown) => call<{ item_id: number; qty: number; price: number }>("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });

let simple: { sku: string; qty: number };
beforeAll(async () => {
  simple = (await env.DB.prepare(
    // Parcel-sized, so every delivery method takes it (SPEC §5 "Shipping limitation").
    "SELECT sku, qty FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1 AND is_in_stock = 1 AND qty > 0 AND weight_kg <= 20 AND MAX(package_width_cm, package_height_cm, package_depth_cm) <= 150 AND package_width_cm + package_height_cm + package_depth_cm - MAX(package_width_cm, package_height_cm, package_depth_cm) - MIN(package_width_cm, package_height_cm, package_depth_cm) <= 70 ORDER BY id LIMIT 1",
  ).first<{ sku: string; qty: number }>())!;
  await env.DB.prepare("UPDATE products SET qty = 1000 WHERE sku = ?1").bind(simple.sku).run();
});

describe("cart API (SPEC §7, vue-storefront-api envelope)", () => {
  it("creates a cart, adds to a line, updates it by item id, totals it and deletes it", async () => {
    const cartId = await createCart("dk");
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).json.result).toEqual([]);
    const first = await update(cartId, { sku: simple.sku, qty: 2 });
    expect(first.status).toBe(200);
    const again = await update(cartId, { sku: simple.sku, qty: "3" });
    expect(again.json.result).toMatchObject({ item_id: first.json.result.item_id, qty: 5 });
    const replaced = await update(cartId, { sku: simple.sku, qty: 1, item_id: first.json.result.item_id });
    expect(replaced.json.result.qty).toBe(1);
    const totals = await call<{ grand_total: number; quote_currency_code: string; items_qty: number }>("GET", `/api/cart/totals?cartId=${cartId}`);
    expect(totals.json.result).toMatchObject({ grand_total: replaced.json.result.price, quote_currency_code: "DKK", items_qty: 1, free_shipping_remaining: null });
    expect((await call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: first.json.result.item_id } })).json.result).toBe(true);
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).json.result).toEqual([]);
  });

  it("gives exactly quantity 100 after 100 concurrent adds of one sku", async () => {
    const cartId = await createCart();
    const answers = await Promise.all(Array.from({ length: 100 }, () => update(cartId, { sku: simple.sku, qty: 1 })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const lines = (await call<{ sku: string; qty: number }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
    expect(lines.map((l) => [l.sku, l.qty])).toEqual([[simple.sku, 100]]);
  });

  it("applies the newsletter coupon (10 %) and refuses a wrong code with the spec's message", async () => {
    const cartId = await createCart("fi");
    const line = await update(cartId, { sku: simple.sku, qty: 2 });
    expect((await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=nyhetsbrev10`)).json.result).toBe(true);
    const totals = (await call<{ discount_amount: number; subtotal_incl_tax: number; grand_total: number }>("GET", `/api/cart/totals?cartId=${cartId}`)).json.result;
    expect(totals.subtotal_incl_tax).toBeCloseTo(line.json.result.price * 2, 2);
    expect(totals.discount_amount).toBeCloseTo(-Math.round(totals.subtotal_incl_tax * 10) / 100, 2);
    expect(totals.grand_total).toBeCloseTo(totals.subtotal_incl_tax + totals.discount_amount, 2);
    const wrong = await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=FREEBIE`);
    expect(wrong.status).toBe(400);
    expect(wrong.json.result).toBe("coupon: Incorrect coupon code, try again.");
    expect(wrong.json.refusal).toEqual({ code: "couponIncorrect", params: {} });
    expect((await call("POST", `/api/cart/delete-coupon?cartId=${cartId}`)).json.result).toBe(true);
  });

  it.each([
    ["a negative quantity", { qty: -1 }, 400, /cartItem\.qty: Quantity must be a positive whole number/, { code: "qty", params: {} }],
    ["zero", { qty: 0 }, 400, /cartItem\.qty/, { code: "qty", params: {} }],
    ["a fractional quantity", { qty: 1.5 }, 400, /cartItem\.qty/, { code: "qty", params: {} }],
    ["a string that is no number", { qty: "many" }, 400, /cartItem\.qty/, { code: "qty", params: {} }],
    ["more than is in stock", { qty: 5000 }, 400, /Only 1000 available/, { code: "onlyAvailable", params: { qty: 1000 } }],
    ["an unknown sku", { sku: "NO-SUCH-SKU", qty: 1 }, 404, /cartItem\.sku: no product "NO-SUCH-SKU"/, { code: "noProduct", params: { sku: "NO-SUCH-SKU" } }],
    ["a line id of another cart", { qty: 2, item_id: 999 }, 404, /cartItem\.item_id: no line 999 in this cart/, { code: "noLine", params: { itemId: 999 } }],
  ])("refuses %s with a message naming the field, and the refusal's code, and leaves the cart unchanged", async (_, patch, status, message, refusal) => {
    const cartId = await createCart();
    await update(cartId, { sku: simple.sku, qty: 1 });
    const answer = await update(cartId, { sku: simple.sku, ...patch });
    expect(answer.status).toBe(status);
    expect(answer.json.result).toMatch(message);
    expect(answer.json.refusal).toEqual(refusal);
    const lines = (await call<{ qty: number }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
    expect(lines.map((l) => l.qty)).toEqual([1]);
  });

  it.each([
    // A request not of the API's form is no rule's refusal: it names the field, and has no refusal code.
    ["a malformed cart id", "/api/cart/pull?cartId=abc", "GET", undefined, 400, /^cartId must be the id/, undefined],
    ["a cart id nobody created", `/api/cart/pull?cartId=${crypto.randomUUID()}`, "GET", undefined, 404, /^cartId: no cart/, "noCart"],
    ["a missing body", "CART/api/cart/update", "POST", "not json", 400, /cartItem/, undefined],
    ["an unknown store", "/api/cart/create?storeCode=de", "POST", undefined, 400, /storeCode must be one of se, dk, no, fi/, undefined],
    ["a customer token the backend does not know (the client retries as a guest)", "/api/cart/create?token=foreign-token", "POST", undefined, 401, /^token: not a valid customer token; create a guest cart without one$/, "notCustomerToken"],
    ["an unknown endpoint", "/api/cart/explode", "POST", undefined, 404, /no API endpoint/, undefined],
  ])("answers %s with a clear 4xx envelope", async (_, path, method, body, status, message, refusal) => {
    const cartId = path.startsWith("CART") ? await createCart() : "";
    const answer = await call(method, path.replace("CART", "").concat(cartId ? `?cartId=${cartId}` : ""), body);
    expect(answer.status).toBe(status);
    expect(String(answer.json.result)).toMatch(message);
    expect(answer.json.refusal?.code).toBe(refusal);
  });

  it("answers a customer token in the Authorization header it does not know with 401, so the client retries as a guest", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: "POST", headers: { Authorization: "Bearer someone-elses-token" } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as Envelope<string>).result).toMatch(/^token: /);
  });

  it("refuses the 101st line", async () => {
    const cartId = await createCart();
    const { results } = await env.DB.prepare(
      "SELECT sku FROM products p WHERE status = 1 AND is_in_stock = 1 AND qty > 0 AND type_id = 'simple' AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id AND o.required = 1) ORDER BY id LIMIT 101",
    ).all<{ sku: string }>();
    for (const { sku } of results.slice(0, 100)) expect((await update(cartId, { sku, qty: 1 })).status).toBe(200);
    const answer = await update(cartId, { sku: results[100]!.sku, qty: 1 });
    expect(answer.status).toBe(400);
    expect(answer.json.result).toMatch(/at most 100 lines/);
    expect(answer.json.refusal).toEqual({ code: "tooManyLines", params: { max: 100 } });
  });
});

describe("shipping and payment (SPEC §7)", () => {
  it("lists methods, takes a shipping choice into the totals, and refuses what the store does not offer", async () => {
    const cartId = await createCart("no");
    const line = await update(cartId, { sku: simple.sku, qty: 1 });
    const payments = (await call<{ code: string; default: boolean; cost: number }[]>("GET", `/api/cart/payment-methods?cartId=${cartId}`)).json.result;
    expect(payments.find((p) => p.default)).toMatchObject({ code: "cashondelivery", title: "Betaling ved levering", cost: 0 });
    const methods = (await call<{ method_code: string; price_incl_tax: number }[]>("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "NO" } })).json.result;
    // The showrooms are in Sweden: pickup there is not offered in Norway, nor taken.
    expect(methods.map((m) => m.method_code)).toEqual(["home_delivery", "pickup_point", "flatrate"]);
    const showroom = await call<string>("POST", `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: { shipping_method_code: "showroom_1" } });
    expect(showroom.status).toBe(400);
    expect(showroom.json.result).toMatch(/^addressInformation\.shipping_method_code: unknown shipping method/);
    const swedish = await createCart("se");
    await update(swedish, { sku: simple.sku, qty: 1 });
    const inSweden = (await call<{ method_code: string; method_title: string }[]>("POST", `/api/cart/shipping-methods?cartId=${swedish}`, { address: { country_id: "SE" } })).json.result;
    expect(inSweden.map((m) => m.method_code)).toEqual(["home_delivery", "pickup_point", "showroom_1", "showroom_2", "showroom_3", "showroom_4", "flatrate"]);
    expect(inSweden.find((m) => m.method_code === "showroom_2")!.method_title).toBe("Hämta i Kållered");
    const chosen = await call<{ totals: { grand_total: number; shipping_incl_tax: number } }>("POST", `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shipping_method_code: "home_delivery", shipping_carrier_code: "home" },
    });
    expect(chosen.json.result.totals.shipping_incl_tax).toBe(695);
    expect(chosen.json.result.totals.grand_total).toBeCloseTo(line.json.result.price + 695, 2);
    expect((await call<{ shipping_method: string }>("POST", `/api/cart/collect-totals?cartId=${cartId}`)).json.result.shipping_method).toBe("home_delivery");
    const abroad = await call("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "DE" } });
    expect(abroad.status).toBe(400);
    expect(abroad.json.result).toMatch(/address\.country_id: store no ships to NO only/);
    const unknown = await call("POST", `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: { shipping_method_code: "drone" } });
    expect(unknown.json.result).toMatch(/unknown shipping method "drone"/);
  });
});

describe("stock API", () => {
  it("checks one sku and lists several, and says which input is wrong", async () => {
    const one = await call<{ sku: string; qty: number; is_in_stock: boolean; manage_stock: boolean }>("GET", `/api/stock/check?sku=${simple.sku}`);
    expect(one.json.result).toMatchObject({ sku: simple.sku, qty: 1000, is_in_stock: true, manage_stock: true });
    const list = await call<{ sku: string }[]>("GET", `/api/stock/list?skus=${simple.sku},NO-SUCH-SKU`);
    expect(list.json.result.map((r) => r.sku)).toEqual([simple.sku]);
    expect((await call("GET", "/api/stock/check")).status).toBe(400);
    expect((await call("GET", "/api/stock/check?sku=NO-SUCH-SKU")).status).toBe(404);
    expect((await call("GET", "/api/stock/list?skus=")).json.result).toMatch(/skus/);
  });
});

describe("adding to the cart from the product page without JavaScript", () => {
  it("creates the store's cart on the first post, reuses it after, and explains a refusal in the store's language", async () => {
    const row = (await env.DB.prepare(
      `SELECT p.sku, t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'dk' WHERE p.sku = ?1`,
    ).bind(simple.sku).first<{ sku: string; url_path: string }>())!;
    const url = `${ORIGIN}/dk/p/${row.sku}/${row.url_path}`;
    const post = (qty: string, cookie?: string) => addWithoutScript(url, { sku: row.sku, qty }, cookie);
    // Back on the page (POST-redirect-GET): the message at the top and the header's count right.
    const first = await post("2");
    const cookie = first.cookie!;
    expect(cookie).toMatch(/^cart_dk=[0-9a-f]{64}$/);
    expect(first.html).toContain('<p class="notice notice--success page__notice" role="status">Produktet er lagt i kurven!</p>');
    expect(first.html).toContain('data-count="2"');
    const second = await post("1", cookie);
    expect(second.cookie).toBe(cookie);
    expect(second.html).toContain('data-count="3"');
    const cartId = cookie.split("=")[1]!;
    const lines = (await call<{ qty: number }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
    expect(lines.map((l) => l.qty)).toEqual([3]);
    const refused = await post("-1", cookie);
    expect(refused.html).toContain("Antallet skal være et positivt heltal");
    // The answer is shown once: the page after it is the cached page again.
    const later = await SELF.fetch(url, { headers: { cookie } });
    expect(await later.text()).not.toMatch(/class="[^"]*page__notice/);
  });
});

describe("adding to the cart with the product page's own form, without JavaScript", () => {
  it("posts the form back to the page, shows the notice once, counts the line in the header and brings it to the checkout (store fi)", async () => {
    const { url_path } = (await env.DB.prepare("SELECT t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'fi' WHERE p.sku = ?1").bind(simple.sku).first<{ url_path: string }>())!;
    const path = `/fi/p/${simple.sku}/${url_path}`;
    const form = readForm(await (await SELF.fetch(`${ORIGIN}${path}`)).text(), 'id="add-to-cart"');
    expect(form.method).toBe("post");
    // POST-redirect-GET back to the product page (addWithoutScript checks the 303 and where it leads).
    const added = await addWithoutScript(new URL(form.action, ORIGIN).href, Object.fromEntries(filledIn(form, {})));
    expect(new URL(form.action, ORIGIN).pathname).toBe(path);
    expect(added.html).toContain('<p class="notice notice--success page__notice" role="status">Tuote on lisätty ostoskoriin!</p>');
    expect(added.html).toContain('data-count="1"');
    // A reload says nothing again, and adds nothing: the checkout has the one line.
    const reloaded = await (await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie: added.cookie! } })).text();
    expect(reloaded).not.toMatch(/class="[^"]*page__notice/);
    const checkout = await (await SELF.fetch(`${ORIGIN}/fi/checkout`, { headers: { cookie: added.cookie! } })).text();
    const lines = /<ul class="checkout__lines">([\s\S]*?)<\/ul>/.exec(checkout)![1]!;
    expect(lines.split("<li>").length - 1).toBe(1);
  });
});

describe("replayed changes (Idempotency-Key: offline changes sent again on reconnect)", () => {
  const send = async (path: string, body: unknown, key: string) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as Envelope<{ item_id: number; qty: number } | true | string> };
  };
  const lines = async (cartId: string) => (await call<{ sku: string; qty: number }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result.map((l) => [l.sku, l.qty]);

  it("applies an add once however often it is sent, also at the same moment, and answers each time as the first", async () => {
    const cartId = await createCart();
    const key = crypto.randomUUID();
    const first = await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 2 } }, key);
    const repeats = await Promise.all(Array.from({ length: 5 }, () => send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 2 } }, key)));
    expect(first.status).toBe(200);
    for (const repeat of repeats) expect(repeat).toEqual(first);
    expect(await lines(cartId)).toEqual([[simple.sku, 2]]);
    // Another change is another key: it adds.
    await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } }, crypto.randomUUID());
    expect(await lines(cartId)).toEqual([[simple.sku, 3]]);
  });

  it("replays changes in order without undoing the later ones", async () => {
    const cartId = await createCart();
    const [add, change, remove] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const added = await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } }, add);
    const itemId = (added.json.result as { item_id: number }).item_id;
    await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 4, item_id: itemId } }, change);
    // The whole queue sent a second time (the answers were lost on the way back): nothing changes.
    await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } }, add);
    expect(await lines(cartId)).toEqual([[simple.sku, 4]]);
    expect((await send(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: itemId } }, remove)).json.result).toBe(true);
    expect((await send(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: itemId } }, remove)).json).toEqual({ code: 200, result: true });
    await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 4, item_id: itemId } }, change);
    expect(await lines(cartId)).toEqual([]);
  });

  it("adds a set (grouped product) once when its add is sent again", async () => {
    const set = (await env.DB.prepare("SELECT id, sku FROM products WHERE type_id = 'grouped' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number; sku: string }>())!;
    await env.DB.prepare("UPDATE products SET qty = 1000, is_in_stock = 1 WHERE id IN (SELECT linked_product_id FROM product_links WHERE product_id = ?1 AND link_type = 'associated')").bind(set.id).run();
    const cartId = await createCart();
    const key = crypto.randomUUID();
    const first = await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: set.sku, qty: 1 } }, key);
    expect(first.status).toBe(200);
    const once = await lines(cartId);
    expect(once.length).toBeGreaterThan(1);
    expect(await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: set.sku, qty: 1 } }, key)).toEqual(first);
    expect(await lines(cartId)).toEqual(once);
  });

  it("does not remember a refused change: sent again once it can be applied, it is", async () => {
    const cartId = await createCart();
    const key = crypto.randomUUID();
    const refused = await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 5000 } }, key);
    expect(refused.status).toBe(400);
    expect(await lines(cartId)).toEqual([]);
    expect((await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 5000 } }, key)).status).toBe(400);
  });

  it.each([["short"], ["has spaces in it"], ["x".repeat(65)], ["åäö-åäö-åäö"]])("refuses the key %j naming the header", async (key) => {
    const cartId = await createCart();
    const answer = await send(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } }, key);
    expect(answer.status).toBe(400);
    expect(answer.json.result).toMatch(/^Idempotency-Key: /);
    expect(await lines(cartId)).toEqual([]);
  });
});
