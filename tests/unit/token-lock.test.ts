import { describe, expect, it, vi } from "vitest";
import { createTokenLock } from "#app/state/token-lock.ts";

/** A server that accepts only `valid` as the token. */
function server(valid: () => string) {
  return vi.fn(async (token: string) => new Response(null, { status: token === valid() ? 200 : 401 }));
}

describe("token lock (SPEC §4): one refresh at a time for the whole tab", () => {
  it("10 concurrent 401s → exactly one refresh, and every call retried with the new token", async () => {
    let valid = "new";
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return "new";
    });
    const onFailure = vi.fn();
    const lock = createTokenLock({ token: () => "old", refresh, onFailure });
    const call = server(() => valid);
    const answers = await Promise.all(Array.from({ length: 10 }, () => lock.run(call)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    // Later calls use the new token straight away.
    valid = "new";
    await lock.run(call);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("a failed refresh fails the lock once: every waiting call gets its 401, onFailure runs once", async () => {
    const refresh = vi.fn(async () => null);
    const onFailure = vi.fn();
    const lock = createTokenLock({ token: () => "old", refresh, onFailure });
    const answers = await Promise.all(Array.from({ length: 5 }, () => lock.run(server(() => "other"))));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(401));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith("refused");
    // Failed (-1): no more refreshes until a new sign-in resets it.
    await lock.run(server(() => "other"));
    expect(refresh).toHaveBeenCalledTimes(1);
    lock.reset("fresh");
    expect((await lock.run(server(() => "fresh"))).status).toBe(200);
  });

  it("a refresh that throws fails the lock as an error, not a refusal", async () => {
    const onFailure = vi.fn();
    const lock = createTokenLock({ token: () => "old", refresh: async () => Promise.reject(new Error("offline")), onFailure });
    expect((await lock.run(server(() => "x"))).status).toBe(401);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith("error");
  });

  it("answers other than 401 pass through without a refresh", async () => {
    const refresh = vi.fn(async () => "new");
    const lock = createTokenLock({ token: () => "old", refresh, onFailure: vi.fn() });
    expect((await lock.run(async () => new Response(null, { status: 500 }))).status).toBe(500);
    expect((await lock.run(async () => new Response(null, { status: 200 }))).status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
  });
});
