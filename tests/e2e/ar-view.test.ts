import { describe, expect, inject, it } from "vitest";
import { renderSVG } from "uqr";
import { QR_OPTIONS } from "#app/components/ar/ar-qr-dialog.tsx";
import { useChromium } from "../support/browser.ts";

/** The AR view (issue 36 item 6, decision 0045): "View in your room" on a phone opens the 3D viewer; on a computer, a QR code of it. */
const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.AR_VIEW_SCREENSHOTS;

/** The first sofa a search lists, over HTTP. */
async function firstSofa(): Promise<string> {
  const listing = await (await fetch(`${baseUrl}/search?q=soffa`, { headers: { "user-agent": "Googlebot/2.1" } })).text();
  return /class="product-card__link" href="([^"]+)"/.exec(listing)![1]!;
}

describe("View in your room", () => {
  it("on a phone opens the product's 3D model in the viewer, ready for AR", async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(baseUrl + (await firstSofa()), { waitUntil: "networkidle" });
    const link = page.getByRole("link", { name: "Visa i ditt rum" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/ar\/[A-Z]+-\d+\?color=[a-z_]+$/);
    if (SCREENSHOTS) {
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/ar-view-phone-product.png` });
    }
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith("/ar/"));
    const viewer = page.locator("model-viewer");
    await expect.poll(() => page.locator(".ar-view__stage").getAttribute("data-state"), { timeout: 30_000 }).toBe("loaded");
    expect(await viewer.evaluate((element) => (element as HTMLElement & { loaded: boolean }).loaded)).toBe(true);
    const model = new URL((await viewer.getAttribute("src"))!, baseUrl);
    expect(model.pathname).toMatch(/^\/media\/model\/[A-Z]+-\d+\.glb$/);
    expect(model.searchParams.get("color")).toBe(new URL(href, baseUrl).searchParams.get("color"));
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ar-view-phone.png` });
    await page.close();
  });

  it("on a computer opens a dialog with a QR code of the same AR view, by mouse or keyboard, and closes with Escape", async () => {
    const page = await browser().newPage(DESKTOP);
    await page.goto(baseUrl + (await firstSofa()), { waitUntil: "networkidle" });
    const link = page.getByRole("link", { name: "Visa i ditt rum" });
    const address = new URL((await link.getAttribute("href"))!, baseUrl).href;
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Visa i ditt rum" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).not.toContain("/ar/");
    // The code is the AR view's address: the same modules as a QR code of it drawn here (serialized by the browser, as the dialog's).
    const expected = await page.evaluate((svg) => Object.assign(document.createElement("div"), { innerHTML: svg }).innerHTML, renderSVG(address, QR_OPTIONS));
    expect(await dialog.locator(".ar-qr__code").innerHTML()).toBe(expected);
    // Its instructions come from the AR view's loader.
    await expect.poll(() => dialog.locator("p").first().innerText()).toMatch(/^Skanna koden/);
    expect(await dialog.getByRole("link").getAttribute("href")).toBe(new URL(address).pathname + new URL(address).search);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ar-view-desktop.png` });
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the link, and the keyboard opens the dialog again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Visa i ditt rum");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.close();
  });
});
