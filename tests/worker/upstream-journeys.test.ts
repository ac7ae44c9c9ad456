import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { filledIn, readForm } from "./html-form.ts";
import { builtWorker, UPSTREAM_SHOP } from "./upstream-shop.ts";

/**
 * Whole journeys through the shop's pages on the upstream backend (issue 34 item 2), as a browser without
 * JavaScript takes them, against the vue-storefront-api stand-in (tests/support/vsf-api/): what the stand-in
 * received is asserted as vue-storefront-api's order schema and Magento's quote would take it.
 */
const ORIGIN = "http://shop.test";
const STAND_IN = "http://upstream.test";
const PASSWORD = "Trädgård-2026";
const SOFA = "/p/GS-SANDHAMN-SOFA-3/loungesoffa-sandhamn-3-sits";

/** A browser without JavaScript on the shop on Magento: it keeps cookies and posts forms. */
class Browser {
  cookies = new Map<string, string>();
  readonly ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  private async send(path: string, init: RequestInit) {
    const ctx = createExecutionContext();
    const headers = new Headers(init.headers);
    headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("cf-connecting-ip", this.ip);
    const response = await builtWorker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" }), UPSTREAM_SHOP, ctx);
    await waitOnExecutionContext(ctx);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (attributes.some((a) => /max-age=0$/i.test(a.trim()))) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
  }

  get = (path: string) => this.send(path, {});
  post = (path: string, fields: Record<string, string> | URLSearchParams) =>
    this.send(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields) });
}

type StandInOrder = {
  orderNumber: string;
  customerId: number | null;
  items: { sku: string; qty: number; product_type: string; product_option?: { extension_attributes?: { configurable_item_options?: unknown[] } } }[];
  body: { user_id: string; products: { sku: string; parentSku?: string; qty: number; price: number; product_type: string; product_option: { extension_attributes?: { configurable_item_options?: { option_id: string; option_value: string }[] } } }[] };
};
const standInOrders = async () => (await (await fetch(`${STAND_IN}/__orders`)).json()) as StandInOrder[];

describe("a signed-in customer's order on the upstream backend, through the pages", () => {
  it("signs up, fills the cart with a configurable variant, orders it from the checkout page, and Magento rebuilds the customer's quote with the variant", async () => {
    const browser = new Browser();
    const email = `journey-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const registered = await browser.post("/my-account/register", { customerType: "private", firstname: "Sigrid", lastname: "Holm", email, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(registered.status, registered.html.slice(0, 300)).toBe(200);
    const signedIn = await browser.post("/my-account/login", { email, password: PASSWORD });
    expect(signedIn.status, signedIn.html.slice(0, 300)).toBe(302);

    // The green sofa, as the product page's form adds it.
    const added = await browser.post(SOFA, { sku: "GS-SANDHAMN-SOFA-3-GRN", qty: "1" });
    expect(added.status).toBe(303);

    const checkout = await browser.get("/checkout");
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain("Grön");
    const form = readForm(checkout.html, 'name="idempotencyKey"');
    const submitted = await browser.post(form.action || "/checkout", filledIn(form, {
      customerType: "private", firstName: "Sigrid", lastName: "Holm", email, phone: "0701234567", street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE",
      shippingMethod: "flatrate", paymentMethod: "cashondelivery", acceptTerms: "on",
    }));
    expect(submitted.status, submitted.html.slice(0, 500)).toBe(302);
    const orderNumber = /\d{9}/.exec(submitted.location ?? "")![0];
    // The stand-in is shared by every test file: the sofa's stock goes back to the fixture's.
    await fetch(`${STAND_IN}/__stock`, { method: "POST", body: JSON.stringify({ sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 2 }) });

    const order = (await standInOrders()).find((placed) => placed.orderNumber === orderNumber)!;
    expect(order.customerId).toEqual(expect.any(Number));
    expect(order.body.user_id).toBe(String(order.customerId));
    // vue-storefront-api's order schema: the line by its parent with the variant's options, so the customer's quote adds the variant.
    expect(order.body.products).toEqual([
      expect.objectContaining({ sku: "GS-SANDHAMN-SOFA-3", parentSku: "GS-SANDHAMN-SOFA-3", qty: 1, price: expect.any(Number), product_type: "configurable" }),
    ]);
    const chosen = order.body.products[0]!.product_option.extension_attributes?.configurable_item_options ?? [];
    expect(chosen.map((option) => [String(option.option_id), String(option.option_value)])).toEqual([["93", "102"]]);
    expect(order.items.map(({ sku, qty, product_type }) => [sku, qty, product_type])).toEqual([["GS-SANDHAMN-SOFA-3-GRN", 1, "configurable"]]);

    const confirmation = await browser.get(submitted.location!);
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toContain(orderNumber);
    expect(confirmation.html).toContain("Grön");

    // "Save the address" was ticked by default: Magento's address book has it (POST /api/user/me), and the next checkout starts there.
    expect(checkout.html).toMatch(/name="saveAddress" checked=""/);
    expect((await browser.get("/my-account/addresses")).html).toContain("<span>Storgatan 12</span>");
    await browser.post(SOFA, { sku: "GS-SANDHAMN-SOFA-3-GRN", qty: "1" });
    const next = (await browser.get("/checkout")).html;
    expect(next).toMatch(/<input[^>]*name="shippingAddressId"[^>]*checked=""[^>]*>\s*<span>Sigrid Holm, Storgatan 12, 111 22 Stockholm<\/span>/);
    expect(next).toContain('name="street" value="Storgatan 12"');
    await fetch(`${STAND_IN}/__stock`, { method: "POST", body: JSON.stringify({ sku: "GS-SANDHAMN-SOFA-3-GRN", qty: 2 }) });
  });
});

describe("a catalog price rule on the upstream backend, through the pages", () => {
  const GREEN = "GS-SANDHAMN-SOFA-3-GRN";
  // Magento's render list carries the rule's price, matched to the product by `id` (it names no sku).
  const rule = (final: number | null) => fetch(`${STAND_IN}/__price`, { method: "POST", body: JSON.stringify({ sku: GREEN, final }) });

  it("shows the rule's price on the variant's product page and charges it in the cart", async () => {
    await rule(11_795);
    try {
      const browser = new Browser();
      const productPage = await browser.get(`${SOFA}/${GREEN}`);
      expect(productPage.status).toBe(200);
      const price = /<p class="price[^"]*"[^>]*>[\s\S]*?<\/p>/.exec(productPage.html)![0];
      expect(price).toMatch(/11\s795\skr/);
      expect(price).toMatch(/13\s495\skr/);

      expect((await browser.post(SOFA, { sku: GREEN, qty: "1" })).status).toBe(303);
      const checkout = await browser.get("/checkout");
      expect(checkout.status).toBe(200);
      expect(/<span class="checkout__line-total">([^<]*)<\/span>/.exec(checkout.html)?.[1]).toMatch(/^11\s795\skr$/);
    } finally {
      await rule(null);
    }
  });
});
