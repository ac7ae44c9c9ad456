import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

async function openPage(path: string): Promise<Page> {
  const page = await browser().newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  return page;
}

// Each store's home page in its language, currency and translated shell: tests/worker/pages.test.ts (server output).

describe("a shopper follows a product card", () => {
  it("navigates client-side, without a full page load", async () => {
    const page = await openPage("/dk");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const card = page.locator(".product-card__link").first();
    const name = (await card.locator(".product-card__name").innerText()).trim();
    const href = await card.getAttribute("href");
    expect(href).toMatch(/^\/dk\/p\//);
    await card.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => page.locator("h1").innerText()).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.getAttribute("html", "lang")).toBe("da-DK");
    await page.close();
  });
});

describe("the language switcher", () => {
  it("lists every store and leads to the chosen one", async () => {
    const page = await openPage("/");
    await page.getByRole("button", { name: "Land och språk" }).click();
    const dialog = page.getByRole("dialog", { name: "Välj land och språk" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("link").count()).toBe(4);
    await dialog.getByRole("link", { name: /Suomi/ }).click();
    await page.waitForURL(`${baseUrl}/fi`);
    expect(await page.getAttribute("html", "lang")).toBe("fi-FI");
    await page.close();
  });
});

describe("browser errors are reported (issue 16 item 5)", () => {
  it("an error nothing caught reaches the shop's reporting endpoint with the store and the route pattern, not the address", async () => {
    const page = await openPage("/dk");
    try {
      const homeTitle = await page.title();
      await page.locator("a.product-card__link").first().click();
      // The product page has rendered (its title is in), not only its address.
      await expect.poll(() => page.title()).not.toBe(homeTitle);
      const reported = page.waitForRequest((request) => request.url().endsWith("/api/client-errors"));
      await page.evaluate(() => setTimeout(() => {
        throw new TypeError("checkout state lost");
      }));
      const request = await reported;
      expect(request.postDataJSON()).toMatchObject({ store: "dk", route: "/dk/p/:parentSku/:slug", name: "TypeError", message: "checkout state lost" });
      expect((await request.response())?.status()).toBe(202);
    } finally {
      await page.close();
    }
  });
});
