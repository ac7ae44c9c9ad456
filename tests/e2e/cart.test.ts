import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("a shopper adds a product to the cart", () => {
  it.each([
    ["/fi", "Tuote on lisätty ostoskoriin!", "Lisää ostoskoriin"],
    ["/no", "Produktet er lagt i handlekurven!", "Legg i handlekurven"],
  ])("in %s, sees the confirmation and the cart count, which survives a reload", async (home, added, button) => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + home, { waitUntil: "networkidle" });
    const card = page.locator(".product-card__link").first();
    await card.click();
    await page.waitForURL((url) => url.pathname.includes("/p/"));
    await page.locator("input[name=qty]").fill("2");
    await page.getByRole("button", { name: button }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: added }).count()).toBe(1);
    await expect.poll(() => page.locator(".cart-count").getAttribute("data-count")).toBe("2");
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => page.locator(".cart-count").getAttribute("data-count")).toBe("2");
    await context.close();
  });
});
