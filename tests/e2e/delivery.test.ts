import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";
import { purchasableProducts } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** The path and sku of a simple product a parcel carrier takes (a pickup point is offered only then). */
async function parcelProduct(skip: number): Promise<string> {
  const { simple } = await purchasableProducts(baseUrl, 14);
  let found = 0;
  for (const product of simple) {
    const html = await (await fetch(baseUrl + product.paths["sv-SE"]!)).text();
    const sku = /<article class="product" data-sku="([^"]+)"/.exec(html)![1]!;
    const cartId = ((await (await fetch(`${baseUrl}/api/cart/create`, { method: "POST" })).json()) as { result: string }).result;
    await fetch(`${baseUrl}/api/cart/update?cartId=${cartId}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ cartItem: { sku, qty: 1 } }) });
    const options = ((await (await fetch(`${baseUrl}/api/logtrade/delivery`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ postcode: "41263", cartId }) })).json()) as { result: { option_id: string }[] }).result;
    if (options.some((o) => o.option_id === "pickup_point") && found++ === skip) return product.paths["sv-SE"]!;
  }
  throw new Error("no parcel-sized product to deliver to a pickup point");
}

const DETAILS = [["firstName", "Åsa"], ["lastName", "Lind"], ["email", "hamtar@example.se"], ["phone", "0701234567"], ["street", "Storgatan 1"], ["city", "Göteborg"]] as const;

describe("delivery to a pickup point (issue 17)", () => {
  // Without JavaScript ('Visa utlämningsställen' asks the server): tests/worker/orders.test.ts.
  it("with JavaScript: the nearest points appear as the postcode is typed; the chosen point is on the confirmation", async () => {
    const path = await parcelProduct(0);
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
      await expect.poll(() => page.locator(".notifications .notification").count()).toBeGreaterThan(0);
      await page.goto(baseUrl + "/checkout", { waitUntil: "networkidle" });
      for (const [field, value] of DETAILS) await page.locator(`#checkout-${field}`).fill(value);
      await page.locator("input[name=shippingMethod][value=pickup_point]").check();
      const points = page.locator(".pickup-point");
      expect(await page.locator(".pickup-points__hint").innerText()).toBe("Fyll i ditt postnummer så visar vi de närmaste utlämningsställena.");
      await page.locator("#checkout-zipCode").fill("412 63");
      await expect.poll(() => points.count(), { timeout: 10_000 }).toBe(5);
      // What was typed is kept; the nearest point is chosen.
      expect(await page.locator("#checkout-firstName").inputValue()).toBe("Åsa");
      expect(await points.first().locator("input").isChecked()).toBe(true);
      expect(await points.first().innerText()).toMatch(/Göteborg[\s\S]*\d km/);
      const chosen = points.nth(1);
      const name = await chosen.locator("strong").innerText();
      await chosen.click();
      // Refused (terms not accepted): the points and the choice are still there.
      await page.getByRole("button", { name: "Slutför köp" }).click();
      await expect.poll(() => page.locator("#checkout-acceptTerms[aria-invalid=true], .error-summary").count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await points.count()).toBe(5);
      expect(await points.nth(1).locator("input").isChecked()).toBe(true);
      await page.locator("#checkout-acceptTerms").check();
      await page.getByRole("button", { name: "Slutför köp" }).click();
      await page.waitForURL(/\/confirmation\?sid=SE/);
      const details = await page.locator(".confirmation__details").innerText();
      expect(details).toContain("Utlämningsställe");
      expect(details).toContain(name);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe("extra services with a home delivery (issue 17)", () => {
  const money = (text: string) => Number(text.replace(/[^\d]/g, ""));
  it("a ticked service adds its price to the total at once, stays ticked after a reload (the cart keeps it) and is on the receipt", async () => {
    const path = await parcelProduct(2);
    const context = await browser().newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
      await expect.poll(() => page.locator(".notifications .notification").count()).toBeGreaterThan(0);
      await page.goto(baseUrl + "/checkout", { waitUntil: "networkidle" });
      const total = () => page.locator(".checkout__total strong").innerText().then(money);
      const before = await total();
      const applied = page.waitForResponse((r) => r.url().includes("/api/ext/extra-fees/apply") && r.status() === 200);
      await page.getByRole("checkbox", { name: /Inbärning till rummet/ }).check();
      await applied;
      expect(await total()).toBe(before + 395);
      expect(await page.locator(".checkout__summary .totals").innerText()).toMatch(/Tilläggstjänster\s+395\s*kr/);
      // A pickup point offers no services: they are not charged while it is chosen.
      await page.locator("input[name=shippingMethod][value=pickup_point]").check();
      expect(await total()).toBe(before - 695 + 99);
      await page.locator("input[name=shippingMethod][value=home_delivery]").check();

      await page.reload({ waitUntil: "networkidle" });
      expect(await page.getByRole("checkbox", { name: /Inbärning till rummet/ }).isChecked()).toBe(true);
      expect(await total()).toBe(before + 395);
      for (const [field, value] of [...DETAILS, ["zipCode", "41263"]] as const) await page.locator(`#checkout-${field}`).fill(value);
      await page.locator("#checkout-acceptTerms").check();
      await page.getByRole("button", { name: "Slutför köp" }).click();
      await page.waitForURL(/\/confirmation\?sid=SE/);
      expect(await page.locator(".confirmation").innerText()).toMatch(/Inbärning\s+395\s*kr/);
    } finally {
      await context.close();
    }
  }, 90_000);
});
