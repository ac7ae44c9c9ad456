import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CheckoutRequest } from "#core/port/index.ts";
import { configOf } from "#worker/config.ts";
import { createUpstreamCommerce } from "#worker/commerce/upstream/index.ts";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { filledIn, readForm } from "./html-form.ts";
import { addWithoutScript } from "./no-script-cart.ts";
import { ORIGIN, call, cartWith, order, productWithStock, type OrderResult } from "./order-helpers.ts";
import { UPSTREAM_SHOP } from "./upstream-shop.ts";

/** A separate billing address (SPEC §3 paymentDetails; issue 36 item 4). */

const BILLING_FIELDS = { billingFirstName: "Erik", billingLastName: "Lind", billingStreet: "Kungsgatan 4", billingApartment: "lgh 1002", billingZipCode: "411 19", billingCity: "Göteborg" };

async function seCheckout(): Promise<{ cookie: string; html: string }> {
  const product = await productWithStock(10);
  const slug = (await env.DB.prepare("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = 'se'").bind(product.sku).first<{ url_path: string }>())!.url_path;
  const cookie = (await addWithoutScript(`${ORIGIN}/p/${product.sku}/${slug}`, { sku: product.sku, qty: "1" })).cookie!;
  return { cookie, html: await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text() };
}

const DETAILS = { customerType: "private", firstName: "Åsa", lastName: "Lind", email: "asa@example.se", phone: "0701234567", street: "Storgatan 1", zipCode: "111 22", city: "Stockholm", paymentMethod: "cashondelivery", acceptTerms: "on" };

describe("the checkout's billing address, without JavaScript", () => {
  it("is the delivery address by default; unticked, its fields are checked and named, then it is kept, shown on the receipt and mailed", async () => {
    const { cookie, html } = await seCheckout();
    const form = readForm(html, 'id="checkout-form"');
    // "Same as the delivery address" is ticked by default; the billing fields are in the page, shown by CSS once it is not.
    expect(Object.fromEntries(form.fields).billingSame).toBe("on");
    expect(html).toContain('name="billingStreet"');
    const post = (fields: URLSearchParams) => SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: fields, redirect: "manual" });
    const unticked = (values: Record<string, string>) => {
      const fields = filledIn(form, { ...DETAILS, ...values });
      fields.delete("billingSame");
      return fields;
    };

    const empty = await post(unticked({}));
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    for (const [input, label] of [["billingFirstName", "Förnamn"], ["billingLastName", "Efternamn"], ["billingStreet", "Gatuadress"], ["billingZipCode", "Postnummer"], ["billingCity", "Ort"]]) {
      expect(emptyHtml).toContain(`<a href="#checkout-${input}">Fakturaadress – ${label}: Fältet är obligatoriskt</a>`);
    }
    // Unticked, it stays unticked in the answer, with what was typed.
    expect(Object.fromEntries(readForm(emptyHtml, 'id="checkout-form"').fields).billingSame).toBeUndefined();

    const badZip = await post(unticked({ ...BILLING_FIELDS, billingZipCode: "4111" }));
    expect(badZip.status).toBe(400);
    const badZipHtml = await badZip.text();
    expect(badZipHtml).toContain('<a href="#checkout-billingZipCode">Fakturaadress – Postnummer: Ange ett postnummer med 5 siffror</a>');
    expect(badZipHtml).toContain('value="Kungsgatan 4"');

    const placed = await post(unticked(BILLING_FIELDS));
    expect(placed.status, await placed.clone().text()).toBe(302);
    const number = placed.headers.get("location")!.split("sid=")[1]!;
    const row = await env.DB.prepare("SELECT billing_address FROM orders WHERE increment_id = ?1").bind(number).first<{ billing_address: string }>();
    expect(JSON.parse(row!.billing_address)).toEqual({ firstname: "Erik", lastname: "Lind", street: "Kungsgatan 4", apartment: "lgh 1002", zipCode: "411 19", city: "Göteborg", country: "SE" });
    const receipt = await (await SELF.fetch(`${ORIGIN}/confirmation?sid=${number}`, { headers: { cookie } })).text();
    expect(receipt).toContain("<dt>Fakturaadress</dt>");
    for (const line of ["Erik Lind", "Kungsgatan 4, lgh 1002", "411 19 Göteborg"]) expect(receipt, line).toContain(line);
    const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE kind = 'order-confirmation' AND dedupe_key = ?1").bind(`order:${number}`).first<{ text: string }>();
    expect(mail!.text).toContain("Fakturaadress: Erik Lind, Kungsgatan 4, lgh 1002, 411 19 Göteborg, SE");
  });

  it("keeps none while the box is ticked, whatever the billing fields hold, and none for the delivery address typed again", async () => {
    const { cookie, html } = await seCheckout();
    const form = readForm(html, 'id="checkout-form"');
    const ticked = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: filledIn(form, { ...DETAILS, ...BILLING_FIELDS, billingZipCode: "1" }), redirect: "manual" });
    expect(ticked.status).toBe(302);
    const number = ticked.headers.get("location")!.split("sid=")[1]!;
    expect(await env.DB.prepare("SELECT billing_address FROM orders WHERE increment_id = ?1").bind(number).first()).toEqual({ billing_address: null });
    expect(await (await SELF.fetch(`${ORIGIN}/confirmation?sid=${number}`, { headers: { cookie } })).text()).not.toContain("<dt>Fakturaadress</dt>");

    const again = await call<OrderResult & { billing_address: unknown }>("POST", "/api/order", order(await cartWith((await productWithStock(10)).sku, 1), { billingAddress: { firstname: "Åsa", lastname: "Lind", street: "storgatan 1", zipCode: "41263", city: "Göteborg" } }));
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.result.billing_address).toBeNull();
  });
});

describe("POST /api/order's billingAddress", () => {
  it("is kept and answered as billing_address; a field missing is a 400 naming it", async () => {
    const sku = (await productWithStock(10)).sku;
    const missing = await call("POST", "/api/order", order(await cartWith(sku, 1), { billingAddress: { firstname: "Erik", lastname: "Lind", zipCode: "41119", city: "Göteborg" } }));
    expect(missing.status).toBe(400);
    expect(missing.json.result).toContain("billingAddress.street is required");
    const badZip = await call<unknown>("POST", "/api/order", order(await cartWith(sku, 1), { billingAddress: { firstname: "Erik", lastname: "Lind", street: "Kungsgatan 4", zipCode: "4111", city: "Göteborg" } }));
    expect(badZip.status).toBe(400);
    expect(JSON.stringify(badZip.json)).toContain("billingZipCode");
    const placed = await call<OrderResult & { billing_address: unknown }>("POST", "/api/order", order(await cartWith(sku, 1), { billingAddress: { firstname: "Erik", lastname: "Lind", street: "Kungsgatan 4", zipCode: "41119", city: "Göteborg" } }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.result.billing_address).toEqual({ firstname: "Erik", lastname: "Lind", street: ["Kungsgatan 4"], postcode: "41119", city: "Göteborg", country_id: "SE" });
  });
});

describe("Vue Storefront's order body", () => {
  const vsfAddress = (over: Record<string, unknown> = {}) => ({ firstname: "Åsa", lastname: "Lind", street: ["Storgatan", "1"], city: "Göteborg", postcode: "41263", country_id: "SE", telephone: "0701234567", email: "asa@example.se", ...over });
  const vsfOrder = (cartId: string, billing: Record<string, unknown>) => ({
    cart_id: cartId,
    store_code: "se",
    products: [],
    addressInformation: { billingAddress: billing, shippingAddress: vsfAddress(), shipping_method_code: "home_delivery", payment_method_code: "cashondelivery", shippingExtraFields: { deliveryDate: "2026-06-17", deliveryTimeslot: "18-22" } },
  });

  it("keeps its billingAddress where it is not the shipping address, none where it is; another country is a 400 naming the field", async () => {
    const sku = (await productWithStock(10)).sku;
    const abroad = await call("POST", "/api/order", vsfOrder(await cartWith(sku, 1), vsfAddress({ country_id: "NO", postcode: "0150" })));
    expect(abroad.status).toBe(400);
    expect(abroad.json.result).toContain("addressInformation.billingAddress.country_id");
    const same = await call<{ orderNumber: string }>("POST", "/api/order", vsfOrder(await cartWith(sku, 1), vsfAddress()));
    expect(same.status, JSON.stringify(same.json)).toBe(200);
    expect(await env.DB.prepare("SELECT billing_address FROM orders WHERE increment_id = ?1").bind(same.json.result.orderNumber).first()).toEqual({ billing_address: null });
    const other = await call<{ orderNumber: string }>("POST", "/api/order", vsfOrder(await cartWith(sku, 1), vsfAddress({ street: ["Kungsgatan", "4"], postcode: "41119" })));
    expect(other.status, JSON.stringify(other.json)).toBe(200);
    const row = await env.DB.prepare("SELECT billing_address FROM orders WHERE increment_id = ?1").bind(other.json.result.orderNumber).first<{ billing_address: string }>();
    expect(JSON.parse(row!.billing_address)).toMatchObject({ street: "Kungsgatan 4", zipCode: "41119", country: "SE" });
  });
});

describe("the upstream backend (Magento through vue-storefront-api)", () => {
  const UPSTREAM: Env = { ...UPSTREAM_SHOP, UPSTREAM_PAYMENT_METHODS: env.UPSTREAM_PAYMENT_METHODS };
  function commerce() {
    const { backend } = configOf(UPSTREAM);
    if (backend.kind !== "upstream") throw new Error("COMMERCE_BACKEND=upstream reads as another backend");
    return createUpstreamCommerce(UPSTREAM, backend.upstream, createD1Commerce(env));
  }
  const checkout = (cartId: string, billingAddress: CheckoutRequest["billingAddress"]): CheckoutRequest => ({
    idempotencyKey: crypto.randomUUID(),
    cartId,
    customer: { type: "private", email: "anna.lindqvist@example.se", firstname: "Anna", lastname: "Lindqvist", phone: "0701234567", company: null, taxId: null },
    shippingAddress: { street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE" },
    billingAddress,
    shippingMethod: "flatrate",
    deliverySlot: null,
    paymentMethod: "cashondelivery",
    newsletter: false,
    partialDelivery: false,
    acceptTerms: true,
  });
  const lastMagentoOrder = async () => ((await (await fetch("http://upstream.test/__orders")).json()) as Array<{ body: { addressInformation: Record<string, Record<string, unknown>> } }>).slice(-1)[0]!.body;

  it("sends the billing address to Magento as the order body's billingAddress, and the delivery address where there is none", async () => {
    const cartId = await commerce().carts.create("se");
    expect(await commerce().carts.add(cartId, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 })).toMatchObject({ ok: true });
    const billing = { firstname: "Erik", lastname: "Lindqvist", street: "Kungsgatan 4", apartment: "lgh 1002", zipCode: "41119", city: "Göteborg", country: "SE" };
    const placed = await commerce().carts.checkout(checkout(cartId, billing));
    expect(placed).toMatchObject({ ok: true, order: { billingAddress: billing } });
    const sent = await lastMagentoOrder();
    expect(sent.addressInformation.billingAddress).toMatchObject({ firstname: "Erik", lastname: "Lindqvist", street: ["Kungsgatan 4", "lgh 1002"], postcode: "41119", city: "Göteborg", country_id: "SE", email: "anna.lindqvist@example.se" });
    expect(sent.addressInformation.shippingAddress).toMatchObject({ firstname: "Anna", street: ["Storgatan 12"], postcode: "11122", city: "Stockholm" });
    // The receipt the shop keeps has it too.
    expect((await commerce().orders.byIncrementId((placed as { order: { incrementId: string } }).order.incrementId))?.billingAddress).toEqual(billing);

    const next = await commerce().carts.create("se");
    expect(await commerce().carts.add(next, { sku: "GS-VISBY-CHAIR-TEAK", qty: 1 })).toMatchObject({ ok: true });
    expect(await commerce().carts.checkout(checkout(next, null))).toMatchObject({ ok: true, order: { billingAddress: null } });
    expect((await lastMagentoOrder()).addressInformation.billingAddress).toMatchObject({ firstname: "Anna", street: ["Storgatan 12"], postcode: "11122", city: "Stockholm" });
  });
});
