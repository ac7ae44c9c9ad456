import { describe, expect, it } from "vitest";
import { cartChangeEvent, ecommerceEvent, itemsValue, listItems, purchaseEvent, purchaseToTell, withToldPurchase, type Ga4Item } from "#app/analytics/ga4.ts";
import { consentModeState, parseConsent } from "#app/analytics/consent.ts";

const sofa: Ga4Item = { item_id: "SO-1", item_name: "Bergfors soffa", price: 8995, quantity: 2 };
const lamp: Ga4Item = { item_id: "LA-2", item_name: "Lampa", price: 499.5, quantity: 1 };

describe("GA4 ecommerce events", () => {
  it.each([
    { case: "no items", items: [], value: 0 },
    { case: "price × quantity summed", items: [sofa, lamp], value: 18489.5 },
    { case: "cents kept, float noise gone", items: [{ ...lamp, price: 0.1, quantity: 3 }], value: 0.3 },
  ])("value: $case", ({ items, value }) => {
    expect(itemsValue(items)).toBe(value);
    expect(ecommerceEvent("view_cart", "SEK", items).ecommerce.value).toBe(value);
  });

  it("a list's items are numbered from 0 and carry the list", () => {
    expect(listItems({ id: "category-1", name: "Soffor" }, [{ item_id: "A", item_name: "a", price: 1 }, { item_id: "B", item_name: "b", price: 2 }])).toEqual([
      { item_id: "A", item_name: "a", price: 1, item_list_id: "category-1", item_list_name: "Soffor", index: 0, quantity: 1 },
      { item_id: "B", item_name: "b", price: 2, item_list_id: "category-1", item_list_name: "Soffor", index: 1, quantity: 1 },
    ]);
  });

  it.each([
    { case: "a new line", from: 0, to: 2, event: "add_to_cart", quantity: 2 },
    { case: "one more", from: 2, to: 3, event: "add_to_cart", quantity: 1 },
    { case: "fewer", from: 3, to: 1, event: "remove_from_cart", quantity: 2 },
    { case: "removed", from: 2, to: 0, event: "remove_from_cart", quantity: 2 },
  ])("cart change, $case: $event of $quantity", ({ from, to, event, quantity }) => {
    const told = cartChangeEvent("DKK", { item_id: "SO-1", item_name: "Sofa", price: 100 }, from, to)!;
    expect(told.event).toBe(event);
    expect(told.ecommerce).toMatchObject({ currency: "DKK", value: 100 * quantity, items: [{ item_id: "SO-1", quantity }] });
  });

  it("no change in quantity tells nothing", () => {
    expect(cartChangeEvent("SEK", { item_id: "X", item_name: "x", price: 1 }, 2, 2)).toBeNull();
  });

  it("purchase: the order's own total, tax and shipping, the transaction id, the coupon only when used", () => {
    expect(purchaseEvent({ transactionId: "SE0001", currency: "SEK", value: 18489, tax: 3697.8, shipping: 0, items: [sofa], coupon: null })).toEqual({
      event: "purchase",
      ecommerce: { currency: "SEK", value: 18489, items: [sofa], transaction_id: "SE0001", tax: 3697.8, shipping: 0 },
    });
    expect(purchaseEvent({ transactionId: "SE2", currency: "SEK", value: 1, tax: 0.2, shipping: 0, items: [], coupon: "NYHETSBREV10" }).ecommerce.coupon).toBe("NYHETSBREV10");
  });

  it.each([
    { case: "a new order is told", told: ["SE1"], id: "SE2", tell: true },
    { case: "an order told before is not (a reload of its confirmation)", told: ["SE1", "SE2"], id: "SE2", tell: false },
  ])("purchase once: $case", ({ told, id, tell }) => {
    expect(purchaseToTell(told, id)).toBe(tell);
  });

  it("keeps the newest 50 told orders", () => {
    const many = Array.from({ length: 50 }, (_, i) => `SE${i}`);
    const after = withToldPurchase(many, "SE-new");
    expect(after).toHaveLength(50);
    expect(after.at(-1)).toBe("SE-new");
    expect(after).not.toContain("SE0");
  });
});

describe("the cookie choice (Consent Mode)", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it.each([
    { case: "nothing stored", raw: null, choice: null },
    { case: "damaged", raw: "{nope", choice: null },
    { case: "an old build's '1'", raw: "1", choice: null },
    { case: "a field missing", raw: JSON.stringify({ statistics: true, decidedAt: "2026-11-01T00:00:00Z" }), choice: null },
    { case: "over a year old: asked again", raw: JSON.stringify({ statistics: true, marketing: true, decidedAt: "2025-11-01T00:00:00Z" }), choice: null },
    {
      case: "a recent choice",
      raw: JSON.stringify({ statistics: true, marketing: false, decidedAt: "2026-11-01T00:00:00Z" }),
      choice: { statistics: true, marketing: false, decidedAt: "2026-11-01T00:00:00Z" },
    },
  ])("$case", ({ raw, choice }) => {
    expect(parseConsent(raw, now)).toEqual(choice);
  });

  it.each([
    [{ statistics: false, marketing: false }, { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }],
    [{ statistics: true, marketing: false }, { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }],
    [{ statistics: false, marketing: true }, { analytics_storage: "denied", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }],
  ])("%j → %j", (choice, state) => {
    expect(consentModeState(choice)).toEqual(state);
  });
});
