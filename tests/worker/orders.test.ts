import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { filledIn, readForm } from "./html-form.ts";
import { addWithoutScript } from "./no-script-cart.ts";
import { ADDRESS, ORIGIN, call, cartWith, order, productWithStock, stockOf, type OrderResult } from "./order-helpers.ts";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";

describe("orders", () => {
  it("places an order with prices the server computed, ignoring any price the client sends, and empties the cart", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 2);
    const placed = await call<OrderResult>("POST", "/api/order", { ...order(cartId), grand_total: 1, items: [{ sku: product.sku, price: 1 }] });
    expect(placed.status).toBe(200);
    const result = placed.json.result;
    expect(result.currency).toBe("SEK");
    expect(result.items).toEqual([expect.objectContaining({ sku: product.sku, qty: 2, price_incl_tax: product.price })]);
    expect(result.shipping_incl_tax).toBe(695);
    expect(result.grand_total).toBe(product.price * 2 + 695);
    expect(await stockOf(product.sku)).toBe(8);
    expect((await call<unknown[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result).toEqual([]);
    expect((await call<OrderResult>("GET", `/api/order/${result.increment_id}?cartId=${cartId}`)).json.result.grand_total).toBe(result.grand_total);
  });

  it("keeps the delivery address's apartment number (SPEC §3 apartmentNumber) and shows it on the receipt; more than 40 characters is a 400 naming it", async () => {
    const product = await productWithStock(10);
    const tooLong = await call("POST", "/api/order", order(await cartWith(product.sku, 1), { shippingAddress: { street: "Storgatan 1", apartment: "x".repeat(41), ...ADDRESS.se } }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.result).toBe("shippingAddress.apartment: shippingAddress.apartment is longer than 40 characters");
    const cartId = await cartWith(product.sku, 1);
    const placed = await call<OrderResult & { shipping_address: { street: string[] } }>("POST", "/api/order", order(cartId, { shippingAddress: { street: "Storgatan 1", apartment: "lgh 1101", ...ADDRESS.se } }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.result.shipping_address.street).toEqual(["Storgatan 1", "lgh 1101"]);
    const receipt = await (await SELF.fetch(`${ORIGIN}/confirmation?sid=${placed.json.result.increment_id}`, { headers: { cookie: `cart_se=${cartId}` } })).text();
    expect(receipt).toContain("Storgatan 1, lgh 1101");
  });

  it.each([
    ["se", "", "/", { zipCode: "41263", country: "SE", city: "Göteborg" }, "412 63 Göteborg", "Fortsätt handla"],
    ["dk", "/dk", "/dk", { zipCode: "2100", country: "DK", city: "København" }, "2100 København", "Fortsæt med at handle"],
  ] as const)("writes the %s receipt's and mail's postcode as the country does, and continues shopping from the store's home", async (store, prefix, home, address, postal, cont) => {
    const product = await productWithStock(5);
    const cartId = await cartWith(product.sku, 1, store);
    const email = `postcode-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const placed = await call<OrderResult>("POST", "/api/order", order(cartId, { shippingAddress: { street: "Storgatan 1", ...address }, customer: { type: "private", email, firstname: "Åsa", lastname: "Lind", phone: "0701234567" } }, store));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const receipt = await (await SELF.fetch(`${ORIGIN}${prefix}/confirmation?sid=${placed.json.result.increment_id}`, { headers: { cookie: `cart_${store}=${cartId}` } })).text();
    expect(receipt).toContain(`<span class="confirmation__address-line">${postal}</span>`);
    // Without JavaScript the link leads to the store's home; after hydration to the last category the tab showed.
    expect(receipt).toMatch(new RegExp(`<p class="confirmation__continue"><a [^>]*href="${home}"[^>]*>${cont}</a>`));
    const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE recipient = ?1").bind(email).first<{ text: string }>();
    expect(mail!.text).toContain(`, ${postal},`);
  });

  it("shows an order by its number only to the cart that placed it", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const number = (await call<OrderResult>("POST", "/api/order", order(cartId))).json.result.increment_id;
    const byNumberAlone = await call("GET", `/api/order/${number}`);
    expect(byNumberAlone.status).toBe(400);
    expect(byNumberAlone.json.result).toMatch(/^cartId: /);
    const otherCart = await call("GET", `/api/order/${number}?cartId=${crypto.randomUUID()}`);
    expect(otherCart.status).toBe(404);
    expect(otherCart.json.result).toMatch(/^incrementId: no order/);
    // The receipt page likewise: the cart cookie that placed it, or nothing.
    expect((await SELF.fetch(`${ORIGIN}/confirmation?sid=${number}`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/confirmation?sid=${number}`, { headers: { cookie: `cart_se=${crypto.randomUUID()}` } })).status).toBe(404);
    const own = await SELF.fetch(`${ORIGIN}/confirmation?sid=${number}`, { headers: { cookie: `cart_se=${cartId}` } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(number);
  });

  it("mails one confirmation per order, also when the submission is replayed", async () => {
    const product = await productWithStock(5);
    const body = order(await cartWith(product.sku, 1), { customer: { type: "private", email: `mail-${crypto.randomUUID().slice(0, 8)}@example.se`, firstname: "Åsa", lastname: "Lind", phone: "0701234567" } });
    const first = await call<OrderResult>("POST", "/api/order", body);
    await call<OrderResult>("POST", "/api/order", body);
    const mails = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE recipient = ?1").bind(body.customer.email).all<{ subject: string; text: string }>();
    expect(mails.results).toHaveLength(1);
    expect(mails.results[0]!.subject).toBe(`Ordernummer ${first.json.result.increment_id} – Nordic Garden & Home`);
    expect(mails.results[0]!.text).toContain("Hej Åsa,");
  });

  it("returns the first order for a replayed submission and decrements stock once", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const body = order(cartId);
    const first = await call<OrderResult>("POST", "/api/order", body);
    const again = await call<OrderResult>("POST", "/api/order", body);
    expect(again.status).toBe(200);
    expect(again.json.result.increment_id).toBe(first.json.result.increment_id);
    expect(await stockOf(product.sku)).toBe(9);
  });

  it("gives 5 orders and 15 clear refusals when 20 shoppers order the last 5 at once", async () => {
    const product = await productWithStock(5);
    const carts = await Promise.all(Array.from({ length: 20 }, () => cartWith(product.sku, 1)));
    const answers = await Promise.all(carts.map((cartId) => call<string>("POST", "/api/order", order(cartId))));
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.json.result).toMatch(/Not all cart items are in stock\. .*The product is out of stock and cannot be added to the cart!/);
    expect(await stockOf(product.sku)).toBe(0);
    const keptCart = carts[answers.indexOf(refused[0]!)]!;
    expect((await call<unknown[]>("GET", `/api/cart/pull?cartId=${keptCart}`)).json.result).toHaveLength(1);
  });

  it.each([
    ["unaccepted terms", { acceptTerms: false }, /^acceptTerms: You must accept the terms/],
    ["an invalid email", { customer: { type: "private", email: "no-at-sign", firstname: "Åsa", lastname: "Lind", phone: "070" } }, /customer\.email: Enter a valid email/],
    ["a one-letter name", { customer: { type: "private", email: "a@b.se", firstname: "Å", lastname: "Lind", phone: "070" } }, /firstName: Name must have at least 2 letters/],
    ["a Danish zip with five digits", { shippingAddress: { street: "Vej 1", zipCode: "21000", city: "København", country: "DK" } }, /zipCode: Enter a 4-digit zip/],
    ["a business without a company", { customer: { type: "business", email: "a@b.dk", firstname: "Bo", lastname: "Lund", phone: "1234", taxId: "DK123" } }, /company: /],
    ["an unknown shipping method", { shippingMethod: "teleport" }, /shippingMethod: unknown shipping method "teleport"/],
    ["an unknown payment method", { paymentMethod: "barter" }, /^paymentMethod: paymentMethod must be/],
  ])("refuses %s with the spec's message and keeps the cart and stock", async (_, overrides, message) => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1, "dk");
    const answer = await call("POST", "/api/order", order(cartId, overrides, "dk"));
    expect(answer.status).toBe(400);
    expect(answer.json.result).toMatch(message);
    expect(await stockOf(product.sku)).toBe(10);
    expect((await call<unknown[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result).toHaveLength(1);
  });

  it("refuses an empty cart, an unknown cart and a body that is not JSON", async () => {
    const empty = (await call<string>("POST", "/api/cart/create")).json.result;
    expect((await call("POST", "/api/order", order(empty))).json.result).toBe("cartId: the cart is empty");
    expect((await call("POST", "/api/order", order(crypto.randomUUID()))).status).toBe(404);
    const raw = await SELF.fetch(`${ORIGIN}/api/order`, { method: "POST", body: "{oops" });
    expect(raw.status).toBe(400);
  });
});

describe("what an earlier submission of an order key left (read, nothing sent)", () => {
  it("answers its order to its own cart, key_reused to another, withdrawn for a withdrawn key, nothing for a key never placed", async () => {
    const { orders } = createD1Commerce(env);
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const body = order(cartId);
    const number = (await call<OrderResult>("POST", "/api/order", body)).json.result.increment_id;
    const withdrawn = crypto.randomUUID();
    expect((await call("POST", "/api/order/withdraw", { idempotencyKey: withdrawn, cartId })).status).toBe(200);
    const cases: [string, { idempotencyKey: string; cartId: string }, unknown][] = [
      ["placed, asked by its cart", { idempotencyKey: body.idempotencyKey, cartId }, { ok: true, replayed: true, order: expect.objectContaining({ incrementId: number }) }],
      ["placed, asked by another cart", { idempotencyKey: body.idempotencyKey, cartId: crypto.randomUUID() }, { ok: false, reason: "key_reused", refusal: { code: "keyReused", params: {} } }],
      ["withdrawn", { idempotencyKey: withdrawn, cartId }, { ok: false, reason: "withdrawn", refusal: { code: "withdrawn", params: {} } }],
      ["never placed", { idempotencyKey: crypto.randomUUID(), cartId }, null],
    ];
    for (const [name, key, expected] of cases) expect(await orders.earlier(key), name).toEqual(expected);
    // The page of an order key shows a placed order's receipt, to its cart only.
    const page = await SELF.fetch(`${ORIGIN}/confirmation?order=${body.idempotencyKey}`, { headers: { cookie: `cart_se=${cartId}` }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(`/confirmation?sid=${number}`);
    expect((await SELF.fetch(`${ORIGIN}/confirmation?order=${body.idempotencyKey}`, { headers: { cookie: `cart_se=${crypto.randomUUID()}` } })).status).toBe(404);
  });
});

describe("payment methods of a direct order", () => {
  it("places pay-later orders only: the hosted checkout is paid first, an unknown method is named", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const hosted = await call<string>("POST", "/api/order", { ...order(cartId), paymentMethod: "hosted_checkout" });
    expect(hosted.status).toBe(400);
    expect(hosted.json.result).toMatch(/^paymentMethod: hosted_checkout is paid before the order is placed/);
    const unknown = await call<string>("POST", "/api/order", { ...order(cartId), paymentMethod: "bitcoin" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.result).toMatch(/^paymentMethod: /);
    expect((await call<unknown[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result).toHaveLength(1);
    expect((await call("POST", "/api/order", { ...order(cartId), paymentMethod: "invoice_later", personalId: "811228-9874" })).status).toBe(200);
  });
});

describe("creating an account at checkout", () => {
  it("enforces the password policy, stores only a hash, and never tells whether an email has an account", async () => {
    const product = await productWithStock(10);
    const email = `konto-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const cartId = await cartWith(product.sku, 1);
    const withAccount = (password: string, passwordConfirmation = password) => ({ ...order(cartId), customer: { ...order(cartId).customer, email }, createAccount: true, password, passwordConfirmation });
    const cases: [string, string, string, string][] = [
      ["too short", "Ab1!", "Ab1!", "password: Password must be at least 8 characters"],
      ["two classes only", "abcdefgh12", "abcdefgh12", "password: Password must use at least 3 of: lower case, upper case, digits, special characters"],
      ["confirmation differs", "Sommar2026!", "Sommar2026?", "passwordConfirmation: Passwords must be identical"],
    ];
    for (const [, password, confirmation, message] of cases) {
      const refused = await call<string>("POST", "/api/order", withAccount(password, confirmation));
      expect(refused.status).toBe(400);
      expect(refused.json.result).toBe(message);
    }
    const placed = await call("POST", "/api/order", withAccount("Sommar2026!"));
    expect(placed.status).toBe(200);
    const customer = await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?1").bind(email).first<{ password_hash: string }>();
    expect(customer!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(customer!.password_hash).not.toContain("Sommar2026!");

    // A known email is answered like an unknown one: the order is placed, no second account is made.
    const again = await cartWith(product.sku, 1);
    const second = await call<OrderResult>("POST", "/api/order", { ...withAccount("Sommar2026!"), cartId: again, customer: { ...order(again).customer, email: email.toUpperCase() } });
    expect(second.status).toBe(200);
    expect(Object.keys(second.json.result).sort()).toEqual(Object.keys(placed.json.result as object).sort());
    const accounts = await env.DB.prepare("SELECT COUNT(*) AS n FROM customers WHERE lower(email) = lower(?1)").bind(email).first<{ n: number }>();
    expect(accounts!.n).toBe(1);
  });

  it("answers a replayed submission with createAccount with the first order", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const email = `replay-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const body = { ...order(cartId), customer: { ...order(cartId).customer, email }, createAccount: true, password: "Sommar2026!", passwordConfirmation: "Sommar2026!" };
    const first = await call<OrderResult>("POST", "/api/order", body);
    const replayed = await call<OrderResult>("POST", "/api/order", body);
    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.json.result.increment_id).toBe(first.json.result.increment_id);
    expect(await stockOf(product.sku)).toBe(9);
  });
});

describe("the checkout page (works without JavaScript)", () => {
  it("shows translated field errors, places the order, lands on the confirmation and leaves the cart empty", async () => {
    const product = await productWithStock(10);
    const slug = (await env.DB.prepare("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = 'dk'").bind(product.sku).first<{ url_path: string }>())!.url_path;
    const cookie = (await addWithoutScript(`${ORIGIN}/dk/p/${product.sku}/${slug}`, { sku: product.sku, qty: "1" })).cookie!;
    const page = await (await SELF.fetch(`${ORIGIN}/dk/checkout`, { headers: { cookie } })).text();
    expect(page).toContain("Betalingsoplysninger");
    // Saving the address is for a signed-in shopper's address book: a guest is not offered it.
    expect(page).not.toContain('name="saveAddress"');
    const key = page.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    const form = { idempotencyKey: key, customerType: "private", firstName: "Anne", lastName: "Lund", email: "anne@example.dk", phone: "12345678", street: "Vej 1", zipCode: "2100", city: "København", country: "DK", shippingMethod: "pickup_point", pickupPointId: "DK-2001", paymentMethod: "cashondelivery" };
    // The coupon button belongs to the checkout form: what was typed comes back with the answer.
    const coupon = (code: string) => SELF.fetch(`${ORIGIN}/dk/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...form, intent: "coupon", coupon: code }) });
    const wrongCoupon = await coupon("GRATIS");
    expect(wrongCoupon.status).toBe(400);
    const wrongHtml = await wrongCoupon.text();
    expect(wrongHtml).toContain("Forkert rabatkode, prøv igen.");
    expect(wrongHtml).toContain('value="Anne"');
    expect(wrongHtml).toContain('value="Vej 1"');
    // Company and VAT id are in the page for business customers to fill in, shown by CSS.
    expect(page).toContain('name="company"');
    expect(page).toContain('name="taxId"');
    expect(page).toMatch(/autoComplete="address-line1"|autocomplete="address-line1"/);
    const rightCoupon = await coupon(" nyhetsbrev10 ");
    expect(rightCoupon.status).toBe(200);
    const withDiscount = await rightCoupon.text();
    expect(withDiscount).toContain("Rabatkoden er tilføjet.");
    expect(withDiscount).toContain("<dt>Rabat</dt>");
    const refused = await SELF.fetch(`${ORIGIN}/dk/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...form, zipCode: "21000" }), redirect: "manual" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Indtast et postnummer på 4 cifre");
    // The error summary at the top links to each field it names.
    expect(refusedHtml).toMatch(/<div class="error-summary" role="alert"[^>]*>/);
    expect(refusedHtml).toContain('<a href="#checkout-zipCode">Postnummer: Indtast et postnummer på 4 cifre</a>');
    expect(refusedHtml).toContain("Du skal acceptere betingelserne");
    const badPasswords = await SELF.fetch(`${ORIGIN}/dk/checkout`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ ...form, acceptTerms: "on", createAccount: "on", password: "Sommer2026!", passwordConfirmation: "Sommer2026?" }),
    });
    expect(badPasswords.status).toBe(400);
    const badPasswordsHtml = await badPasswords.text();
    expect(badPasswordsHtml).toContain("Adgangskoderne skal være ens");
    expect(badPasswordsHtml).not.toContain("Sommer2026");
    const placed = await SELF.fetch(`${ORIGIN}/dk/checkout`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ ...form, acceptTerms: "on" }), redirect: "manual" });
    expect(placed.status).toBe(302);
    const location = placed.headers.get("location")!;
    expect(location).toMatch(/^\/dk\/confirmation\?sid=DK\d{10}$/);
    const confirmation = await (await SELF.fetch(`${ORIGIN}${location}`, { headers: { cookie } })).text();
    expect(confirmation).toContain("Tak for din ordre!");
    // The receipt adds up: subtotal, discount, delivery, total; and says how it is paid and where it goes.
    for (const text of ["<dt>Subtotal</dt>", "<dt>Rabat</dt>", "Pakkeshop", "Betaling ved levering", "Anne Lund", "Vej 1", "2100 København"]) expect(confirmation, text).toContain(text);
    expect(confirmation).toMatch(/data-total="true">[\d.]+\u00a0kr\.</);
    expect(await (await SELF.fetch(`${ORIGIN}/dk/checkout`, { headers: { cookie } })).text()).toContain("Din kurv er tom.");
    expect(await stockOf(product.sku)).toBe(9);
    const order = await env.DB.prepare("SELECT coupon_code, discount_amount FROM orders WHERE increment_id = ?1").bind(location.split("sid=")[1]).first<{ coupon_code: string; discount_amount: number }>();
    expect(order).toMatchObject({ coupon_code: "NYHETSBREV10" });
    expect(order!.discount_amount).toBeGreaterThan(0);
    // The confirmation page's promise: the mail, in Danish, with the order's lines and total, once.
    const number = location.split("sid=")[1]!;
    const { results: mails } = await env.DB.prepare("SELECT store_code, subject, html, text FROM mail_outbox WHERE kind = 'order-confirmation' AND dedupe_key = ?1").bind(`order:${number}`).all<{ store_code: string; subject: string; html: string; text: string }>();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ store_code: "dk", subject: `Ordrenummer ${number} – Nordic Garden & Home` });
    for (const text of ["Tak for din ordre!", "Pakkeshop", "Betaling ved levering", "Rabat", "Heraf moms", "Vej 1"]) expect(mails[0]!.text, text).toContain(text);
    expect(mails[0]!.html).toContain("<table");
  });

  it("answers 404 for an unknown or foreign order number", async () => {
    expect((await SELF.fetch(`${ORIGIN}/confirmation?sid=SE0000000000`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/confirmation?sid=<script>`)).status).toBe(404);
  });
});

describe("delivery to a pickup point without JavaScript (issue 17)", () => {
  it("'Visa utlämningsställen' asks the server: the nearest points, what was typed kept; the chosen point survives a refusal and is on the confirmation", async () => {
    // Parcel-sized, so a pickup point can take it (SPEC §5 "Shipping limitation").
    const product = (await env.DB.prepare(
      `SELECT p.sku, t.url_path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND p.weight_kg <= 10
         AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 100 AND p.package_width_cm <= 70 AND p.package_height_cm <= 70
         AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string; url_path: string }>())!;
    await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(product.sku).run();
    const cookie = (await addWithoutScript(`${ORIGIN}/p/${product.sku}/${product.url_path}`, { sku: product.sku, qty: "1" })).cookie!;
    const post = (fields: URLSearchParams) => SELF.fetch(`${ORIGIN}/checkout`, { method: "POST", headers: { cookie }, body: fields, redirect: "manual" });
    const points = (html: string) => html.split('class="pickup-point"').slice(1);
    const checkout = await (await SELF.fetch(`${ORIGIN}/checkout`, { headers: { cookie } })).text();
    expect(checkout).toContain("Fyll i ditt postnummer så visar vi de närmaste utlämningsställena.");
    const details = { firstName: "Åsa", lastName: "Lind", email: "hamtar@example.se", phone: "0701234567", street: "Storgatan 1", city: "Göteborg", shippingMethod: "pickup_point", zipCode: "412 63" };

    const found = await post(filledIn(readForm(checkout, 'id="checkout-form"'), { ...details, intent: "pickup-points" }));
    expect(found.status).toBe(200);
    const withPoints = await found.text();
    expect(points(withPoints)).toHaveLength(5);
    const form = readForm(withPoints, 'id="checkout-form"');
    const pointIds = [...withPoints.matchAll(/<input[^>]*name="pickupPointId"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
    // What was typed is kept; the nearest point is chosen.
    expect(Object.fromEntries(form.fields)).toMatchObject({ firstName: "Åsa", pickupPointId: pointIds[0] });
    expect(points(withPoints)[0]!.replace(/<[^>]+>/g, " ")).toMatch(/Göteborg[\s\S]*\d km/);
    const name = /<strong>([^<]+)<\/strong>/.exec(points(withPoints)[1]!)![1]!;

    // Refused (terms not accepted): the points and the choice are still there.
    const refused = await post(filledIn(form, { pickupPointId: pointIds[1]! }));
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toMatch(/id="checkout-acceptTerms"[^>]*aria-invalid="true"|class="error-summary"/);
    expect(points(refusedHtml)).toHaveLength(5);
    expect(Object.fromEntries(readForm(refusedHtml, 'id="checkout-form"').fields).pickupPointId).toBe(pointIds[1]);

    const placed = await post(filledIn(readForm(refusedHtml, 'id="checkout-form"'), { acceptTerms: "on" }));
    expect(placed.status).toBe(302);
    expect(placed.headers.get("location")).toMatch(/^\/confirmation\?sid=SE\d+$/);
    const confirmation = await (await SELF.fetch(`${ORIGIN}${placed.headers.get("location")}`, { headers: { cookie } })).text();
    const receipt = /class="confirmation__details"[\s\S]*?<\/dl>/.exec(confirmation)?.[0] ?? confirmation;
    expect(receipt).toContain("Utlämningsställe");
    expect(receipt).toContain(name);
  });
});

describe("home delivery booking (day and timeslot)", () => {
  it("lists the timeslots and the bookable days for a postcode, and names the field of bad input", async () => {
    const slots = await call<{ code: string; product_code: string }[]>("GET", "/api/booking/deliveryTimeslots?product_code=home_delivery");
    expect(slots.json.result.map((s) => s.code)).toEqual(["10-14", "14-18", "18-22"]);
    expect((await call<unknown[]>("GET", "/api/booking/deliveryTimeslots?product_code=pickup_point")).json.result).toEqual([]);
    const dates = await call<{ date: string; postcode: string }[]>("GET", `/api/booking/deliveryDates?postcode=${encodeURIComponent("412 63")}`);
    expect(dates.status).toBe(200);
    expect(dates.json.result[0]).toMatchObject({ date: "2026-06-16", postcode: "41263" });
    expect(dates.json.result).toHaveLength(12);
    const later = await call<{ date: string }[]>("GET", "/api/booking/deliveryDates?postcode=2100&storeCode=dk&startDate=2026-06-20&nextDate=2026-06-24");
    expect(later.json.result.map((d) => d.date)).toEqual(["2026-06-20", "2026-06-22", "2026-06-23"]);
    expect((await call<string>("GET", "/api/booking/deliveryDates?postcode=123")).json.result).toBe("postcode: enter a 5-digit postcode for Sverige");
    expect((await call<string>("GET", "/api/booking/deliveryDates?postcode=41263&startDate=tomorrow")).json.result).toBe("startDate: use the form YYYY-MM-DD");
  });

  it("books a home delivery with the order, and refuses a missing or unbookable slot", async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const missing = await call<string>("POST", "/api/order", { ...order(cartId), deliveryDate: undefined, deliveryTimeslot: undefined });
    expect(missing.status).toBe(400);
    expect(missing.json.result).toBe("deliveryDate: Field is required");
    const sunday = await call<string>("POST", "/api/order", { ...order(cartId), deliveryDate: "2026-06-21" });
    expect(sunday.json.result).toBe("deliveryDate: Choose one of the offered delivery days and times");
    const badSlot = await call<string>("POST", "/api/order", { ...order(cartId), deliveryTimeslot: "06-10" });
    expect(badSlot.json.result).toBe("deliveryTimeslot: Choose one of the offered delivery days and times");
    const placed = await call<{ delivery_date: string; delivery_timeslot: string }>("POST", "/api/order", order(cartId));
    expect(placed.json.result).toMatchObject({ delivery_date: "2026-06-17", delivery_timeslot: "18-22" });

    // Other shipping methods book nothing.
    const pickup = await call<{ delivery_date: string | null }>("POST", "/api/order", { ...order(await cartWith(product.sku, 1)), shippingMethod: "pickup_point", pickupPointId: "SE-4001", deliveryDate: undefined, deliveryTimeslot: undefined });
    expect(pickup.json.result.delivery_date).toBeNull();
  });
});
