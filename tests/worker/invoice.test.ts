import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addWithoutScript } from "./no-script-cart.ts";
import { ORIGIN, call, cartWith, order, productWithStock, stockOf } from "./order-helpers.ts";

interface Placed { increment_id: string; payment_method: string; payment_reference: string | null; grand_total: number }
type Declined = { code: number; result: string; error_code: string; decline_reason: string };

const customer = (email: string, over: Record<string, unknown> = {}) => ({ type: "private", email, firstname: "Åsa", lastname: "Lind", phone: "0701234567", ...over });
const invoiceOrder = (cartId: string, over: Record<string, unknown> = {}) => order(cartId, { paymentMethod: "invoice_later", personalId: "811228-9874", ...over });
const post = async (body: unknown) => {
  const response = await SELF.fetch(`${ORIGIN}/api/order`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Declined & { result: Placed } };
};

describe("invoice, buy now and pay later (issue 17)", () => {
  it("places an approved private invoice with the invoice's number", async () => {
    const product = await productWithStock(10);
    const placed = await call<Placed>("POST", "/api/order", invoiceOrder(await cartWith(product.sku, 1), { customer: customer("faktura@example.se") }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.result.payment_method).toBe("invoice_later");
    expect(placed.json.result.payment_reference).toMatch(/^INV-[0-9A-F]{12}$/);
    const row = await env.DB.prepare("SELECT payment_reference FROM orders WHERE increment_id = ?1").bind(placed.json.result.increment_id).first<{ payment_reference: string }>();
    expect(row!.payment_reference).toBe(placed.json.result.payment_reference);
  });

  it("answers a declined invoice 402 with the reason, places nothing and leaves the cart and the stock as they were", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 2);
    const refused = await post(invoiceOrder(cartId, { customer: customer("decline@example.se") }));
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: 402, error_code: "declined", decline_reason: "credit_check", result: "paymentMethod: the invoice was declined by the credit check" });
    expect(await stockOf(product.sku)).toBe(10);
    expect(((await call<unknown[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result)).toHaveLength(1);
    // The same cart with payment on delivery is placed.
    expect((await call("POST", "/api/order", order(cartId, { customer: customer("decline@example.se") }))).status).toBe(200);
  });

  it("asks a private invoice for a valid personal identity number, naming the field, and keeps the number nowhere", async () => {
    const product = await productWithStock(10);
    const missing = await post(invoiceOrder(await cartWith(product.sku, 1), { personalId: undefined, customer: customer("utan.nummer@example.se") }));
    expect(missing.status).toBe(400);
    expect(missing.json.result).toBe("personalId: Field is required");
    const wrong = await post(invoiceOrder(await cartWith(product.sku, 1), { personalId: "811228-9875", customer: customer("fel.nummer@example.se") }));
    expect(wrong.status).toBe(400);
    expect(wrong.json.result).toBe("personalId: Enter a valid personal identity number");
    const placed = await call<Placed>("POST", "/api/order", invoiceOrder(await cartWith(product.sku, 1), { customer: customer("med.nummer@example.se") }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM orders WHERE increment_id = ?1").bind(placed.json.result.increment_id).first();
    expect(JSON.stringify(row)).not.toMatch(/8112289874|811228-9874/);
  });

  it("declines an amount above the store's invoice limit", async () => {
    const product = await productWithStock(500);
    const qty = Math.ceil(50_001 / product.price);
    const refused = await post(invoiceOrder(await cartWith(product.sku, qty), { customer: customer("stor@example.se") }));
    expect(refused.status).toBe(402);
    expect(refused.json.decline_reason).toBe("over_limit");
  });

  it("invoices a business to the company, named by a VAT id of the store's country", async () => {
    const product = await productWithStock(10);
    const business = (taxId: string) => ({ customer: customer("inkop@example.se", { type: "business", company: "Trädgård AB", taxId }) });
    const bad = await post(invoiceOrder(await cartWith(product.sku, 1), business("556677-8899")));
    expect(bad.status).toBe(400);
    expect(bad.json.result).toBe("taxId: Enter the company's VAT id, like SE556677889901");
    const placed = await call<Placed>("POST", "/api/order", invoiceOrder(await cartWith(product.sku, 1), business("SE 556677 8899 01")));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const row = await env.DB.prepare("SELECT company, tax_id, payment_reference FROM orders WHERE increment_id = ?1").bind(placed.json.result.increment_id).first();
    // Kept as the provider was asked about it: the VAT id normalized.
    expect(row).toMatchObject({ company: "Trädgård AB", tax_id: "SE556677889901", payment_reference: expect.stringMatching(/^INV-[0-9A-F]{12}$/) });
  });

  it("refuses a private invoice queued offline with 400 naming personalId: no device keeps the number, so none is sent with it", async () => {
    const product = await productWithStock(10);
    const body = {
      ...invoiceOrder(crypto.randomUUID(), { customer: customer("queued@example.se") }),
      storeCode: "se",
      products: [{ sku: product.sku, qty: 1 }],
      quotedTotal: product.price + 695,
    };
    const refused = await post(body);
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(refused.json.result).toBe("personalId: Field is required");
    expect(await stockOf(product.sku)).toBe(10);
  });

  it("the checkout page asks for the identity number under the invoice only and never shows a typed one back", async () => {
    const product = await productWithStock(10);
    const slug = (await env.DB.prepare("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = 'se'").bind(product.sku).first<{ url_path: string }>())!.url_path;
    const cookie = (await addWithoutScript(`${ORIGIN}/p/${product.sku}/${slug}`, { sku: product.sku, qty: "1" })).cookie!;
    const page = await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text();
    const invoice = page.slice(page.indexOf('value="invoice_later"'), page.indexOf('value="hosted_checkout"') > 0 ? page.indexOf('value="hosted_checkout"') : undefined);
    expect(invoice).toContain('name="personalId"');
    expect(invoice).toContain("Du betalar mot faktura efter leveransen.");
    expect(invoice).not.toContain("Du betalar för beställningen vid leverans.");
    const key = page.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Åsa", lastName: "Lind", email: "nummer@example.se", phone: "0701234567", street: "Storgatan 1", zipCode: "41263", city: "Göteborg", country: "SE",
      shippingMethod: "home_delivery", deliveryDate: "2026-06-17", deliveryTimeslot: "10-14", paymentMethod: "invoice_later", personalId: "811228-9875", acceptTerms: "on",
    };
    const refused = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Personnummer: Kontrollera numret: datumet eller kontrollsiffran stämmer inte");
    expect(html).toMatch(/id="checkout-personalId"[^>]*aria-invalid="true"/);
    expect(html).not.toContain("811228-9875");
    // The rest of the form comes back as typed.
    expect(html).toContain('value="nummer@example.se"');
  });

  it("the checkout page sends a declined shopper to the payment-failed page, which says why and offers the other methods", async () => {
    const product = await productWithStock(10);
    const slug = (await env.DB.prepare("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = 'se'").bind(product.sku).first<{ url_path: string }>())!.url_path;
    const cookie = (await addWithoutScript(`${ORIGIN}/p/${product.sku}/${slug}`, { sku: product.sku, qty: "1" })).cookie!;
    const key = (await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text()).match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = {
      idempotencyKey: key, customerType: "private", firstName: "Åsa", lastName: "Lind", email: "decline@example.se", phone: "0701234567", street: "Storgatan 1", zipCode: "41263", city: "Göteborg", country: "SE",
      shippingMethod: "home_delivery", deliveryDate: "2026-06-17", deliveryTimeslot: "10-14", paymentMethod: "invoice_later", personalId: "811228-9874", acceptTerms: "on",
    };
    const submitted = await SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(submitted.status).toBe(302);
    expect(submitted.headers.get("location")).toBe("/payment-failed?reason=invoice_credit_check");
    const page = await (await SELF.fetch(`${ORIGIN}/payment-failed?reason=invoice_credit_check`, { headers: { cookie } })).text();
    expect(page).toContain("Fakturan godkändes inte efter kreditprövningen.");
    expect(page).toContain("Välj ett annat betalsätt i kassan.");
    expect(page).toContain("Till kassan");
    expect(page).toContain('href="/checkout"');
    // The cart is still there to pay another way.
    expect(await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text()).toContain('class="checkout__line-name"');
  });
});
