import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The first product a search for `q` lists, over HTTP. */
async function firstResult(path: string): Promise<string> {
  const listing = await (await fetch(baseUrl + path, { headers: { "user-agent": "Googlebot/2.1" } })).text();
  return /class="product-card__link" href="([^"]+)"/.exec(listing)![1]!;
}

describe("the buy box on a phone (issue 36 item 1)", () => {
  it.each([
    ["se", "/search?q=soffa", /^Hemleverans 695\s?kr, bokningsbar från \p{L}+ \d{1,2} \p{L}+$/u, "Fri retur inom 30 dagar"],
    ["dk", "/dk/search?q=sofa", /^Hjemmelevering 495\s?kr\., kan bookes fra \p{L}+ \d{1,2}\. \p{L}+$/u, "Gratis retur inden for 30 dage"],
  ])("%s: stars to the reviews, method, price and first day, the trust strip, stock once; spec values unbroken; also without JavaScript", async (_store, search, promise, returns) => {
    const href = await firstResult(search);
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser().newPage({ ...PHONE, javaScriptEnabled });
      await page.goto(baseUrl + href, { waitUntil: "networkidle" });
      const buy = page.locator(".product__buy");
      await expect.poll(() => buy.locator(".buy-delivery").innerText()).toMatch(promise);
      expect(await buy.locator(".trust-strip").innerText()).toContain(returns);
      expect(await buy.locator(".stock-badge").count()).toBe(1);
      // Nothing in the buy box is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Each specification label and value stays on one line.
      const broken = await page.locator(".specs dt, .specs dd").evaluateAll((cells) =>
        cells.filter((cell) => cell.getClientRects().length > 1 || cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().height > parseFloat(getComputedStyle(cell).fontSize) * 1.8).map((cell) => cell.textContent),
      );
      expect(broken).toEqual([]);
      await buy.locator(".buy-rating a").click();
      await page.waitForURL((url) => url.pathname !== new URL(baseUrl + href).pathname);
      expect(await page.locator("h1").innerText()).toBeTruthy();
      await page.close();
    }
  });
});
