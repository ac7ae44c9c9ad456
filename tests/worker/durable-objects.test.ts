import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORDER_ID_TTL_MS, type HostedCheckout } from "../../worker/objects/hosted-checkout.ts";

describe("Cart durable object", () => {
  it("keeps every line when many requests change one cart at once", async () => {
    const cart = env.CART.get(env.CART.idFromName("token-concurrency"));
    await Promise.all(Array.from({ length: 20 }, (_, i) => cart.setQty(`SKU-${i}`, i + 1)));
    const lines = await cart.lines();
    expect(lines).toHaveLength(20);
    expect(lines.find((l) => l.sku === "SKU-19")?.qty).toBe(20);
  });

  it("removes a line at quantity 0 and refuses negative or fractional quantities", async () => {
    const cart = env.CART.get(env.CART.idFromName("token-validation"));
    await cart.setQty("SO-1", 2);
    expect(await cart.setQty("SO-1", 0)).toEqual({ ok: true, lines: [] });
    for (const qty of [-1, 1.5, Number.NaN]) {
      expect(await cart.setQty("SO-1", qty)).toEqual({ ok: false, field: "qty", message: "qty must be a non-negative integer" });
    }
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
