import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../support/browser.ts";
import { purchasableProducts } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
// A browser of its own: the shared one makes every cookie choice in advance.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

type Entry = Record<string, unknown> | unknown[];
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => (e && typeof e === "object" && "length" in e && !Array.isArray(e) ? Array.from(e as ArrayLike<unknown>) : e)) as Entry[]);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e): e is Record<string, unknown> => !Array.isArray(e) && e.event === name);

describe("consent and the tag manager's dataLayer", () => {
  it("asks once (the same banner in everyone's HTML, no consent state), starts denied, and keeps the shopper's choice", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('<section class="consent"');
    expect(html).toMatch(/<html lang="sv-SE">/);
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      // The banner paints with the page, before any script of the build has run.
      await context.route("**/assets/*.js", (route) => route.abort());
      await page.goto(`${baseUrl}/`, { waitUntil: "load" });
      const banner = page.getByRole("region", { name: "Cookies" });
      expect(await banner.isVisible()).toBe(true);
      await context.unroute("**/assets/*.js");
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
      await expect.poll(() => banner.isVisible()).toBe(true);
      // Consent Mode's defaults come first: everything denied but what the shop needs.
      const [first] = await dataLayer(page);
      expect(first).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" })]);
      await banner.getByRole("button", { name: "Endast nödvändiga" }).click();
      await expect.poll(() => banner.count()).toBe(0);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("se-cookie-accepted")))!)).toMatchObject({ statistics: false, marketing: false });

      // Chosen: never shown again, not even before the scripts run.
      await context.route("**/assets/*.js", (route) => route.abort());
      await page.reload({ waitUntil: "load" });
      expect(await page.locator("section.consent").count()).toBe(1);
      expect(await page.locator("section.consent").isVisible()).toBe(false);
      await context.unroute("**/assets/*.js");
      await page.reload({ waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      expect(await page.locator("section.consent").count()).toBe(0);
      const updates = (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === "consent" && e[1] === "update");
      expect(updates).toEqual([["consent", "update", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]]);

      // The footer asks again: statistics only.
      await page.getByRole("button", { name: "Cookieinställningar" }).click();
      await banner.getByRole("checkbox", { name: "Statistik" }).check();
      await banner.getByRole("button", { name: "Spara mina val" }).click();
      await expect.poll(async () => (await dataLayer(page)).filter((e) => Array.isArray(e) && e[1] === "update").at(-1)).toEqual([
        "consent",
        "update",
        { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
      ]);
      // No container is configured locally: nothing loads from a tag manager.
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("keeps a quick answer tapped before the banner's code has loaded", async () => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await context.route("**/assets/*.js", (route) => route.abort());
      await page.goto(`${baseUrl}/fi`, { waitUntil: "load" });
      const banner = page.locator("section.consent");
      await banner.locator("button[data-consent-choice=necessary]").click();
      expect(await banner.isVisible()).toBe(false);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("fi-cookie-accepted")))!)).toMatchObject({ statistics: false, marketing: false });
      // Once the scripts come, the banner starts from that choice: closed, Consent Mode told.
      await context.unroute("**/assets/*.js");
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => banner.count()).toBe(0);
      const updates = (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === "consent" && e[1] === "update");
      expect(updates).toEqual([["consent", "update", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]]);
    } finally {
      await context.close();
    }
  });

  it("asks nothing without JavaScript, where no statistics or marketing can run", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/dk`);
      expect(await page.locator("section.consent").count()).toBe(1);
      expect(await page.locator("section.consent").isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("loads the Norwegian store's container only once the shopper allows statistics or marketing", async () => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const requested: string[] = [];
    // The container is configured for the Norwegian store in these tests; Google is not reached, the request is answered here.
    await context.route("https://www.googletagmanager.com/**", (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.containerRan = true;" });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/no`, { waitUntil: "networkidle" });
      const banner = page.locator("section.consent");
      await expect.poll(() => banner.isVisible()).toBe(true);
      await banner.getByRole("button", { name: "Bare nødvendige" }).click();
      await page.reload({ waitUntil: "networkidle" });
      expect(requested).toEqual([]);
      await page.getByRole("button", { name: "Innstillinger for informasjonskapsler" }).click();
      await banner.getByRole("checkbox", { name: "Statistikk" }).check();
      await banner.getByRole("button", { name: "Lagre valgene mine" }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { containerRan?: boolean }).containerRan === true)).toBe(true);
      expect(requested).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]);
      // The events were on the dataLayer all along; the container reads them from there.
      expect((await dataLayer(page)).some((e) => !Array.isArray(e) && e.event === "gtm.js")).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("tells view_item_list, select_item, view_item and add_to_cart with the shop's items, prices and currency", async () => {
    const { simple } = await purchasableProducts(baseUrl, 16);
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/soffor`, { waitUntil: "networkidle" });
      await expect.poll(async () => (await events(page, "view_item_list")).length).toBe(1);
      const [list] = await events(page, "view_item_list");
      const listed = list!.ecommerce as { currency: string; item_list_name: string; items: { item_id: string; index: number; price: number }[] };
      expect(listed).toMatchObject({ currency: "SEK", item_list_name: "Soffor" });
      expect(listed.items[0]).toMatchObject({ index: 0 });
      expect(listed.items.length).toBe(await page.locator(".product-grid .product-card").count());

      await page.locator(".product-card__link").first().click();
      await page.waitForURL(/\/p\//);
      const [selected] = await events(page, "select_item");
      expect((selected!.ecommerce as { items: { item_id: string }[] }).items[0]!.item_id).toBe(listed.items[0]!.item_id);

      await page.goto(baseUrl + simple[15]!.paths["sv-SE"], { waitUntil: "networkidle" });
      const sku = await page.locator("article.product").getAttribute("data-sku");
      await expect.poll(async () => (await events(page, "view_item")).length).toBe(1);
      const [viewed] = await events(page, "view_item");
      const item = (viewed!.ecommerce as { value: number; items: { item_id: string; price: number; quantity: number }[] }).items[0]!;
      expect(item).toMatchObject({ item_id: sku, quantity: 1 });
      expect((viewed!.ecommerce as { value: number }).value).toBe(item.price);

      await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
      await expect.poll(async () => (await events(page, "add_to_cart")).length).toBe(1);
      const [added] = await events(page, "add_to_cart");
      expect(added!.ecommerce).toMatchObject({ currency: "SEK", value: item.price, items: [{ item_id: sku, quantity: 1, price: item.price }] });
    } finally {
      await context.close();
    }
  }, 90_000);
});
