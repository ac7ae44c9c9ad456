import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("a page served from the output cache", () => {
  it.each(["/dk", "/fi/sohvat"])("%s still hydrates with no Content Security Policy violation, and its client-side navigation works", async (path) => {
    await fetch(baseUrl + path); // fill the cache
    expect((await fetch(baseUrl + path)).headers.get("x-cache")).toBe("HIT");

    const page = await browser().newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // A stored page carries no nonce: its inline scripts are admitted by their hashes, what they load by 'strict-dynamic' (decision 0028).
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    await page.addInitScript(() => document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)));
    const response = await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    expect(response!.headers()["x-cache"]).toBe("HIT");
    await page.evaluate(() => ((window as unknown as { __cached: boolean }).__cached = true));

    const card = page.locator(".product-card__link").first();
    const name = (await card.locator(".product-card__name").innerText()).trim();
    const href = (await card.getAttribute("href"))!;
    await card.click();
    await page.waitForURL(baseUrl + href);
    await expect.poll(() => page.locator("h1").innerText()).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { __cached?: boolean }).__cached)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
