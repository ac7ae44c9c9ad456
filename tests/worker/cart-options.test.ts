import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addWithoutScript } from "./no-script-cart.ts";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { finalPrice } from "#core/domain/price.ts";
import { customOptionPrice } from "#core/domain/price.ts";

const ORIGIN = "http://shop.test";
type Envelope<T = unknown> = { code: number; result: T };

async function call<T = unknown>(method: string, path: string, body?: unknown) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code).toBe(response.status);
  return { status: response.status, json };
}

/** A simple product with a required drop-down option (the finish of a table, say), in stock. */
async function productWithRequiredOption() {
  const row = (await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN custom_options o ON o.product_id = p.id AND o.required = 1 AND o.type = 'drop_down'
     JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se' AND pr.price > 0
     WHERE p.status = 1 AND p.type_id = 'simple' ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(row.sku).run();
  const commerce = createD1Commerce(env);
  const detail = (await commerce.catalog.productBySku("se", row.sku))!;
  const option = detail.customOptions.find((o) => o.required && o.type === "drop_down")!;
  const base = finalPrice(detail.price, commerce.catalog.today());
  return { sku: row.sku, slug: detail.slug, option, base, detail };
}

const withOption = (sku: string, optionId: number, value: number | string) => ({
  cartItem: { sku, qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: optionId, option_value: String(value) }] } } },
});

/** A cash-on-delivery order of a Swedish cart, picked up at a pickup point. */
const pickupOrder = (cartId: string, email: string) => ({
  cartId,
  idempotencyKey: crypto.randomUUID(),
  customer: { type: "private", email, firstname: "Tina", lastname: "Berg", phone: "0701234567" },
  shippingAddress: { street: "Storgatan 1", zipCode: "41263", city: "Göteborg", country: "SE" },
  shippingMethod: "pickup_point",
  pickupPointId: "SE-4001",
  paymentMethod: "cashondelivery",
  acceptTerms: true,
});

interface Line { item_id: number; sku: string; qty: number; price: number; checksum: string | null; options: { label: string; value: string }[] }

describe("lines with custom options (SPEC §4 line identity, §5 option prices)", () => {
  it("prices the chosen value, keeps other choices of the same sku on their own line, and orders them at that price", async () => {
    const { sku, option, base } = await productWithRequiredOption();
    const cartId = (await call<string>("POST", "/api/cart/create")).json.result;

    const missing = await call<string>("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.json.result).toBe(`cartItem.options.${option.id}: ${option.title} is required`);
    const unknown = await call<string>("POST", `/api/cart/update?cartId=${cartId}`, withOption(sku, option.id, 999999));
    expect(unknown.json.result).toBe(`cartItem.options.${option.id}: ${option.title}: no value 999999`);

    const [cheap, dear] = [option.values[0]!, option.values[option.values.length - 1]!];
    const first = await call<Line>("POST", `/api/cart/update?cartId=${cartId}`, withOption(sku, option.id, dear.id));
    expect(first.status).toBe(200);
    expect(first.json.result.price).toBeCloseTo(customOptionPrice(base, dear), 2);
    expect(first.json.result.options).toEqual([{ label: option.title, value: dear.title }]);
    expect(first.json.result.checksum).toMatch(/^[0-9a-f]{8}$/);
    await call("POST", `/api/cart/update?cartId=${cartId}`, withOption(sku, option.id, dear.id));
    await call("POST", `/api/cart/update?cartId=${cartId}`, withOption(sku, option.id, cheap.id));
    const lines = (await call<Line[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
    expect(lines.map((l) => [l.qty, l.options[0]!.value])).toEqual([
      [2, dear.title],
      [1, cheap.title],
    ]);
    // Changing the quantity by item id keeps the line's options and price.
    const updated = await call<Line>("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 3, item_id: lines[0]!.item_id } });
    expect(updated.json.result).toMatchObject({ qty: 3, price: lines[0]!.price, checksum: lines[0]!.checksum });

    const totals = (await call<{ subtotal_incl_tax: number }>("GET", `/api/cart/totals?cartId=${cartId}`)).json.result;
    const placed = await call<{ subtotal_incl_tax: number; items: { qty: number; price_incl_tax: number; options: { value: string }[] }[] }>("POST", "/api/order", pickupOrder(cartId, "tina@example.se"));
    expect(placed.status).toBe(200);
    expect(placed.json.result.subtotal_incl_tax).toBe(totals.subtotal_incl_tax);
    expect(placed.json.result.items.map((i) => [i.qty, i.options[0]!.value])).toEqual([
      [3, dear.title],
      [1, cheap.title],
    ]);
  });

  it("takes the options from the product page form without JavaScript", async () => {
    const { sku, slug, option } = await productWithRequiredOption();
    const refused = await addWithoutScript(`${ORIGIN}/p/${sku}/${slug}`, { sku, qty: "1" });
    expect(refused.html).toContain(`Välj ${option.title}`);
    const added = await addWithoutScript(`${ORIGIN}/p/${sku}/${slug}`, { sku, qty: "1", [`option-${option.id}`]: String(option.values[1]!.id) });
    const cartId = added.cookie!.split("=")[1]!;
    const lines = (await call<Line[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
    expect(lines[0]!.options).toEqual([{ label: option.title, value: option.values[1]!.title }]);
  });

  it("refuses options for a product that has none", async () => {
    const plain = (await env.DB.prepare(
      `SELECT p.sku FROM products p WHERE p.status = 1 AND p.type_id = 'simple' AND p.is_in_stock = 1 AND p.qty > 0
         AND NOT EXISTS (SELECT 1 FROM custom_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string }>())!;
    const cartId = (await call<string>("POST", "/api/cart/create")).json.result;
    const answer = await call<string>("POST", `/api/cart/update?cartId=${cartId}`, withOption(plain.sku, 1, 1));
    expect(answer.status).toBe(400);
    expect(answer.json.result).toBe(`cartItem.options: ${plain.sku} has no options to choose`);
  });
});

describe("grouped products (sets)", () => {
  async function groupedProduct() {
    const row = (await env.DB.prepare(
      `SELECT p.sku FROM products p WHERE p.type_id = 'grouped' AND p.status = 1
         AND EXISTS (SELECT 1 FROM product_links l WHERE l.product_id = p.id AND l.link_type = 'associated') ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string }>())!;
    const detail = (await createD1Commerce(env).catalog.productBySku("se", row.sku))!;
    for (const item of detail.groupedItems) await env.DB.prepare("UPDATE products SET qty = 40, is_in_stock = 1 WHERE sku = ?1").bind(item.product.sku).run();
    return { sku: row.sku, slug: detail.slug, items: detail.groupedItems };
  }

  it("adds a set as its items, each with its set quantity times the sets wanted", async () => {
    const { sku, items } = await groupedProduct();
    const cartId = (await call<string>("POST", "/api/cart/create")).json.result;
    expect((await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 2 } })).status).toBe(200);
    const lines = (await call<Line[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
    expect(lines.map((l) => [l.sku, l.qty])).toEqual(items.map((i) => [i.product.sku, i.qty * 2]));
  });

  it("adds a set whole or not at all", async () => {
    const { sku, slug, items } = await groupedProduct();
    const last = items[items.length - 1]!;
    await env.DB.prepare("UPDATE products SET qty = 0, is_in_stock = 0 WHERE sku = ?1").bind(last.product.sku).run();
    // A refused add to a new cart makes no cart and sets no cookie.
    const refused = await SELF.fetch(`${ORIGIN}/p/${sku}/${slug}`, { method: "POST", body: new URLSearchParams({ sku, qty: "1", via: "script" }) });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
    // In a cart the shopper has, none of the set's items is added.
    const cartId = (await call<string>("POST", "/api/cart/create")).json.result;
    const again = await SELF.fetch(`${ORIGIN}/p/${sku}/${slug}`, { method: "POST", headers: { cookie: `cart_se=${cartId}` }, body: new URLSearchParams({ sku, qty: "1", via: "script" }) });
    expect(again.status).toBe(400);
    expect((await call<Line[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result).toEqual([]);
  });
});

describe("bundles cost their chosen parts (SPEC §5)", () => {
  async function bundleProduct() {
    const row = (await env.DB.prepare(
      `SELECT p.sku FROM products p JOIN bundle_options b ON b.product_id = p.id AND b.required = 0
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'se' AND pr.price > 0
       WHERE p.status = 1 AND p.type_id = 'bundle' ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string }>())!;
    await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE sku = ?1").bind(row.sku).run();
    const commerce = createD1Commerce(env);
    const detail = (await commerce.catalog.productBySku("se", row.sku))!;
    const today = commerce.catalog.today();
    for (const o of detail.bundleOptions) for (const s of o.selections) await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1 WHERE id = ?1").bind(s.product.id).run();
    const part = (s: (typeof detail.bundleOptions)[number]["selections"][number]) => finalPrice(s.product.price, today) * s.qty;
    const defaults = detail.bundleOptions.reduce((sum, o) => sum + (o.selections.find((s) => s.isDefault) ? part(o.selections.find((s) => s.isDefault)!) : 0), 0);
    return { sku: row.sku, slug: detail.slug, detail, part, defaults };
  }

  it("shows the default parts' sum, lets optional parts be declined, and the cart and the order charge the chosen parts", async () => {
    const { sku, slug, detail, part, defaults } = await bundleProduct();
    const html = await (await SELF.fetch(`${ORIGIN}/p/${sku}/${slug}`, { headers: { "user-agent": "Googlebot" } })).text();
    expect(html).toContain("Nej tack");
    expect(html).toContain(`"price":"${defaults.toFixed(2)}"`);

    const optional = detail.bundleOptions.find((o) => !o.required)!;
    const cartId = (await call<string>("POST", "/api/cart/create")).json.result;
    const declined = await call<Line>("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku, qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: optional.id, option_selections: ["none"] }] } } },
    });
    expect(declined.status).toBe(200);
    const optionalDefault = optional.selections.find((s) => s.isDefault);
    expect(declined.json.result.price).toBeCloseTo(defaults - (optionalDefault ? part(optionalDefault) : 0), 2);

    const ordered = await call<{ items: { price_incl_tax: number }[] }>("POST", "/api/order", pickupOrder(cartId, "bundle@example.se"));
    expect(ordered.status).toBe(200);
    expect(ordered.json.result.items[0]!.price_incl_tax).toBeCloseTo(declined.json.result.price, 2);
  });
});
