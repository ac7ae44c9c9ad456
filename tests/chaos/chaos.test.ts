import { SELF, createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { productTag } from "#core/cache/vocabulary.ts";
import { ORIGIN, order, productWithStock, stockOf } from "#tests/worker/order-helpers.ts";
import { addWithoutScript } from "#tests/worker/no-script-cart.ts";
import { builtWorker, UPSTREAM_SHOP } from "#tests/worker/upstream-shop.ts";
import { CARRIER_POINT } from "#tests/worker/fake-carrier.ts";
import { counted, newTally, once, tallyLine, type Tally } from "./tally.ts";

/**
 * Issue 38 item 8: the shop under the abuse real traffic brings — double clicks, retries, races, objects
 * restarted mid-operation, providers slow, failing or hung — counted: nothing acknowledged may be lost,
 * nothing done twice. `npm run chaos` (scripts/chaos.ts) prints each scenario's counts and their sum.
 */
const ROUNDS = __CHAOS_ROUNDS__;
const HOME_DELIVERY_SE = 695;
const PURGE = { Authorization: "Bearer test-purge-token" };
const lines: string[] = [];

afterAll(() => {
  for (const line of lines) console.log(line);
});

/** A scenario fails on anything lost or duplicated, and on any 5xx it does not expect (listed in the message). */
function scenario(name: string, run: (tally: Tally) => Promise<void>) {
  it(name, async () => {
    const tally = newTally();
    await run(tally);
    lines.push(tallyLine(name, tally));
    expect({ lost: tally.lost, duplicated: tally.duplicated, unexpected: tally.unexpectedAnswers }, tallyLine(name, tally)).toEqual({ lost: 0, duplicated: 0, unexpected: [] });
  });
}

/**
 * The 5xx the shop gives by design, and nothing else: a backend, a provider or a Durable Object that cannot
 * answer right now is a 503 with Retry-After (core/errors/backend-outage.ts), which a client sends again later.
 * A 500 (a crash), a 502 or a 504 is never expected, and no race or double click may answer any 5xx.
 */
const UNAVAILABLE = [503] as const;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

/** Sends until the answer is not one to send again later (a 409 busy, a 5xx, a thrown fetch): what a client's retry does. */
async function untilSettled(tally: Tally, send: () => Promise<Response>, expected: readonly number[] = [], tries = 8): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await send().then((r) => counted(tally, r, expected), () => null);
    if (response && response.status !== 409 && response.status < 500) return response;
    if (attempt === tries) return response ?? new Response(null, { status: 599 });
    await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

const newCart = async () => ((await (await post("/api/cart/create?storeCode=se", undefined)).json()) as { result: string }).result;
const cartQty = async (cartId: string, sku: string) => {
  const pulled = (await (await SELF.fetch(`${ORIGIN}/api/cart/pull?cartId=${cartId}`)).json()) as { result: { sku: string; qty: number }[] };
  return pulled.result.filter((line) => line.sku === sku).reduce((sum, line) => sum + line.qty, 0);
};
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** The built worker on changed bindings (a provider made slow, failing or hung): the answer, once its deferred work is done. */
async function withBindings(tally: Tally, overrides: Partial<Env>, request: Request, expected: readonly number[] = []): Promise<Response> {
  const ctx = createExecutionContext();
  const answer = await builtWorker.fetch(request, { ...env, ...overrides }, ctx);
  const body = await answer.arrayBuffer();
  await waitOnExecutionContext(ctx);
  counted(tally, Object.defineProperty(answer, "url", { value: request.url }), expected);
  return new Response(body, answer);
}

/** A Finnish shopper's cart cookie, with one product a hosted checkout can deliver to a pickup point. */
async function finnishCart(): Promise<string> {
  const row = (await env.DB.prepare(
    `SELECT p.sku, t.url_path AS slug FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = 'fi' JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'fi'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND pr.price > 0 AND p.weight_kg <= 20 ORDER BY p.id DESC LIMIT 1 OFFSET 30`,
  ).first<{ sku: string; slug: string }>())!;
  await env.DB.prepare("UPDATE products SET qty = 1000, is_in_stock = 1 WHERE sku = ?1").bind(row.sku).run();
  return (await addWithoutScript(`${ORIGIN}/fi/p/${row.sku}/${row.slug}`, { sku: row.sku, qty: "1" })).cookie!;
}

/** The Finnish checkout form paying at the hosted checkout, with a fresh form key. */
const hostedForm = () =>
  new URLSearchParams({ customerType: "private", firstName: "Aino", lastName: "Virtanen", email: "aino@example.fi", phone: "0401234567", street: "Mannerheimintie 1", zipCode: "00100", city: "Helsinki", country: "FI", shippingMethod: "pickup_point", pickupPointId: "FI-0002", paymentMethod: "hosted_checkout", acceptTerms: "on", idempotencyKey: crypto.randomUUID() });

const ordersWithKey = async (key: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first<{ n: number }>())!.n;

describe("chaos", () => {
  scenario("add to cart: double clicks and retries", async (tally) => {
    const product = await productWithStock(1000);
    for (let round = 0; round < ROUNDS; round++) {
      const cartId = await newCart();
      const keys = [1, 2, 3].map(() => crypto.randomUUID());
      // Each change clicked twice and retried twice, all at once: applied once each.
      await Promise.all(keys.flatMap((key) => [1, 2, 3, 4].map(() => untilSettled(tally, () => post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 1 } }, { "Idempotency-Key": key })).then((r) => r.body?.cancel()))));
      const qty = await cartQty(cartId, product.sku);
      tally.lost += Math.max(0, keys.length - qty);
      tally.duplicated += Math.max(0, qty - keys.length);
    }
  });

  scenario("checkout: double submits and retries", async (tally) => {
    for (let round = 0; round < ROUNDS; round++) {
      const product = await productWithStock(10);
      const cartId = await newCart();
      await (await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 1 } })).arrayBuffer();
      const body = order(cartId);
      const answers = await Promise.all([1, 2, 3, 4].map(() => untilSettled(tally, () => post("/api/order", body))));
      const numbers = new Set(await Promise.all(answers.map(async (a) => (a.status === 200 ? ((await a.json()) as { result: { increment_id: string } }).result.increment_id : null))));
      numbers.delete(null);
      once(tally, await ordersWithKey(body.idempotencyKey));
      // Every 200 named the one order.
      tally.duplicated += Math.max(0, numbers.size - 1);
      tally.duplicated += Math.max(0, 10 - 1 - (await stockOf(product.sku)));
    }
  });

  scenario("offline queue replayed twice concurrently", async (tally) => {
    for (let round = 0; round < ROUNDS; round++) {
      const products = [await productWithStock(50, 0), await productWithStock(50, 1)];
      const queue = products.map((product) => ({ ...order(crypto.randomUUID()), storeCode: "se", products: [{ sku: product.sku, qty: 1 }], quotedTotal: product.price + HOME_DELIVERY_SE }));
      // Two tabs (or a tab and the service worker) send the whole queue at once, each in order.
      const tab = async () => {
        for (const body of queue) await (await untilSettled(tally, () => post("/api/order", body))).arrayBuffer();
      };
      await Promise.all([tab(), tab()]);
      for (const body of queue) once(tally, await ordersWithKey(body.idempotencyKey));
      for (const product of products) tally.duplicated += Math.max(0, 50 - 1 - (await stockOf(product.sku)));
    }
  });

  scenario("payment return: the provider's answer and the shopper's returns racing", async (tally) => {
    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await finnishCart();
      // The pay button clicked twice.
      const submits = await Promise.all([1, 2].map(() => SELF.fetch(`${ORIGIN}/fi/checkout`, { method: "POST", headers: { cookie }, body: hostedForm(), redirect: "manual" }).then((r) => counted(tally, r))));
      await Promise.all(submits.map((s) => s.body?.cancel()));
      const page = await (await SELF.fetch(`${ORIGIN}/fi/checkout/payment`, { headers: { cookie } })).text();
      const sid = page.match(/action="\/hosted-checkout\/pay\/([0-9a-f-]{36})"/)?.[1];
      expect(sid, page.slice(0, 500)).toBeTruthy();
      // The provider's "paid" and the shopper's return (and a reload of it) arriving together.
      const confirm = () => SELF.fetch(`${ORIGIN}/fi/confirmation?sid=${sid}`).then((r) => counted(tally, r));
      const answers = await Promise.all([SELF.fetch(`${ORIGIN}/hosted-checkout/pay/${sid}`, { method: "POST", body: new URLSearchParams({ decision: "pay" }), redirect: "manual" }).then((r) => counted(tally, r)), confirm(), confirm()]);
      await Promise.all(answers.map((a) => a.body?.cancel()));
      await (await untilSettled(tally, confirm)).arrayBuffer();
      once(tally, await ordersWithKey(`hosted:${sid}`));
    }
  });

  scenario("payment provider failing", async (tally) => {
    const down: Partial<Env> = { HOSTED_CHECKOUT_ORDER_URL: "http://payment-down.test/orders", HOSTED_CHECKOUT_CONFIRMATION_URL: "http://payment-down.test/confirmation", HOSTED_CHECKOUT_VALIDATE_URL: "http://payment-down.test/validate" };
    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await finnishCart();
      const pay = () => withBindings(tally, down, new Request(`${ORIGIN}/fi/checkout`, { method: "POST", headers: { cookie }, body: hostedForm(), redirect: "manual" }), UNAVAILABLE);
      // The pay button clicked twice while the provider is down: the payment cannot start, a 503 with Retry-After
      // (or the overtaken click's 409), the form kept; and a return from a payment the provider cannot confirm: the
      // payment-failed page. Nothing is ordered.
      await Promise.all([pay(), pay(), withBindings(tally, down, new Request(`${ORIGIN}/fi/confirmation?sid=${crypto.randomUUID()}`, { headers: { cookie }, redirect: "manual" }))]);
    }
  });

  scenario("cart object restarted mid-operation", async (tally) => {
    const product = await productWithStock(1000);
    for (let round = 0; round < ROUNDS; round++) {
      const cartId = await newCart();
      const keys = [1, 2, 3, 4].map(() => crypto.randomUUID());
      // An add the restart cut off answers 503 (the object was reset under it: send it again), by design.
      const add = (key: string) => untilSettled(tally, () => post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 1 } }, { "Idempotency-Key": key }), UNAVAILABLE);
      const restart = runInDurableObject(env.CART.get(env.CART.idFromString(cartId)), (_, state) => state.abort("chaos: restarted")).catch(() => undefined);
      // Each change sent, the object restarted among them, each sent again (a client's retry after a lost answer).
      await Promise.all([...keys.map(add), restart].map((p) => p.then((r) => r instanceof Response ? r.body?.cancel() : undefined)));
      await Promise.all(keys.map((key) => add(key).then((r) => r.body?.cancel())));
      const qty = await cartQty(cartId, product.sku);
      tally.lost += Math.max(0, keys.length - qty);
      tally.duplicated += Math.max(0, qty - keys.length);
    }
  });

  scenario("providers slow, failing or hung (the upstream backend)", async (tally) => {
    const hosts = ["upstream-slow.test", "upstream-hung.test", "upstream-erring.test", "upstream-down.test"];
    for (let round = 0; round < ROUNDS; round++) {
      for (const host of hosts) {
        const bindings: Env = { ...UPSTREAM_SHOP, UPSTREAM_TIMEOUT_MS: "300", UPSTREAM_API_URL: `http://${host}` };
        const ctx = createExecutionContext();
        // A page, a cart and an order the backend cannot answer: a page of its own (degraded) or a 503 to send again, never an order.
        const answers = await Promise.all([
          builtWorker.fetch(new Request(`${ORIGIN}/`), bindings, ctx),
          builtWorker.fetch(new Request(`${ORIGIN}/api/cart/create?storeCode=se`, { method: "POST" }), bindings, ctx),
        ]);
        await waitOnExecutionContext(ctx);
        // A backend that cannot answer is the localized 503 with Retry-After, never a crash (500) or a gateway error.
        for (const answer of answers) {
          counted(tally, answer, UNAVAILABLE);
          await answer.body?.cancel();
        }
      }
    }
  });

  scenario("review provider slow, failing or hung", async (tally) => {
    const services: Partial<Env>[] = [{ REVIEW_SERVICE_LATENCY_MS: "400" }, { REVIEW_SERVICE_DOWN: "1" }, { REVIEW_SERVICE_LATENCY_MS: "60000" }];
    // Another product for every visit, so each page is a cache miss that asks the review service.
    const { results: products } = await env.DB.prepare(
      `SELECT p.sku, 'p/' || p.sku || '/' || t.url_path AS path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
       WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple' AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.store_code = 'se')
       ORDER BY p.id LIMIT ?1`,
    )
      .bind(ROUNDS * services.length)
      .all<{ sku: string; path: string }>();
    expect(products).toHaveLength(ROUNDS * services.length);
    // All at once: a hung service costs each visit a deferred section's time (2.5 s), not the run's.
    await Promise.all(
      products.map(async ({ sku, path }, i) => {
        const service = services[i % services.length]!;
        // The page never fails for its reviews (they fall quiet); the review API is the one place that says 503, with Retry-After.
        await Promise.all([
          withBindings(tally, service, new Request(`${ORIGIN}/${path}`)),
          withBindings(tally, service, new Request(`${ORIGIN}/${path}?crawl=1`, { headers: CRAWLER })),
          withBindings(tally, service, new Request(`${ORIGIN}/api/review/products/${encodeURIComponent(sku)}/reviews`), UNAVAILABLE),
        ]);
      }),
    );
  });

  scenario("carrier provider slow, failing or hung", async (tally) => {
    const carriers = ["carrier.test", "carrier-slow.test", "carrier-down.test", "carrier-hung.test"];
    const pickupPoints = (carrier: string, body: unknown) =>
      withBindings(tally, { CARRIER_API_URL: `http://${carrier}` }, new Request(`${ORIGIN}/api/logtrade/stores`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
    const listed = async (answer: Response) => (answer.status === 200 ? ((await answer.json()) as { result: { agentId: string }[] }).result.some((p) => p.agentId === CARRIER_POINT.agentId) : false);
    // All at once: a hung carrier costs each call the carrier's timeout (6 s), not the run's.
    await Promise.all(
      Array.from({ length: ROUNDS }, () => carriers).flat().map(async (carrier) => {
        const answering = carrier === "carrier.test" || carrier === "carrier-slow.test";
        // The nearest points, one point by id, and the checkout form's "show pickup points": a carrier that cannot
        // answer lists none (200, or 404 for the one asked for), never a 5xx; one that answers, however late, is heard.
        const form = new URLSearchParams({ intent: "pickup-points", zipCode: "11122", shippingMethod: "pickup_point" });
        const [near, one, offered] = await Promise.all([
          pickupPoints(carrier, { countryCode: "SE", postcode: "11122" }),
          pickupPoints(carrier, { countryCode: "SE", agentId: CARRIER_POINT.agentId }),
          withBindings(tally, { CARRIER_API_URL: `http://${carrier}` }, new Request(`${ORIGIN}/checkout`, { method: "POST", body: form })),
        ]);
        if (answering) for (const heard of [await listed(near), await listed(one), (await offered.text()).includes(CARRIER_POINT.name)]) if (!heard) tally.lost++;
      }),
    );
  });

  scenario("purges and fills racing", async (tally) => {
    const { id, path } = (await env.DB.prepare("SELECT p.id, 'p/' || p.sku || '/' || t.url_path AS path FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se' WHERE p.status = 1 AND p.visibility = 4 AND p.parent_id IS NULL ORDER BY p.id LIMIT 1").first<{ id: number; path: string }>())!;
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        ...[1, 2, 3, 4].map(() => SELF.fetch(`${ORIGIN}/${path}`)),
        ...[1, 2].map(() => SELF.fetch(`${ORIGIN}/invalidate?tag=${productTag(id)}`, { headers: PURGE })),
        SELF.fetch(`${ORIGIN}/ops/cache/purge`, { method: "POST", headers: { ...PURGE, "Content-Type": "application/json" }, body: JSON.stringify({ tags: [productTag(id)] }) }),
      ]);
      for (const answer of answers) {
        counted(tally, answer);
        if (answer.status !== 200) tally.lost++;
        await answer.body?.cancel();
      }
    }
  });
});
