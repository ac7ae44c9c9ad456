import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addWithoutScript } from "./no-script-cart.ts";
import { builtWorker } from "./upstream-shop.ts";
import { buildHostedOrder, orderLine, storeOrderDefaults } from "#core/domain/hosted-checkout.ts";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { createHostedCheckoutService } from "#worker/commerce/shop/hosted-checkout.ts";
import { hostedCheckoutProvider, type HostedCheckoutProvider } from "#worker/payments/provider-client.ts";
import { builtinProviderFetch } from "#worker/payments/builtin-provider.ts";
import { configOf } from "#worker/config.ts";

const ORIGIN = "http://shop.test";

async function productWithStock(qty: number, store: string, offset = 0): Promise<{ sku: string; slug: string }> {
  const row = (await env.DB.prepare(
    `SELECT p.sku, t.url_path AS slug FROM products p
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1
       JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0
       AND p.weight_kg <= 20 AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 150 AND p.package_width_cm + p.package_height_cm + p.package_depth_cm - MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) - MIN(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 70 -- parcel-sized: every delivery method takes it
     ORDER BY p.id DESC LIMIT 1 OFFSET ?2`,
  )
    .bind(store, 20 + offset)
    .first<{ sku: string; slug: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = ?2, is_in_stock = 1 WHERE sku = ?1").bind(row.sku, qty).run();
  return row;
}

const stockOf = async (sku: string) => (await env.DB.prepare("SELECT qty FROM products WHERE sku = ?1").bind(sku).first<{ qty: number }>())!.qty;

/** A Finnish shopper with one product in the cart; returns the cart cookie. */
async function finnishCart(sku: string, slug: string, cookie?: string): Promise<string> {
  return (await addWithoutScript(`${ORIGIN}/fi/p/${sku}/${slug}`, { sku, qty: "1" }, cookie)).cookie!;
}

const FORM = {
  customerType: "private",
  firstName: "Aino",
  lastName: "Virtanen",
  email: "aino@example.fi",
  phone: "0401234567",
  street: "Mannerheimintie 1",
  zipCode: "00100",
  city: "Helsinki",
  country: "FI",
  shippingMethod: "pickup_point",
  pickupPointId: "FI-0002",
  paymentMethod: "hosted_checkout",
  acceptTerms: "on",
};

async function beginPayment(cookie: string): Promise<{ orderId: string; page: string }> {
  const submitted = await SELF.fetch(`${ORIGIN}/fi/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...FORM, idempotencyKey: crypto.randomUUID() }), redirect: "manual" });
  expect(submitted.status, await submitted.clone().text()).toBe(302);
  expect(submitted.headers.get("location")).toBe("/fi/checkout/payment");
  const page = await (await SELF.fetch(`${ORIGIN}/fi/checkout/payment`, { headers: { cookie } })).text();
  const orderId = page.match(/action="\/hosted-checkout\/pay\/([0-9a-f-]{36})"/)?.[1];
  expect(orderId, page).toBeTruthy();
  return { orderId: orderId!, page };
}

/** A hosted checkout request of a Finnish shopper, as the service takes it. */
const hostedRequest = (cartId: string, email: string) => ({
  idempotencyKey: crypto.randomUUID(),
  cartId,
  customer: { type: "private" as const, email, firstname: "Aino", lastname: "Virtanen", phone: "0401234567", company: null, taxId: null },
  shippingAddress: { street: "Katu 1", zipCode: "00100", city: "Helsinki", country: "FI" },
  shippingMethod: "home_delivery",
  deliverySlot: { date: "2026-06-17", timeslot: "10-14" },
  paymentMethod: "hosted_checkout" as const,
  newsletter: false,
  partialDelivery: false,
  acceptTerms: true,
});
const RETURN_URLS = { confirmation: "http://shop.test/fi/confirmation?sid={sid}", failure: "http://shop.test/fi/payment-failed?sid={sid}" };

const decide = (orderId: string, decision: string) =>
  SELF.fetch(`${ORIGIN}/hosted-checkout/pay/${orderId}`, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });

describe("hosted checkout with the built-in provider", () => {
  it("creates the provider order, takes the payment, places the order on the return page, and answers a reload with the same order", async () => {
    const product = await productWithStock(10, "fi");
    const cookie = await finnishCart(product.sku, product.slug);
    const { orderId, page } = await beginPayment(cookie);
    expect(page).toContain("Maksu");
    // The provider speaks the shopper's language (Finnish here).
    expect(page).toMatch(/Maksa [\d\s,]+\u00a0€/);
    // Finland's VAT is 25.5 %: 2550 basis points on every line; the lines read in Finnish.
    const sent = JSON.parse((await env.DB.prepare("SELECT order_json FROM provider_orders WHERE order_id = ?1").bind(orderId).first<{ order_json: string }>())!.order_json) as {
      order_amount: number;
      order_tax_amount: number;
      order_lines: { type: string; name: string; tax_rate: number; total_amount: number; total_tax_amount: number }[];
    };
    expect(sent.order_lines.map((l) => l.tax_rate)).toEqual(sent.order_lines.map(() => 2550));
    expect(sent.order_lines.find((l) => l.type === "shipping_fee")?.name).toBe("Noutopiste");
    for (const line of sent.order_lines) expect(line.total_tax_amount).toBe(Math.round(line.total_amount - (line.total_amount * 10000) / 12550));

    // The carrier closes the chosen point while the shopper pays: the paid order keeps the point it was paid with.
    const point = await env.DB.prepare("SELECT * FROM pickup_points WHERE agent_id = 'FI-0002'").first<Record<string, string | number>>();
    await env.DB.prepare("DELETE FROM pickup_points WHERE agent_id = 'FI-0002'").run();
    const paid = await decide(orderId, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/fi/confirmation?sid=${orderId}`);
    const confirmation = await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${orderId}`);
    await env.DB.prepare(`INSERT INTO pickup_points (${Object.keys(point!).join(", ")}) VALUES (${Object.keys(point!).map((_, i) => `?${i + 1}`).join(", ")})`).bind(...Object.values(point!)).run();
    expect(confirmation.status).toBe(200);
    const html = await confirmation.text();
    const number = html.match(/FI\d{10}/)![0];
    const order = await env.DB.prepare("SELECT payment_method, shipping_method, currency, json_extract(pickup_point, '$.agentId') AS point FROM orders WHERE increment_id = ?1").bind(number).first();
    expect(order).toEqual({ payment_method: "hosted_checkout", shipping_method: "pickup_point", currency: "EUR", point: "FI-0002" });
    expect(await stockOf(product.sku)).toBe(9);

    // The shopper reloads the return page: the same order, no second one, stock untouched.
    expect(await (await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${orderId}`)).text()).toContain(number);
    expect(await stockOf(product.sku)).toBe(9);
    // Paying twice does not change a settled payment.
    expect((await decide(orderId, "decline")).headers.get("location")).toBe(`/fi/confirmation?sid=${orderId}`);
    // Another store never shows this order.
    expect((await SELF.fetch(`${ORIGIN}/confirmation?sid=${orderId}`)).status).toBe(404);
    // The cart was emptied without a sync; the payment page has nothing to pay.
    const after = await SELF.fetch(`${ORIGIN}/fi/checkout/payment`, { headers: { cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/fi/checkout");
  });

  it("pays the extra services ticked with a home delivery: a surcharge line each, in the paid order's total", async () => {
    const product = await productWithStock(10, "fi", 1);
    const cookie = await finnishCart(product.sku, product.slug);
    const form = { ...FORM, shippingMethod: "home_delivery", pickupPointId: "", deliveryDate: "2026-06-17", deliveryTimeslot: "14-18", "fee.carry_in": "room", "fee.removal": "several", idempotencyKey: crypto.randomUUID() };
    const submitted = await SELF.fetch(`${ORIGIN}/fi/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form), redirect: "manual" });
    expect(submitted.status, await submitted.clone().text()).toBe(302);
    const orderId = (await (await SELF.fetch(`${ORIGIN}/fi/checkout/payment`, { headers: { cookie } })).text()).match(/action="\/hosted-checkout\/pay\/([0-9a-f-]{36})"/)![1]!;
    const sent = JSON.parse((await env.DB.prepare("SELECT order_json FROM provider_orders WHERE order_id = ?1").bind(orderId).first<{ order_json: string }>())!.order_json) as { order_amount: number; order_lines: { type: string; name: string; total_amount: number }[] };
    // SPEC §3 order line type "surcharge": 39 € and 59 €, named in Finnish.
    expect(sent.order_lines.filter((l) => l.type === "surcharge").map((l) => [l.name, l.total_amount])).toEqual([["Sisäänkanto", 3900], ["Vanhojen huonekalujen poisvienti", 5900]]);
    expect((await decide(orderId, "pay")).status).toBe(303);
    const number = (await (await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${orderId}`)).text()).match(/FI\d{10}/)![0];
    const order = await env.DB.prepare("SELECT fee_amount, grand_total FROM orders WHERE increment_id = ?1").bind(number).first<{ fee_amount: number; grand_total: number }>();
    expect(order!.fee_amount).toBe(98);
    expect(Math.round(order!.grand_total * 100)).toBe(sent.order_amount);
  });

  it("a declined payment lands on /payment-failed with the cart intact, and a retry creates a new provider order", async () => {
    const product = await productWithStock(10, "fi", 1);
    const cookie = await finnishCart(product.sku, product.slug);
    const first = await beginPayment(cookie);
    const declined = await decide(first.orderId, "decline");
    expect(declined.headers.get("location")).toBe(`/fi/payment-failed?sid=${first.orderId}`);
    const failedPage = await SELF.fetch(`${ORIGIN}${declined.headers.get("location")}`);
    expect(failedPage.status).toBe(200);
    const failedHtml = await failedPage.text();
    expect(failedHtml).toContain("Maksu epäonnistui");
    expect(failedHtml).toContain('href="/fi/checkout"');
    // The return page of a declined payment does not place an order either.
    const back = await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${first.orderId}`, { redirect: "manual" });
    expect(back.headers.get("location")).toBe("/fi/payment-failed?reason=declined");
    expect(await stockOf(product.sku)).toBe(10);

    // The cancelled provider order is read-only: the retry forgets it and creates another.
    const retry = await beginPayment(cookie);
    expect(retry.orderId).not.toBe(first.orderId);
    await decide(retry.orderId, "pay");
    expect((await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${retry.orderId}`)).status).toBe(200);
    expect(await stockOf(product.sku)).toBe(9);
  });

  it("updates the open provider order when the cart changes, and refuses a payment that no longer matches the cart", async () => {
    const a = await productWithStock(10, "fi", 2);
    const b = await productWithStock(10, "fi", 3);
    const cookie = await finnishCart(a.sku, a.slug);
    const first = await beginPayment(cookie);
    await finnishCart(b.sku, b.slug, cookie);
    const second = await beginPayment(cookie);
    expect(second.orderId).toBe(first.orderId);
    expect(second.page).not.toBe(first.page);

    // The cart changes again after the payment page opened; the provider still holds the old amount.
    await finnishCart(b.sku, b.slug, cookie);
    await decide(second.orderId, "pay");
    const refused = await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${second.orderId}`, { redirect: "manual" });
    expect(refused.headers.get("location")).toBe("/fi/payment-failed?reason=amount");
    expect(await stockOf(a.sku)).toBe(10);
    expect(await stockOf(b.sku)).toBe(10);
    // The payment without an order is cancelled at the provider, so a retry never charges twice.
    expect(await env.DB.prepare("SELECT status FROM provider_orders WHERE order_id = ?1").bind(second.orderId).first()).toEqual({ status: "cancelled" });
  });

  it("two return visits at once place one order, and both show it", async () => {
    const product = await productWithStock(10, "fi", 5);
    const cookie = await finnishCart(product.sku, product.slug);
    const { orderId } = await beginPayment(cookie);
    await decide(orderId, "pay");
    const pages = await Promise.all([1, 2, 3].map(() => SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${orderId}`).then((r) => r.text())));
    const numbers = pages.map((html) => html.match(/FI\d{10}/)?.[0]);
    expect(new Set(numbers).size).toBe(1);
    expect(numbers[0]).toBeTruthy();
    expect(await stockOf(product.sku)).toBe(9);
  });

  it("takes the catalog's current price and stock before asking the provider", async () => {
    const product = await productWithStock(10, "fi", 6);
    const cookie = await finnishCart(product.sku, product.slug);
    await env.DB.prepare("UPDATE products SET qty = 0, is_in_stock = 0 WHERE sku = ?1").bind(product.sku).run();
    const refused = await SELF.fetch(`${ORIGIN}/fi/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...FORM, idempotencyKey: crypto.randomUUID() }) });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(product.sku);
  });

  it("redirects /checkout/payment to /checkout when nothing is being paid, and 404s unknown sessions", async () => {
    const empty = await SELF.fetch(`${ORIGIN}/fi/checkout/payment`, { redirect: "manual" });
    expect(empty.headers.get("location")).toBe("/fi/checkout");
    expect((await SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await decide(crypto.randomUUID(), "pay")).status).toBe(404);
  });
});

describe("the built-in provider's API", () => {
  const provider = builtinProviderFetch(env.DB, null);
  const line = orderLine({ sku: "CH-1", name: "Chair", quantity: 2, unitPriceInclTax: 149.5 });
  const order = buildHostedOrder({ lines: [line], purchaseCountry: "FI", shippingCountries: ["FI"], ...storeOrderDefaults("fi") });
  const create = (body: unknown) => provider("https://provider.invalid/hosted-checkout/api/orders", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const valid = { order, storeCode: "fi", dataSourceStoreCode: "fi", merchant_reference1: "cart-1", merchant_urls: { confirmation: "https://evil.example/fi/confirmation?sid={sid}", failure: "https://evil.example/fi/payment-failed?sid={sid}" } };

  it("refuses an order whose amount is not the sum of its lines", async () => {
    const response = await create({ ...valid, order: { ...order, order_amount: order.order_amount + 1 } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: "BAD_VALUE", error: `Order amount incorrect (${order.order_amount + 1}:${order.order_amount})` });
  });

  it("names the field of a malformed order", async () => {
    const response = await create({ ...valid, order: { ...order, purchase_country: "Finland" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("order.purchase_country");
  });

  it("keeps only the path of the merchant URLs, so a decision never redirects off the shop", async () => {
    const created = (await (await create(valid)).json()) as { order_id: string; snippet: string };
    expect(created.snippet).toContain(`/hosted-checkout/pay/${created.order_id}`);
    const paid = await decide(created.order_id, "pay");
    expect(paid.headers.get("location")).toBe(`/fi/confirmation?sid=${created.order_id}`);
  });

  it("reports a completed order as read-only to an update, and validates by order id", async () => {
    const created = (await (await create(valid)).json()) as { order_id: string };
    const validate = await provider("https://provider.invalid/hosted-checkout/api/validate", { method: "POST", body: JSON.stringify({ orderId: created.order_id }) });
    expect(await validate.json()).toMatchObject({ valid: true, order_amount: 29900 });
    await decide(created.order_id, "pay");
    const update = await provider(`https://provider.invalid/hosted-checkout/api/orders/${created.order_id}`, { method: "POST", body: JSON.stringify(valid) });
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({ error_code: "READ_ONLY_ORDER" });
    expect((await decide(created.order_id, "maybe")).status).toBe(400);
  });
});

describe("hosted checkout without a provider", () => {
  it("is not offered, and refuses to start, when neither a provider nor the built-in one is configured", async () => {
    expect(createD1Commerce({ ...env, HOSTED_CHECKOUT_BUILTIN: "" }).hostedCheckout.available).toBe(false);
    expect(createD1Commerce(env).hostedCheckout.available).toBe(true);
  });
});

describe("hosted checkout against a provider that is down", () => {
  it("retries creation up to 3 times, then asks for a reload; after the reload it counts again", async () => {
    const { carts, hostedCheckout: up } = createD1Commerce(env);
    const down = createD1Commerce({ ...env, HOSTED_CHECKOUT_ORDER_URL: "http://127.0.0.1:9/orders", HOSTED_CHECKOUT_CONFIRMATION_URL: "http://127.0.0.1:9/confirmation", HOSTED_CHECKOUT_VALIDATE_URL: "http://127.0.0.1:9/validate" }).hostedCheckout;
    const product = await productWithStock(10, "fi", 4);
    const cartId = await carts.create("fi");
    expect((await carts.add(cartId, { sku: product.sku, qty: 1 })).ok).toBe(true);
    const request = hostedRequest(cartId, "a@example.fi");
    const outcome = await down.begin(request, RETURN_URLS);
    expect(outcome).toMatchObject({ ok: false, reason: "provider", reload: true });
    const state = await env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName(cartId)).state();
    expect(state).toMatchObject({ attempts: 4, error: true, next: "reload" });
    expect(await down.begin(request, RETURN_URLS)).toMatchObject({ reload: true });

    // With the provider back, the same cart checks out.
    const begun = await up.begin(request, RETURN_URLS);
    expect(begun.ok).toBe(true);
  });

  it("answers the checkout form 503 with Retry-After, the form kept, when the provider cannot start the payment", async () => {
    const product = await productWithStock(10, "fi", 5);
    const cookie = await finnishCart(product.sku, product.slug);
    const down = { ...env, HOSTED_CHECKOUT_ORDER_URL: "http://payment-down.test/orders", HOSTED_CHECKOUT_CONFIRMATION_URL: "http://payment-down.test/confirmation", HOSTED_CHECKOUT_VALIDATE_URL: "http://payment-down.test/validate" };
    const ctx = createExecutionContext();
    const answer = await builtWorker.fetch(new Request(`${ORIGIN}/fi/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...FORM, idempotencyKey: crypto.randomUUID() }), redirect: "manual" }), down, ctx);
    const page = await answer.text();
    await waitOnExecutionContext(ctx);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("60");
    expect(page).toContain("Maksua ei voitu aloittaa. Lataa sivu uudelleen ja yritä uudestaan.");
    expect(page).toContain('value="Mannerheimintie 1"');
  });
});

describe("hosted checkout against a provider that hangs", () => {
  const hung = { ...env, HOSTED_CHECKOUT_ORDER_URL: "http://payment-hung.test/orders", HOSTED_CHECKOUT_CONFIRMATION_URL: "http://payment-hung.test/confirmation", HOSTED_CHECKOUT_VALIDATE_URL: "http://payment-hung.test/validate", HOSTED_CHECKOUT_TIMEOUT_MS: "300" };

  it("gives up after the timeout without retrying in the same request, and the shopper can ask again", async () => {
    const { carts } = createD1Commerce(env);
    const product = await productWithStock(10, "fi", 6);
    const cartId = await carts.create("fi");
    expect((await carts.add(cartId, { sku: product.sku, qty: 1 })).ok).toBe(true);
    const outcome = await createD1Commerce(hung).hostedCheckout.begin(hostedRequest(cartId, "a@example.fi"), RETURN_URLS);
    expect(outcome).toMatchObject({ ok: false, reason: "provider", reload: false });
    expect(await env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName(cartId)).state()).toMatchObject({ attempts: 1, next: "retry" });
  });

  it("does not place an order whose confirmation the provider does not answer", async () => {
    expect(await createD1Commerce(hung).hostedCheckout.complete("sid-of-a-hung-provider", "fi")).toEqual({ ok: false, reason: "provider" });
  });
});

describe("hosted checkout under concurrency", () => {
  it("keeps the newer request's provider order when an older one's slow provider answer arrives after it", async () => {
    const commerce = createD1Commerce(env);
    const product = await productWithStock(10, "fi", 8);
    const cartId = await commerce.carts.create("fi");
    expect((await commerce.carts.add(cartId, { sku: product.sku, qty: 1 })).ok).toBe(true);

    // The provider answers the first creation slowly: the second request starts and finishes meanwhile.
    const real = hostedCheckoutProvider(env.DB, configOf(env).hostedCheckout);
    let calls = 0;
    const slowFirst: HostedCheckoutProvider = {
      ...real,
      async createOrder(order) {
        const delay = calls++ === 0 ? 400 : 0;
        await new Promise((r) => setTimeout(r, delay));
        return real.createOrder(order);
      },
    };
    const hosted = createHostedCheckoutService(env, configOf(env).hostedCheckout, commerce, commerce.carts, slowFirst);
    const request = (email: string) => hostedRequest(cartId, email);

    const older = hosted.begin(request("first-tab@example.fi"), RETURN_URLS);
    await new Promise((r) => setTimeout(r, 100));
    const newer = await hosted.begin(request("second-tab@example.fi"), RETURN_URLS);
    const olderOutcome = await older;
    expect(newer.ok && olderOutcome.ok).toBe(true);

    const checkout = env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName(cartId));
    const state = await checkout.state();
    // The stored order is the newer request's, and so are the details waiting for its payment.
    expect(newer.ok && state.orderId).toBe(newer.ok && newer.orderId);
    expect(olderOutcome.ok && olderOutcome.orderId).toBe(newer.ok && newer.orderId);
    expect((await checkout.pending())!.request.customer.email).toBe("second-tab@example.fi");
  });
});

describe("hosted checkout under a double click", () => {
  /** The cart's provider orders: the first creation waits for the second to be sent (the second click comes once the first is at the provider), and the provider answers that one slowly. */
  async function doubleClicked() {
    const commerce = createD1Commerce(env);
    const product = await productWithStock(10, "fi", 9);
    const cartId = await commerce.carts.create("fi");
    expect((await commerce.carts.add(cartId, { sku: product.sku, qty: 1 })).ok).toBe(true);
    const real = hostedCheckoutProvider(env.DB, configOf(env).hostedCheckout);
    let firstSent!: () => void;
    const first = new Promise<void>((resolve) => (firstSent = resolve));
    let secondSent!: () => void;
    const second = new Promise<void>((resolve) => (secondSent = resolve));
    let calls = 0;
    return {
      cartId,
      /** Both clicks' begin, the second sent once the first one's order is at the provider: [older, newer]. */
      clicks: async (service: ReturnType<typeof createHostedCheckoutService>) => {
        const older = service.begin(hostedRequest(cartId, "first@example.fi"), RETURN_URLS);
        await first;
        const newer = service.begin(hostedRequest(cartId, "second@example.fi"), RETURN_URLS);
        return [await older, await newer] as const;
      },
      provider: (answer: HostedCheckoutProvider["createOrder"]): HostedCheckoutProvider => ({
        ...real,
        async createOrder(order) {
          if (calls++ === 0) {
            firstSent();
            await second;
          } else {
            secondSent();
            await new Promise((resolve) => setTimeout(resolve, 300));
            return answer(order);
          }
          return real.createOrder(order);
        },
      }),
      hosted: (provider: HostedCheckoutProvider) => createHostedCheckoutService(env, configOf(env).hostedCheckout, commerce, commerce.carts, provider),
      real,
    };
  }

  it("answers the older click with the newer one's payment when its own provider answer comes first (no 5xx for a race)", async () => {
    const { cartId, provider, hosted, real, clicks } = await doubleClicked();
    const [older, newer] = await clicks(hosted(provider((order) => real.createOrder(order))));
    expect(newer.ok).toBe(true);
    expect(older).toEqual(newer);
    expect((await env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName(cartId)).state()).orderId).toBe(newer.ok && newer.orderId);
  });

  it("refuses the older click as a conflict, not a provider failure, when the newer one's creation fails", async () => {
    const { provider, hosted, clicks } = await doubleClicked();
    const [older, newer] = await clicks(hosted(provider(async () => ({ ok: false, status: 400, errorCode: "BAD_VALUE", message: "refused" }))));
    expect(newer).toMatchObject({ ok: false, reason: "provider" });
    expect(older).toMatchObject({ ok: false, reason: "changed", refusal: { code: "checkoutChanged" } });
  });
});
