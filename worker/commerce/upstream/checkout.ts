/**
 * Checkout of a Magento cart: the shop's own opening checks and SPEC §5 form rules (as for every
 * backend), an invoice's credit decision, then the order through the backend's orders (upstream/orders.ts),
 * decorated like every order with its confirmation mail and cache purge.
 */
import { INVOICE_METHOD } from "#core/domain/invoice-credit.ts";
import type { CartPort, CheckoutOutcome, OrdersPort, QueuedOrderRequest } from "#core/port/index.ts";
import { refusal } from "#core/domain/refusal.ts";
import type { CoreCommerce } from "../shop/core-commerce.ts";
import { invoiceApproval } from "../shop/invoice-approval.ts";
import { openingChecks } from "../shop/opening-checks.ts";
import { cartOrderTotal, deliverySlotOf } from "../shop/order-terms.ts";
import { prepareCheckout } from "../shop/prepare-checkout.ts";
import { placeQueuedOrder } from "../shop/queued-order.ts";
import type { UpstreamCartBasics } from "./cart.ts";

/** The most lines an order queued offline may have on this backend (one Magento call each, within the request's budget). */
export const QUEUED_LINES_MAX = 25;

type Refused = Extract<CheckoutOutcome, { ok: false }>;

export function upstreamCheckout(core: CoreCommerce, carts: UpstreamCartBasics, orders: Pick<OrdersPort, "earlier">, accepted: readonly string[]): Pick<CartPort, "checkout" | "placeQueued"> {
  /** A method Magento has no code for is refused before anything is asked of a provider (an invoice's credit check). */
  const refusedMethod = (method: string): Refused | null =>
    accepted.includes(method) ? null : { ok: false, reason: "invalid", field: "paymentMethod", refusal: refusal("paymentMethodNotOffered", { offered: accepted.join(", ") }) };

  /** Its own lines, at today's prices and stock: put into a Magento cart of their own, then ordered from it. */
  async function queuedOrderCart(request: QueuedOrderRequest): Promise<{ sourceCartId: string } | Refused> {
    const source = await carts.create(request.store);
    const refused = await carts.addLines(source, request.lines);
    if (refused) {
      const { sku, refusal: line } = refused;
      return line.field === "qty" || line.field === "sku" ? { ok: false, reason: "out_of_stock", lines: [{ sku, available: 0 }] } : { ok: false, reason: "invalid", field: line.field, refusal: line.refusal };
    }
    if (request.couponCode && (await carts.setCoupon(source, request.couponCode)) !== "set") return { ok: false, reason: "invalid", field: "couponCode", refusal: refusal("couponInvalid") };
    return { sourceCartId: source };
  }

  return {
    async checkout(request, paid): Promise<CheckoutOutcome> {
      // What an earlier submission left answers first: the cart it was sent from may be gone by now.
      const opening = (await openingChecks(core, request, paid !== undefined)) ?? (await orders.earlier(request)) ?? refusedMethod(request.paymentMethod);
      if (opening) return opening;
      const summary = await carts.summary(request.cartId, request.shippingMethod, request.fees);
      if (!summary) return { ok: false, reason: "no_cart", refusal: refusal("noCart", { cartId: request.cartId }) };
      if (summary.lines.length === 0) return { ok: false, reason: "invalid", field: "cartId", refusal: refusal("cartEmpty") };
      const store = summary.info.store;
      const prepared = await prepareCheckout(core, store, request);
      if (!prepared.ok) return prepared;
      const { acceptTerms: _accepted, account, ...order } = prepared.request;
      const amount = order.paymentMethod === INVOICE_METHOD ? summary.totals.grandTotal : null;
      const invoice = await invoiceApproval(core, store, prepared.request, amount);
      if (!("reference" in invoice)) return invoice;
      const outcome = await core.orders.place({
        ...order,
        deliverySlot: deliverySlotOf(order),
        store,
        lines: summary.lines.map((line) => ({ sku: line.sku, qty: line.qty })),
        couponCode: summary.coupon?.code ?? null,
        fees: [],
        ...cartOrderTotal(paid, { reference: invoice.reference, amount }),
      });
      if (outcome.ok && !outcome.replayed && account) {
        // Magento keeps its own passwords: an account is made with the password as typed. A paid hosted
        // checkout kept only its hash while the shopper paid, so no account is made for it (they register after).
        const typed = request.account && "password" in request.account ? request.account.password : null;
        const { email, firstname, lastname } = order.customer;
        // The order is placed whatever Magento says of the account: a refusal is logged, never the order's failure.
        if (typed) await core.customers.create({ email, firstname, lastname, store, password: { plain: typed } }).catch((error: unknown) => console.warn(`order ${outcome.order.incrementId}: Magento made no account`, error));
        else console.warn(`order ${outcome.order.incrementId}: no Magento account made, the password was kept only as a hash`);
      }
      return outcome;
    },

    placeQueued(request) {
      return placeQueuedOrder(core, request, {
        admit: async (queued) =>
          (await orders.earlier(queued)) ??
          refusedMethod(queued.paymentMethod) ??
          // Each line is a call to Magento, and a request's calls are counted: a longer order is refused whole, never half sent.
          (queued.lines.length > QUEUED_LINES_MAX ? { ok: false, reason: "invalid", field: "lines", refusal: refusal("queuedLinesMax", { max: QUEUED_LINES_MAX }) } : null),
        sourceCart: queuedOrderCart,
      });
    },
  };
}
