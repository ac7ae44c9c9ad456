import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";
const TOKEN = "test-purge-token";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const get = (path: string, cookie = "") => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } });
const choose = (path: string, fields: Record<string, string>, origin = ORIGIN) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: "POST", redirect: "manual", headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
/**
 * A browser's miss is stored after its stream: wait until the page is served from the cache. Each answer is
 * read to its end, as a browser does; one left unread is stored only when workerd gives up on it.
 */
const cached = (path: string, cookie = "") =>
  expect
    .poll(async () => {
      const response = await get(path, cookie);
      await response.text();
      return response.headers.get("x-cache");
    }, { timeout: 10_000 })
    .toBe("HIT");
const htmlLang = async (response: Response) => /<html lang="([^"]+)"/.exec(await response.text())?.[1];

describe("interface languages (English everywhere, Swedish in Finland too)", () => {
  it.each([
    ["/interface-language", { locale: "en-US", returnTo: "/soffor?sort=price_asc" }, 303, "/soffor?sort=price_asc"],
    ["/fi/interface-language", { locale: "sv-FI", returnTo: "/fi/sohvat" }, 303, "/fi/sohvat"],
    ["/fi/interface-language", { locale: "fi-FI", returnTo: "//evil.example/" }, 303, "/fi"],
    ["/dk/interface-language", { locale: "en-US" }, 303, "/dk"],
  ])("POST %s %j → %i to %s with the choice remembered", async (path, fields, status, location) => {
    const response = await choose(path, fields);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^interface_language=${fields.locale}; Max-Age=31536000; Path=/; SameSite=Lax`));
  });

  it.each([
    ["/interface-language", { locale: "sv-FI" }, /locale: "sv-FI" is not a language of this store; choose one of sv-SE, en-US/],
    ["/no/interface-language", { locale: "da-DK" }, /locale: "da-DK" .*nb-NO, en-US/],
    ["/interface-language", {}, /locale: missing/],
  ])("POST %s %j → 400 naming the field", async (path, fields, message) => {
    const response = await choose(path, fields);
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toMatch(message);
  });

  it("refuses a choice posted from another site", async () => {
    expect((await choose("/interface-language", { locale: "en-US" }, "https://evil.example")).status).toBe(403);
  });

  it("renders the interface in the chosen language, content and prices staying the store's, and caches each language apart", async () => {
    const path = "/kundtjanst";
    const own = await get(path);
    expect(own.headers.get("x-cache")).toBe("MISS");
    expect(await htmlLang(own)).toBe("sv-SE");
    const english = await get(path, "interface_language=en-US");
    expect(english.headers.get("x-cache")).toBe("MISS");
    const html = await english.text();
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe("en-US");
    expect(html).toContain(">Language<!-- -->:</span>");
    expect(html).toMatch(/aria-pressed="true" name="locale">English</);
    expect(html).toContain('hrefLang="sv-SE"'); // the alternates still name the stores' own languages

    await cached(path, "interface_language=en-US");
    expect(await htmlLang(await get(path, "interface_language=en-US"))).toBe("en-US");
    await cached(path);
    expect(await htmlLang(await get(path))).toBe("sv-SE");
  });

  it("ignores a language the store does not offer; crawlers, who send no choice, get the store's own", async () => {
    expect(await htmlLang(await get("/dk/kundeservice", "interface_language=sv-FI"))).toBe("da-DK");
    expect(await htmlLang(await get("/fi/kundeservice", "interface_language=sv-FI"))).toBe("sv-FI");
    expect(await htmlLang(await get("/fi/kundeservice", "interface_language=nonsense"))).toBe("fi-FI");
    expect(await htmlLang(await SELF.fetch(`${ORIGIN}/fi/kundeservice`, { headers: { "user-agent": "Googlebot/2.1" } }))).toBe("fi-FI");
  });

  it("purges every language of a page purged by URL", async () => {
    await cached("/returns");
    await cached("/returns", "interface_language=en-US");
    const purge = await SELF.fetch(`${ORIGIN}/ops/cache/purge`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ urls: ["/returns"] }),
    });
    expect((await purge.json<{ purged: number }>()).purged).toBe(2);
    expect((await get("/returns")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/returns", "interface_language=en-US")).headers.get("x-cache")).toBe("MISS");
  });
});
