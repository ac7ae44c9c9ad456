import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";
import { purchasableProducts } from "../support/page-types.ts";

/** Issue 36 item 9: what only a browser shows, on a phone. */

const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let products: Awaited<ReturnType<typeof purchasableProducts>>;
beforeAll(async () => {
  products = await purchasableProducts(baseUrl, 1);
}, 400_000);

const box = async (locator: Locator) => (await locator.boundingBox())!;
/** Whether two elements' boxes share any area on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await box(a), await box(b)];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function openProduct(path: string): Promise<Page> {
  const page = await browser().newPage(PHONE);
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  // Hydrated: the form says it is sent by the script.
  await page.locator('#add-to-cart input[name="via"]').waitFor({ state: "attached" });
  return page;
}

describe("shopper gaps on a phone (issue 36 item 9)", () => {
  it("g: a required option left out is flagged beside it in the store's words, focused, and cleared once answered", async () => {
    const path = products["custom options"][0]?.paths["sv-SE"];
    if (!path) throw new Error("no purchasable product with custom options");
    const page = await openProduct(path);
    const required = page.locator(".custom-options fieldset").filter({ hasText: "(obligatoriskt)" }).first();
    const title = ((await required.locator("legend").innerText()).split(" (")[0] ?? "").trim();
    await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
    const error = required.locator(".custom-options__error");
    await expect.poll(() => error.innerText()).toBe(`Välj ${title}`);
    expect(await required.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toMatch(/^option-\d+$/);
    // Nothing was sent: no notification, and the cart is still empty.
    expect(await page.locator(".notification").count()).toBe(0);
    await required.locator("label.custom-options__value").first().locator("input").check();
    await expect.poll(() => error.count()).toBe(0);
    await page.close();
  });

  it("h: the added-to-cart message stands above the sticky buy bar, and inside the open mini cart covers none of it", async () => {
    // A configurable product: its line in the mini cart can be edited, and saving says so there.
    const page = await openProduct(products.configurable[0]!.paths["sv-SE"]!);
    await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
    const notification = page.locator(".notification").first();
    await notification.waitFor();
    const bar = page.locator(".product__buy .add-to-cart");
    expect(await overlap(notification, bar)).toBe(false);

    await page.locator(".notification button").first().click();
    await page.locator(".header__cart").click();
    const microcart = page.locator(".microcart");
    await microcart.locator(".microcart__line").first().waitFor();
    await microcart.getByRole("button", { name: "Ändra" }).first().click();
    await microcart.getByRole("button", { name: "Spara" }).click();
    const inPanel = page.locator(".side-panel .notification").first();
    await inPanel.waitFor();
    for (const part of await page.locator(".side-panel .microcart__line, .side-panel .button:not(.notification .button), .side-panel a.button").all()) {
      if (await part.isVisible()) expect(await overlap(inPanel, part)).toBe(false);
    }
    await page.close();
  });

  it("i: after a client navigation the focus is on the main content", async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(`${baseUrl}/search?q=soffa`, { waitUntil: "networkidle" });
    await page.locator(".product-card__link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/p/"));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // A variant or filter choice stays where it is: only a new page moves the focus.
    await page.close();
  });

  it("k: the lightbox fills the phone's screen", async () => {
    const page = await openProduct(products.simple[0]!.paths["sv-SE"]!);
    await page.locator(".gallery__open").click();
    const dialog = page.locator("dialog.lightbox");
    await dialog.waitFor();
    expect(await box(dialog)).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.close();
  });
});
