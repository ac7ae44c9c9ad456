import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sv from "#locales/sv-SE.json" with { type: "json" };
import { useChromium } from "../support/browser.ts";
import { startFakeUpstream } from "../support/fake-upstream-server.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/**
 * The shopper's journeys on the upstream backend (issue 16 item 2): a second shop on workerd with
 * COMMERCE_BACKEND=upstream, its vue-storefront-api the fake of the worker tests served over HTTP.
 * Browsing with filters, a configurable product's colour, the cart, checkout to the receipt, sign-in.
 * A server of its own: the commerce backend is a setting of the whole worker, so it cannot be the global
 * server's (embedded). It starts from the prepared state the global server's was copied from.
 */
const browser = useChromium();
let shop: RunningServer;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  const upstreamPort = Number(process.env.UPSTREAM_FAKE_PORT ?? 8797);
  upstream = await startFakeUpstream(upstreamPort);
  shop = await startServer({
    port: Number(process.env.UPSTREAM_SHOP_PORT ?? 8798),
    stateDir: ".wrangler/e2e-upstream-state",
    fresh: true,
    vars: {
      COMMERCE_BACKEND: "upstream",
      UPSTREAM_API_URL: upstream.url,
      UPSTREAM_STORE_IDS: "se=1,dk=2,no=3,fi=4",
      UPSTREAM_SHIPPING_METHODS: "flatrate=flatrate_flatrate,pickup_point=tablerate_bestway",
    },
  });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await upstream?.stop();
});

const cartCount = (page: Page) => page.locator(".cart-count").getAttribute("data-count", { timeout: 1000 }).catch(() => null);

describe("the shop on vue-storefront-api in Chromium (COMMERCE_BACKEND=upstream)", () => {
  it("browses Magento's categories with a filter, adds a configurable product in a colour, and checks out to the receipt", async () => {
    const page = await browser().newPage();
    await page.goto(`${shop.url}/`, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator(".product-card").filter({ hasText: "Trädgårdsstol Visby" }).count()).toBeGreaterThan(0);

    await page.goto(`${shop.url}/utemobler`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").innerText()).toBe("Utemöbler");
    await expect.poll(() => page.locator(".product-card").count()).toBe(3);
    // Teak: the chair and the dining set, not the sofa.
    const teak = page.locator('[data-filter^="material:"]').filter({ hasText: "Teak" }).first();
    if (!(await teak.isVisible())) await page.locator("details.facet", { has: teak }).locator("summary").click();
    await teak.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("material")).toBe("201");
    await expect.poll(() => page.locator(".product-card").count()).toBe(2);

    await page.goto(`${shop.url}/p/GS-SANDHAMN-SOFA-3/loungesoffa-sandhamn-3-sits`, { waitUntil: "networkidle" });
    const green = page.locator(".variant--color a.variant__value").filter({ hasText: "Grön" });
    await green.click();
    await expect.poll(() => page.locator("article.product").getAttribute("data-sku")).toBe("GS-SANDHAMN-SOFA-3-GRN");
    // The pictures follow the chosen variant.
    await expect.poll(() => page.locator("img.gallery__main").getAttribute("src")).toContain("/media/product/GS-SANDHAMN-SOFA-3-GRN/");
    await page.getByRole("button", { name: sv.cart.add }).click();
    await expect.poll(() => page.locator(".notification").filter({ hasText: sv.cart.added }).count()).toBe(1);
    await expect.poll(() => cartCount(page)).toBe("1");

    await page.goto(`${shop.url}/checkout`, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator(".checkout__lines li").count()).toBe(1);
    expect(await page.locator(".checkout__lines").innerText()).toContain("Grön");
    await page.fill("#checkout-firstName", "Anna");
    await page.fill("#checkout-lastName", "Lindqvist");
    await page.fill("#checkout-email", "anna.lindqvist@example.se");
    await page.fill("#checkout-phone", "0701234567");
    await page.fill("#checkout-street", "Storgatan 12");
    await page.fill("#checkout-zipCode", "111 22");
    await page.fill("#checkout-city", "Stockholm");
    await page.locator("input[name=shippingMethod][value=flatrate]").check();
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: sv.checkout.place }).click();
    await page.waitForURL((url) => url.pathname === "/confirmation");
    await expect.poll(() => page.locator("h1").innerText()).toBe(sv.confirmation.title);
    expect(await page.locator(".confirmation__number").innerText()).toMatch(/\d{9}/);
    expect(await page.locator(".confirmation li").count()).toBe(1);
    await expect.poll(() => cartCount(page)).toBe(null);
    await page.close();
  });

  it("signs a Magento customer in and shows her account with Magento's order history", async () => {
    const page = await browser().newPage();
    await page.goto(`${shop.url}/`, { waitUntil: "networkidle" });
    await page.locator(".header__account").click();
    const dialog = page.getByRole("dialog", { name: sv.account.login.title });
    await dialog.getByLabel(sv.account.login.email).fill("anna.lindqvist@example.se");
    await dialog.getByLabel(sv.account.login.password, { exact: true }).fill("Hemligt-Lösen1");
    await dialog.getByRole("button", { name: sv.account.login.submit }).click();
    await expect.poll(() => page.locator(".header__account[data-signed-in]").count()).toBe(1);
    await page.goto(`${shop.url}/my-account/orders`, { waitUntil: "networkidle" });
    expect(await page.locator("main").innerText()).toContain("000001042");
    await page.close();
  });
});
