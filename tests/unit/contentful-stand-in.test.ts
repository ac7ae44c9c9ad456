import { describe, expect, it } from "vitest";
import { createContentfulApi } from "../support/contentful/index.ts";

/** The stand-in of Contentful's Content Delivery API (tests/support/contentful/), held to Contentful's documented shapes. */
const BASE = "http://contentful.test/spaces/nordicshop01/environments/master";
const AUTH = { Authorization: "Bearer test-delivery-token" };

async function get(api: ReturnType<typeof createContentfulApi>, path: string, headers: HeadersInit = AUTH) {
  const response = await api(new Request(path.startsWith("http") ? path : `${BASE}${path}`, { headers }));
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

describe("the Contentful stand-in's entries", () => {
  it("answers a collection: sys.type Array, total, skip, limit, items with sys and fields in the locale asked for", async () => {
    const { status, json } = await get(createContentfulApi(), "/entries?content_type=page&fields.slug=plejeguide&locale=da-DK");
    expect(status).toBe(200);
    expect(json).toMatchObject({ sys: { type: "Array" }, total: 1, skip: 0, limit: 100 });
    expect(json.items[0].sys).toMatchObject({ id: "pageCare", type: "Entry", locale: "da-DK", contentType: { sys: { type: "Link", linkType: "ContentType", id: "page" } } });
    expect(json.items[0].fields.title).toBe("Plejeguide");
  });

  it("pages with skip and limit, total counting every match", async () => {
    const api = createContentfulApi();
    const pages = await Promise.all([0, 1, 2].map((skip) => get(api, `/entries?content_type=navigationItem&order=sys.id&skip=${skip}&limit=1`)));
    expect(pages.map((page) => page.json.total)).toEqual([4, 4, 4]);
    expect(pages.map((page) => page.json.items.map((item: any) => item.sys.id))).toEqual([["navCare"], ["navContact"], ["navSofas"]]);
  });

  it("puts linked entries and assets in includes, as many levels down as include asks, each once", async () => {
    const api = createContentfulApi();
    const none = await get(api, "/entries?content_type=footer&include=0");
    expect(none.json.includes).toBeUndefined();
    const one = await get(api, "/entries?content_type=footer&include=1");
    expect(one.json.includes.Entry.map((entry: any) => entry.sys.id).sort()).toEqual(["columnAbout", "columnService"]);
    const three = await get(api, "/entries?content_type=footer&include=3");
    expect(three.json.includes.Entry.map((entry: any) => entry.sys.id).sort()).toEqual(["columnAbout", "columnService", "navCare", "navContact", "navStory", "pageCare", "pageStory"]);
    // The care guide's rich text (level 3) links the sofa photo: an asset, in includes.Asset one level further down.
    expect(three.json.includes.Asset).toBeUndefined();
    const four = await get(api, "/entries?content_type=footer&include=4");
    expect(four.json.includes.Asset.map((asset: any) => asset.sys.id)).toEqual(["sofaPhoto"]);
  });

  it("falls back along the locale chain, and gives every locale's values with locale=*", async () => {
    const api = createContentfulApi();
    const finnish = await get(api, "/entries/pageCare?locale=fi-FI");
    expect(finnish.json.fields.title).toBe("Skötselråd");
    const norwegian = await get(api, "/entries/pageCare?locale=nb-NO");
    expect(norwegian.json.fields.title).toBe("Plejeguide");
    const all = await get(api, "/entries?sys.id=pageCare&locale=*");
    expect(all.json.items[0].fields.slug).toEqual({ "sv-SE": "skotselrad", "da-DK": "plejeguide" });
    expect(all.json.items[0].sys.locale).toBeUndefined();
  });

  it.each<[string, string, HeadersInit, number, string]>([
    ["a wrong token", "/entries", { Authorization: "Bearer nope" }, 401, "AccessTokenInvalid"],
    ["an unknown path", "/nothing-here", AUTH, 404, "NotFound"],
    ["an unknown entry", "/entries/nope", AUTH, 404, "NotFound"],
    ["another space", "http://contentful.test/spaces/other/environments/master/entries", AUTH, 404, "NotFound"],
    ["a field filter without content_type", "/entries?fields.slug=x", AUTH, 400, "InvalidQuery"],
    ["an include over 10", "/entries?include=11", AUTH, 400, "InvalidQuery"],
    ["a limit over 1000", "/entries?limit=1001", AUTH, 400, "InvalidQuery"],
    ["an unknown locale", "/entries?locale=de-DE", AUTH, 400, "BadRequest"],
  ])("answers %s with Contentful's error envelope", async (_, path, headers, status, id) => {
    const { status: got, json } = await get(createContentfulApi(), path, headers);
    expect(got).toBe(status);
    expect(json).toMatchObject({ sys: { type: "Error", id }, message: expect.any(String), requestId: expect.any(String) });
  });
});

describe("the Contentful stand-in in trouble", () => {
  it("answers 429 RateLimitExceeded with X-Contentful-RateLimit-Reset for as many calls as asked, then serves again", async () => {
    const api = createContentfulApi();
    await api(new Request("http://contentful.test/__trouble", { method: "POST", body: JSON.stringify({ mode: "rate-limited", count: 1, resetSeconds: 9 }) }));
    const limited = await get(api, "/entries");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("X-Contentful-RateLimit-Reset")).toBe("9");
    expect(limited.json.sys).toEqual({ type: "Error", id: "RateLimitExceeded" });
    expect((await get(api, "/entries")).status).toBe(200);
  });

  it("fails the connection when unreachable", async () => {
    const api = createContentfulApi();
    await api(new Request("http://contentful.test/__trouble", { method: "POST", body: JSON.stringify({ mode: "unreachable" }) }));
    await expect(get(api, "/entries")).rejects.toThrow(TypeError);
  });
});
