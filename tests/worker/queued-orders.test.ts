import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, order, productWithStock, stockOf, type OrderResult } from "./order-helpers.ts";

/** Home delivery in Sweden (SPEC §9), what every queued order below is shipped with. */
const HOME_DELIVERY_SE = 695;

/** An order queued offline: its own lines, its store and the total the shopper agreed to, filed under an id of its own. */
function queued(products: { sku: string; qty: number }[], quotedTotal: number, overrides: Record<string, unknown> = {}) {
  return { ...order(crypto.randomUUID()), storeCode: "se", products, quotedTotal, ...overrides };
}

type Refusal = { code: number; result: string; refusal?: { code: string; params: unknown }; error_code?: string; grand_total?: number; lines?: { sku: string; available: number }[] };

const ordersWithKey = async (key: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first<{ n: number }>())!.n;

describe("orders queued offline (POST /api/order with products)", () => {
  it("places the order from its own lines at today's prices, once however often it is sent, and reads it back by the id it is filed under", async () => {
    const product = await productWithStock(10);
    const body = queued([{ sku: product.sku, qty: 2 }], product.price * 2 + HOME_DELIVERY_SE);
    const first = await call<OrderResult>("POST", "/api/order", body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.result.items).toEqual([expect.objectContaining({ sku: product.sku, qty: 2, price_incl_tax: product.price })]);
    expect(first.json.result.grand_total).toBe(body.quotedTotal);
    // Sent again (an answer lost on the way back, a second tab): the same order, stock taken once.
    const [again, third] = await Promise.all([call<OrderResult>("POST", "/api/order", body), call<OrderResult>("POST", "/api/order", body)]);
    expect([again.json.result.increment_id, third.json.result.increment_id]).toEqual([first.json.result.increment_id, first.json.result.increment_id]);
    expect(await stockOf(product.sku)).toBe(8);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
    const read = await call<OrderResult>("GET", `/api/order/${first.json.result.increment_id}?cartId=${body.cartId}`);
    expect(read.json.result.grand_total).toBe(body.quotedTotal);
  });

  it("answers two sends of one key racing for the last item with the one order, never 'sold out'", async () => {
    const product = await productWithStock(1);
    const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE);
    const answers = await Promise.all([1, 2, 3].map(() => call<OrderResult>("POST", "/api/order", body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.result.increment_id)).size).toBe(1);
    expect(await stockOf(product.sku)).toBe(0);
  });

  it("refuses a total that changed meanwhile with the new one (nothing placed), and places it once the shopper agrees to it", async () => {
    const product = await productWithStock(10);
    const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE - 100);
    const refused = await call("POST", "/api/order", body);
    expect(refused.status).toBe(409);
    const answer = refused.json as Refusal;
    expect(answer.error_code).toBe("price_changed");
    expect(answer.grand_total).toBe(product.price + HOME_DELIVERY_SE);
    expect(answer.result).toMatch(/^quotedTotal: /);
    expect(answer.refusal).toEqual({ code: "quotedTotalChanged", params: { grandTotal: product.price + HOME_DELIVERY_SE, quotedTotal: body.quotedTotal } });
    expect(await stockOf(product.sku)).toBe(10);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
    const confirmed = await call<OrderResult>("POST", "/api/order", { ...body, quotedTotal: answer.grand_total });
    expect(confirmed.status).toBe(200);
    expect(await stockOf(product.sku)).toBe(9);
  });

  it("rejects an order whose item sold out meanwhile, naming what is short, and takes no stock", async () => {
    const [short, other] = [await productWithStock(1), await productWithStock(5, 1)];
    const body = queued(
      [
        { sku: short.sku, qty: 2 },
        { sku: other.sku, qty: 1 },
      ],
      short.price * 2 + other.price + HOME_DELIVERY_SE,
    );
    const refused = await call("POST", "/api/order", body);
    expect(refused.status).toBe(409);
    const answer = refused.json as Refusal;
    expect(answer.error_code).toBe("out_of_stock");
    expect(answer.lines).toEqual([{ sku: short.sku, available: 1 }]);
    expect(answer.result).toContain(`${short.sku}: Only 1 available`);
    expect(answer.refusal).toEqual({ code: "notAllInStock", params: { lines: [{ sku: short.sku, available: 1 }] } });
    expect([await stockOf(short.sku), await stockOf(other.sku)]).toEqual([1, 5]);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
  });

  it("places it for the signed-in customer whose token comes with it", async () => {
    const product = await productWithStock(5);
    const email = `queued-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const created = await call<unknown>("POST", "/api/user/create", { customer: { email, firstname: "Åsa", lastname: "Lind" }, password: "Trädgård-2026!" });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const token = (await call<string>("POST", "/api/user/login", { username: email, password: "Trädgård-2026!" })).json.result;
    const placed = await call<OrderResult>("POST", `/api/order?token=${token}`, queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE));
    expect(placed.status).toBe(200);
    const history = await call<{ items: { increment_id: string }[] }>("GET", `/api/user/order-history?token=${token}`);
    expect(history.json.result.items.map((o) => o.increment_id)).toEqual([placed.json.result.increment_id]);
  });

  it.each([
    [{ storeCode: undefined }, 400, "storeCode is required with products (an order queued offline)"],
    [{ storeCode: "de" }, 400, "storeCode: storeCode must be one of se, dk, no, fi"],
    [{ quotedTotal: undefined }, 400, "quotedTotal is required with products: the total the shopper agreed to"],
    [{ quotedTotal: -1 }, 400, /^quotedTotal: /],
    [{ createAccount: true, password: "Trädgård-2026!", passwordConfirmation: "Trädgård-2026!" }, 400, "createAccount: an account is made online, not with an order queued offline"],
    [{ paymentMethod: "hosted_checkout" }, 400, /^paymentMethod: hosted_checkout is paid before/],
    [{ products: [] }, 400, "products: products must not be empty"],
    [{ products: [{ sku: "X", qty: 0 }] }, 400, "products.0.qty: products.qty must be at least 1"],
    [{ products: [{ sku: "no-such-sku", qty: 1 }] }, 400, "products.0.sku: no-such-sku can no longer be ordered"],
    [{ customer: { type: "private", email: "kund@example.se", firstname: "", lastname: "Lind", phone: "0701234567" } }, 400, "customer.firstname: customer.firstname is required"],
    [{ shippingAddress: { street: "Storgatan 1", zipCode: "4126", city: "Göteborg", country: "SE" } }, 400, /^zipCode: /],
    [{ idempotencyKey: "hosted:abcdefgh" }, 400, "idempotencyKey: must not start with hosted:"],
  ])("names the field of a bad queued order %#", async (change, status, message) => {
    const product = await productWithStock(5);
    const body = { ...queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE), ...change };
    const refused = await call("POST", "/api/order", body);
    expect(refused.status).toBe(status);
    if (typeof message === "string") expect(refused.json.result).toBe(message);
    else expect(refused.json.result).toMatch(message);
    expect(await stockOf(product.sku)).toBe(5);
  });
});

describe("withdrawing an order queued offline (POST /api/order/withdraw)", () => {
  const withdraw = (body: { idempotencyKey?: unknown; cartId?: unknown }) => call<unknown>("POST", "/api/order/withdraw", body);

  it("withdraws an order never placed: a send of it arriving later places nothing, and withdrawing again answers the same", async () => {
    const product = await productWithStock(5);
    const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE);
    const withdrawn = await withdraw({ idempotencyKey: body.idempotencyKey, cartId: body.cartId });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    expect(withdrawn.json.result).toEqual({ withdrawn: true });
    const late = await call("POST", "/api/order", body);
    expect(late.status).toBe(409);
    expect((late.json as Refusal).error_code).toBe("withdrawn");
    expect(late.json.result).toMatch(/^idempotencyKey: /);
    expect(await stockOf(product.sku)).toBe(5);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
    expect((await withdraw({ idempotencyKey: body.idempotencyKey, cartId: body.cartId })).status).toBe(200);
  });

  it("answers an order placed after all (its answer was lost) with the order, which stays placed", async () => {
    const product = await productWithStock(5);
    const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE);
    const placed = await call<OrderResult>("POST", "/api/order", body);
    const answer = await withdraw({ idempotencyKey: body.idempotencyKey, cartId: body.cartId });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error_code: "placed", result: { increment_id: placed.json.result.increment_id, grand_total: body.quotedTotal } });
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
    expect((await call<OrderResult>("POST", "/api/order", body)).json.result.increment_id).toBe(placed.json.result.increment_id);
  });

  it("lets a send and a withdrawal racing agree: either the order is placed and the withdrawal says so, or it is withdrawn and nothing is placed", async () => {
    for (let round = 0; round < 4; round++) {
      const product = await productWithStock(5);
      const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE);
      const [sent, withdrawn] = await Promise.all([call("POST", "/api/order", body), withdraw({ idempotencyKey: body.idempotencyKey, cartId: body.cartId })]);
      const placed = await ordersWithKey(body.idempotencyKey);
      if (placed === 1) {
        expect([sent.status, withdrawn.status, (withdrawn.json as Refusal).error_code]).toEqual([200, 409, "placed"]);
        expect(await stockOf(product.sku)).toBe(4);
      } else {
        expect([sent.status, (sent.json as Refusal).error_code, withdrawn.status]).toEqual([409, "withdrawn", 200]);
        expect(await stockOf(product.sku)).toBe(5);
      }
    }
  });

  it("tells a withdrawn order that comes back with a changed total it is withdrawn, not to confirm the new total", async () => {
    const product = await productWithStock(5);
    const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE - 100);
    await withdraw({ idempotencyKey: body.idempotencyKey, cartId: body.cartId });
    const late = await call("POST", "/api/order", body);
    expect([late.status, (late.json as Refusal).error_code]).toEqual([409, "withdrawn"]);
  });

  it("binds a withdrawal to the id the order is filed under: a key known to someone else blocks nobody's order", async () => {
    const product = await productWithStock(5);
    const body = queued([{ sku: product.sku, qty: 1 }], product.price + HOME_DELIVERY_SE);
    const elsewhere = await withdraw({ idempotencyKey: body.idempotencyKey, cartId: crypto.randomUUID() });
    expect(elsewhere.status).toBe(200);
    const placed = await call<OrderResult>("POST", "/api/order", body);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    // Once placed, a withdrawal under another id learns nothing about the order.
    const afterwards = await withdraw({ idempotencyKey: body.idempotencyKey, cartId: crypto.randomUUID() });
    expect([afterwards.status, (afterwards.json as Refusal).error_code]).toEqual([409, "key_reused"]);
    expect(afterwards.json.result).toMatch(/^idempotencyKey: /);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
  });

  it.each([
    [{ cartId: crypto.randomUUID() }, "idempotencyKey: idempotencyKey is required"],
    [{ idempotencyKey: "short", cartId: crypto.randomUUID() }, "idempotencyKey: idempotencyKey must have at least 8 characters"],
    [{ idempotencyKey: crypto.randomUUID() }, "cartId: cartId must be the id the queued order was filed under"],
    [{ idempotencyKey: crypto.randomUUID(), cartId: "not-a-uuid" }, "cartId: cartId must be the id the queued order was filed under"],
    [{ idempotencyKey: "hosted:abcdefgh", cartId: crypto.randomUUID() }, "idempotencyKey: a paid order is not withdrawn"],
  ])("names the field of a bad withdrawal %#", async (body, message) => {
    const refused = await withdraw(body);
    expect(refused.status).toBe(400);
    expect(refused.json.result).toBe(message);
  });
});
