import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addWithoutScript } from "./no-script-cart.ts";
import { ORIGIN, call, cartWith, order, productWithStock } from "./order-helpers.ts";

interface Fee { fee_id: string; title: string; multiple: boolean; options: { option_id: string; title: string; price_incl_tax: number; currency: string }[] }
interface Applied { fees: { fee_id: string; options_ids: string[]; title: string; amount_incl_tax: number }[]; fees_incl_tax: number; grand_total: number }

const HOME = { address: { countryId: "SE", postcode: "412 63" }, shipping_carrier_code: "home", shipping_method_code: "home_delivery" };
const apply = (cartId: string, fee_id: string, options_ids: string[], addressInformation: object = HOME) =>
  call<Applied>("POST", `/api/ext/extra-fees/apply?cartId=${cartId}`, { addressInformation, information: { fee_id, options_ids } });

describe("the fee lists (GET /api/ext/extra-fees/list, /options, /quote-items)", () => {
  it("lists every fee with its options, titles and prices in the store's language and currency", async () => {
    const se = await call<Fee[]>("GET", "/api/ext/extra-fees/list");
    expect(se.status).toBe(200);
    expect(se.json.result.map((f) => f.fee_id)).toEqual(["carry_in", "assembly", "removal"]);
    expect(se.json.result[0]).toMatchObject({ title: "Inbärning", multiple: false, options: [{ option_id: "room", title: "Inbärning till rummet", price_incl_tax: 395, currency: "SEK" }] });
    const fi = await call<Fee[]>("GET", "/api/ext/extra-fees/list?storeCode=fi");
    expect(fi.json.result[2]).toMatchObject({ title: "Vanhojen huonekalujen poisvienti", options: [{ price_incl_tax: 29, currency: "EUR" }, { price_incl_tax: 59 }] });
    expect((await call("GET", "/api/ext/extra-fees/list?storeCode=xx")).status).toBe(400);
  });

  it("answers one fee's options by store id, and names what is missing", async () => {
    const dk = await call<Fee["options"]>("GET", "/api/ext/extra-fees/options?storeId=2&feeId=removal");
    expect(dk.status).toBe(200);
    expect(dk.json.result.map((o) => [o.option_id, o.price_incl_tax, o.currency])).toEqual([["one", 225, "DKK"], ["several", 445, "DKK"]]);
    expect((await call("GET", "/api/ext/extra-fees/options?storeId=2")).json.result).toBe("feeId: Field is required");
    expect((await call("GET", "/api/ext/extra-fees/options?storeId=9&feeId=removal")).json.result).toMatch(/^storeId: no store "9"/);
    const unknown = await call("GET", "/api/ext/extra-fees/options?feeId=gift_wrap");
    expect(unknown.status).toBe(404);
  });

  it("offers the fees of the cart's delivery: all with home delivery, none with a pickup point", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const home = await call<Fee[]>("GET", `/api/ext/extra-fees/quote-items?cartId=${cartId}&shippingMethod=home_delivery`);
    expect(home.json.result.map((f) => f.fee_id)).toEqual(["carry_in", "assembly", "removal"]);
    const pickup = await call<Fee[]>("GET", `/api/ext/extra-fees/quote-items?cartId=${cartId}&shippingMethod=pickup_point`);
    expect(pickup.json.result).toEqual([]);
    expect((await call("GET", `/api/ext/extra-fees/quote-items?cartId=${cartId}&shippingMethod=teleport`)).status).toBe(400);
  });
});

describe("applying fees to a cart (POST /api/ext/extra-fees/apply, GET /applied)", () => {
  it("adds, replaces and removes a fee; the cart's totals carry them", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const first = await apply(cartId, "carry_in", ["room"]);
    expect(first.status).toBe(200);
    expect(first.json.result).toMatchObject({ fees: [{ fee_id: "carry_in", options_ids: ["room"], title: "Inbärning", amount_incl_tax: 395 }], fees_incl_tax: 395 });
    expect((await apply(cartId, "removal", ["one"])).json.result.fees_incl_tax).toBe(690);
    expect((await apply(cartId, "removal", ["several"])).json.result.fees_incl_tax).toBe(990);
    const removed = await apply(cartId, "carry_in", []);
    expect(removed.json.result.fees.map((f) => f.fee_id)).toEqual(["removal"]);
    const applied = await call<Applied>("GET", `/api/ext/extra-fees/applied?cartId=${cartId}&shippingMethod=home_delivery`);
    expect(applied.json.result.fees_incl_tax).toBe(595);
    // Priced for a delivery that offers none, nothing is charged.
    expect((await call<Applied>("GET", `/api/ext/extra-fees/applied?cartId=${cartId}&shippingMethod=pickup_point`)).json.result.fees_incl_tax).toBe(0);
    expect((await call("GET", `/api/ext/extra-fees/applied?cartId=${cartId}&shippingMethod=teleport`)).status).toBe(400);
    // The cart's totals with home delivery chosen: the fee is a segment of its own, in the grand total.
    await call("POST", `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: { shipping_method_code: "home_delivery", shipping_carrier_code: "home" } });
    const totals = await call<{ grand_total: number; subtotal_incl_tax: number; shipping_incl_tax: number; fee_amount: number; total_segments: { code: string; value: number }[] }>("GET", `/api/cart/totals?cartId=${cartId}`);
    expect(totals.json.result.fee_amount).toBe(595);
    expect(totals.json.result.total_segments).toContainEqual(expect.objectContaining({ code: "fee", value: 595 }));
    expect(totals.json.result.grand_total).toBe(totals.json.result.subtotal_incl_tax + totals.json.result.shipping_incl_tax + 595);
  });

  it.each([
    ["an unknown fee", { information: { fee_id: "gift_wrap", options_ids: ["x"] } }, 400, /^information\.fee_id: no fee "gift_wrap"/],
    ["an unknown option", { information: { fee_id: "removal", options_ids: ["all"] } }, 400, /^information\.options_ids: removal has no option "all"/],
    ["two options of a one-option fee", { information: { fee_id: "removal", options_ids: ["one", "several"] } }, 400, /^information\.options_ids: removal takes one option at most$/],
    ["a fee the delivery does not offer", { addressInformation: { ...HOME, shipping_method_code: "pickup_point" } }, 400, /^information\.fee_id: carry_in is not offered with pickup_point$/],
    ["an unknown delivery", { addressInformation: { ...HOME, shipping_method_code: "drone" } }, 400, /^addressInformation\.shipping_method_code: unknown shipping method "drone"$/],
    ["another country", { addressInformation: { ...HOME, address: { countryId: "DK" } } }, 400, /^addressInformation\.address\.countryId: Sverige delivers in SE only$/],
    ["no information", { information: undefined }, 400, /^information: Field is required/],
    ["options that are no list", { information: { fee_id: "carry_in", options_ids: "room" } }, 400, /^information\.options_ids: must be a list of option ids$/],
  ])("refuses %s with a message naming the field", async (_name, change, status, message) => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const body = { addressInformation: HOME, information: { fee_id: "carry_in", options_ids: ["room"] }, ...change };
    const answer = await call<string>("POST", `/api/ext/extra-fees/apply?cartId=${cartId}`, body);
    expect(answer.status).toBe(status);
    expect(answer.json.result).toMatch(message);
    expect((await call<Applied>("GET", `/api/ext/extra-fees/applied?cartId=${cartId}&shippingMethod=home_delivery`)).json.result.fees).toEqual([]);
  });

  it("answers a cart that is not the caller's with SPEC §4's words and the refusal the browser reconnects on", async () => {
    const id = crypto.randomUUID();
    for (const answer of [await apply(id, "carry_in", ["room"]), await call("GET", `/api/ext/extra-fees/applied?cartId=${id}`)]) {
      expect(answer.status).toBe(404);
      expect(answer.json.result).toBe(`cartId: The current user cannot perform operations on cart ${id} (no such cart: create one with /api/cart/create)`);
      expect((answer.json as { refusal?: unknown }).refusal).toEqual({ code: "cartNotYours", params: { cartId: id } });
    }
    expect((await call("GET", "/api/ext/extra-fees/applied")).status).toBe(400);
  });
});

describe("orders with extra fees", () => {
  it("charges the cart's fees with a home delivery, names them on the order and in the mail, and clears them from the cart", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    await apply(cartId, "carry_in", ["room"]);
    await apply(cartId, "assembly", ["assembly"]);
    const email = `avgift-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const placed = await call<{ grand_total: number; subtotal_incl_tax: number; shipping_incl_tax: number; fee_amount: number; fees: { fee_id: string; amount_incl_tax: number }[] }>(
      "POST",
      "/api/order",
      order(cartId, { customer: { type: "private", email, firstname: "Åsa", lastname: "Lind", phone: "0701234567" } }),
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const result = placed.json.result;
    expect(result.fee_amount).toBe(1090);
    expect(result.fees).toEqual([{ fee_id: "carry_in", options_ids: ["room"], amount_incl_tax: 395 }, { fee_id: "assembly", options_ids: ["assembly"], amount_incl_tax: 695 }]);
    expect(result.grand_total).toBe(result.subtotal_incl_tax + result.shipping_incl_tax + 1090);
    const mail = (await env.DB.prepare("SELECT text FROM mail_outbox WHERE recipient = ?1").bind(email).first<{ text: string }>())!.text;
    expect(mail).toMatch(/Inbärning: 395\u00a0kr/);
    expect(mail).toMatch(/Montering: 695\u00a0kr/);
    expect((await call<Applied>("GET", `/api/ext/extra-fees/applied?cartId=${cartId}`)).json.result.fees).toEqual([]);
  });

  it("does not charge them with a pickup-point delivery", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    await apply(cartId, "carry_in", ["room"]);
    const placed = await call<{ fee_amount: number; fees: unknown[] }>("POST", "/api/order", order(cartId, { shippingMethod: "pickup_point", pickupPointId: "SE-4001", deliveryDate: undefined, deliveryTimeslot: undefined }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.result).toMatchObject({ fee_amount: 0, fees: [] });
  });

  it("takes the fees ticked in the checkout form (without JavaScript) and shows them on the receipt", async () => {
    const product = await productWithStock(10);
    const slug = (await env.DB.prepare("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = 'se'").bind(product.sku).first<{ url_path: string }>())!.url_path;
    const cookie = (await addWithoutScript(`${ORIGIN}/p/${product.sku}/${slug}`, { sku: product.sku, qty: "1" })).cookie!;
    const page = await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text();
    expect(page).toContain("Tilläggstjänster");
    expect(page).toContain('name="fee.carry_in" value="room"');
    const key = page.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Åsa", lastName: "Lind", email: "asa@example.se", phone: "0701234567", street: "Storgatan 1", zipCode: "41263", city: "Göteborg", country: "SE",
      shippingMethod: "home_delivery", deliveryDate: "2026-06-17", deliveryTimeslot: "10-14", paymentMethod: "cashondelivery", acceptTerms: "on", "fee.carry_in": "room", "fee.removal": "one",
    };
    const refused = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...form, "fee.removal": "all" }) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("removal has no option");
    const placed = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(placed.status).toBe(302);
    const receipt = await (await SELF.fetch(`${ORIGIN}${placed.headers.get("location")}`, { headers: { cookie } })).text();
    expect(receipt).toMatch(/<dt>Inbärning<\/dt><dd[^>]*>395\u00a0kr<\/dd>/);
    expect(receipt).toMatch(/<dt>Bortforsling av gamla möbler<\/dt><dd[^>]*>295\u00a0kr<\/dd>/);
    // The same form sent again (the back button) answers the same order and leaves the emptied cart without fees.
    const again = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(again.headers.get("location")).toBe(placed.headers.get("location"));
    const cartId = /cart_se=([^;]+)/.exec(cookie)![1]!;
    expect((await call<Applied>("GET", `/api/ext/extra-fees/applied?cartId=${cartId}&shippingMethod=home_delivery`)).json.result.fees).toEqual([]);
  });

  it("charges what the form says: a box left unticked drops a fee the cart held", async () => {
    const product = await productWithStock(10);
    const slug = (await env.DB.prepare("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = 'se'").bind(product.sku).first<{ url_path: string }>())!.url_path;
    const cookie = (await addWithoutScript(`${ORIGIN}/p/${product.sku}/${slug}`, { sku: product.sku, qty: "1" })).cookie!;
    const cartId = /cart_se=([^;]+)/.exec(cookie)![1]!;
    await apply(cartId, "assembly", ["assembly"]);
    const page = await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text();
    // The page shows the cart's choice ticked.
    expect(page).toMatch(/name="fee\.assembly" checked="" value="assembly"/);
    const key = page.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Åsa", lastName: "Lind", email: "asa@example.se", phone: "0701234567", street: "Storgatan 1", zipCode: "41263", city: "Göteborg", country: "SE",
      shippingMethod: "home_delivery", deliveryDate: "2026-06-17", deliveryTimeslot: "10-14", paymentMethod: "cashondelivery", acceptTerms: "on",
    };
    const placed = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(placed.status).toBe(302);
    const number = /sid=(SE\d+)/.exec(placed.headers.get("location")!)![1]!;
    expect(await env.DB.prepare("SELECT fee_amount FROM orders WHERE increment_id = ?1").bind(number).first()).toEqual({ fee_amount: 0 });
  });
});
