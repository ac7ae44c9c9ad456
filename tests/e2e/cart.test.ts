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

describe("a shopper checks out with cash on delivery", () => {
  it.each([
    ["/fi", "Lisää ostoskoriin", "Vahvista tilaus", /\d,\d{2}\u00a0€$/, { zip: "00100", city: "Helsinki" }, ["Käytä", "Alennuskoodi on lisätty."]],
    ["", "Lägg i varukorgen", "Slutför köp", /\d\u00a0kr$/, { zip: "412 63", city: "Göteborg" }, ["Använd", "Rabattkoden har lagts till."]],
  ])("in store %s, from the product page with the newsletter coupon to the confirmation in the store's currency", async (prefix, addLabel, placeLabel, currency, address, [applyLabel, applied]) => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${prefix || "/"}`, { waitUntil: "networkidle" });
    await page.locator(".product-card__link").first().click();
    await page.waitForURL((url) => url.pathname.includes("/p/"));
    await page.getByRole("button", { name: addLabel }).click();
    await expect.poll(() => page.locator(".cart-count").getAttribute("data-count")).toBe("1");
    await page.goto(`${baseUrl}${prefix}/checkout`, { waitUntil: "networkidle" });
    const before = (await page.locator("[data-total]").innerText()).trim();
    await page.fill("#checkout-coupon", "NYHETSBREV10");
    await page.getByRole("button", { name: applyLabel }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: applied }).count()).toBe(1);
    await expect.poll(async () => (await page.locator("[data-total]").innerText()).trim()).not.toBe(before);
    await page.fill("#checkout-firstName", "Anna");
    await page.fill("#checkout-lastName", "Virtanen");
    await page.fill("#checkout-email", "anna@example.fi");
    await page.fill("#checkout-phone", "0401234567");
    await page.fill("#checkout-street", "Esplanadi 1");
    await page.fill("#checkout-zipCode", address.zip);
    await page.fill("#checkout-city", address.city);
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: new RegExp(placeLabel) }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/confirmation"));
    expect((await page.locator("[data-total]").innerText()).trim()).toMatch(currency);
    await expect.poll(() => page.locator(".cart-count").count()).toBe(0);
    await context.close();
  });
});
