import { buildHostedOrder, cartOrderLines, storeOrderDefaults } from "../../../app/domain/hosted-checkout.ts";
import { STORE_VIEWS } from "../../../app/stores.ts";
import { hostedCheckoutProvider, type OrderRequest } from "../../payments/provider-client.ts";
import { hostedCheckoutConfigured, type ProviderConfigEnv } from "../../payments/provider-config.ts";
import type { CartPort, HostedCheckoutPort } from "../port/index.ts";
import { checkoutCart, prepareCheckout } from "./checkout.ts";
import type { CoreCommerce } from "./core.ts";

/**
 * The hosted checkout of SPEC §4: a HostedCheckout Durable Object per cart holds the provider
 * order id, the creation attempts and the shopper's checkout details until the provider confirms.
 */
export function createHostedCheckoutService(
  env: Pick<Env, "CART" | "HOSTED_CHECKOUT"> & ProviderConfigEnv,
  commerce: CoreCommerce,
  carts: CartPort,
): HostedCheckoutPort {
  const provider = hostedCheckoutProvider(env);
  /** The provider's word on an order it holds: only an explicit `valid: true` counts. */
  const validOrder = async (orderId: string) => {
    const answer = await provider.validate(orderId);
    return answer.ok && answer.value.valid;
  };
  const checkoutOf = (cartId: string) => env.HOSTED_CHECKOUT.get(env.HOSTED_CHECKOUT.idFromName(cartId));

  return {
    available: hostedCheckoutConfigured(env),
    async begin(request, returnUrls) {
      // Current prices and stock first: the provider must be asked for what the order will cost.
      const refreshed = await carts.refresh(request.cartId);
      if (!refreshed.ok) return { ok: false, reason: "out_of_stock", lines: refreshed.lines };
      const summary = await carts.summary(request.cartId, request.shippingMethod);
      if (!summary || summary.lines.length === 0) return { ok: false, reason: "no_cart" };
      const store = summary.info.store;
      // The request waits in the Durable Object until the payment: never with a typed password.
      const prepared = await prepareCheckout(commerce, store, request, { checkAccount: true });
      if (!prepared.ok) return prepared;
      request = prepared.request;
      if (!summary.shipping) return { ok: false, reason: "invalid", field: "shippingMethod", message: `unknown shipping method ${request.shippingMethod}` };
      const lines = cartOrderLines({
        lines: summary.lines,
        discountInclTax: summary.totals.discountAmount,
        shipping: { code: summary.shipping.code, name: summary.shipping.code, priceInclTax: summary.shipping.priceInclTax },
      });
      const order = buildHostedOrder({ lines, purchaseCountry: request.shippingAddress.country, shippingCountries: [STORE_VIEWS[store].countryId], ...storeOrderDefaults(store) });
      const orderRequest: OrderRequest = { order, storeCode: store, merchantReference: request.cartId, confirmationUrl: returnUrls.confirmation, failureUrl: returnUrls.failure };

      const checkout = checkoutOf(request.cartId);
      let state = await checkout.state();
      if (state.next === "reload") state = await checkout.reloaded();
      const previous = await checkout.pending();
      await checkout.setPending({ request, orderAmount: order.order_amount });

      if (state.orderId) {
        const updated = await provider.updateOrder(state.orderId, orderRequest);
        // SPEC §4: a changed order total is validated with the provider; an order it calls invalid is replaced.
        const valid = !updated.ok || !previous || previous.orderAmount === order.order_amount || (await validOrder(state.orderId));
        if (updated.ok && valid) {
          await checkout.created(updated.value.orderId, updated.value.snippet, state.storedAt ?? Date.now());
          return { ok: true, ...updated.value };
        }
        // A completed, cancelled or unknown order cannot be reused: forget it and create a new one.
        await checkout.readOnly();
      }

      for (;;) {
        await checkout.start();
        const created = await provider.createOrder(orderRequest);
        if (created.ok) {
          await checkout.created(created.value.orderId, created.value.snippet, Date.now());
          return { ok: true, ...created.value };
        }
        const after = created.errorCode === "READ_ONLY_ORDER" ? await checkout.readOnly() : await checkout.failed();
        // A refusal (4xx) will not change on a retry; failures of the provider itself are retried.
        const refused = created.status >= 400 && created.status < 500 && created.errorCode !== "READ_ONLY_ORDER";
        if (refused || after.next !== "retry") return { ok: false, reason: "provider", message: created.message, reload: after.next === "reload" };
      }
    },

    async payment(cartId) {
      const state = await checkoutOf(cartId).state();
      return state.orderId && state.snippet ? { orderId: state.orderId, snippet: state.snippet } : null;
    },

    async complete(sid, store) {
      // A reload or a second redirect while the first is still placing the order finds it here.
      const key = `hosted:${sid}`;
      const existing = await commerce.orders.byIdempotencyKey(key);
      if (existing) return existing.store === store ? { ok: true, order: existing } : { ok: false, reason: "unknown" };
      const confirmation = await provider.confirmation(sid);
      if (!confirmation.ok) return confirmation.status === 404 ? { ok: false, reason: "unknown" } : { ok: false, reason: "provider", message: confirmation.message };
      const { merchantReference: cartId, status, orderAmount } = confirmation.value;
      const checkout = checkoutOf(cartId);
      const pending = await checkout.pending();
      if (!pending || (await carts.storeOf(cartId)) !== store) return { ok: false, reason: "unknown" };
      if (status !== "checkout_complete") return { ok: false, reason: "not_paid" };
      // placeOrder refuses a total other than the amount paid (the cart may have changed in another tab).
      const outcome = await checkoutCart(env, commerce, { ...pending.request, paymentMethod: "hosted_checkout", idempotencyKey: key }, { amountMinor: orderAmount });
      if (outcome.ok) {
        await checkout.placed();
        return { ok: true, order: outcome.order };
      }
      // Paid but no order: the payment is cancelled (refunded), so a retry never charges twice.
      await provider.cancel(sid);
      if (outcome.reason === "invalid" && outcome.field === "amount") return { ok: false, reason: "amount", message: outcome.message };
      return outcome;
    },
  };
}
