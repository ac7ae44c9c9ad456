import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** A query with enough results for several small pages, and a word the panel suggests products for. */
const QUERY = "bord";
const PAGE_SIZE = 3;

const ids = (page: Page) => page.locator(".product-card__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

describe("the header's suggestions panel", () => {
  it("suggests products while typing, is keyboard operable, lands on the product and remembers the search", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const box = page.locator("#site-search");
    await box.click();
    // Nothing to show yet (no recent searches): the box is not expanded.
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.pressSequentially("fåt", { delay: 40 });
    const options = page.locator('[role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator('.search-panel__option--product').count()).toBeLessThanOrEqual(8);
    expect(await page.locator(".search-panel__option--product .search-panel__price").first().innerText()).toMatch(/kr/);

    // Arrow down twice, up once: the first option is active, announced through aria-activedescendant.
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
    const target = await page.locator(".search-panel__option--product").first().innerText();

    await box.press("Enter");
    await page.waitForURL(/\/p\//);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe(target.split("\n")[0]);
    // Analytics load with their first event: the click is on the dataLayer a moment later.
    const events = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
    await expect.poll(events).toContain("search.suggestion-click");

    // Escape closes the panel; a submitted search becomes a recent one, removable on its own.
    await box.click();
    await box.fill("matbord");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=matbord/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("storefront-recent-searches") ?? "")).toContain("matbord");
    await box.fill("");
    await box.click();
    await expect.poll(() => page.locator(".search-panel__option--recent").count()).toBeGreaterThan(0);
    expect(await page.locator(".search-panel__option--recent").first().innerText()).toContain("matbord");
    await page.locator(".search-panel__remove").first().dispatchEvent("mousedown");
    await expect.poll(() => page.locator(".search-panel__option--recent", { hasText: "matbord" }).count()).toBe(0);
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });

  it("shows five product suggestions on a phone", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    // On a phone the field opens from the header's search button, focused.
    await page.locator('a[href="#site-search-form"]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("site-search");
    await page.keyboard.type("bord", { delay: 40 });
    await expect.poll(() => page.locator(".search-panel__option--product").count()).toBe(5);
    await page.close();
  });
});

describe("the search results page", () => {
  it("submits, filters, sorts, loads more, and back restores the list", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/search?q=${QUERY}&pageSize=${PAGE_SIZE}`, { waitUntil: "networkidle" });
    expect(await page.locator(".product-card").count()).toBe(PAGE_SIZE);

    const filter = page.locator('[data-filter^="stock:"]').first();
    if (!(await filter.isVisible())) await page.locator("details.facet", { has: filter }).locator("summary").click();
    await filter.click();
    await page.waitForURL((url) => url.searchParams.get("stock") === "1" && url.searchParams.get("q") === QUERY);

    await page.locator("details.sort summary").click();
    await page.locator(`details.sort a[href*="sort=price_desc"]`).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "price_desc" && url.searchParams.get("q") === QUERY);
    await page.locator(".category__more a").click();
    await expect.poll(() => page.locator(".product-card").count()).toBe(PAGE_SIZE * 2);
    const listed = await ids(page);
    const listUrl = page.url();

    await page.locator(".product-card__link").last().click();
    await page.waitForURL(/\/p\//);
    await page.goBack();
    await page.waitForURL(listUrl);
    await expect.poll(() => ids(page)).toEqual(listed);
    await page.close();
  });
});
