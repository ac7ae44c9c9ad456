import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("the magazine and inspiration in the browser", () => {
  it("load more adds the next posts in place: the page stays where it was, 'page x of y' moves on", async () => {
    const context = await browser().newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/magazine`, { waitUntil: "networkidle" });
      expect(await page.locator(".post-card").count()).toBe(10);
      const more = page.getByRole("link", { name: "Visa fler artiklar" });
      await more.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await more.click();
      await expect.poll(() => page.locator(".post-card").count()).toBe(20);
      expect(new URL(page.url()).search).toBe("?more=1");
      expect(await page.locator(".list-pager__page").innerText()).toMatch(/^Sida 2 av \d+$/);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
      // The focus is on the first post it added.
      const eleventh = await page.locator("#magazine-posts > li").nth(10).locator("a").getAttribute("href");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(eleventh);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("a customer photo opens in a dialog: arrows step, the product is linked, Escape closes and the focus goes back", async () => {
    const context = await browser().newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/inspiration/kundbilder`, { waitUntil: "networkidle" });
      const first = page.locator(".photo-grid__photo").first();
      await first.click();
      const dialog = page.locator("dialog.photo-dialog");
      await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
      expect(await dialog.locator(".lightbox__counter").innerText()).toMatch(/^Kundfoto 1 av 12$/);
      const firstCaption = await dialog.locator(".photo-dialog__caption").innerText();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => dialog.locator(".lightbox__counter").innerText()).toMatch(/^Kundfoto 2 av 12$/);
      expect(await dialog.locator(".photo-dialog__caption").innerText()).not.toBe(firstCaption);
      expect(await dialog.locator(".photo-dialog__product").getAttribute("href")).toMatch(/^\/p\//);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.classList.contains("photo-grid__photo"))).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});
