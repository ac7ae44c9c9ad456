import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": BROWSER } });

describe("the deployed version (SPEC §2, §7)", () => {
  it("answers the build's version in the envelope, readable from any origin and never cached", async () => {
    const response = await get("/api/ext/vsf-deploy-refresher/version");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { code, result } = await response.json<{ code: number; result: { version: string } }>();
    expect(code).toBe(200);
    // The same build the pages load: React Router names its manifest after the version.
    const html = await (await get("/")).text();
    expect(html).toContain(`/assets/manifest-${result.version}.js`);
  });
});

describe("installing the shop (web app manifest)", () => {
  it.each([
    ["", "/", "/", "sv-SE", "Soffor, stolar"],
    ["/dk", "/dk", "/dk/", "da-DK", "Sofaer"],
    ["/fi", "/fi", "/fi/", "fi-FI", "Sohvia"],
  ])("store %s opens on %s within %s, in %s", async (prefix, start, scope, lang, description) => {
    const response = await get(`${prefix}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json<Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] }>();
    expect(manifest).toMatchObject({ id: start, start_url: start, scope, lang, display: "standalone", name: "Nordic Garden & Home", theme_color: "#3c5a40" });
    expect(String(manifest.description)).toContain(description);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it("links each store's manifest, theme colour and touch icon from its pages", async () => {
    const html = await (await get("/dk/kundeservice")).text();
    expect(html).toContain('<link rel="manifest" href="/dk/manifest.webmanifest"/>');
    expect(html).toContain('<meta name="theme-color" content="#3c5a40"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
  });

  it.each(["", "/no", "/fi"])("serves the offline page of store %s, in its language and never indexed", async (prefix) => {
    const response = await get(`${prefix}/offline`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('content="noindex"');
    expect(html).toMatch({ "": /Du är offline/, "/no": /Du er frakoblet/, "/fi": /Olet offline-tilassa/ }[prefix]!);
  });
});
