import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { forwardToZone } from "#worker/cache/zone-purge.ts";
import { configOf } from "#worker/config.ts";

const ORIGIN = "http://shop.test";
/** The zone the fake purge API (tests/worker/fake-services.ts) answers 503 for. */
const DOWN_ZONE = "d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0";
const purge = async (body: unknown) => {
  const response = await SELF.fetch(`${ORIGIN}/ops/cache/purge`, { method: "POST", headers: { Authorization: "Bearer test-purge-token", "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as { purged: number; zone?: string } };
};
const zonePurges = async () => (await (await fetch("http://cloudflare-api.test/received")).json()) as unknown[];

describe("purges reach Cloudflare's cache in front (issue 16 item 4)", () => {
  it("forwards a purge by tag with the same tags, and says the zone took it", async () => {
    const answer = await purge({ tags: ["P101", "C7"] });
    expect(answer.status).toBe(200);
    expect(answer.json.zone).toBe("purged");
    expect(await zonePurges()).toContainEqual({ tags: ["P101", "C7"] });
  });

  it("forwards a purge by URL as the full addresses, and a purge of everything as the shop's host", async () => {
    await purge({ urls: ["/dk/sofaer?sort=price_asc"] });
    await purge({ all: true });
    const received = await zonePurges();
    expect(received).toContainEqual({ files: [`${ORIGIN}/dk/sofaer?sort=price_asc`] });
    expect(received).toContainEqual({ hosts: ["shop.test"] });
  });

  it("forwards Magento's /invalidate too", async () => {
    const response = await SELF.fetch(`${ORIGIN}/invalidate?key=test-purge-token&tag=P202,P203`);
    expect(response.status).toBe(200);
    expect(await zonePurges()).toContainEqual({ tags: ["P202", "P203"] });
  });

  it("purges the output cache even when the zone refuses, and reports the zone failed", async () => {
    const config = configOf(env);
    const zone = config.zonePurge!;
    expect(await forwardToZone({ ...config, zonePurge: { ...zone, zoneId: DOWN_ZONE } }, { tags: ["P1"] })).toBe(false);
    expect(await forwardToZone({ ...config, zonePurge: { ...zone, token: "wrong" } }, { tags: ["P1"] })).toBe(false);
    expect(await forwardToZone({ ...config, zonePurge: null }, { tags: ["P1"] })).toBeNull();
  });
});
