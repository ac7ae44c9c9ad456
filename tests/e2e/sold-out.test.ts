import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A product a category lists as coming (a planned restock or a supplier's window): one that cannot be bought now. */
async function comingProduct(): Promise<string> {
  const home = await (await fetch(baseUrl + "/")).text();
  for (const [, category] of home.matchAll(/class="main-nav__link[^"]*" href="([^"]+)"/g)) {
    const listing = await (await fetch(`${baseUrl}${category}?pageSize=200`, { headers: { "user-agent": "Googlebot/2.1" } })).text();
    const match = /href="(\/p\/[^"]+)"[\s\S]{0,1500}?stock-badge--upcoming/.exec(listing);
    if (match) return match[1]!;
  }
  throw new Error("no product coming back in any category");
}

describe("a sold-out product on a phone (issue 36 item 3)", () => {
  it("says when it comes back, once, and takes an e-mail alert in place with JavaScript", async () => {
    const href = await comingProduct();
    const page = await browser().newPage(PHONE);
    await page.goto(baseUrl + href, { waitUntil: "networkidle" });
    const buy = page.locator(".product__buy");
    expect(await buy.locator(".stock-badge").count()).toBe(1);
    expect(await buy.locator(".product__availability").innerText()).toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}/);
    expect(await page.locator("#add-to-cart").count()).toBe(0);
    await page.fill("#back-in-stock-email", "not-an-address");
    await page.locator(".back-in-stock button[type=submit]").click();
    await expect.poll(() => page.locator(".back-in-stock [role=alert]").count()).toBe(1);
    expect(await page.locator("#back-in-stock-email").getAttribute("aria-invalid")).toBe("true");
    await page.fill("#back-in-stock-email", "phone.shopper@example.se");
    await page.locator(".back-in-stock button[type=submit]").click();
    await expect.poll(() => page.locator(".back-in-stock [role=status]").innerText()).toContain("phone.shopper@example.se");
    // It stayed on the product page, and nothing is wider than the phone.
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator(".alternatives .product-card").count()).toBeGreaterThan(0);
    await page.close();
  });
});
