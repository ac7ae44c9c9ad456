import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/** Carts and orders under concurrency: what a careful shopper with two tabs (or a flaky network) does. */
const ORIGIN = "http://shop.test";
type Envelope<T = unknown> = { code: number; result: T };

async function call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers: { "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code).toBe(response.status);
  return { status: response.status, json };
}

async function simpleProducts(count: number, qty: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0
       AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id)
     ORDER BY p.id LIMIT ?1 OFFSET 40`,
  )
    .bind(count)
    .all<{ sku: string }>();
  for (const { sku } of results) await env.DB.prepare("UPDATE products SET qty = ?2, is_in_stock = 1 WHERE sku = ?1").bind(sku, qty).run();
  return results.map((r) => r.sku);
}

const stockOf = async (sku: string) => (await env.DB.prepare("SELECT qty FROM products WHERE sku = ?1").bind(sku).first<{ qty: number }>())!.qty;

async function cartWith(skus: string[]): Promise<string> {
  const cartId = (await call<string>("POST", "/api/cart/create")).json.result;
  for (const sku of skus) expect((await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  return cartId;
}

const orderBody = (cartId: string, idempotencyKey = crypto.randomUUID()) => ({
  cartId,
  idempotencyKey,
  customer: { type: "private", email: "race@example.se", firstname: "Åsa", lastname: "Lind", phone: "0701234567" },
  shippingAddress: { street: "Storgatan 1", zipCode: "412 63", city: "Göteborg", country: "SE" },
  shippingMethod: "home_delivery",
  deliveryDate: "2026-06-17",
  deliveryTimeslot: "18-22",
  paymentMethod: "cashondelivery",
  acceptTerms: true,
});

describe("a line deleted while it is updated", () => {
  it("stays deleted once the delete has answered 200, and the update of the deleted line is a 404 (30 trials)", async () => {
    const [sku] = await simpleProducts(1, 1000);
    for (let trial = 0; trial < 30; trial++) {
      const cartId = await cartWith([sku!]);
      const [line] = (await call<{ item_id: number }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
      const [removed, updated] = await Promise.all([
        call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: line!.item_id } }),
        call<string>("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 3, item_id: line!.item_id } }),
      ]);
      expect(removed.status).toBe(200);
      expect([200, 404]).toContain(updated.status);
      if (updated.status === 404) expect(updated.json.result).toMatch(/^cartItem\.item_id: no line/);
      expect((await call<unknown[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result, `trial ${trial}`).toEqual([]);
    }
  });
});

describe("placing an order holds the cart", () => {
  it("places one order when the same cart is sent twice with different keys, and takes stock once", async () => {
    const [sku] = await simpleProducts(1, 50);
    for (let trial = 0; trial < 5; trial++) {
      const before = await stockOf(sku!);
      const cartId = await cartWith([sku!]);
      const answers = await Promise.all([call("POST", "/api/order", orderBody(cartId)), call("POST", "/api/order", orderBody(cartId))]);
      const placed = answers.filter((a) => a.status === 200);
      expect(placed, `trial ${trial}`).toHaveLength(1);
      const refused = answers.find((a) => a.status !== 200)!;
      expect([400, 409]).toContain(refused.status);
      expect(String(refused.json.result)).toMatch(/^cartId: /);
      expect(await stockOf(sku!)).toBe(before - 1);
    }
  });

  it("never drops an item added while the order is placed: it is in the order, in the next cart, or refused with a message (20 trials)", async () => {
    const [first, second] = await simpleProducts(2, 100);
    for (let trial = 0; trial < 20; trial++) {
      const cartId = await cartWith([first!]);
      const [ordered, added] = await Promise.all([
        call<{ items: { sku: string }[] }>("POST", "/api/order", orderBody(cartId)),
        call<string>("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: second, qty: 1 } }),
      ]);
      expect(ordered.status).toBe(200);
      const inOrder = ordered.json.result.items.some((i) => i.sku === second);
      const inCart = (await call<{ sku: string }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result.some((i) => i.sku === second);
      if (added.status === 200) expect(inOrder !== inCart, `trial ${trial}: exactly one of order and next cart`).toBe(true);
      else {
        expect(added.status).toBe(409);
        expect(added.json.result).toMatch(/being placed/);
        expect((added.json as { refusal?: unknown }).refusal).toEqual({ code: "checkoutInProgress", params: {} });
        expect(inOrder || inCart).toBe(false);
      }
    }
  });
});

describe("idempotency keys", () => {
  it("are checked the same way in the header and the body, and never take the hosted checkout's namespace", async () => {
    const [sku] = await simpleProducts(1, 50);
    const cartId = await cartWith([sku!]);
    const short = await call<string>("POST", "/api/order", orderBody(cartId), { "Idempotency-Key": "short" });
    expect(short.status).toBe(400);
    expect(short.json.result).toBe("idempotencyKey must have at least 8 characters");
    const hosted = await call<string>("POST", "/api/order", orderBody(cartId, `hosted:${crypto.randomUUID()}`));
    expect(hosted.status).toBe(400);
    expect(hosted.json.result).toBe("idempotencyKey: must not start with hosted:");
  });

  it("belong to one cart: another cart reusing a key gets a 409, never the first customer's order", async () => {
    const [sku] = await simpleProducts(1, 50);
    const key = crypto.randomUUID();
    const mine = await call<{ increment_id: string }>("POST", "/api/order", orderBody(await cartWith([sku!]), key));
    expect(mine.status).toBe(200);
    const theirs = await call<string>("POST", "/api/order", orderBody(await cartWith([sku!]), key));
    expect(theirs.status).toBe(409);
    expect(theirs.json.result).toMatch(/^idempotencyKey: /);
    expect(theirs.json.result).not.toContain(mine.json.result.increment_id);
  });
});

describe("shipping limitation (SPEC §5)", () => {
  const productWhere = async (where: string) => {
    const row = (await env.DB.prepare(
      `SELECT p.sku FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se' AND pr.price > 0
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) AND ${where}
       ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string }>())!;
    await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(row.sku).run();
    return row.sku;
  };
  const methodsOf = async (cartId: string) =>
    (await call<{ method_code: string }[]>("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "SE" } })).json.result.map((m) => m.method_code);

  it("offers a sofa too big for a parcel only home delivery and the showrooms, and refuses a parcel method for it", async () => {
    const sofa = await productWhere("p.weight_kg > 20 AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) > 150");
    const small = await productWhere("p.weight_kg <= 10 AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 100 AND p.package_width_cm <= 70 AND p.package_height_cm <= 70");

    const parcelCart = await cartWith([small]);
    expect(await methodsOf(parcelCart)).toContain("pickup_point");

    const sofaCart = await cartWith([small, sofa]);
    expect(await methodsOf(sofaCart)).toEqual(["home_delivery", "showroom_1", "showroom_2", "showroom_3", "showroom_4"]);
    const chosen = await call<string>("POST", `/api/cart/shipping-information?cartId=${sofaCart}`, { addressInformation: { shipping_method_code: "pickup_point" } });
    expect(chosen.status).toBe(400);
    expect(chosen.json.result).toMatch(/^addressInformation\.shipping_method_code: pickup_point cannot carry every item/);
    const ordered = await call<string>("POST", "/api/order", { ...orderBody(sofaCart), shippingMethod: "pickup_point", pickupPointId: "SE-4001" });
    expect(ordered.status).toBe(400);
    expect(ordered.json.result).toMatch(/^shippingMethod: pickup_point cannot carry every item/);
  });
});
