import { HOSTED_CHECKOUT_METHOD, buildHostedOrder, cartOrderLines, storeOrderDefaults } from "#core/domain/hosted-checkout.ts";
import { refusal } from "#core/domain/refusal.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import type { HostedCheckoutConfig } from "../../config.ts";
import { PROVIDER_TIMED_OUT, hostedCheckoutProvider, type HostedCheckoutProvider, type OrderRequest } from "../../payments/provider-client.ts";
import type { HostedCheckoutView } from "../../objects/hosted-checkout.ts";
import type { BeginOutcome, CartPort, CatalogPort, DeliveryPort, HostedCheckoutPort, OrdersPort } from "#core/port/index.ts";
import { hostedOrderKey } from "./order-keys.ts";
import { prepareCheckout } from "./prepare-checkout.ts";

/** How long a request overtaken by a newer one for the same cart waits for that one's payment. */
const OVERTAKEN_WAIT_MS = 5_000;

/**
 * A newer request for the same cart wrote while this one waited for the provider (a double click, another
 * tab): its payment is the cart's payment now, and this request's provider order is left to expire. While
 * the newer one is still waiting for the provider, this one waits for it too (a bounded time): both answer
 * with the one payment. Only when the newer one failed, or does not finish in time, is this one refused,
 * as the conflict it is (never as the provider's failure: the provider did not fail).
 */
async function overtaken(checkout: { state(): Promise<HostedCheckoutView> }, current: HostedCheckoutView): Promise<BeginOutcome> {
  const deadline = Date.now() + OVERTAKEN_WAIT_MS;
  for (let pause = 25; ; pause = Math.min(pause * 2, 400)) {
    if (current.orderId && current.snippet) return { ok: true, orderId: current.orderId, snippet: current.snippet };
    const newerFailed = current.error && !current.loading;
    if (newerFailed || Date.now() + pause > deadline) return { ok: false, reason: "changed", refusal: refusal("checkoutChanged") };
    await new Promise((resolve) => setTimeout(resolve, pause));
    current = await checkout.state();
  }
}

/**
 * The hosted checkout of SPEC §4, over any backend's carts: a HostedCheckout Durable Object per cart
 * holds the provider order id, the creation attempts and the shopper's checkout details until the
 * provider confirms; the paid order is then placed through `carts.checkout`.
 */
export function createHostedCheckoutService(
  env: Pick<Env, "HOSTED_CHECKOUT" | "DB">,
  config: HostedCheckoutConfig,
  commerce: { orders: Pick<OrdersPort, "byIdempotencyKey">; catalog: Pick<CatalogPort, "today">; delivery: Pick<DeliveryPort, "pickupPoint"> },
  carts: CartPort,
  provider: HostedCheckoutProvider = hostedCheckoutProvider(env.DB, config),
): HostedCheckoutPort {
  /** The provider's word on an order it holds: only an explicit `valid: true` counts. */
  const validOrder = async (orderId: string) => {
    const answer = await provider.validate(orderId);
    return answer.ok && answer.value.valid;
  };
  const checkoutOf = (cartId: string) => env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName(cartId));

  return {
    available: config.provider !== "none",
    async begin(request, returnUrls, lineNames) {
      // Current prices and stock first: the provider must be asked for what the order will cost.
      const refreshed = await carts.refresh(request.cartId);
      if (!refreshed.ok) return { ok: false, reason: "out_of_stock", lines: refreshed.lines };
      const summary = await carts.summary(request.cartId, request.shippingMethod, request.fees);
      if (!summary || summary.lines.length === 0) return { ok: false, reason: "no_cart" };
      const store = summary.info.store;
      // The request waits in the Durable Object until the payment: never with a typed password.
      const prepared = await prepareCheckout(commerce, store, request);
      if (!prepared.ok) return prepared;
      request = prepared.request;
      if (!summary.shipping) return { ok: false, reason: "invalid", field: "shippingMethod", refusal: refusal("unknownShippingMethod", { method: request.shippingMethod }) };
      if (!(await carts.shippingMethods(request.cartId))?.some((m) => m.code === summary.shipping!.code)) {
        return { ok: false, reason: "invalid", field: "shippingMethod", refusal: refusal("cannotCarry", { method: summary.shipping.code }) };
      }
      // The provider shows these lines to the shopper (named by the storefront), taxed at the store's rate.
      const lines = cartOrderLines({
        lines: summary.lines,
        discountInclTax: summary.totals.discountAmount,
        discountName: lineNames?.discount,
        shipping: { code: summary.shipping.code, name: lineNames?.shipping ?? summary.shipping.code, priceInclTax: summary.shipping.priceInclTax },
        fees: summary.fees.map((f) => ({ code: f.feeId, name: lineNames?.fees?.[f.feeId] ?? f.feeId, amountInclTax: f.amountInclTax })),
        taxRate: STORE_VIEWS[store].taxRate,
      });
      const order = buildHostedOrder({ lines, purchaseCountry: request.shippingAddress.country, shippingCountries: [STORE_VIEWS[store].countryId], ...storeOrderDefaults(store) });
      const orderRequest: OrderRequest = { order, storeCode: store, merchantReference: request.cartId, confirmationUrl: returnUrls.confirmation, failureUrl: returnUrls.failure };

      const checkout = checkoutOf(request.cartId);
      let state = await checkout.state();
      if (state.next === "reload") state = await checkout.reloaded();
      const previous = await checkout.pending();
      // From here on every write names the version it follows: the provider is awaited over the
      // network in between, and a newer request for the same cart (another tab) must win.
      let version = (await checkout.setPending({ request, orderAmount: order.order_amount })).version;

      if (state.orderId) {
        const updated = await provider.updateOrder(state.orderId, orderRequest);
        // SPEC §4: a changed order total is validated with the provider; an order it calls invalid is replaced.
        const valid = !updated.ok || !previous || previous.orderAmount === order.order_amount || (await validOrder(state.orderId));
        if (updated.ok && valid) {
          const written = await checkout.created(updated.value.orderId, updated.value.snippet, state.storedAt ?? Date.now(), version);
          return written.stale ? overtaken(checkout, written) : { ok: true, ...updated.value };
        }
        // A completed, cancelled or unknown order cannot be reused: forget it and create a new one.
        const forgotten = await checkout.readOnly(version);
        if (forgotten.stale) return overtaken(checkout, forgotten);
        version = forgotten.version;
      }

      for (;;) {
        const started = await checkout.start(version);
        if (started.stale) return overtaken(checkout, started);
        const created = await provider.createOrder(orderRequest);
        if (created.ok) {
          const written = await checkout.created(created.value.orderId, created.value.snippet, Date.now(), started.version);
          return written.stale ? overtaken(checkout, written) : { ok: true, ...created.value };
        }
        const after = created.errorCode === "READ_ONLY_ORDER" ? await checkout.readOnly(started.version) : await checkout.failed(started.version);
        if (after.stale) return overtaken(checkout, after);
        version = after.version;
        // A refusal (4xx) will not change on a retry; failures of the provider itself are retried, except
        // a hung one: the shopper has waited a whole timeout already, and asks again when they choose to.
        const refused = created.status >= 400 && created.status < 500 && created.errorCode !== "READ_ONLY_ORDER";
        if (refused || created.status === PROVIDER_TIMED_OUT || after.next !== "retry") return { ok: false, reason: "provider", refusal: refusal("paymentNotStarted", { message: created.message }), reload: after.next === "reload" };
      }
    },

    async payment(cartId) {
      // A cart id nobody created reaches no checkout object (each one it touched would be stored).
      if ((await carts.storeOf(cartId)) === null) return null;
      const state = await checkoutOf(cartId).state();
      return state.orderId && state.snippet ? { orderId: state.orderId, snippet: state.snippet } : null;
    },

    async complete(sid, store) {
      // A reload or a second redirect while the first is still placing the order finds it here.
      const key = hostedOrderKey(sid);
      const existing = await commerce.orders.byIdempotencyKey(key);
      if (existing) return existing.store === store ? { ok: true, order: existing } : { ok: false, reason: "unknown" };
      const confirmation = await provider.confirmation(sid);
      if (!confirmation.ok) {
        if (confirmation.status === 404) return { ok: false, reason: "unknown" };
        console.warn(`hosted checkout ${sid}: the provider's confirmation could not be read: ${confirmation.message}`);
        return { ok: false, reason: "provider" };
      }
      const { merchantReference: cartId, status, orderAmount } = confirmation.value;
      const checkout = checkoutOf(cartId);
      const pending = await checkout.pending();
      if (!pending || (await carts.storeOf(cartId)) !== store) return { ok: false, reason: "unknown" };
      if (status !== "checkout_complete") return { ok: false, reason: "not_paid" };
      // placeOrder refuses a total other than the amount paid (the cart may have changed in another tab).
      const outcome = await carts.checkout({ ...pending.request, paymentMethod: HOSTED_CHECKOUT_METHOD, idempotencyKey: key }, { amountMinor: orderAmount });
      if (outcome.ok) {
        await checkout.placed();
        return { ok: true, order: outcome.order };
      }
      // A concurrent return visit may have placed it meanwhile (and emptied the cart this one found empty).
      const placedMeanwhile = await commerce.orders.byIdempotencyKey(key);
      if (placedMeanwhile) return { ok: true, order: placedMeanwhile };
      // This order is on its way to the backend (another visit sent it), or went without an answer: the payment stays.
      if (outcome.reason === "pending") return outcome;
      // Paid but no order: the payment is cancelled (refunded), so a retry never charges twice.
      await provider.cancel(sid);
      if (outcome.reason === "invalid" && outcome.field === "amount") return { ok: false, reason: "amount", refusal: outcome.refusal };
      return outcome;
    },
  };
}
