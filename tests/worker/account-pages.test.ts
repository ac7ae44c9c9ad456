import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { filledIn, readForm } from "./html-form.ts";

const ORIGIN = "http://shop.test";
const PASSWORD = "Trädgård-2026";

/** A browser without JavaScript: it keeps cookies and posts forms. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (attributes.some((a) => /max-age=0$/i.test(a.trim()))) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
  }

  private get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get(path: string) {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: this.cookieHeader, "cf-connecting-ip": this.ip }, redirect: "manual" });
    this.remember(response);
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { Cookie: this.cookieHeader, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": this.ip, ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    this.remember(response);
    return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
  }
}

const email = () => `sida-${crypto.randomUUID().slice(0, 8)}@example.se`;

async function registered(browser = new Browser()) {
  const address = email();
  const created = await browser.post("/my-account/register", { customerType: "private", firstname: "Sigrid", lastname: "Holm", email: address, password: PASSWORD, passwordConfirmation: PASSWORD });
  expect(created.status, created.html.slice(0, 300)).toBe(200);
  const signedIn = await browser.post("/my-account/login", { email: address, password: PASSWORD });
  expect(signedIn.status, signedIn.html.slice(0, 300)).toBe(302);
  return { browser, address };
}

/** A radio group of a rendered page as [value, ticked] pairs, in order. */
const radios = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, "g"))].map(([tag]) => [/value="([^"]*)"/.exec(tag)?.[1], tag.includes('checked=""')]);

/** A simple product of the Swedish store with no options, 50 in stock. */
async function simpleProductInStock() {
  const product = (await env.DB.prepare(
    `SELECT p.sku, t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0 AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string; url_path: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(product.sku).run();
  return product;
}

describe("account pages without JavaScript", () => {
  it("answers a registration with a known e-mail exactly as a new one, signs nobody in and mails the owner", async () => {
    const { address } = await registered();
    const fields = (to: string) => ({ customerType: "private", firstname: "Främling", lastname: "Holm", email: to, password: "Annat-Lösen-77", passwordConfirmation: "Annat-Lösen-77" });
    const stranger = new Browser();
    const known = await stranger.post("/my-account/register", fields(address));
    const fresh = await new Browser().post("/my-account/register", fields(email()));
    expect(known.status).toBe(fresh.status);
    const notice = (html: string) => /<p role="status"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/\S+@example\.se/, "E-MAIL");
    expect(notice(known.html)).toBe(notice(fresh.html));
    expect(stranger.cookies.has("customer_session")).toBe(false);
    const mail = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE recipient = ?1 AND kind = 'registration-attempt'").bind(address).first<{ subject: string; text: string }>();
    expect(mail?.subject).toMatch(/^Någon försökte skapa ett konto med din e-postadress/);
    expect(mail?.text).toContain("/my-account/reset-password");
    expect(await env.DB.prepare("SELECT firstname FROM customers WHERE email = ?1").bind(address).first()).toEqual({ firstname: "Sigrid" });
  });

  it("asks a signed-out visitor to sign in, in the store's language, and never caches the page", async () => {
    const page = await new Browser().get("/my-account/orders");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Du måste vara inloggad för att se den här sidan");
    expect(page.html).toMatch(/<form[^>]+action="\/my-account\/login"/);
    expect(page.headers.get("Cache-Control")).toMatch(/no-store|private/);
    const danish = await new Browser().get("/dk/my-account");
    expect(danish.html).toMatch(/action="\/dk\/my-account\/login"/);
  });

  it("registers, signs in to the account with an HttpOnly session, logs out and signs in again", async () => {
    const browser = new Browser();
    const address = email();
    const created = await browser.post("/my-account/register", { customerType: "private", firstname: "Sigrid", lastname: "Holm", email: address, password: PASSWORD, passwordConfirmation: PASSWORD, newsletter: "1" });
    expect(created.status).toBe(200);
    expect(created.html).toContain(`Tack. Ett mejl är på väg till ${address}.`);
    expect(browser.cookies.has("customer_session")).toBe(false);
    const first = await browser.post("/my-account/login", { email: address, password: PASSWORD });
    expect(first.location).toBe("/my-account");
    expect(browser.cookies.get("signed_in")).toBe("1");
    const account = await browser.get("/my-account");
    expect(account.html).toContain("Hej Sigrid");
    expect(account.html).toContain(address);
    expect(await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?1").bind(address).first()).not.toBeNull();

    const out = await browser.post("/my-account/logout", {});
    expect(out.location).toBe("/my-account?loggedOut=1");
    expect(browser.cookies.has("customer_session")).toBe(false);
    expect((await browser.get("/my-account?loggedOut=1")).html).toContain("Du är nu utloggad");

    const wrong = await browser.post("/my-account/login", { email: address, password: "Fel-lösen-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain("Inloggningen misslyckades");
    const back = await browser.post("/my-account/login", { email: address, password: PASSWORD, redirectTo: "/my-account/orders" });
    expect(back.location).toBe("/my-account/orders");
    // Never an open redirect.
    const offsite = await browser.post("/my-account/login", { email: address, password: PASSWORD, redirectTo: "//evil.example/steal" });
    expect(offsite.location).toBe("/my-account");
  });

  it("names the fields of a bad registration and stores nothing", async () => {
    const address = email();
    const refused = await new Browser().post("/my-account/register", { customerType: "business", firstname: "S", lastname: "Holm", email: address, password: "kort", passwordConfirmation: "annat" });
    expect(refused.status).toBe(400);
    for (const message of ["Namnet måste ha minst 2 bokstäver", "Lösenordet måste ha minst 8 tecken", "Lösenorden måste vara identiska"]) expect(refused.html).toContain(message);
    expect(await env.DB.prepare("SELECT 1 FROM customers WHERE email = ?1").bind(address).first()).toBeNull();
  });

  it("keeps an address book and refuses a Danish postcode in Sweden, naming the field", async () => {
    const { browser } = await registered();
    const bad = await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Storgatan 1", postcode: "2100", city: "Lund", countryId: "SE" });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/id="address-postcode-error"[^>]*>[^<]*5/);
    const saved = await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Storgatan 1", postcode: "222 21", city: "Lund", countryId: "SE" });
    expect(saved.location).toBe("/my-account/addresses?saved=saved");
    const book = await browser.get("/my-account/addresses");
    expect(book.html).toContain("Storgatan 1");
    const id = /name="id" value="(\d+)"/.exec(book.html)![1]!;
    expect((await browser.post("/my-account/addresses", { intent: "delete", id: "999999" })).status).toBe(404);
    expect((await browser.post("/my-account/addresses", { intent: "delete", id })).location).toBe("/my-account/addresses?saved=deleted");
    expect((await browser.get("/my-account/addresses")).html).not.toContain("Storgatan 1");
  });

  it("changes the password and keeps this browser signed in", async () => {
    const { browser, address } = await registered();
    const wrong = await browser.post("/my-account?index", { intent: "password", currentPassword: "Fel-lösen-1", newPassword: "Ny-Trädgård-27", passwordConfirmation: "Ny-Trädgård-27" });
    expect(wrong.status).toBe(400);
    const changed = await browser.post("/my-account?index", { intent: "password", currentPassword: PASSWORD, newPassword: "Ny-Trädgård-27", passwordConfirmation: "Ny-Trädgård-27" });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain("Lösenordet har ändrats");
    expect((await browser.get("/my-account")).html).toContain(address);
  });

  it("updates personal data and refuses another account's e-mail", async () => {
    const other = await registered();
    const { browser } = await registered();
    const taken = await browser.post("/my-account?index", { intent: "profile", customerType: "private", firstname: "Sigrid", lastname: "Holm", email: other.address, currentPassword: PASSWORD });
    expect(taken.status).toBe(400);
    // A new e-mail needs the password.
    const noPassword = await browser.post("/my-account?index", { intent: "profile", customerType: "private", firstname: "Sigrid", lastname: "Holm", email: email() });
    expect(noPassword.status).toBe(400);
    expect(noPassword.html).toMatch(/id="profile-currentPassword-error"/);
    const saved = await browser.post("/my-account?index", { intent: "profile", customerType: "business", firstname: "Siri", lastname: "Holm", email: email(), company: "Holm Trädgård AB", taxId: "SE5566778899", currentPassword: PASSWORD });
    expect(saved.status).toBe(200);
    expect((await browser.get("/my-account")).html).toContain("Holm Trädgård AB");
  });

  it("refuses a form posted from another site", async () => {
    const { browser } = await registered();
    const forged = await browser.post("/my-account?index", { intent: "newsletter", subscribe: "0" }, { Origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    const crossSite = await browser.post("/my-account?index", { intent: "newsletter", subscribe: "0" }, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
  });

  it("shows only the customer's own order detail", async () => {
    const { browser } = await registered();
    expect((await browser.get("/my-account/orders")).html).toContain("Du har inga beställningar");
    expect((await browser.get("/my-account/orders/SE0000000001")).status).toBe(404);
    expect((await browser.get("/my-account/orders/not-a-number")).status).toBe(404);
  });

  it("pre-fills the checkout from the account, links the order to it and saves the new address", async () => {
    const { browser, address } = await registered();
    const product = (await env.DB.prepare(
      `SELECT p.sku, t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
       WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0 AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string; url_path: string }>())!;
    await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(product.sku).run();
    await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Storgatan 1", postcode: "222 21", city: "Lund", countryId: "SE", telephone: "0701112233" });
    await browser.post(`/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" });
    const page = await browser.get("/checkout");
    for (const value of ['name="street" value="Storgatan 1"', 'name="zipCode" value="222 21"', `name="email" value="${address}"`, 'name="phone" value="0701112233"']) expect(page.html).toContain(value);
    expect(page.html).not.toContain('name="createAccount"');
    expect(page.html).toMatch(/<input type="checkbox" name="saveAddress"/);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.html)![1]!;
    const deliveryDate = /name="deliveryDate"[^>]*>\s*<option value="([^"]+)"/.exec(page.html)![1]!;
    const deliveryTimeslot = /name="deliveryTimeslot" value="([^"]+)"/.exec(page.html)![1]!;
    const placed = await browser.post("/checkout", {
      idempotencyKey: key, customerType: "private", firstName: "Sigrid", lastName: "Holm", email: address, phone: "0701112233",
      street: "Nygatan 9", zipCode: "211 22", city: "Malmö", country: "SE", shippingMethod: "home_delivery", deliveryDate, deliveryTimeslot, paymentMethod: "cashondelivery", acceptTerms: "on", saveAddress: "on",
    });
    expect(placed.status, placed.html.match(/(field__error|notice--error)[^<]*<\/?[^>]*>[^<]*/g)?.join(" | ")).toBe(302);
    const number = new URL(placed.location!, ORIGIN).searchParams.get("sid")!;
    const history = (await browser.get("/my-account/orders")).html;
    expect(history).toContain(number);
    // The date in the Swedish pattern, never the locale tag formatDate was once handed.
    expect(history).toMatch(/<td>\d{4}-\d{2}-\d{2}<\/td>/);
    expect(history).not.toContain("sv-SE</td>");
    const detail = await browser.get(`/my-account/orders/${number}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain("Nygatan 9");
    expect(detail.html).toMatch(/Beställd \d{4}-\d{2}-\d{2}/);
    expect(detail.html).toContain("varav moms 25 %");
    expect(detail.html).toContain("Du får en spårningslänk via e-post så snart ordern har skickats.");
    // The built-in carrier ships it (the operators' simulation): the order page shows its status and link.
    const shipped = await SELF.fetch(`${ORIGIN}/ops/orders/${number}/shipment`, { method: "POST", headers: { Authorization: "Bearer test-purge-token", "Content-Type": "application/json" }, body: JSON.stringify({ status: "shipped" }) });
    const { tracking } = (await shipped.json()) as { tracking: { number: string } };
    const afterShipping = (await browser.get(`/my-account/orders/${number}`)).html.replace(/<!-- -->/g, "");
    expect(afterShipping).toContain('<span class="badge badge--shipped">Skickad</span>');
    expect(afterShipping).toMatch(new RegExp(`<a href="/bokning/${tracking.number}"[^>]*>Spåra leveransen \\(${tracking.number}\\)</a>`));
    expect((await browser.get("/my-account/addresses")).html).toContain("Nygatan 9");
    // Another customer cannot open it.
    const other = await registered();
    expect((await other.browser.get(`/my-account/orders/${number}`)).status).toBe(404);
  });

  it("pre-fills the billing address from the account's default billing address where it is not the delivery address, 'same as delivery' unticked", async () => {
    const { browser } = await registered();
    const product = (await env.DB.prepare(
      `SELECT p.sku, t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
       WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0 AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string; url_path: string }>())!;
    await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(product.sku).run();
    await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Storgatan 1", postcode: "222 21", city: "Lund", countryId: "SE", telephone: "0701112233" });
    await browser.post(`/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" });
    // One address, the default for both: the bill goes there too.
    const single = (await browser.get("/checkout")).html;
    expect(single).toMatch(/name="billingSame" checked=""/);
    expect(single).toContain('name="billingStreet" value=""');
    await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Bankgatan 7", postcode: "223 52", city: "Lund", countryId: "SE", telephone: "0701112233", defaultBilling: "1" });
    const page = (await browser.get("/checkout")).html;
    for (const value of ['name="street" value="Storgatan 1"', 'name="billingStreet" value="Bankgatan 7"', 'name="billingZipCode" value="223 52"', 'name="billingFirstName" value="Sigrid"']) expect(page).toContain(value);
    expect(page).not.toMatch(/name="billingSame" checked=""/);
  });

  it("offers the saved addresses of the store's country in pickers that work without JavaScript, and orders the ones picked", async () => {
    const { browser } = await registered();
    const product = await simpleProductInStock();
    const save = (fields: Record<string, string>) => browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", city: "Lund", countryId: "SE", telephone: "0701112233", ...fields });
    await save({ street: "Storgatan 1", postcode: "222 21" });
    await save({ street: "Bankgatan 7", postcode: "223 52" });
    await save({ street: "Strøget 1", postcode: "1160", city: "København", countryId: "DK" });
    await browser.post(`/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" });
    const page = await browser.get("/checkout");
    // The customer's addresses are in it: never stored, never shared.
    expect(page.headers.get("cache-control")).toBe("no-store");
    const delivery = radios(page.html, "shippingAddressId");
    const [storgatan, bankgatan] = delivery.map(([id]) => id as string);
    // Two saved addresses in Sweden (the Danish one is not offered), the default picked, and "another address".
    expect(delivery).toEqual([[storgatan, true], [bankgatan, false], ["", false]]);
    expect(page.html).toContain("Sigrid Holm, Bankgatan 7, 223 52 Lund");
    expect(page.html).not.toContain("Strøget");
    expect(page.html).toContain("<span>Ny adress</span>");
    expect(radios(page.html, "billingAddressId")).toEqual([[storgatan, false], [bankgatan, false], ["", true]]);

    // Without a script the fields still hold the address the page started at: the picked ones are ordered.
    const form = readForm(page.html, 'name="idempotencyKey"');
    const placed = await browser.post("/checkout", Object.fromEntries(filledIn(form, { shippingAddressId: bankgatan!, billingSame: "", billingAddressId: storgatan!, acceptTerms: "on", paymentMethod: "cashondelivery" })));
    expect(placed.status, placed.html.match(/(field__error|notice--error)[^<]*<\/?[^>]*>[^<]*/g)?.join(" | ")).toBe(302);
    const number = new URL(placed.location!, ORIGIN).searchParams.get("sid")!;
    const detail = (await browser.get(`/my-account/orders/${number}`)).html;
    expect(detail.indexOf("Bankgatan 7")).toBeGreaterThan(-1);
    expect(detail.indexOf("Bankgatan 7")).toBeLessThan(detail.indexOf("Fakturaadress"));
    expect(detail.indexOf("Storgatan 1")).toBeGreaterThan(detail.indexOf("Fakturaadress"));
    // Picked from the book: nothing new joins it.
    expect((await browser.get("/my-account/addresses")).html.match(/<li class="address-card">/g)).toHaveLength(3);
  });

  it.each([
    ["an id the book does not have", { shippingAddressId: "999999999" }, "shippingAddressId"],
    ["an address abroad", { shippingAddressId: "abroad" }, "shippingAddressId"],
    ["a billing address the book does not have", { billingSame: "", billingAddressId: "999999999" }, "billingAddressId"],
  ])("refuses a picker naming %s with a 400 naming the picker", async (_, picked, field) => {
    const { browser } = await registered();
    const product = await simpleProductInStock();
    await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Storgatan 1", postcode: "222 21", city: "Lund", countryId: "SE" });
    await browser.post("/my-account/addresses?edit=new", { intent: "save", firstname: "Sigrid", lastname: "Holm", street: "Strøget 1", postcode: "1160", city: "København", countryId: "DK" });
    const abroad = /<li[^>]*>(?:(?!<\/li>)[\s\S])*Strøget(?:(?!<\/li>)[\s\S])*?name="id" value="(\d+)"/.exec((await browser.get("/my-account/addresses")).html)?.[1];
    await browser.post(`/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" });
    const form = readForm((await browser.get("/checkout")).html, 'name="idempotencyKey"');
    const values = Object.fromEntries(Object.entries(picked).map(([name, value]) => [name, value === "abroad" ? abroad! : value]));
    const refused = await browser.post("/checkout", Object.fromEntries(filledIn(form, { ...values, acceptTerms: "on", paymentMethod: "cashondelivery" })));
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(`id="${field}-error"`);
    expect(refused.html).toContain("Adressen finns inte i din adressbok.");
  });

  it("saves the delivery and billing addresses typed at checkout, both boxes ticked by default, and picks them at the next checkout", async () => {
    const { browser } = await registered();
    const product = await simpleProductInStock();
    await browser.post(`/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" });
    const first = await browser.get("/checkout");
    // An empty book: no picker, the boxes ticked for the address typed anew.
    expect(first.html).not.toContain('name="shippingAddressId"');
    expect(first.html).toMatch(/name="saveAddress" checked=""/);
    expect(first.html).toMatch(/name="saveBillingAddress" checked=""/);
    const typed = { firstName: "Sigrid", lastName: "Holm", phone: "0701112233", street: "Nygatan 9", zipCode: "211 22", city: "Malmö", billingSame: "", billingFirstName: "Holm", billingLastName: "Förvaltning", billingStreet: "Bankgatan 7", billingZipCode: "223 52", billingCity: "Lund", acceptTerms: "on", paymentMethod: "cashondelivery" };
    const placed = await browser.post("/checkout", Object.fromEntries(filledIn(readForm(first.html, 'name="idempotencyKey"'), typed)));
    expect(placed.status, placed.html.match(/(field__error|notice--error)[^<]*<\/?[^>]*>[^<]*/g)?.join(" | ")).toBe(302);
    const book = (await browser.get("/my-account/addresses")).html;
    expect(book.match(/<li class="address-card">/g)).toHaveLength(2);
    expect(book).toContain("<span>Nygatan 9</span>");
    expect(book).toContain("<span>Bankgatan 7</span>");

    await browser.post(`/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" });
    const next = (await browser.get("/checkout")).html;
    // The first address saved is the default of both: delivery there, the bill too.
    expect(next).toMatch(/<input[^>]*name="shippingAddressId"[^>]*checked=""[^>]*>\s*<span>Sigrid Holm, Nygatan 9, 211 22 Malmö<\/span>/);
    expect(next).toContain("Holm Förvaltning, Bankgatan 7, 223 52 Lund");
    expect(next).toMatch(/name="billingSame" checked=""/);
    expect(next).toContain('name="street" value="Nygatan 9"');
    // A second order to the same typed addresses: the book keeps one of each.
    const again = await browser.post("/checkout", Object.fromEntries(filledIn(readForm(next, 'name="idempotencyKey"'), { ...typed, shippingAddressId: "" })));
    expect(again.status).toBe(302);
    expect((await browser.get("/my-account/addresses")).html.match(/<li class="address-card">/g)).toHaveLength(2);
  });

  it("signs up for the newsletter from the footer's form without JavaScript, with the same thanks for a known address", async () => {
    const browser = new Browser();
    const address = email();
    const home = await browser.get("/dk/");
    expect(home.html).toMatch(/<form[^>]+action="\/dk\/newsletter"/);
    const first = await browser.post("/dk/newsletter", { email: address });
    expect(first.status).toBe(200);
    expect(first.html).toContain(`Din rabatkode på 10 % er på vej til ${address}`);
    const again = await browser.post("/dk/newsletter", { email: address });
    expect(again.html).toContain(`er på vej til ${address}`);
    const mails = await env.DB.prepare("SELECT store_code, subject FROM mail_outbox WHERE recipient = ?1 AND kind = 'newsletter-coupon'").bind(address).all<{ store_code: string; subject: string }>();
    expect(mails.results).toEqual([{ store_code: "dk", subject: "Her er din rabat på 10 % – Nordic Garden & Home" }]);
    const bad = await browser.post("/dk/newsletter", { email: "ikke-en-adresse" });
    expect(bad.status).toBe(400);
  });
});
