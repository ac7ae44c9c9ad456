import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORDER_ID_TTL_MS, type HostedCheckout } from "#worker/objects/hosted-checkout.ts";

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
    expect(await cart.info()).toEqual({ store: "dk", coupon: null, shippingMethod: null, fees: [] });
  });
});

describe("HostedCheckout durable object (SPEC §4)", () => {
  it("stores the snippet and order id on success and resets the attempts", async () => {
    const stub = env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName("order-created"));
    expect(await stub.start()).toMatchObject({ attempts: 1, loading: true });
    const created = await stub.created("ord_123", "<div>snippet</div>");
    expect(created).toMatchObject({ orderId: "ord_123", snippet: "<div>snippet</div>", attempts: 0, loading: false, error: false, next: "none" });
  });

  it("retries after a failure and asks for a reload once more than 3 attempts failed", async () => {
    const stub = env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName("order-failing"));
    const nexts = [];
    for (let i = 0; i < 4; i++) {
      await stub.start();
      nexts.push((await stub.failed()).next);
    }
    expect(nexts).toEqual(["retry", "retry", "retry", "reload"]);
  });

  it("forgets a read-only order so it is created again", async () => {
    const stub = env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName("order-read-only"));
    await stub.start();
    await stub.created("ord_ro", "<div/>");
    expect(await stub.readOnly()).toMatchObject({ orderId: null, snippet: null, next: "retry" });
  });

  it("forgets the stored order id, and the unpaid checkout's personal details, when its 2-day alarm fires", async () => {
    const stub = env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName("order-expiring"));
    await stub.start();
    const created = await stub.created("ord_old", "<div/>");
    await stub.setPending({ orderAmount: 100, request: { customer: { email: "a@example.se" } } as never });
    const alarmAt = await runInDurableObject(stub, (_: HostedCheckout, state) => state.storage.getAlarm());
    expect(alarmAt).toBeGreaterThan(created.storedAt! + ORDER_ID_TTL_MS);
    // Move the stored time back 2 days, as if the alarm fired on time.
    await runInDurableObject(stub, async (_: HostedCheckout, state) => {
      const current = (await state.storage.get<{ storedAt: number }>("state"))!;
      await state.storage.put("state", { ...current, storedAt: current.storedAt - ORDER_ID_TTL_MS - 1 });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.state()).toMatchObject({ orderId: null, snippet: null });
    expect(await stub.pending()).toBeNull();
  });
});

describe("CacheIndex durable object (a shard of the tag index)", () => {
  it("refuses a page whose tag was purged at or after its ticket, and answers the versions it must record", async () => {
    const shard = env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName("ticket-probe"));
    const { versions } = await shard.purge(["P1"], 1_000);
    expect(versions.P1).toBeGreaterThanOrEqual(1_000);
    expect(await shard.register("page:se:/before", ["P1", "P2"], versions.P1!, Date.now() + 60_000)).toBeNull();
    expect(await shard.register("page:se:/after", ["P1", "P2"], versions.P1! + 1, Date.now() + 60_000)).toEqual({ P1: versions.P1, P2: 0 });
  });

  it("raises every tag to the floor of a purge of everything", async () => {
    const shard = env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName("floor-probe"));
    await shard.purge(["P1"]);
    const { floor } = await shard.purgeAll();
    expect(await shard.versions(["P1", "P9"])).toEqual({ P1: floor, P9: floor });
  });

  it.each([
    ["lists no keys unless asked", 0, undefined],
    ["lists the keys when there are no more than asked for", 2, ["page:se:/k1", "page:se:/k2"]],
    ["lists none when there are more than asked for", 1, undefined],
  ])("a purge %s, and counts its pages all the same", async (_, listKeysUpTo, keys) => {
    const shard = env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName(`keys-probe-${listKeysUpTo}`));
    for (const key of ["page:se:/k1", "page:se:/k2"]) expect(await shard.register(key, ["P1", "P2"], Date.now() + 1, Date.now() + 60_000)).not.toBeNull();
    const purged = await shard.purge(["P1", "P2"], 0, listKeysUpTo);
    expect(purged.pages).toBe(2);
    expect(purged.keys?.sort()).toEqual(keys);
  });

  it("drops listings whose KV entry has expired when its alarm fires, and deletes purged pages from KV in the background", async () => {
    const shard = env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName("prune-probe"));
    const ticket = Date.now() + 1;
    expect(await shard.register("page:se:/old", ["P1"], ticket, Date.now() - 1)).not.toBeNull();
    expect(await shard.register("page:se:/new", ["P1"], ticket, Date.now() + 60_000)).not.toBeNull();
    expect(await runDurableObjectAlarm(shard)).toBe(true);
    await env.PAGE_CACHE.put("page:se:/new", "stored");
    expect((await shard.purge(["P1"])).pages).toBe(1);
    expect(await shard.pendingDeletes()).toBe(1);
    expect(await runDurableObjectAlarm(shard)).toBe(true);
    expect(await shard.pendingDeletes()).toBe(0);
    expect(await env.PAGE_CACHE.get("page:se:/new")).toBeNull();
  });
});
