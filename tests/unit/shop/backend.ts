import type { CreditDecision, CreditRequest, OrderInput, OrderOutcome, PickupPoint, PlacedOrder, CheckoutRequest } from "#core/port/index.ts";

/** A Monday: tomorrow and the days after are bookable for a home delivery. */
export const TODAY = "2025-03-03";

export function checkoutRequest(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    idempotencyKey: "key-1",
    cartId: "cart-1",
    customer: { type: "private", email: "anna@example.se", firstname: "Anna", lastname: "Lindqvist", phone: "0701234567", company: null, taxId: null },
    shippingAddress: { street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE" },
    shippingMethod: "flatrate",
    deliverySlot: null,
    paymentMethod: "cashondelivery",
    newsletter: false,
    partialDelivery: false,
    acceptTerms: true,
    ...over,
  };
}

export const aBusiness = (taxId: string): Pick<CheckoutRequest, "customer"> => ({
  customer: { type: "business", email: "inkop@tradgard.se", firstname: "Per", lastname: "Holm", phone: "0701234567", company: "Trädgård AB", taxId },
});

export function placedOrder(over: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    incrementId: "SE0000000001",
    cartId: "cart-1",
    store: "se",
    status: "active",
    currency: "SEK",
    grandTotal: 1_000,
    subtotalInclTax: 995,
    discountAmount: 0,
    shippingInclTax: 5,
    taxAmount: 200,
    paymentMethod: "cashondelivery",
    shippingMethod: "flatrate",
    email: "anna@example.se",
    recipient: { firstname: "Anna", lastname: "Lindqvist", company: null },
    shippingAddress: { street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE" },
    billingAddress: null,
    createdAt: "2025-03-03T10:00:00.000Z",
    deliverySlot: null,
    pickupPoint: null,
    booking: null,
    paymentReference: null,
    fees: [],
    feesInclTax: 0,
    items: [],
    productIds: [],
    ...over,
  };
}

/** A pickup point in central Stockholm (postcode area 1). */
export const STOCKHOLM_POINT: Omit<PickupPoint, "distance"> = {
  agentId: "A-100",
  agentType: "parcel_shop",
  optionId: "opt-1",
  forwarderName: "Carrier",
  name: "Kiosken Centralen",
  address: "Vasagatan 1",
  zipCode: "11120",
  city: "Stockholm",
  countryCode: "SE",
  openHours: "Mo-Su 07:00-22:00",
  logotypeUrl: "https://carrier.example/logo.svg",
  latitude: 59.33,
  longitude: 18.06,
};

/**
 * The ports the shop's rules ask, as a backend would answer: the orders it holds by key, the invoice
 * provider's decision, the carrier's pickup points. Every question is recorded, to tell what was asked.
 */
export function fakeBackend(options: { ordersByKey?: Record<string, PlacedOrder>; decision?: CreditDecision; points?: Omit<PickupPoint, "distance">[]; placed?: OrderOutcome } = {}) {
  const asked = { credit: [] as CreditRequest[], pickupPoints: [] as string[], placed: [] as OrderInput[] };
  return {
    asked,
    catalog: { today: () => TODAY },
    delivery: {
      async pickupPoint(_country: string, agentId: string) {
        asked.pickupPoints.push(agentId);
        return (options.points ?? []).find((point) => point.agentId === agentId) ?? null;
      },
    },
    invoice: {
      async decide(request: CreditRequest): Promise<CreditDecision> {
        asked.credit.push(request);
        return options.decision ?? { approved: true, invoiceReference: "INV-1", dueDays: 14 };
      },
    },
    orders: {
      async byIdempotencyKey(key: string) {
        return options.ordersByKey?.[key] ?? null;
      },
      async place(order: OrderInput): Promise<OrderOutcome> {
        asked.placed.push(order);
        return options.placed ?? { ok: true, order: placedOrder({ cartId: order.cartId }), replayed: false };
      },
    },
  };
}
