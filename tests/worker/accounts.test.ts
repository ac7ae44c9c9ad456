import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newsletterSignature } from "#worker/security/newsletter-link.ts";

const ORIGIN = "http://shop.test";
const PASSWORD = "Trädgård-2026";

interface Answer<T = unknown> {
  code: number;
  result: T;
  meta?: { refreshToken?: string; token?: string };
}

let client = 100;
const address = () => `198.51.100.${++client % 250}`;

async function call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { "Content-Type": "application/json", "cf-connecting-ip": address(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Answer<T>;
  expect(json.code).toBe(response.status);
  return { status: response.status, headers: response.headers, body: json };
}

/** A new account, signed in: its e-mail and access token. */
async function customer(extra: Record<string, unknown> = {}) {
  const email = `konto-${crypto.randomUUID().slice(0, 8)}@example.se`;
  const created = await call("POST", "/api/user/create", { customer: { email, firstname: "Greta", lastname: "Nilsson", ...extra }, password: PASSWORD });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const session = await call<string>("POST", "/api/user/login", { username: email, password: PASSWORD });
  return { email, token: session.body.result, refreshToken: session.body.meta!.refreshToken! };
}

async function parcelProduct(qty = 50): Promise<string> {
  const row = (await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0 AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id)
       AND p.weight_kg <= 20 AND MAX(p.package_width_cm, p.package_height_cm, p.package_depth_cm) <= 150
     ORDER BY p.id LIMIT 1 OFFSET ?1`,
  )
    .bind(Math.floor(Math.random() * 40))
    .first<{ sku: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = ?2, is_in_stock = 1 WHERE sku = ?1").bind(row.sku, qty).run();
  return row.sku;
}

async function guestCart(lines: [string, number][]): Promise<string> {
  const cartId = (await call<string>("POST", "/api/cart/create")).body.result;
  for (const [sku, qty] of lines) expect((await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  return cartId;
}

const pull = async (cartId: string) => (await call<{ sku: string; qty: number }[]>("GET", `/api/cart/pull?cartId=${cartId}`)).body.result.map((l) => `${l.sku}×${l.qty}`).sort();

const ADDRESS = { firstname: "Greta", lastname: "Nilsson", street: ["Strandvägen 7"], postcode: "114 56", city: "Stockholm", country_id: "SE", telephone: "0701234567" };

function order(cartId: string, overrides: Record<string, unknown> = {}) {
  return {
    cartId,
    idempotencyKey: crypto.randomUUID(),
    customer: { type: "private", email: "kund@example.se", firstname: "Greta", lastname: "Nilsson", phone: "0701234567" },
    shippingAddress: { street: "Strandvägen 7", zipCode: "114 56", city: "Stockholm", country: "SE" },
    shippingMethod: "home_delivery",
    deliveryDate: "2026-06-17",
    deliveryTimeslot: "18-22",
    paymentMethod: "cashondelivery",
    acceptTerms: true,
    ...overrides,
  };
}

describe("accounts: business customers and the address book", () => {
  it("registers a business with company and VAT id, and refuses one without", async () => {
    const { token } = await customer({ customer_type: "business", company: "Trädgårdsbolaget AB", taxvat: "SE556677889901" });
    expect((await call("GET", `/api/user/me?token=${token}`)).body.result).toMatchObject({ customer_type: "business", company: "Trädgårdsbolaget AB", taxvat: "SE556677889901" });
    const email = `foretag-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const refused = await call("POST", "/api/user/create", { customer: { email, firstname: "Bo", lastname: "Ek", customer_type: "business" }, password: PASSWORD });
    expect(refused.body).toEqual({ code: 400, result: "customer.company: a business account needs a company name" });
    expect(await env.DB.prepare("SELECT 1 FROM customers WHERE email = ?1").bind(email).first()).toBeNull();
  });

  it("keeps an address book with one default of each kind, and names the field of a bad address", async () => {
    const { token } = await customer();
    const saved = await call<{ addresses: { id: number; default_shipping: boolean; street: string[] }[]; default_shipping: number }>("POST", `/api/user/me?token=${token}`, {
      customer: { addresses: [ADDRESS, { ...ADDRESS, street: "Kungsgatan 2", postcode: "41119", city: "Göteborg", default_shipping: true }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [first, second] = saved.body.result.addresses;
    expect(second).toMatchObject({ street: ["Kungsgatan 2"], default_shipping: true });
    expect(first).toMatchObject({ default_shipping: false, default_billing: true });
    expect(saved.body.result.default_shipping).toBe(second!.id);

    // Replacing the book keeps ids of the customer's own addresses.
    const edited = await call<{ addresses: { id: number; city: string }[] }>("POST", `/api/user/me?token=${token}`, { customer: { addresses: [{ ...ADDRESS, id: second!.id, city: "Mölndal", postcode: "43130" }] } });
    expect(edited.body.result.addresses).toEqual([expect.objectContaining({ id: second!.id, city: "Mölndal", default_shipping: true, default_billing: true })]);

    for (const [bad, message] of [
      [{ ...ADDRESS, postcode: "2100", country_id: "SE" }, "customer.addresses.0.postcode: Enter a 5-digit zip"],
      [{ ...ADDRESS, country_id: "DE" }, "customer.addresses.0.country_id: Please select a country"],
      [{ ...ADDRESS, firstname: "G" }, "customer.addresses.0.firstname: Name must have at least 2 letters"],
      [{ ...ADDRESS, street: "x".repeat(10_000) }, "customer.addresses.0.street: street is longer than 200 characters"],
      [{ ...ADDRESS, default_shipping: "yes" }, "customer.addresses.0.default_shipping: default_shipping must be true or false"],
    ] as const) {
      expect((await call("POST", `/api/user/me?token=${token}`, { customer: { addresses: [bad] } })).body).toEqual({ code: 400, result: message });
    }
    expect((await call<{ addresses: unknown[] }>("GET", `/api/user/me?token=${token}`)).body.result.addresses).toHaveLength(1);
    // A refused e-mail change changes nothing else either.
    const other = await customer();
    const refused = await call("POST", `/api/user/me?token=${token}`, { customer: { email: other.email, addresses: [] }, currentPassword: PASSWORD });
    expect(refused.status).toBe(400);
    expect((await call<{ addresses: unknown[] }>("GET", `/api/user/me?token=${token}`)).body.result.addresses).toHaveLength(1);
  });

  it("never lets a forged or another customer's token read or change an account", async () => {
    const alice = await customer();
    const bob = await customer();
    await call("POST", `/api/user/me?token=${alice.token}`, { customer: { addresses: [ADDRESS] } });
    const [header, , signature] = alice.token.split(".");
    const claims = btoa(JSON.stringify({ sub: "1", iat: 1, exp: 4_000_000_000 })).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const forged = `${header}.${claims}.${signature}`;
    for (const path of ["/api/user/me", "/api/user/order-history", "/api/user/wishlist"]) {
      expect((await call("GET", `${path}?token=${forged}`)).status).toBe(401);
    }
    // Bob sends Alice's address id: it becomes a new address of Bob's, Alice's stays hers.
    const aliceAddress = (await call<{ addresses: { id: number }[] }>("GET", `/api/user/me?token=${alice.token}`)).body.result.addresses[0]!.id;
    const bobs = await call<{ addresses: { id: number }[] }>("POST", `/api/user/me?token=${bob.token}`, { customer: { addresses: [{ ...ADDRESS, id: aliceAddress, city: "Malmö", postcode: "21111" }] } });
    expect(bobs.body.result.addresses[0]!.id).not.toBe(aliceAddress);
    expect((await call<{ addresses: { id: number; city: string }[] }>("GET", `/api/user/me?token=${alice.token}`)).body.result.addresses).toEqual([expect.objectContaining({ id: aliceAddress, city: "Stockholm" })]);
  });
});

describe("accounts: order history", () => {
  it("lists orders placed signed in, newest first, 20 per page — never a guest order with the same e-mail", async () => {
    const { email, token } = await customer();
    const sku = await parcelProduct();
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await call<{ increment_id: string }>("POST", `/api/order?token=${token}`, order(await guestCart([[sku, 1]]), { customer: { type: "private", email, firstname: "Greta", lastname: "Nilsson", phone: "0701234567" } }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      placed.push(answer.body.result.increment_id);
    }
    // A guest order with the customer's e-mail is not theirs to see.
    await call("POST", "/api/order", order(await guestCart([[sku, 1]]), { customer: { type: "private", email, firstname: "Greta", lastname: "Nilsson", phone: "0701234567" } }));

    const history = await call<{ items: { increment_id: string; status: string; items: { sku: string }[] }[]; total_count: number }>("GET", `/api/user/order-history?token=${token}`);
    expect(history.body.result.total_count).toBe(3);
    expect(history.body.result.items.map((o) => o.increment_id)).toEqual([...placed].reverse());
    expect(history.body.result.items[0]).toMatchObject({ status: "active", items: [expect.objectContaining({ sku })] });
    const second = await call<{ items: { increment_id: string }[] }>("GET", `/api/user/order-history?token=${token}&pageSize=2&currentPage=2`);
    expect(second.body.result.items.map((o) => o.increment_id)).toEqual([placed[0]]);
    for (const [query, message] of [
      ["pageSize=0", "pageSize: pageSize must be 1 to 100"],
      ["pageSize=abc", "pageSize: pageSize must be a number"],
      ["currentPage=-1", "currentPage: currentPage must be 1 or more"],
    ]) {
      expect((await call("GET", `/api/user/order-history?token=${token}&${query}`)).body).toEqual({ code: 400, result: message });
    }
    expect((await call("GET", "/api/user/order-history")).status).toBe(401);
    expect((await call("POST", `/api/order?token=not-a-token`, order(await guestCart([[sku, 1]])))).body).toEqual({
      code: 401,
      result: "token: not a valid customer token; sign in again or order as a guest without one",
      refusal: { code: "notCustomerToken", params: { instead: "guestOrder" } },
    });
  });
});

describe("accounts: the customer's cart", () => {
  it("gives a signed-in customer one cart per store, and merges a guest cart into it once", async () => {
    const { token } = await customer();
    const [a, b] = [await parcelProduct(), await parcelProduct()];
    const own = (await call<string>("POST", `/api/cart/create?token=${token}`)).body.result;
    expect((await call<string>("POST", `/api/cart/create?token=${token}`)).body.result).toBe(own);
    expect((await call<string>("POST", `/api/cart/create?token=${token}&storeCode=dk`)).body.result).not.toBe(own);
    await call("POST", `/api/cart/update?cartId=${own}`, { cartItem: { sku: a, qty: 1 } });

    const guest = await guestCart([[a, 2], ...(a === b ? [] : ([[b, 1]] as [string, number][]))]);
    const merged = await call<{ cartId: string; short: unknown[] }>("POST", `/api/cart/merge?token=${token}&cartId=${guest}`);
    expect(merged.body.result).toMatchObject({ cartId: own, short: [] });
    const expected = a === b ? [`${a}×3`] : [`${a}×3`, `${b}×1`].sort();
    expect(await pull(own)).toEqual(expected);
    expect(await pull(guest)).toEqual([]);
    // A retried merge doubles nothing.
    await call("POST", `/api/cart/merge?token=${token}&cartId=${guest}`);
    expect(await pull(own)).toEqual(expected);
    expect((await call("POST", `/api/cart/merge?token=forged&cartId=${guest}`)).body).toEqual({
      code: 401,
      result: "token: not a valid customer token; sign in again",
      refusal: { code: "notCustomerToken", params: { instead: "signIn" } },
    });
    expect((await call("POST", `/api/cart/create?token=forged`)).body).toEqual({
      code: 401,
      result: "token: not a valid customer token; create a guest cart without one",
      refusal: { code: "notCustomerToken", params: { instead: "guestCart" } },
    });
  });

  it("never merges or adopts another customer's cart (a shared browser)", async () => {
    const alice = await customer();
    const bob = await customer();
    const alicesCart = (await call<string>("POST", `/api/cart/create?token=${alice.token}`)).body.result;
    await call("POST", `/api/cart/update?cartId=${alicesCart}`, { cartItem: { sku: await parcelProduct(), qty: 1 } });
    // Bob signs in where Alice's cart is still in the cookie: he gets a cart of his own, hers stays hers.
    const handed = await call<{ cartId: string }>("POST", `/api/cart/merge?token=${bob.token}&cartId=${alicesCart}`);
    expect(handed.body.result.cartId).not.toBe(alicesCart);
    expect(await pull(alicesCart)).toHaveLength(1);
    expect(await pull(handed.body.result.cartId)).toEqual([]);
  });

  it("adopts the guest cart when the customer has none yet", async () => {
    const { token } = await customer();
    const guest = await guestCart([[await parcelProduct(), 1]]);
    const merged = await call<{ cartId: string }>("POST", `/api/cart/merge?token=${token}&cartId=${guest}`);
    const own = merged.body.result.cartId;
    expect(await pull(own)).toHaveLength(1);
  });
});

describe("accounts: wishlist", () => {
  it("adds, lists last-added first and removes products; unknown skus are refused whole", async () => {
    const { token } = await customer();
    const [a, b] = [await parcelProduct(), await parcelProduct()];
    expect((await call("GET", `/api/user/wishlist?token=${token}`)).body.result).toEqual([]);
    await call("POST", `/api/user/wishlist?token=${token}`, { skus: [a] });
    const both = await call<string[]>("POST", `/api/user/wishlist?token=${token}`, { skus: [b, a] });
    expect(new Set(both.body.result)).toEqual(new Set([a, b]));
    expect((await call("POST", `/api/user/wishlist?token=${token}`, { skus: ["NO-SUCH-SKU"] })).body).toEqual({ code: 400, result: 'skus: no product "NO-SUCH-SKU" in this store' });
    expect((await call("POST", `/api/user/wishlist?token=${token}`, { skus: "abc" })).body).toEqual({ code: 400, result: "skus: skus must be a list of skus" });
    expect((await call<string[]>("DELETE", `/api/user/wishlist?token=${token}&sku=${encodeURIComponent(a)}`)).body.result).toEqual(a === b ? [] : [b]);
    expect((await call("GET", `/api/user/wishlist?token=${token}&storeCode=dk`)).body.result).toEqual([]);
    expect((await call("GET", "/api/user/wishlist")).status).toBe(401);
  });
});

describe("newsletter (magento2-subscribe) and its single-use coupon", () => {
  const NEUTRAL = "Unsubscribing and the subscription status need the signed link of a newsletter mail (signature), or the subscriber's own access token";
  const path = "/api/ext/magento2-subscribe/subscribe";
  it("subscribes once, mails one coupon usable for one order with the signed unsubscribe link, and unsubscribes by that link", async () => {
    const email = `nyhet-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const neutral = { code: 403, result: NEUTRAL };
    expect((await call("GET", `${path}?email=${email}`)).body).toEqual(neutral);
    expect((await call("POST", path, { email })).body).toEqual({ code: 200, result: "subscribed" });
    expect((await call("POST", path, { email })).body).toEqual({ code: 200, result: "subscribed" });
    // Subscribed or not, nobody without the link learns it.
    expect((await call("GET", `${path}?email=${email.toUpperCase()}`)).body).toEqual(neutral);
    const mails = (await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE recipient = ?1 AND kind = 'newsletter-coupon'").bind(email).all<{ subject: string; text: string }>()).results;
    expect(mails).toHaveLength(1);
    const code = /NYHET-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mails[0]!.text)![0];
    const link = new URL(/http:\/\/shop\.test\/my-account\/unsubscribe\?\S+/.exec(mails[0]!.text)![0]);
    expect(link.searchParams.get("email")).toBe(email);
    const signature = link.searchParams.get("signature")!;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await call("GET", `${path}?email=${email.toUpperCase()}&signature=${signature}`)).body).toEqual({ code: 200, result: "subscribed" });

    const sku = await parcelProduct();
    const first = await guestCart([[sku, 1]]);
    expect((await call("POST", `/api/cart/apply-coupon?cartId=${first}&coupon=${code.toLowerCase()}`)).status).toBe(200);
    const placed = await call<{ discount_amount: number }>("POST", "/api/order", order(first));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.discount_amount).toBeLessThan(0);
    // Spent: another cart cannot apply it.
    const second = await guestCart([[sku, 1]]);
    expect((await call("POST", `/api/cart/apply-coupon?cartId=${second}&coupon=${code}`)).status).toBe(400);

    // Unsigned, signed for another address or for another store: the same neutral refusal, nothing changed.
    expect((await call("DELETE", path, { email })).body).toEqual(neutral);
    expect((await call("DELETE", path, { email: `x${email}`, signature })).body).toEqual(neutral);
    expect((await call("DELETE", path, { email, signature: await newsletterSignature(env.CUSTOMER_TOKEN_SECRET, "unsubscribe", "dk", email) })).body).toEqual(neutral);
    expect((await call("DELETE", path, { email, signature: "0".repeat(64) })).body).toEqual(neutral);
    expect(await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?1").bind(email).first()).not.toBeNull();
    expect((await call("DELETE", path, { email, signature })).body).toEqual({ code: 200, result: "unsubscribed" });
    expect((await call("DELETE", path, { email, signature })).body).toEqual({ code: 200, result: "unsubscribed" });
    expect((await call("GET", `${path}?email=${email}&signature=${signature}`)).body.result).toBe("unsubscribed");
    // Subscribing again mints no second coupon.
    await call("POST", path, { email });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM issued_coupons WHERE email = ?1").bind(email).first<{ n: number }>())!.n).toBe(1);
  });

  it("lets the signed-in subscriber read and end the subscription with the access token, and nobody else's", async () => {
    const owner = await customer();
    const other = await customer();
    await call("POST", path, { email: owner.email });
    expect((await call("GET", `${path}?email=${owner.email}&token=${owner.token}`)).body).toEqual({ code: 200, result: "subscribed" });
    expect((await call("GET", `${path}?email=${owner.email}&token=${other.token}`)).body).toEqual({ code: 403, result: NEUTRAL });
    expect((await call("DELETE", path, { email: owner.email }, { Authorization: `Bearer ${other.token}` })).body).toEqual({ code: 403, result: NEUTRAL });
    expect((await call("DELETE", path, { email: owner.email }, { Authorization: `Bearer ${owner.token}` })).body).toEqual({ code: 200, result: "unsubscribed" });
    expect(await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?1").bind(owner.email).first()).toBeNull();
  });

  it("unsubscribes from the mailed link's page with one button, and answers an unsigned form neutrally", async () => {
    const email = `sida-${crypto.randomUUID().slice(0, 8)}@example.se`;
    await call("POST", path, { email });
    const text = (await env.DB.prepare("SELECT text FROM mail_outbox WHERE recipient = ?1 AND kind = 'newsletter-coupon'").bind(email).first<{ text: string }>())!.text;
    const link = /http:\/\/shop\.test\/my-account\/unsubscribe\?\S+/.exec(text)![0];
    const page = await SELF.fetch(link);
    expect(page.headers.get("Cache-Control")).toMatch(/no-store/);
    const html = await page.text();
    expect(html).toContain(`Vill du avsluta nyhetsbrevet för ${email}?`);
    const post = (fields: Record<string, string>) =>
      SELF.fetch(link, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": address() }, body: new URLSearchParams(fields) });
    const unsigned = await post({ email });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain("Den här länken kan inte avsluta någon prenumeration.");
    expect(await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?1").bind(email).first()).not.toBeNull();
    const signed = await post({ email, signature: new URL(link).searchParams.get("signature")! });
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain(`${email} får inga fler nyhetsbrev från oss.`);
    expect(await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?1").bind(email).first()).toBeNull();
  });

  it("refuses a coupon two carts applied once one of them ordered with it", async () => {
    const email = `nyhet-${crypto.randomUUID().slice(0, 8)}@example.se`;
    await call("POST", path, { email });
    const code = (await env.DB.prepare("SELECT code FROM issued_coupons WHERE email = ?1").bind(email).first<{ code: string }>())!.code;
    const sku = await parcelProduct();
    const [one, two] = [await guestCart([[sku, 1]]), await guestCart([[sku, 1]])];
    for (const cart of [one, two]) await call("POST", `/api/cart/apply-coupon?cartId=${cart}&coupon=${code}`);
    expect((await call("POST", "/api/order", order(one))).status).toBe(200);
    const refused = await call("POST", "/api/order", order(two));
    expect(refused.status).toBe(200);
    // The second order goes through at full price: the spent coupon no longer applies.
    expect((refused.body.result as { discount_amount: number }).discount_amount).toBe(0);
  });

  it("names the field of a bad e-mail", async () => {
    expect((await call("POST", path, { email: "not-an-email" })).body).toEqual({ code: 400, result: "email: Enter a valid email" });
    expect((await call("GET", path)).status).toBe(400);
  });
});

describe("the browser's session cookie", () => {
  it("answers the page script's start of session, rotates on refresh and ends on logout", async () => {
    const { email } = await customer();
    const session = await call<string>("POST", "/api/user/login", { username: email, password: PASSWORD });
    const cookie = `customer_session=${session.body.result}~${session.body.meta!.refreshToken}; signed_in=1`;
    const started = await call<{ token: string; user: { email: string } }>("GET", "/api/user/session", undefined, { Cookie: cookie });
    expect(started.body.result.user.email).toBe(email);
    expect(started.headers.get("Cache-Control")).toMatch(/no-store/);

    const refreshed = await SELF.fetch(`${ORIGIN}/api/user/refresh`, { method: "POST", headers: { Cookie: cookie, "Content-Length": "0" } });
    expect(refreshed.status).toBe(200);
    const setCookies = refreshed.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("customer_session="))).toMatch(/HttpOnly/);
    const body = (await refreshed.json()) as Answer<string>;
    expect(body.meta).toEqual({});
    const rotated = setCookies.find((c) => c.startsWith("customer_session="))!.split(";")[0]!;

    const out = await SELF.fetch(`${ORIGIN}/api/user/logout`, { method: "POST", headers: { Cookie: rotated, "Content-Length": "0" } });
    expect(out.status).toBe(200);
    // Beside the D1 bookmark of the logout's write, so the next request cannot read the session from a replica behind it.
    expect(out.headers.getSetCookie().filter((c) => c.startsWith("d1_bookmark="))).toHaveLength(1);
    const cleared = out.headers.getSetCookie().filter((c) => !c.startsWith("d1_bookmark="));
    expect(cleared.every((c) => /Max-Age=0/.test(c))).toBe(true);
    // The carts let go with the session, in every store.
    expect(cleared.map((c) => c.split("=")[0]).sort()).toEqual(["cart_dk", "cart_fi", "cart_no", "cart_se", "customer_session", "signed_in"]);
    expect((await call("GET", "/api/user/session", undefined, { Cookie: rotated })).status).toBe(401);
  });
});

describe("GET /api/products: tiles for the browser's own lists", () => {
  it("answers tiles in the order asked, leaves unknown skus out, and compares at most 4 with their attributes", async () => {
    const [a, b] = [await parcelProduct(), await parcelProduct()];
    const tiles = await call<{ sku: string; name: string; href: string; price: unknown }[]>("GET", `/api/products?skus=${b},NO-SUCH,${a}&storeCode=dk`);
    expect(tiles.body.result.map((t) => t.sku)).toEqual(a === b ? [a] : [b, a]);
    expect(tiles.body.result[0]!.href).toMatch(/^\/dk\/p\//);
    expect(tiles.headers.get("Cache-Control")).toBe("public, max-age=300");
    const compared = await call<{ attributes: unknown[]; measurements: unknown[] }[]>("GET", `/api/products?skus=${a}&compare=1`);
    expect(compared.body.result[0]!.measurements.length).toBeGreaterThan(0);
    expect((await call("GET", "/api/products?skus=A,B,C,D,E&compare=1")).body).toEqual({ code: 400, result: "skus: a comparison holds at most 4 products" });
    expect((await call("GET", "/api/products")).body).toEqual({ code: 400, result: "skus: skus is required: a comma-separated list of skus" });
    expect((await call("GET", "/api/products?skus=,,")).body).toEqual({ code: 400, result: "skus: skus is required" });
    expect((await call("GET", "/api/products?skus=A&storeCode=xx")).status).toBe(400);
  });
});

describe("a single-use coupon and an order already paid", () => {
  it("keeps the discount a hosted-checkout order was paid with, even when another order spent the coupon meanwhile", async () => {
    const { placeOrder } = await import("#worker/commerce/d1/orders.ts");
    const { issueCoupon } = await import("#worker/commerce/d1/coupons.ts");
    const sku = await parcelProduct();
    const code = await issueCoupon(env.DB, `betald-${crypto.randomUUID().slice(0, 6)}@example.se`, "se", 10);
    const base = {
      store: "se" as const, lines: [{ sku, qty: 1 }], couponCode: code, customer: { type: "private" as const, email: "kund@example.se", firstname: "Greta", lastname: "Nilsson", phone: "0701234567", company: null, taxId: null },
      shippingAddress: { street: "Strandvägen 7", zipCode: "11456", city: "Stockholm", country: "SE" }, shippingMethod: "home_delivery", deliverySlot: { date: "2026-06-17", timeslot: "18-22" },
      paymentMethod: "cashondelivery", newsletter: false, partialDelivery: false,
    };
    const first = await placeOrder(env.DB, { ...base, idempotencyKey: crypto.randomUUID(), cartId: crypto.randomUUID() }, "2026-06-15");
    expect(first.ok && first.order.discountAmount).toBeGreaterThan(0);
    const discounted = first.ok ? first.order.grandTotal : 0;
    // Unpaid, the spent code no longer applies; paid with it, the order keeps it.
    const unpaid = await placeOrder(env.DB, { ...base, idempotencyKey: crypto.randomUUID(), cartId: crypto.randomUUID() }, "2026-06-15");
    expect(unpaid.ok && unpaid.order.discountAmount).toBe(0);
    const paid = await placeOrder(env.DB, { ...base, idempotencyKey: crypto.randomUUID(), cartId: crypto.randomUUID(), paymentMethod: "hosted_checkout", expectedGrandTotalMinor: Math.round(discounted * 100) }, "2026-06-15");
    expect(paid.ok, JSON.stringify(paid)).toBe(true);
    expect(paid.ok && paid.order.grandTotal).toBe(discounted);
  });
});
