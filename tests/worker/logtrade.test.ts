import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, cartWith, order, productWithStock, stockOf, type OrderResult } from "./order-helpers.ts";

interface PickupStore { agentId: string; name: string; zipCode: string; city: string; countryCode: string; distance: number; forwarderName: string; logotypeUrl: string; openHours: string; latitude: number; longitude: number }
interface DeliveryOption { option_id: string; carrier_code: string; price_incl_tax: number; currency: string; lead_time_days: { min: number; max: number }; first_delivery_date?: string }

/** A product of the store whose package is a parcel (≤ 20 kg and 150 cm) or freight (too big for one). */
async function productSized(kind: "parcel" | "freight"): Promise<string> {
  const fits = "p.weight_kg <= 20 AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 150 AND MIN(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 70";
  const row = (await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND pr.price > 0 AND p.weight_kg IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) AND ${kind === "parcel" ? "" : "NOT "}(${fits})
     ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(row.sku).run();
  return row.sku;
}

describe("pickup points near a postcode (POST /api/logtrade/stores)", () => {
  it("answers one point by its agentId (what a shop using this API as its carrier asks at checkout), 404 for an unknown one", async () => {
    const answer = await call<PickupStore[]>("POST", "/api/logtrade/stores", { agentId: "SE-4001", countryCode: "SE" });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toHaveLength(1);
    expect(answer.json.result[0]).toMatchObject({ agentId: "SE-4001", countryCode: "SE", distance: 0 });
    expect((await call("POST", "/api/logtrade/stores", { agentId: "SE-9999" })).status).toBe(404);
    // Points are per country: a Swedish id asked for in Denmark is unknown there.
    expect((await call("POST", "/api/logtrade/stores?storeCode=dk", { agentId: "SE-4001", storeCode: "dk", countryCode: "DK" })).status).toBe(404);
  });

  it("lists the built-in carrier's points nearest to a Göteborg postcode first, with SPEC §3's fields", async () => {
    const answer = await call<PickupStore[]>("POST", "/api/logtrade/stores", { postcode: "412 63" });
    expect(answer.status).toBe(200);
    const points = answer.json.result;
    expect(points).toHaveLength(5);
    expect(points.slice(0, 2).map((p) => p.city)).toEqual(["Göteborg", "Göteborg"]);
    expect(points.map((p) => p.distance)).toEqual([...points.map((p) => p.distance)].sort((a, b) => a - b));
    expect(points[0]).toMatchObject({ countryCode: "SE", forwarderName: "Nordpaket", logotypeUrl: "/carriers/nordpaket.svg", agentType: expect.stringMatching(/^parcel_(shop|locker)$/), openHours: expect.stringMatching(/^(Mo|Mo-Fr|Mo-Su) /) });
    expect(Object.keys(points[0]!).sort()).toEqual(["address", "agentId", "agentType", "city", "countryCode", "distance", "forwarderName", "latitude", "logotypeUrl", "longitude", "name", "openHours", "optionId", "zipCode"]);
  });

  it.each([
    ["dk", "2100", "Valby"],
    ["no", "0555", "Oslo"],
    ["fi", "00100", "Helsinki"],
  ])("answers in store %s with its own country's points", async (store, postcode, nearest) => {
    const answer = await call<PickupStore[]>("POST", `/api/logtrade/stores?storeCode=${store}`, { postcode, storeCode: store, limit: 3 });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toHaveLength(3);
    expect(answer.json.result[0]!.city).toBe(nearest);
    expect(new Set(answer.json.result.map((p) => p.countryCode))).toEqual(new Set([store.toUpperCase()]));
  });

  it.each([
    [{}, "postcode: postcode is required"],
    [{ postcode: "4126" }, "postcode: Enter a 5-digit zip"],
    [{ postcode: "2100", countryCode: "DK" }, "countryCode: Sverige delivers in SE only"],
    [{ postcode: "41263", countryCode: "DE" }, "countryCode: countryCode must be one of SE, DK, NO, FI"],
    [{ postcode: "41263", limit: 0 }, "limit: limit must be at least 1"],
    [{ postcode: "41263", storeCode: "de" }, "storeCode: storeCode must be one of se, dk, no, fi"],
  ])("names the field of a bad request %#", async (body, message) => {
    const answer = await call("POST", "/api/logtrade/stores", body);
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe(message);
  });
});

describe("delivery options for an address and a cart (POST /api/logtrade/delivery)", () => {
  it("offers every method of the store without a cart, priced, with lead times and home delivery's first day", async () => {
    const answer = await call<DeliveryOption[]>("POST", "/api/logtrade/delivery", { postcode: "41263" });
    expect(answer.status).toBe(200);
    const byId = new Map(answer.json.result.map((o) => [o.option_id, o]));
    expect(byId.get("home_delivery")).toMatchObject({ carrier_code: "home", price_incl_tax: 695, currency: "SEK", first_delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(byId.get("pickup_point")).toMatchObject({ carrier_code: "pickup", price_incl_tax: 99, lead_time_days: { min: 2, max: 4 } });
    expect(byId.get("pickup_point")).not.toHaveProperty("first_delivery_date");
  });

  it("leaves out the parcel carriers for a cart with a package too big for a parcel (SPEC §5 'Shipping limitation')", async () => {
    const parcelCart = await cartWith(await productSized("parcel"), 1);
    const parcel = await call<DeliveryOption[]>("POST", "/api/logtrade/delivery", { postcode: "41263", cartId: parcelCart });
    expect(parcel.json.result.map((o) => o.option_id)).toContain("pickup_point");
    const freightCart = await cartWith(await productSized("freight"), 1);
    const freight = await call<DeliveryOption[]>("POST", "/api/logtrade/delivery", { postcode: "41263", cartId: freightCart });
    expect(freight.status).toBe(200);
    const ids = freight.json.result.map((o) => o.option_id);
    expect(ids).toContain("home_delivery");
    expect(ids).not.toContain("pickup_point");
    expect(ids).not.toContain("flatrate");
  });

  it("refuses another store's cart: its methods and prices are that store's", async () => {
    const danishCart = (await call<string>("POST", "/api/cart/create?storeCode=dk")).json.result;
    const answer = await call("POST", "/api/logtrade/delivery", { postcode: "41263", cartId: danishCart });
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe("cartId: the cart belongs to the dk store, not se");
  });

  it.each([
    [{ postcode: "41263", cartId: "not-a-cart" }, 400, "cartId: cartId must be the id /api/cart/create returned"],
    [{ postcode: "41263", cartId: crypto.randomUUID() }, 404, /^cartId: no cart /],
    [{ postcode: "abc" }, 400, "postcode: Enter a 5-digit zip"],
    [{ postcode: "0150", countryCode: "NO" }, 400, "countryCode: Sverige delivers in SE only"],
  ])("names the field of a bad request %#", async (body, status, message) => {
    const answer = await call("POST", "/api/logtrade/delivery", body);
    expect(answer.status).toBe(status);
    if (typeof message === "string") expect(answer.json.result).toBe(message);
    else expect(answer.json.result).toMatch(message);
  });
});

describe("an order delivered to a pickup point (POST /api/order with pickupPointId)", () => {
  const pickup = (cartId: string, overrides: Record<string, unknown> = {}) => order(cartId, { shippingMethod: "pickup_point", deliveryDate: undefined, deliveryTimeslot: undefined, ...overrides });

  it("keeps the chosen point on the order: read back with its address and hours", async () => {
    const product = await productWithStock(5);
    const cartId = await cartWith(product.sku, 1);
    const [nearest] = (await call<PickupStore[]>("POST", "/api/logtrade/stores", { postcode: "41263" })).json.result;
    const placed = await call<OrderResult & { pickup_point: Record<string, string> }>("POST", "/api/order", pickup(cartId, { pickupPointId: nearest!.agentId }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.result.pickup_point).toEqual({ agent_id: nearest!.agentId, name: nearest!.name, address: expect.any(String), postcode: nearest!.zipCode, city: nearest!.city, open_hours: nearest!.openHours });
    const read = await call<{ pickup_point: { agent_id: string } }>("GET", `/api/order/${placed.json.result.increment_id}?cartId=${cartId}`);
    expect(read.json.result.pickup_point.agent_id).toBe(nearest!.agentId);
  });

  it("keeps no point on an order delivered home", async () => {
    const product = await productWithStock(5);
    const placed = await call<{ pickup_point: unknown }>("POST", "/api/order", order(await cartWith(product.sku, 1), { pickupPointId: "SE-4001" }));
    expect(placed.status).toBe(200);
    expect(placed.json.result.pickup_point).toBeNull();
  });

  it.each([
    [{}, "pickupPointId: Field is required"],
    [{ pickupPointId: "SE-9999" }, "pickupPointId: Choose one of the offered pickup points"],
    [{ pickupPointId: "DK-1001" }, "pickupPointId: Choose one of the offered pickup points"],
    // Offered for a Stockholm postcode, then the address moved to Göteborg (400 km away).
    [{ pickupPointId: "SE-1001" }, "pickupPointId: Choose one of the offered pickup points"],
  ])("names the pickup point a pickup-point delivery lacks %#", async (change, message) => {
    const product = await productWithStock(5);
    const refused = await call("POST", "/api/order", pickup(await cartWith(product.sku, 1), change));
    expect(refused.status).toBe(400);
    expect(refused.json.result).toBe(message);
    expect(await stockOf(product.sku)).toBe(5);
  });
});
