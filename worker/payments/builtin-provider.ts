import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { orderLineLabel, validateOrderAmount, type HostedOrder } from "#core/domain/hosted-checkout.ts";
import { formatMoney } from "#core/domain/money.ts";
import { STORE_CODES, STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { requireBearer } from "../security/bearer.ts";
import { readJson } from "../api/envelope.ts";
import { PROVIDER_TEXT } from "./builtin-provider-text.ts";

/**
 * The built-in hosted-checkout provider: the embedded default that stands in for a real payment
 * provider, so the whole flow runs locally. Its API speaks the provider contract of SPEC §7
 * (create/update order → snippet and order_id, validate, confirmation by sid) and is reached
 * in-process through `builtinProviderFetch`, never from the internet. Only the payment form of the
 * snippet is public: `POST /hosted-checkout/pay/:orderId`, which records the shopper's decision
 * and calls the shop back on its confirmation or failure page.
 */

type ProviderStatus = "checkout_incomplete" | "checkout_complete" | "cancelled";

interface ProviderOrderRow {
  order_id: string;
  status: ProviderStatus;
  store_code: StoreCode;
  merchant_reference: string;
  order_json: string;
  confirmation_url: string;
  failure_url: string;
}

const orderLineSchema = z.object({
  type: z.enum(["physical", "shipping_fee", "surcharge", "discount"]),
  reference: z.string().min(1),
  name: z.string().min(1),
  quantity: z.int().positive(),
  unit_price: z.int(),
  tax_rate: z.int().nonnegative(),
  total_amount: z.int(),
  total_discount_amount: z.int(),
  total_tax_amount: z.int(),
});

const createBody = z.object({
  order: z.object({
    purchase_country: z.string().regex(/^[A-Z]{2}$/, { error: "order.purchase_country must be two capital letters" }),
    purchase_currency: z.string().regex(/^[A-Z]{3}$/, { error: "order.purchase_currency must be an ISO 4217 code" }),
    locale: z.string().min(2),
    order_amount: z.int().positive({ error: "order.order_amount must be a positive number of minor units" }),
    order_tax_amount: z.int(),
    order_lines: z.array(orderLineSchema).min(1, { error: "order.order_lines must not be empty" }),
  }),
  storeCode: z.enum(STORE_CODES),
  dataSourceStoreCode: z.enum(STORE_CODES),
  merchant_reference1: z.string().min(1).max(64),
  merchant_urls: z.object({ confirmation: z.url(), failure: z.url() }),
});

/** Only the path of a merchant URL is kept, so a decision can never redirect to another site. */
function samePath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function providerError(c: Context, status: 400 | 401 | 404, error_code: string, error: string) {
  return c.json({ error, error_code, error_messages: [error] }, status);
}

async function readOrder(db: D1Database, orderId: string): Promise<ProviderOrderRow | null> {
  return db.prepare("SELECT * FROM provider_orders WHERE order_id = ?1").bind(orderId).first<ProviderOrderRow>();
}

function snippet(row: Pick<ProviderOrderRow, "order_id" | "store_code">, order: HostedOrder): string {
  const store = STORE_VIEWS[row.store_code];
  const text = PROVIDER_TEXT[row.store_code];
  const money = (minor: number) => formatMoney(minor / 100, store.i18n);
  return html`<div class="hosted-checkout" data-provider="built-in" data-order-id="${row.order_id}">
<p class="hosted-checkout__title">${text.title}</p>
<table class="hosted-checkout__lines"><tbody>
${order.order_lines.map((l) => html`<tr><td>${orderLineLabel(l)}</td><td>${money(l.total_amount)}</td></tr>`)}
<tr><th scope="row">${text.total}</th><td>${money(order.order_amount)}</td></tr>
</tbody></table>
<form method="post" action="/hosted-checkout/pay/${row.order_id}">
<button type="submit" name="decision" value="pay" class="button button--primary">${text.pay(money(order.order_amount))}</button>
<button type="submit" name="decision" value="decline" class="button">${text.decline}</button>
</form>
</div>`.toString();
}

/** The in-process API's bindings: the provider's orders live in the shop's D1; `apiKey` is HOSTED_CHECKOUT_API_KEY. */
type ProviderEnv = { Bindings: { DB: D1Database; apiKey: string | null } };

const providerApi = new Hono<ProviderEnv>().basePath("/api");

// Without an API key configured the in-process API is open: only this worker can reach it.
providerApi.use(requireBearer<ProviderEnv>({ secret: (c) => c.env.apiKey, unset: "allow", name: "API key", body: (message) => ({ error: message, error_code: "UNAUTHORIZED", error_messages: [message] }) }));

async function parseOrder(c: Context<ProviderEnv>) {
  const parsed = createBody.safeParse(await readJson(c));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: providerError(c, 400, "BAD_VALUE", `Order Create Request Error: ${issue.path.join(".")}: ${issue.message}`) };
  }
  const amount = validateOrderAmount(parsed.data.order);
  if (!amount.ok) return { error: providerError(c, 400, "BAD_VALUE", amount.message) };
  return { body: parsed.data };
}

providerApi.post("/orders", async (c) => {
  const parsed = await parseOrder(c);
  if (parsed.error) return parsed.error;
  const { body } = parsed;
  const row = { order_id: crypto.randomUUID(), store_code: body.storeCode };
  const now = new Date().toISOString();
  await c.env.DB.prepare(
    `INSERT INTO provider_orders (order_id, status, store_code, merchant_reference, order_json, confirmation_url, failure_url, created_at, updated_at)
     VALUES (?1, 'checkout_incomplete', ?2, ?3, ?4, ?5, ?6, ?7, ?7)`,
  )
    .bind(row.order_id, body.storeCode, body.merchant_reference1, JSON.stringify(body.order), samePath(body.merchant_urls.confirmation), samePath(body.merchant_urls.failure), now)
    .run();
  return c.json({ order_id: row.order_id, status: "checkout_incomplete", snippet: snippet(row, body.order) }, 201);
});

providerApi.post("/orders/:orderId", async (c) => {
  const existing = await readOrder(c.env.DB, c.req.param("orderId"));
  if (!existing) return providerError(c, 404, "NOT_FOUND", `no order ${c.req.param("orderId")}`);
  if (existing.status !== "checkout_incomplete") return providerError(c, 400, "READ_ONLY_ORDER", "Cannot update a completed or cancelled order");
  const parsed = await parseOrder(c);
  if (parsed.error) return parsed.error;
  await c.env.DB.prepare("UPDATE provider_orders SET order_json = ?2, updated_at = ?3 WHERE order_id = ?1 AND status = 'checkout_incomplete'")
    .bind(existing.order_id, JSON.stringify(parsed.body.order), new Date().toISOString())
    .run();
  return c.json({ order_id: existing.order_id, status: existing.status, snippet: snippet(existing, parsed.body.order) });
});

/** Cancels an open order or refunds a completed one (the shop could not place its order). */
providerApi.post("/orders/:orderId/cancel", async (c) => {
  const existing = await readOrder(c.env.DB, c.req.param("orderId"));
  if (!existing) return providerError(c, 404, "NOT_FOUND", `no order ${c.req.param("orderId")}`);
  await c.env.DB.prepare("UPDATE provider_orders SET status = 'cancelled', updated_at = ?2 WHERE order_id = ?1").bind(existing.order_id, new Date().toISOString()).run();
  return c.json({ order_id: existing.order_id, status: "cancelled" });
});

providerApi.post("/validate", async (c) => {
  const body = (await readJson(c)) as { orderId?: unknown } | undefined;
  if (typeof body?.orderId !== "string") return providerError(c, 400, "BAD_VALUE", "orderId is required");
  const row = await readOrder(c.env.DB, body.orderId);
  if (!row) return providerError(c, 404, "NOT_FOUND", `no order ${body.orderId}`);
  const order = JSON.parse(row.order_json) as HostedOrder;
  const amount = validateOrderAmount(order);
  return c.json({ order_id: row.order_id, status: row.status, valid: amount.ok && row.status === "checkout_incomplete", order_amount: order.order_amount });
});

providerApi.get("/confirmation", async (c) => {
  const sid = c.req.query("sid") ?? "";
  const row = sid ? await readOrder(c.env.DB, sid) : null;
  if (!row) return providerError(c, 404, "NOT_FOUND", `no order ${sid}`);
  const order = JSON.parse(row.order_json) as HostedOrder;
  return c.json({
    order_id: row.order_id,
    status: row.status,
    merchant_reference1: row.merchant_reference,
    order_amount: order.order_amount,
    purchase_currency: order.purchase_currency,
    html_snippet: row.status === "checkout_complete" ? `<p class="hosted-checkout__paid">Paid ${formatMoney(order.order_amount / 100, STORE_VIEWS[row.store_code].i18n)}</p>` : "",
    merchant_requested: { additional_checkboxes: [] },
    billing_address: null,
  });
});

/** The provider API, called in-process (the host part of the URL is irrelevant). */
export function builtinProviderFetch(db: D1Database, apiKey: string | null): typeof fetch {
  const env: ProviderEnv["Bindings"] = { DB: db, apiKey };
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return providerApi.fetch(new Request(new URL(url.pathname.replace(/^\/hosted-checkout/, "") + url.search, "https://provider.invalid"), request), env);
  };
}

/** The public part: the shopper's decision on the snippet's form, then back to the shop. */
export const builtinProviderPages = new Hono<AppEnv>();

builtinProviderPages.post("/pay/:orderId", async (c) => {
  if (c.var.config.hostedCheckout.provider !== "builtin") return c.text("The built-in payment provider is switched off.", 404);
  const row = await readOrder(c.env.DB, c.req.param("orderId"));
  if (!row) return c.text("This payment does not exist.", 404);
  const form = await c.req.formData().catch(() => null);
  const decision = form?.get("decision");
  if (decision !== "pay" && decision !== "decline") return c.text("decision: choose pay or decline.", 400);
  const next: ProviderStatus = decision === "pay" ? "checkout_complete" : "cancelled";
  // Only an open order changes; a second click on a settled one just returns to its page.
  await c.env.DB.prepare("UPDATE provider_orders SET status = ?2, updated_at = ?3 WHERE order_id = ?1 AND status = 'checkout_incomplete'")
    .bind(row.order_id, next, new Date().toISOString())
    .run();
  const settled = (await readOrder(c.env.DB, row.order_id))!;
  const target = settled.status === "checkout_complete" ? settled.confirmation_url : settled.failure_url;
  return c.redirect(target.replaceAll("%7Bsid%7D", settled.order_id).replaceAll("{sid}", settled.order_id), 303);
});
