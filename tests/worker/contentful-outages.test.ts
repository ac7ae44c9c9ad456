import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, publishCatalogReferences, trouble } from "./contentful-shop.ts";

beforeAll(async () => {
  await publishCatalogReferences();
});

afterEach(async () => {
  await trouble(null);
});

/** Each way Contentful can fail: slow past the shop's deadline (400 ms in these tests), 500, 429, unreachable. */
const TROUBLES = [
  ["slow", { delayMs: 1_500 }],
  ["failing", {}],
  ["rate-limited", { resetSeconds: 7 }],
  ["unreachable", {}],
] as const;

/** The Retry-After a 503 asks for: Contentful's rate-limit reset when it gave one, else the shop's minute. */
const retryAfter = (options: object) => String("resetSeconds" in options ? options.resetSeconds : 60);

const navLabels = (html: string) => [...(/<nav id="main-menu".*?<\/nav>/s.exec(html)?.[0] ?? "").matchAll(/class="main-nav__link[^"]*" href="[^"]+"[^>]*>([^<]+)</g)].map(([, label]) => label);

describe.each(TROUBLES)("Contentful %s", (mode, options) => {
  it("leaves a cached page served", async () => {
    await call("/var-historia");
    expect((await call("/var-historia")).headers.get("x-cache")).toBe("HIT");
    await trouble(mode, options);
    const response = await call("/var-historia");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Det började i en verkstad i Småland.");
  });

  it("answers a page it cannot get with the store's own 503, in its language, with Retry-After", async () => {
    // The shell's navigation and footer were seen before; the page was not.
    await call("/dk/vores-historie");
    await trouble(mode, options);
    const response = await call("/dk/plejeguide");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(retryAfter(options));
    const html = await response.text();
    expect(html).toContain('<html lang="da-DK"');
    expect(html).not.toContain("Sådan holder møblerne længe");
  });

  it("shows the last navigation and footer seen on a page that does not need the content service", async () => {
    await call("/fi/tarinamme");
    await trouble(mode, options);
    // A category page needs the catalog alone: the shell's navigation and footer are the last seen.
    const response = await call("/fi/search?q=soffa");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(navLabels(html)).toEqual(["Soffor", "Vår historia"]);
    expect(html).toContain('<h2 class="footer__heading">Kundservice</h2>');
  });

  it("answers the API's navigation and footer calls with the last version seen", async () => {
    const seen = await Promise.all(["header", "footer"].map(async (route) => (await call(`/api/contentful/${route}?lang=nb-NO`, { method: "POST" })).json()));
    await trouble(mode, options);
    for (const [i, route] of ["header", "footer"].entries()) {
      const response = await call(`/api/contentful/${route}?lang=nb-NO`, { method: "POST" });
      expect(response.status, route).toBe(200);
      expect(await response.json(), route).toEqual(seen[i]);
    }
  });

  it("answers a home page it cannot get the banners of with the store's 503, in its language", async () => {
    await call("/no/search?q=sofa");
    await trouble(mode, options);
    const response = await call("/no");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(retryAfter(options));
    expect(await response.text()).toContain('<html lang="nb-NO"');
  });

  it("answers the API's page call with 503 and Retry-After", async () => {
    await trouble(mode, options);
    const response = await call("/api/contentful?slug=skotselrad");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(retryAfter(options));
  });
});

it("renders a page that does not need the content service without the editors' links when none were seen yet", async () => {
  // Seen once, then forgotten: what the shop kept is all that differs from the other tests.
  expect(navLabels(await (await call("/no/search?q=ekornhus")).text())).not.toEqual([]);
  for (const key of ["content-last-seen:navigation:no", "content-last-seen:footer:no:nb-NO"]) await env.PAGE_CACHE.delete(key);
  await trouble("unreachable");
  const response = await call("/no/search?q=ekornhjul");
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="nb-NO"');
  expect(navLabels(html)).toEqual([]);
  expect(html).not.toContain('class="footer__heading">Kundeservice<');
});
