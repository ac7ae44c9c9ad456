import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";
import svSE from "#locales/sv-SE.json";
import daDK from "#locales/da-DK.json";
import nbNO from "#locales/nb-NO.json";
import fiFI from "#locales/fi-FI.json";
import { formatDate } from "#core/domain/money.ts";
import { readForm } from "./html-form.ts";

const ORIGIN = "http://shop.test";
/** Each store's words, read from its dictionary (the test's runtime cannot load the translator's library). */
const DICTIONARIES: Record<StoreCode, unknown> = { se: svSE, dk: daDK, no: nbNO, fi: fiFI };
function translatorFor(store: { storeCode: StoreCode }) {
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], DICTIONARIES[store.storeCode]);
    return String(text).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? "");
  };
}
const TOKEN = "test-purge-token";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });
let clients = 0;
/** A plain form post, as a browser without JavaScript sends it, from a client of its own (the throttle counts per client). */
const post = (path: string, fields: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": `198.51.100.${++clients}` }, body: new URLSearchParams(fields) });
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;
const changeStock = (sku: string, qty: number) =>
  SELF.fetch(`${ORIGIN}/ops/catalog/products/${sku}`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" }, body: JSON.stringify({ qty }) });
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

type Promises = { saleStatus?: string; restock?: string | null; from?: string | null; to?: string | null; qty?: number };

/** The `n`-th visible simple product (not in any set), put in the given stock state, its cached pages purged. */
async function product(n: number, state: Promises) {
  const row = await first<{ id: number; sku: string }>(
    `SELECT p.id, p.sku FROM products p WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4
       AND NOT EXISTS (SELECT 1 FROM product_links l WHERE l.linked_product_id = p.id AND l.link_type != 'related')
     ORDER BY p.id LIMIT 1 OFFSET ?1`,
    n,
  );
  const qty = state.qty ?? 0;
  await env.DB.prepare(
    `UPDATE products SET qty = ?2, is_in_stock = ?3, product_sale_status = ?4, planned_restock_date = ?5, supplier_delivery_from = ?6, supplier_delivery_to = ?7 WHERE id = ?1`,
  )
    .bind(row.id, qty, qty > 0 ? 1 : 0, state.saleStatus ?? "active", state.restock ?? null, state.from ?? null, state.to ?? null)
    .run();
  await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=P${row.id}`);
  return row;
}

async function page(store: StoreCode, sku: string) {
  const slug = await first<{ url_path: string }>("SELECT t.url_path FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ?1 AND t.store_code = ?2", sku, store);
  const response = await get(storePath(STORE_VIEWS[store], `/p/${sku}/${slug.url_path}`));
  expect(response.status).toBe(200);
  return response.text();
}

const buyBoxOf = (html: string) => html.slice(html.indexOf('class="product__buy"'), html.indexOf('aria-labelledby="description"'));
const messages = (html: string) => [...buyBoxOf(html).matchAll(/<div class="stock-badge stock-badge--(\w+)"><p class="product__availability">([^<]*)<\/p>/g)].map((m) => ({ badge: m[1], text: decode(m[2]!) }));

// The tests' catalog day is 2026-06-15 (vitest.worker.config.ts CATALOG_TODAY).
const STATES = [
  { name: "a planned restock day", state: { restock: "2026-07-03", from: "2026-07-10", to: "2026-07-20" }, badge: "upcoming", form: true,
    text: (t: ReturnType<typeof translatorFor>, f: (d: string) => string) => t("soldOut.outlook.restock", { date: f("2026-07-03") }) },
  { name: "a supplier window", state: { from: "2026-07-10", to: "2026-07-20" }, badge: "upcoming", form: true,
    text: (t: ReturnType<typeof translatorFor>, f: (d: string) => string) => t("soldOut.outlook.supplier", { from: f("2026-07-10"), to: f("2026-07-20") }) },
  { name: "a restock day gone by and no window", state: { restock: "2026-06-01" }, badge: "no_stock", form: true,
    text: (t: ReturnType<typeof translatorFor>) => t("product.buyBox.out_of_stock") },
  { name: "sold out for the season (dates left over)", state: { saleStatus: "sold_out_season", restock: "2026-07-03" }, badge: "no_stock", form: true,
    text: (t: ReturnType<typeof translatorFor>) => t("product.buyBox.sold_out_season") },
  { name: "discontinued and gone", state: { saleStatus: "discontinued", from: "2026-07-10", to: "2026-07-20" }, badge: "no_stock", form: false,
    text: (t: ReturnType<typeof translatorFor>) => t("product.buyBox.discontinued") },
] as const;

describe("a sold-out product page says one thing about its stock (issue 36 item 3)", () => {
  STATES.forEach((s, i) => {
    it(`${s.name}: one message in every store, the e-mail alert ${s.form ? "offered" : "not offered"}, no address in the page`, async () => {
      const row = await product(i, s.state);
      for (const store of STORE_CODES) {
        const view = STORE_VIEWS[store];
        const t = translatorFor(view);
        const html = await page(store, row.sku);
        expect(messages(html), store).toEqual([{ badge: s.badge, text: s.text(t, (d) => formatDate(d, view.i18n.dateFormat)) }]);
        expect(buyBoxOf(html)).not.toContain('id="add-to-cart"');
        expect(html.includes('id="back-in-stock-email"'), store).toBe(s.form);
        if (s.form) {
          const form = readForm(html, 'id="back-in-stock-email"');
          expect(form.action).toBe(storePath(view, "/back-in-stock"));
          expect(form.fields).toEqual([["intent", "request"], ["sku", row.sku], ["email", ""]]);
        }
        expect(html).not.toMatch(/[\w.+-]+@example\.(?:se|com)/);
      }
    });
  });

  it("an in-stock product offers the cart and no alert", async () => {
    const row = await product(STATES.length, { qty: 40 });
    const html = await page("se", row.sku);
    expect(messages(html)).toHaveLength(1);
    expect(messages(html)[0]!.badge).toBe("in_stock");
    expect(html).not.toContain('id="back-in-stock-email"');
  });
});

describe("back-in-stock alerts: double opt-in, one mail when stock returns, then ended (issue 36 item 3)", () => {
  const outbox = async (email: string) =>
    (await env.DB.prepare("SELECT kind, subject, text FROM mail_outbox WHERE lower(recipient) = lower(?1) ORDER BY id").bind(email).all<{ kind: string; subject: string; text: string }>()).results;
  const linkIn = (text: string) => /https?:\/\/\S+\/back-in-stock\?\S+/.exec(text)![0];

  it("asks, confirms by the mailed link, mails once on restock and never again", async () => {
    const row = await product(10, { restock: "2026-07-03" });
    const email = "Waiting.Shopper@example.se";
    const asked = await post("/back-in-stock", { intent: "request", sku: row.sku, email });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(decode(translatorFor(STORE_VIEWS.se)("backInStock.sent", { email })));
    // Asking again the same day mails nothing more.
    expect((await post("/back-in-stock", { intent: "request", sku: row.sku, email })).status).toBe(200);
    const [confirmMail, ...more] = await outbox(email);
    expect(more).toEqual([]);
    expect(confirmMail!.kind).toBe("back-in-stock-confirm");

    // Not confirmed yet: a restock mails nothing.
    expect((await changeStock(row.sku, 0)).status).toBe(200);
    expect((await outbox(email)).map((m) => m.kind)).toEqual(["back-in-stock-confirm"]);

    // The link shows a button (a mail scanner opening it confirms nothing); the button confirms.
    const link = new URL(linkIn(confirmMail!.text));
    expect(link.origin).toBe(ORIGIN);
    const landing = await SELF.fetch(link.href, { headers: BOT });
    expect(landing.status).toBe(200);
    expect(landing.headers.get("Cache-Control")).toContain("no-store");
    const form = readForm(await landing.text(), 'name="signature"');
    expect(Object.fromEntries(form.fields)).toMatchObject({ intent: "confirm", sku: row.sku, email });
    expect(await first<{ confirmed_at: string | null }>("SELECT confirmed_at FROM back_in_stock_requests WHERE sku = ?1", row.sku)).toEqual({ confirmed_at: null });
    const forged = await post(link.pathname, { ...Object.fromEntries(form.fields), signature: "0".repeat(64) });
    expect(forged.status).toBe(403);
    const confirmed = await post(link.pathname, Object.fromEntries(form.fields));
    expect(confirmed.status).toBe(200);

    // Stock that does not make it sellable mails nothing; stock that does mails once and ends the request.
    await changeStock(row.sku, 0);
    expect((await outbox(email)).map((m) => m.kind)).toEqual(["back-in-stock-confirm"]);
    const restocked = await changeStock(row.sku, 5);
    expect(restocked.status).toBe(200);
    const mails = await outbox(email);
    expect(mails.map((m) => m.kind)).toEqual(["back-in-stock-confirm", "back-in-stock"]);
    const slug = await first<{ url_path: string }>("SELECT url_path FROM product_texts WHERE product_id = ?1 AND store_code = 'se'", row.id);
    expect(mails[1]!.text).toContain(`${ORIGIN}/p/${row.sku}/${slug.url_path}`);
    expect(await env.DB.prepare("SELECT id FROM back_in_stock_requests WHERE sku = ?1").bind(row.sku).first()).toBeNull();

    await changeStock(row.sku, 0);
    await changeStock(row.sku, 9);
    expect((await outbox(email)).map((m) => m.kind)).toEqual(["back-in-stock-confirm", "back-in-stock"]);
    // The ended request's link confirms nothing any more.
    expect((await post(link.pathname, Object.fromEntries(form.fields))).status).toBe(403);
  });

  it("mails in the store's language, to the store's product page", async () => {
    const row = await product(11, {});
    const email = "kunde@example.com";
    expect((await post("/dk/back-in-stock", { intent: "request", sku: row.sku, email })).status).toBe(200);
    const [mail] = await outbox(email);
    const name = (await first<{ name: string }>("SELECT name FROM product_texts WHERE product_id = ?1 AND store_code = 'dk'", row.id)).name;
    expect(mail!.subject).toContain(translatorFor(STORE_VIEWS.dk)("mail.backInStockConfirm.subject", { name }));
    expect(new URL(linkIn(mail!.text)).pathname).toBe("/dk/back-in-stock");
  });

  it("a product Magento's modules say changed (/invalidate) mails its confirmed requests once it can be bought", async () => {
    const row = await product(19, {});
    const email = "venter@example.no";
    await env.DB.prepare("INSERT INTO back_in_stock_requests (store_code, product_id, sku, email, created_at, confirmed_at) VALUES ('no', ?1, ?2, ?3, '2026-06-01T00:00:00Z', '2026-06-01T00:00:00Z')")
      .bind(row.id, row.sku, email)
      .run();
    await env.DB.prepare("UPDATE products SET qty = 12, is_in_stock = 1 WHERE id = ?1").bind(row.id).run();
    expect((await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=P${row.id}`)).status).toBe(200);
    await expect.poll(async () => (await outbox(email)).map((m) => m.kind), { timeout: 10_000 }).toEqual(["back-in-stock"]);
    expect((await outbox(email))[0]!.text).toContain(`${ORIGIN}/no/p/${row.sku}/`);
    await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=P${row.id}`);
    expect(await env.DB.prepare("SELECT id FROM back_in_stock_requests WHERE sku = ?1").bind(row.sku).first()).toBeNull();
    expect(await outbox(email)).toHaveLength(1);
  });

  it.each([
    ["no address", { email: "" }, 400, "email"],
    ["not an address", { email: "not-an-address" }, 400, "email"],
    ["an address too long", { email: `${"a".repeat(250)}@example.se` }, 400, "email"],
    ["no sku", { sku: "" }, 400, "sku"],
    ["a sku that is no sku", { sku: "<script>" }, 400, "sku"],
    ["a product the store does not have", { sku: "NO-SUCH-SKU-1" }, 404, "sku"],
  ] as const)("refuses %s with a 4xx naming the field", async (_name, over, status, fieldName) => {
    const row = await product(12, {});
    const response = await post("/back-in-stock", { intent: "request", sku: row.sku, email: "someone@example.se", ...over });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    // The answer the page's script reads names the field.
    const data = await SELF.fetch(`${ORIGIN}/back-in-stock.data`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": `198.51.100.${++clients}` }, body: new URLSearchParams({ intent: "request", sku: row.sku, email: "someone@example.se", ...over }) });
    expect(data.status).toBe(status);
    expect(await data.text()).toContain(`"${fieldName}"`);
  });

  it("refuses a product the cart takes now (409) and a discontinued one", async () => {
    const inStock = await product(13, { qty: 30 });
    expect((await post("/back-in-stock", { intent: "request", sku: inStock.sku, email: "a@example.se" })).status).toBe(409);
    const gone = await product(14, { saleStatus: "discontinued" });
    expect((await post("/back-in-stock", { intent: "request", sku: gone.sku, email: "a@example.se" })).status).toBe(409);
  });

  it("limits the requests one client makes (429 with Retry-After)", async () => {
    const row = await product(15, {});
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await SELF.fetch(`${ORIGIN}/back-in-stock`, { method: "POST", headers, body: new URLSearchParams({ intent: "request", sku: row.sku, email: `many${i}@example.se` }) });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("a sold-out product page offers a way forward (issue 36 item 3)", () => {
  const section = (html: string, id: string) => {
    const at = html.indexOf(`aria-labelledby="${id}"`);
    return at < 0 ? null : html.slice(at, html.indexOf("</section>", at));
  };

  it("in-stock products of its own category, the product itself left out, tagged with the category and each product", async () => {
    const row = await product(16, {});
    const leaf = await first<{ id: number }>(
      `SELECT pc.category_id AS id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ?1 ORDER BY c.level DESC, c.id LIMIT 1`,
      row.id,
    );
    const slug = await first<{ url_path: string }>("SELECT url_path FROM product_texts WHERE product_id = ?1 AND store_code = 'se'", row.id);
    const response = await get(`/p/${row.sku}/${slug.url_path}`);
    const html = await response.text();
    const alternatives = section(html, "alternatives-title");
    expect(alternatives).not.toBeNull();
    const skus = [...alternatives!.matchAll(/href="\/p\/([^/"]+)\//g)].map((m) => m[1]!);
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.length).toBeLessThanOrEqual(4);
    expect(skus).not.toContain(row.sku);
    for (const sku of skus) {
      const alternative = await first<{ id: number; sellable: number; inCategory: number }>(
        `SELECT p.id, (p.type_id = 'configurable' OR (p.is_in_stock = 1 AND p.qty >= 1)) AS sellable,
           EXISTS (SELECT 1 FROM category_products cp WHERE cp.product_id = p.id AND cp.category_id = ?2) AS inCategory
         FROM products p WHERE p.sku = ?1`,
        sku,
        leaf.id,
      );
      expect(alternative.sellable, sku).toBe(1);
      expect(alternative.inCategory, sku).toBe(1);
      expect(response.headers.get("cache-tag") ?? "").toContain(`P${alternative.id}`);
    }
    expect((response.headers.get("cache-tag") ?? "").split(",")).toContain(`C${leaf.id}`);
  });

  it("an in-stock product page costs no alternatives query and shows none", async () => {
    const row = await product(17, { qty: 25 });
    const html = await page("se", row.sku);
    expect(section(html, "alternatives-title")).toBeNull();
  });

  it("a set missing one part offers its in-stock parts on their own, each to the cart without JavaScript", async () => {
    const set = await first<{ id: number; sku: string; slug: string }>(
      `SELECT p.id, p.sku, t.url_path AS slug FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE p.type_id = 'grouped' AND p.status = 1 AND p.visibility = 4
         AND (SELECT COUNT(*) FROM product_links l WHERE l.product_id = p.id AND l.link_type = 'associated') >= 2
       ORDER BY p.id LIMIT 1`,
    );
    const parts = (await env.DB.prepare(`SELECT p.id, p.sku, l.qty FROM product_links l JOIN products p ON p.id = l.linked_product_id WHERE l.product_id = ?1 AND l.link_type = 'associated' ORDER BY l.position`).bind(set.id).all<{ id: number; sku: string; qty: number }>()).results;
    const [missing, ...there] = parts;
    await env.DB.prepare("UPDATE products SET qty = 0, is_in_stock = 0 WHERE id = ?1").bind(missing!.id).run();
    for (const part of there) await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1, status = 1 WHERE id = ?1").bind(part.id).run();
    await SELF.fetch(`${ORIGIN}/invalidate?key=${TOKEN}&tag=P${set.id}`);

    const html = await (await get(`/p/${set.sku}/${set.slug}`)).text();
    expect(buyBoxOf(html)).not.toContain('id="add-to-cart"');
    const offered = section(html, "set-parts-title");
    expect(offered).not.toBeNull();
    const forms = [...offered!.matchAll(/name="sku" value="([^"]+)"/g)].map((m) => m[1]);
    expect(forms).toEqual(there.map((p) => p.sku));

    const form = readForm(html, `name="sku" value="${there[0]!.sku}"`);
    expect(form.fields).toEqual([["sku", there[0]!.sku], ["qty", String(there[0]!.qty)]]);
    const added = await SELF.fetch(`${ORIGIN}${form.action || `/p/${set.sku}/${set.slug}`}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form.fields),
    });
    expect(added.status).toBe(303);
    expect(added.headers.getSetCookie().some((c) => c.startsWith("cart"))).toBe(true);
  });

  it("lists showrooms only in the store's own country", async () => {
    const row = await product(18, {});
    const se = section(await page("se", row.sku), "showrooms-title");
    expect(se).not.toBeNull();
    for (const name of ["Hisingen", "Kållered", "Tyresö", "City Karlstad"]) expect(se).toContain(name);
    for (const store of ["dk", "no", "fi"] as const) expect(section(await page(store, row.sku), "showrooms-title"), store).toBeNull();
  });
});
