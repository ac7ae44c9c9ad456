import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("the store switch on a phone (issue 36 item 8)", () => {
  it("switches from a filtered category to the same category in the other store, keeping the filters that mean the same there", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/soffor?color=green&price=2400-5600`);
    // Hydrated first (the menu has its panels then): a click on "Meny" racing hydration left the menu shut on a loaded machine.
    await page.locator("#main-menu.main-nav--panels").waitFor({ state: "attached" });
    // The country button is in the phone's menu.
    await page.getByRole("link", { name: "Meny" }).click();
    await page.locator(".main-nav__language").getByRole("button", { name: "Land och språk" }).click();
    const dialog = page.getByRole("dialog", { name: "Välj land och språk" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("link", { name: /^Danmark/ }).click();
    await page.waitForURL((url) => url.pathname === "/dk/sofaer");
    const url = new URL(page.url());
    // The colour is the same code in every store; the price range is in Swedish kronor, which Denmark does not use.
    expect(url.searchParams.get("color")).toBe("green");
    expect(url.searchParams.get("price")).toBeNull();
    expect(await page.locator("html").getAttribute("lang")).toBe("da-DK");
    expect(await page.locator('.facet__option--selected[data-filter="color:green"]').count()).toBe(1);
    await page.close();
  });
});
