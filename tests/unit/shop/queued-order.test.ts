import { describe, expect, it } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import type { CheckoutOutcome, CreditDecision, PlacedOrder, QueuedOrderRequest } from "#core/port/index.ts";
import { placeQueuedOrder, type QueuedOrderSteps } from "#worker/commerce/shop/queued-order.ts";
import { aBusiness, checkoutRequest, fakeBackend, placedOrder } from "./backend.ts";

function queued(over: Partial<QueuedOrderRequest> = {}): QueuedOrderRequest {
  const { account: _none, ...form } = checkoutRequest();
  return { ...form, store: "se", lines: [{ sku: "CHAIR-1", qty: 2 }], couponCode: null, quotedGrandTotal: 1_299.5, ...over };
}

const BUSY: CheckoutOutcome = { ok: false, reason: "busy", refusal: refusal("checkoutInProgress") };
const SOLD_OUT: CheckoutOutcome = { ok: false, reason: "out_of_stock", lines: [{ sku: "CHAIR-1", available: 0 }] };

interface Case {
  request?: Partial<QueuedOrderRequest>;
  steps?: { admit?: CheckoutOutcome; sourceCart?: { sourceCartId: string } | Extract<CheckoutOutcome, { ok: false }> };
  decision?: CreditDecision;
  ordersByKey?: Record<string, PlacedOrder>;
}

async function place({ request, steps = {}, decision, ordersByKey }: Case) {
  const backend = fakeBackend({ ...(decision ? { decision } : {}), ...(ordersByKey ? { ordersByKey } : {}) });
  const called: string[] = [];
  const backendSteps: QueuedOrderSteps = {
    ...("admit" in steps ? { admit: async () => (called.push("admit"), steps.admit ?? null) } : {}),
    ...("sourceCart" in steps ? { sourceCart: async () => (called.push("sourceCart"), steps.sourceCart!) } : {}),
  };
  const outcome = await placeQueuedOrder(backend, queued(request), backendSteps);
  return { outcome, called, placed: backend.asked.placed, credit: backend.asked.credit.map((c) => c.amount) };
}

describe("placeQueuedOrder: what stops an order queued offline, and where", () => {
  const first = placedOrder({ cartId: "cart-1" });
  const cases: [string, Case, { outcome: unknown; called: string[] }][] = [
    ["the hosted checkout cannot be queued: refused before the backend is asked", { request: { paymentMethod: "hosted_checkout" }, steps: { admit: BUSY } }, { outcome: { ok: false, reason: "invalid", field: "paymentMethod" }, called: [] }],
    ["sent again: its first order", { ordersByKey: { "key-1": first }, steps: { admit: BUSY } }, { outcome: { ok: true, order: first, replayed: true }, called: [] }],
    ["the backend's own answer comes before the form", { request: { acceptTerms: false }, steps: { admit: BUSY, sourceCart: { sourceCartId: "src" } } }, { outcome: BUSY, called: ["admit"] }],
    ["the form's errors: no backend cart is made", { request: { acceptTerms: false }, steps: { sourceCart: { sourceCartId: "src" } } }, { outcome: { ok: false, reason: "form" }, called: [] }],
    ["a declined invoice: no backend cart is made", { request: { paymentMethod: "invoice_later", ...aBusiness("SE556677889901") }, decision: { approved: false, reason: "credit_check" }, steps: { sourceCart: { sourceCartId: "src" } } }, { outcome: { ok: false, reason: "declined", decline: "credit_check" }, called: [] }],
    ["the backend cannot fill its cart", { steps: { admit: undefined, sourceCart: SOLD_OUT } }, { outcome: SOLD_OUT, called: ["admit", "sourceCart"] }],
  ];
  it.each(cases)("%s", async (_name, input, expected) => {
    const { outcome, called, placed } = await place(input);
    expect({ outcome, called }).toMatchObject(expected);
    expect(placed).toEqual([]);
  });
});

describe("placeQueuedOrder: the order placed", () => {
  const slot = { date: "2025-03-04", timeslot: "10-14" };
  const cases: [string, Case, { placed: Record<string, unknown>; credit: number[] }][] = [
    [
      "payment on delivery: at the quoted total, its own lines and coupon",
      { request: { couponCode: "NYHET-ABCD-EFGH" } },
      { placed: { lines: [{ sku: "CHAIR-1", qty: 2 }], couponCode: "NYHET-ABCD-EFGH", quotedGrandTotalMinor: 129_950, paymentReference: null, deliverySlot: null, pickupPoint: null }, credit: [] },
    ],
    ["an invoice: asked for the quoted total, placed with its number", { request: { paymentMethod: "invoice_later", ...aBusiness("SE556677889901") } }, { placed: { paymentMethod: "invoice_later", paymentReference: "INV-1", quotedGrandTotalMinor: 129_950 }, credit: [1_299.5] }],
    ["a home delivery keeps its slot", { request: { shippingMethod: "home_delivery", deliverySlot: slot } }, { placed: { deliverySlot: slot }, credit: [] }],
    ["another method drops a slot sent along", { request: { shippingMethod: "flatrate", deliverySlot: slot } }, { placed: { deliverySlot: null }, credit: [] }],
    ["from the backend's own cart, when it makes one", { steps: { sourceCart: { sourceCartId: "magento-cart" } } }, { placed: { cartId: "cart-1", sourceCartId: "magento-cart" }, credit: [] }],
  ];
  it.each(cases)("%s", async (_name, input, expected) => {
    const { outcome, placed, credit } = await place(input);
    expect(outcome).toMatchObject({ ok: true });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject(expected.placed);
    expect(credit).toEqual(expected.credit);
  });

  it("sends none of the form's own fields, and no backend cart unless one was made", async () => {
    const { placed } = await place({});
    expect(placed[0]).not.toHaveProperty("acceptTerms");
    expect(placed[0]).not.toHaveProperty("quotedGrandTotal");
    expect(placed[0]).not.toHaveProperty("sourceCartId");
  });
});
