import { SELF, env, listDurableObjectIds } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cartObject } from "#worker/objects/cart.ts";

const ORIGIN = "http://shop.test";
const json = { "Content-Type": "application/json" };

/** Everything stored: the objects of each namespace that holds per-id state, and the rows of every D1 table. */
async function storage() {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1\\_%' ESCAPE '\\'").all<{ name: string }>();
  const rows = await env.DB.batch(tables.results.map(({ name }) => env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`)));
  return {
    carts: (await listDurableObjectIds(env.CART)).length,
    checkouts: (await listDurableObjectIds(env.HOSTED_CHECKOUT)).length,
    rows: rows.reduce((sum, result) => sum + ((result.results[0] as { n: number }).n ?? 0), 0),
  };
}

const hex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

/** Each way a shopper's or a client's cart id reaches the shop, with the answer an id nobody created gets. */
const ENTRY_POINTS: ReadonlyArray<[string, (id: string) => Promise<Response>, number]> = [
  ["cart API: pull", (id) => SELF.fetch(`${ORIGIN}/api/cart/pull?cartId=${id}`), 404],
  ["cart API: totals", (id) => SELF.fetch(`${ORIGIN}/api/cart/totals?cartId=${id}`), 404],
  ["cart API: add (a write)", (id) => SELF.fetch(`${ORIGIN}/api/cart/update?cartId=${id}`, { method: "POST", headers: json, body: JSON.stringify({ cartItem: { sku: "ANY-SKU", qty: 1 } }) }), 404],
  ["cart API: remove (a write)", (id) => SELF.fetch(`${ORIGIN}/api/cart/delete?cartId=${id}`, { method: "POST", headers: json, body: JSON.stringify({ cartItem: { item_id: 1 } }) }), 404],
  ["cart API: coupon (a write)", (id) => SELF.fetch(`${ORIGIN}/api/cart/apply-coupon?cartId=${id}&coupon=WELCOME10`, { method: "POST" }), 404],
  ["cart page", (id) => SELF.fetch(`${ORIGIN}/cart`, { headers: { cookie: `cart_se=${id}` } }), 200],
  ["checkout page", (id) => SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie: `cart_se=${id}` } }), 200],
  ["hosted checkout payment page", (id) => SELF.fetch(`${ORIGIN}/checkout/payment`, { headers: { cookie: `cart_se=${id}` }, redirect: "manual" }), 302],
  ["order lookup", (id) => SELF.fetch(`${ORIGIN}/api/order/100000001?cartId=${id}`), 404],
];

describe("unknown ids create nothing (issue 38 item 6)", () => {
  it("stores no object and no row for 1,000 unknown cart ids, forged in the shop's form or an older one, through every entry point", async () => {
    const before = await storage();
    const ids = Array.from({ length: 1_000 }, (_, i) => (i % 2 === 0 ? hex(32) : crypto.randomUUID()));
    const answers = new Map<string, Set<number>>();
    for (let i = 0; i < ids.length; i += 25) {
      await Promise.all(
        ids.slice(i, i + 25).map(async (id, j) => {
          const [name, request] = ENTRY_POINTS[(i + j) % ENTRY_POINTS.length]!;
          const response = await request(id);
          await response.body?.cancel();
          answers.set(name, (answers.get(name) ?? new Set()).add(response.status));
        }),
      );
    }
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(ENTRY_POINTS.map(([name, , status]) => [name, new Set([status])])));
    expect(await storage()).toEqual(before);
  }, 300_000);

  it("still stores a cart made through the API, under an id the platform minted", async () => {
    const before = await storage();
    const created = (await (await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: "POST" })).json()) as { result: string };
    expect(created.result).toMatch(/^[0-9a-f]{64}$/);
    expect((await SELF.fetch(`${ORIGIN}/api/cart/pull?cartId=${created.result}`)).status).toBe(200);
    expect((await storage()).carts).toBe(before.carts + 1);
  });
});

describe("which cart ids reach an object", () => {
  const legacyId = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const until = "2026-12-31";
  const legacyEnv = { CART: env.CART, LEGACY_CART_IDS_UNTIL: until };

  it.each([
    ["an id the platform minted reaches its object", () => env.CART.newUniqueId().toString(), true],
    ["the same in capitals reaches its object", () => env.CART.newUniqueId().toString().toUpperCase(), true],
    ["64 hex digits the platform never minted reach none", () => hex(32), false],
    ["a UUID reaches none with no window for older ids", () => legacyId, false],
    ["a made-up word reaches none", () => "not-a-cart", false],
    ["an empty id reaches none", () => "", false],
  ])("%s", async (_, id, reaches) => {
    expect("fetch" in cartObject(env, id())).toBe(reaches);
  });

  it("reaches a cart named by a UUID before the window for older ids closes, and answers for none after it", async () => {
    await env.CART.get(env.CART.idFromName(legacyId)).open("dk");
    expect(await cartObject(legacyEnv, legacyId, Date.parse(until) - 1).info()).toMatchObject({ store: "dk" });
    expect(await cartObject(legacyEnv, legacyId, Date.parse(until)).info()).toMatchObject({ store: null });
  });

  it("hands every line back when lines are given to a cart that does not exist", async () => {
    const line = { itemId: 1, sku: "SO-1", qty: 2, checksum: null, hasConfigurableOptions: false, name: "Lyon", unitPrice: 10, options: null };
    expect(await cartObject(env, hex(32)).absorb([line])).toEqual({ ok: true, left: [line] });
  });
});
