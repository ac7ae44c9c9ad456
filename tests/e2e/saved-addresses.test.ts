import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import sv from "#locales/sv-SE.json" with { type: "json" };
import { useChromium } from "../support/browser.ts";

/**
 * A signed-in shopper's saved addresses at checkout on a phone, with JavaScript (issue 36 item 5,
 * decision 0052): picking fills the fields in place, typing makes the address a new one that is
 * saved to the book. The pickers without JavaScript are tests/worker/account-pages.test.ts's.
 */
const baseUrl = inject("baseUrl");
const browser = useChromium();
const PASSWORD = "Trädgård-2026";

let productPath: string;
beforeAll(async () => {
  // The first product of the first category, as the screenshots buy it (the other journeys buy from the sitemap's).
  const home = await (await fetch(`${baseUrl}/`)).text();
  const category = /class="main-nav__link[^"]*" href="([^"]+)"/.exec(home)![1]!;
  const listing = await (await fetch(baseUrl + category)).text();
  productPath = /class="product-card__link" href="([^"]+)"/.exec(listing)![1]!;
}, 120_000);

/** Posts a page form as the signed-in browser does (its cookies; same origin). */
async function post(context: BrowserContext, path: string, form: Record<string, string>) {
  const answer = await context.request.post(baseUrl + path, { form, headers: { Origin: baseUrl }, maxRedirects: 0 });
  expect(answer.status(), `${path}: ${(await answer.text()).slice(0, 200)}`).toBeLessThan(400);
}

describe("saved addresses at checkout, with JavaScript, on a phone", () => {
  it("fills the fields from the picked address, turns typing into a new address, and saves that one", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    await context.addInitScript(() => localStorage.setItem("se-cookie-accepted", JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() })));
    const email = `picker-${crypto.randomUUID().slice(0, 8)}@example.se`;
    await post(context, "/my-account/register", { customerType: "private", firstname: "Sigrid", lastname: "Holm", email, password: PASSWORD, passwordConfirmation: PASSWORD });
    await post(context, "/my-account/login", { email, password: PASSWORD });
    const address = { intent: "save", firstname: "Sigrid", lastname: "Holm", city: "Lund", countryId: "SE", telephone: "0701112233" };
    await post(context, "/my-account/addresses?edit=new", { ...address, street: "Storgatan 1", postcode: "222 21" });
    await post(context, "/my-account/addresses?edit=new", { ...address, street: "Bankgatan 7", postcode: "223 52" });
    const page = await context.newPage();
    await page.goto(baseUrl + productPath, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: sv.cart.add }).click();
    await page.locator(".notification").first().waitFor();
    await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });

    const delivery = page.getByRole("radiogroup", { name: sv.checkout.address });
    const street = page.locator('input[name="street"]');
    const saveBox = page.locator('input[name="saveAddress"]');
    await expect.poll(() => delivery.getByRole("radio", { name: /Storgatan 1/ }).isChecked()).toBe(true);
    await expect.poll(() => street.inputValue()).toBe("Storgatan 1");
    // A saved address is saved already: no box for it.
    expect(await saveBox.isVisible()).toBe(false);

    await delivery.getByRole("radio", { name: /Bankgatan 7/ }).check();
    expect(await street.inputValue()).toBe("Bankgatan 7");
    expect(await page.locator('input[name="zipCode"]').inputValue()).toBe("223 52");

    await street.fill("Nygatan 9");
    await page.locator('input[name="zipCode"]').fill("211 22");
    await page.locator('input[name="city"]').fill("Malmö");
    expect(await delivery.getByRole("radio", { name: sv.account.addresses.newTitle }).isChecked()).toBe(true);
    expect(await saveBox.isVisible()).toBe(true);
    expect(await saveBox.isChecked()).toBe(true);

    await page.getByLabel(sv.checkout.terms).check();
    await page.getByRole("button", { name: sv.checkout.place }).click();
    await page.waitForURL(/\/confirmation\?sid=/);
    const book = await (await context.request.get(`${baseUrl}/my-account/addresses`)).text();
    expect(book.match(/<li class="address-card">/g)).toHaveLength(3);
    expect(book).toContain("<span>Nygatan 9</span>");
    await context.close();
  });
});
