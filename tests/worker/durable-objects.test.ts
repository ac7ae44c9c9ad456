import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORDER_ID_TTL_MS, type HostedCheckout } from "../../worker/objects/hosted-checkout.ts";

describe("Cart durable object", () => {
  const product = { name: "Lyon soffa", unitPrice: 9995, availableQty: 1000, isInStock: true };

  it("keeps every update when 100 requests add to one cart at once", async () => {
    const cart = env.CART.get(env.CART.idFromName("cart-concurrency"));
    await cart.open("se");
    await Promise.all(Array.from({ length: 100 }, () => cart.add({ sku: "SO-1", qty: 1 }, product)));
    expect((await cart.lines()).map((l) => [l.sku, l.qty])).toEqual([["SO-1", 100]]);
  });

  it("leaves the cart unchanged when an add is refused", async () => {
    const cart = env.CART.get(env.CART.idFromName("cart-refusal"));
    await cart.open("dk");
    await cart.add({ sku: "SO-1", qty: 2 }, product);
    for (const qty of [-1, 0, 1.5, "abc"]) expect((await cart.add({ sku: "SO-1", qty }, product)).ok).toBe(false);
    expect((await cart.add({ sku: "SO-2", qty: 1 }, { ...product, unitPrice: null })).ok).toBe(false);
    expect((await cart.lines()).map((l) => [l.sku, l.qty])).toEqual([["SO-1", 2]]);
    expect(await cart.info()).toEqual({ store: "dk", coupon: null, shippingMethod: null });
  });
});

describe("HostedCheckout durable object", () => {
  it("forgets a stored order id when its 2-day expiry alarm fires", async () => {
    const stub = env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName("order-1"));
    await stub.recordAttempt();
    const created = await stub.recordCreated("ord_123", "<div>snippet</div>");
    expect(created).toMatchObject({ orderId: "ord_123", attempts: 0 });
    const alarmAt = await runInDurableObject(stub, (_: HostedCheckout, state) => state.storage.getAlarm());
    expect(alarmAt).toBe(created.createdAt! + ORDER_ID_TTL_MS);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.state()).toEqual({ orderId: null, attempts: 0, snippet: null, createdAt: null });
  });
});

describe("CacheIndex durable object", () => {
  it("drops pages whose KV entry has expired when its pruning alarm fires", async () => {
    const index = env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName("prune-probe"));
    const ticket = await index.ticket();
    expect(await index.register("page:se:/old", ["P1"], ticket, Date.now() - 1)).toBe(true);
    expect(await index.register("page:se:/new", ["P1"], ticket, Date.now() + 60_000)).toBe(true);
    expect(await runDurableObjectAlarm(index)).toBe(true);
    expect(await index.purgeTags(["P1"])).toEqual(["page:se:/new"]);
  });
});
