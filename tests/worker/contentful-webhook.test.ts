import { beforeAll, describe, expect, it } from "vitest";
import { CONTENTFUL_SHOP, call, publish, publishCatalogReferences } from "./contentful-shop.ts";

const SECRET = CONTENTFUL_SHOP.CONTENTFUL_WEBHOOK_SECRET;
const WEBHOOK = "/ops/content/webhook";

/**
 * Contentful's request signature, as its documentation describes the canonical request: the method, the path,
 * the signed headers (lowercased, sorted, `name:value` joined by `;`) and the body, joined by newlines,
 * HMAC-SHA256 with the signing secret, hex.
 */
async function sign(secret: string, path: string, headers: Record<string, string>, body: string, timestamp: number) {
  const signed = { ...headers, "x-contentful-timestamp": String(timestamp) };
  const names = [...Object.keys(signed), "x-contentful-signed-headers"].sort();
  const all: Record<string, string> = { ...signed, "x-contentful-signed-headers": names.join(",") };
  const canonical = ["POST", path, names.map((name) => `${name}:${all[name]}`).join(";"), body].join("\n");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(canonical)));
  return { ...all, "x-contentful-signature": [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("") };
}

/** A webhook call as Contentful makes it: its headers, the payload, signed with `secret` at `timestamp`. */
async function webhookCall(topic: string, payload: object, { secret = SECRET, timestamp = Date.now() } = {}): Promise<RequestInit & { headers: Record<string, string> }> {
  const body = JSON.stringify(payload);
  const headers = { "content-type": "application/vnd.contentful.management.v1+json", "x-contentful-topic": topic };
  return { method: "POST", body, headers: await sign(secret, WEBHOOK, headers, body, timestamp) };
}

const entryPayload = (id: string, contentType: string, fields: object = {}) => ({
  sys: { type: "Entry", id, space: { sys: { type: "Link", linkType: "Space", id: "nordicshop01" } }, contentType: { sys: { type: "Link", linkType: "ContentType", id: contentType } }, revision: 2 },
  fields,
});

const cacheState = async (path: string) => (await call(path)).headers.get("x-cache");

/** The pages of the test: each rendered once, so the next request is a hit. */
const PAGES = ["/skotselrad", "/dk/plejeguide", "/var-historia", "/", "/dk"];

/** Renders each page until it is stored: under load a home page whose deferred lists fell back is not kept for long. */
async function fillCache() {
  for (const path of PAGES) {
    let state = await cacheState(path);
    for (let attempt = 0; state !== "HIT" && attempt < 4; attempt++) state = await cacheState(path);
    expect(state, path).toBe("HIT");
  }
}

beforeAll(async () => {
  await publishCatalogReferences();
});

describe("POST /ops/content/webhook, signed by the space", () => {
  it("purges exactly the pages showing the published entry, and answers with the receipt", async () => {
    await fillCache();
    const response = await call(WEBHOOK, await webhookCall("ContentManagement.Entry.publish", entryPayload("pageCare", "page", { slug: { "sv-SE": "skotselrad", "da-DK": "plejeguide" } })));
    expect(response.status).toBe(200);
    const receipt = (await response.json()) as { id: string; tags: string[]; purged: number };
    expect(receipt).toMatchObject({ id: "pageCare", tags: ["content:pageCare", "cms:skotselrad", "cms:plejeguide"] });
    // The care guide in two stores and the two home pages whose tile leads to it.
    // Counted in each tag's shard: a page under two of the purged tags counts in both (worker/cache/purge.ts PurgeReceipt).
    expect(receipt.purged).toBeGreaterThanOrEqual(4);
    expect(await cacheState("/skotselrad")).toBe("MISS");
    expect(await cacheState("/dk/plejeguide")).toBe("MISS");
    expect(await cacheState("/")).toBe("MISS");
    expect(await cacheState("/var-historia")).toBe("HIT");
  });

  it("purges the pages showing an embedded asset", async () => {
    await fillCache();
    const response = await call(WEBHOOK, await webhookCall("ContentManagement.Asset.publish", { sys: { type: "Asset", id: "sofaPhoto" }, fields: {} }));
    expect(((await response.json()) as { tags: string[] }).tags).toEqual(["content:sofaPhoto"]);
    expect(await cacheState("/skotselrad")).toBe("MISS");
    expect(await cacheState("/var-historia")).toBe("HIT");
  });

  it("purges every home page for a new banner, which no page showed yet", async () => {
    await fillCache();
    const response = await call(WEBHOOK, await webhookCall("ContentManagement.Entry.publish", entryPayload("bannerNew", "homeBanner")));
    expect(((await response.json()) as { tags: string[] }).tags).toEqual(["content:bannerNew", "home"]);
    expect(await cacheState("/")).toBe("MISS");
    expect(await cacheState("/dk")).toBe("MISS");
    expect(await cacheState("/skotselrad")).toBe("HIT");
  });

  it("shows the editor's change at once: an unpublished page is gone after its webhook", async () => {
    await fillCache();
    await publish("pageStory", "page", { pageKey: { "sv-SE": "our-story" }, title: { "sv-SE": "Vår nya historia" }, slug: { "sv-SE": "var-historia" } });
    expect(await (await call("/var-historia")).text()).not.toContain("Vår nya historia");
    await call(WEBHOOK, await webhookCall("ContentManagement.Entry.publish", entryPayload("pageStory", "page", { slug: { "sv-SE": "var-historia" } })));
    expect(await (await call("/var-historia")).text()).toContain("Vår nya historia");
  });

  it("takes a repeated delivery of one event as harmless: the same tags, nothing more to purge", async () => {
    await fillCache();
    const delivery = await webhookCall("ContentManagement.Entry.unpublish", entryPayload("navStory", "navigationItem"));
    const first = (await (await call(WEBHOOK, delivery)).json()) as { tags: string[]; purged: number };
    const again = await call(WEBHOOK, delivery);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { tags: string[]; purged: number })).toMatchObject({ tags: first.tags, purged: 0 });
  });

  it("ignores topics that change nothing published", async () => {
    await fillCache();
    const response = await call(WEBHOOK, await webhookCall("ContentManagement.Entry.auto_save", entryPayload("pageCare", "page")));
    expect(await response.json()).toMatchObject({ purged: 0, tags: [] });
    expect(await cacheState("/skotselrad")).toBe("HIT");
  });

  it("answers 400 naming the field when the payload has no entry id", async () => {
    const response = await call(WEBHOOK, await webhookCall("ContentManagement.Entry.publish", { sys: { type: "Entry" } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "sys.id: the entry or asset id is missing or not an id" });
  });
});

describe("POST /ops/content/webhook, not signed by the space", () => {
  const publishCare = () => entryPayload("pageCare", "page", { slug: { "sv-SE": "skotselrad" } });

  it.each<[string, () => RequestInit | Promise<RequestInit>]>([
    ["unsigned", () => ({ method: "POST", body: JSON.stringify(publishCare()), headers: { "x-contentful-topic": "ContentManagement.Entry.publish" } })],
    ["signed with another secret", async () => webhookCall("ContentManagement.Entry.publish", publishCare(), { secret: "x".repeat(64) })],
    [
      "with a body changed after signing",
      async () => {
        const signed = await webhookCall("ContentManagement.Entry.publish", publishCare());
        return { ...signed, body: JSON.stringify(entryPayload("pageStory", "page")) };
      },
    ],
    [
      "with a signed header changed after signing",
      async () => {
        const signed = await webhookCall("ContentManagement.Entry.publish", publishCare());
        return { ...signed, headers: { ...signed.headers, "x-contentful-topic": "ContentManagement.Entry.delete" } };
      },
    ],
    ["replayed after the signature's window", () => webhookCall("ContentManagement.Entry.publish", publishCare(), { timestamp: Date.now() - 10 * 60_000 })],
    ["with the purge token instead", () => ({ method: "POST", body: JSON.stringify(publishCare()), headers: { authorization: "Bearer test-purge-token", "x-contentful-topic": "ContentManagement.Entry.publish" } })],
  ])("%s: 401, nothing purged", async (_, init) => {
    await fillCache();
    const response = await call(WEBHOOK, await init());
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty("error");
    for (const path of PAGES) expect(await cacheState(path), path).toBe("HIT");
  });

  it("is refused on a shop without a webhook secret", async () => {
    const response = await call(WEBHOOK, await webhookCall("ContentManagement.Entry.publish", publishCare()), { ...CONTENTFUL_SHOP, CONTENTFUL_WEBHOOK_SECRET: "" });
    expect(response.status).toBe(401);
  });
});
